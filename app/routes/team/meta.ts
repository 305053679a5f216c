import type { MetaDescriptor } from "react-router";
import type { TeamInfo } from "../../data/team-schemas.ts";
import { namesWomen } from "../../cricket/twin-match.ts";
import { pageMeta } from "../../shell/page-meta.ts";

/**
 * A team's name as its page heads it: a women's side whose recorded name does not say so
 * ("India", as Cricsheet names both Indias) is "India Women", so the two Indias' pages, titles and
 * search snippets are never the same.
 */
export function teamTitleName(team: Pick<TeamInfo, "name" | "category">): string {
  return team.category === "women" && !namesWomen(team.name) ? `${team.name} Women` : team.name;
}

/** What a team is, in words: "Men's international side", "Women's team", … */
export function teamKindText(team: Pick<TeamInfo, "category">): string {
  switch (team.category) {
    case "international":
      return "Men's international team";
    case "league":
      return "T20 league team";
    case "domestic":
      return "Domestic team";
    default:
      return "Women's team";
  }
}

/** A team page's head, with the team as a schema.org SportsTeam. */
export function teamMeta({ title, description, url, team }: { title: string; description: string; url: string; team: TeamInfo }) {
  return pageMeta({
    title,
    description,
    url,
    jsonLd: {
      "@type": "SportsTeam",
      name: teamTitleName(team),
      alternateName: team.shortName,
      sport: "Cricket",
      url,
      ...(team.category === "women" ? { gender: "Female" } : { gender: "Male" }),
    },
  });
}

interface LayoutData {
  team: TeamInfo;
  canonical: string;
  origin: string;
}

const TAB_WORDS: Record<string, string> = {
  "": "news, schedule, results, stats and players",
  "/schedule": "schedule: upcoming matches",
  "/results": "results: latest matches",
  "/news": "news: match reports and stories",
  "/videos": "videos",
  "/photos": "photos",
  "/stats": "stats: results by year and opponent, highest and lowest totals, leading run-scorers and wicket-takers",
  "/players": "players by role",
};

/** A tab's head: the layout's team, the tab's own title and canonical URL (`path` after the team's). */
export function tabMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  path: string,
  label: string,
): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === "team")?.loaderData as LayoutData | undefined;
  if (!layout) return [{ title: "Content not found" }];
  const { team, canonical, origin } = layout;
  const title = label
    ? `${teamTitleName(team)} ${label} | Cricket Edge`
    : `${teamTitleName(team)} Cricket Team - News, Schedule, Results, Stats | Cricket Edge`;
  return teamMeta({
    title,
    description: `${teamTitleName(team)} (${teamKindText(team).toLowerCase()}) ${TAB_WORDS[path] ?? label}.`,
    url: `${origin}${canonical}${path}`,
    team,
  });
}
