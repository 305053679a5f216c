import { data, Link, NavLink, useLoaderData, type MetaDescriptor } from "react-router";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { TEAM_CATEGORIES, type TeamCategory } from "../../data/team-schemas.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/directory";
import { TeamBadge } from "./components/TeamBadge.tsx";
import { teamPath } from "./paths.ts";
import "./components/team.css";

/** The directory is complete HTML: no hydration, only the content pages' small script. */
export const handle: PageHandle = { enhancer: "contentPage" };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/** docs/product/content-areas.md#team-directory: /cricket-team is International; the others by name. */
const TABS: { category: TeamCategory; label: string; path: string }[] = [
  { category: "international", label: "International", path: "/cricket-team" },
  { category: "domestic", label: "Domestic", path: "/cricket-team/domestic" },
  { category: "league", label: "League", path: "/cricket-team/league" },
  { category: "women", label: "Women", path: "/cricket-team/women" },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const category = (params.category ?? "international") as TeamCategory;
  // /cricket-team/international is /cricket-team's page: one address for each list.
  if (params.category === "international" || !TEAM_CATEGORIES.includes(category)) throw data("Content not found", { status: 404 });
  const { env, ctx } = context.get(workerContext);
  const groups = await cricketDataFor(env, ctx).teams(category);
  return { category, groups, origin: new URL(request.url).origin };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found" }];
  const { category, groups, origin } = loaderData;
  const tab = TABS.find((t) => t.category === category)!;
  const url = `${origin}${tab.path}`;
  const teams = groups.flatMap((group) => group.teams);
  return pageMeta({
    title: `${tab.label} Cricket Teams | Cricket Edge`,
    description: `${tab.label} cricket teams: ${
      teams.length
        ? `${teams
            .slice(0, 8)
            .map((t) => t.name)
            .join(", ")}${teams.length > 8 ? " and more" : ""}`
        : "none in our data yet"
    }. News, schedule, results, stats and players of each.`,
    url,
    jsonLd: {
      "@type": "ItemList",
      name: `${tab.label} cricket teams`,
      url,
      itemListElement: teams.slice(0, 100).map((team, i) => ({
        "@type": "ListItem",
        position: i + 1,
        item: { "@type": "SportsTeam", name: team.name, sport: "Cricket", url: `${origin}${teamPath(team)}` },
      })),
    },
  });
}

/** docs/product/content-areas.md#team-directory: a two-column grid of teams under their header rows, each to its page. */
export default function TeamDirectory() {
  const { groups } = useLoaderData<typeof loader>();
  return (
    <div className="team">
      <h1 className="team__name">Cricket Teams</h1>
      <nav className="team-directory__tabs" aria-label="Team categories">
        {TABS.map((tab) => (
          <NavLink key={tab.category} to={tab.path} end className={({ isActive }) => `team__tab${isActive ? " team__tab--active" : ""}`}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {groups.length === 0 ? (
        <p className="empty">No teams data available.</p>
      ) : (
        groups.map((group, index) => (
          <section key={group.group || index} {...(group.group ? { "aria-labelledby": `team-group-${index}` } : { "aria-label": "Teams" })}>
            {group.group ? (
              <h2 id={`team-group-${index}`} className="team__section-title">
                {group.group}
              </h2>
            ) : null}
            <ul className="team-directory__grid">
              {group.teams.map((team) => (
                <li key={team.id}>
                  <Link to={teamPath(team)}>
                    <TeamBadge shortName={team.shortName} />
                    <span>{team.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
