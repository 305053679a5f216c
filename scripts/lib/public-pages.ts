/**
 * One URL of each public page type (issue 17's list), found on a running site: what Lighthouse
 * checks (tests/e2e/lighthouse.test.ts) and measures (scripts/bench-lighthouse.ts). A live match
 * is made through the scoring API (`scoredLiveMatch`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCricsheet } from "../../app/data/cricsheet.ts";
import { createMatch, replaySteps, ScoringClient, stepPlayer } from "./replay-core.ts";

/** The 2024 T20 World Cup final: in the bundle, finished. */
export const FINISHED_MATCH = 1415755;

export interface PageType {
  name: string;
  path: string;
  /** the HTTP status the page answers with on purpose (the 404 page) */
  status?: number;
}

const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) public-pages" };

async function html(base: string, pathname: string): Promise<string> {
  const response = await fetch(base + pathname, { headers: BROWSER });
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return response.text();
}

function firstLink(page: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(page)?.[1];
  if (!found) throw new Error(`no link to ${what} found`);
  return found;
}

/** Where `pathname` redirects (a short match or profile address to its canonical one). */
async function canonicalPath(base: string, pathname: string): Promise<string> {
  const moved = await fetch(base + pathname, { redirect: "manual", headers: BROWSER });
  const to = moved.headers.get("location");
  if (!to) throw new Error(`${pathname}: no redirect (${moved.status})`);
  return new URL(to, base).pathname;
}

/**
 * Public pages at `base`. `types`: one URL of each page type (and the finished match's three
 * kinds of tab), what npm test checks; `tabs` adds a live match's scorecard and the tabs with
 * markup of their own (matches, squads, stats, venue; stats and players), the benchmark's default;
 * `all`: every tab of a match, series and team page. Without a live match (null), no live tabs.
 */
export async function publicPageTypes(
  base: string,
  liveMatchPath: string | null,
  scope: "types" | "tabs" | "all" = "types",
): Promise<PageType[]> {
  const finished = await canonicalPath(base, `/live-cricket-scores/${FINISHED_MATCH}`);
  // The final's series (a tournament: it has a points table), not another the menus name.
  const series = firstLink(
    await html(base, finished),
    /href="(\/cricket-series\/\d+\/icc-men-s-t20-world-cup-2024)"/,
    "the final's series",
  );
  const profile = firstLink(await html(base, `${finished}/scorecard`), /href="(\/profiles\/[0-9a-f]{8}\/[^"]+)"/, "a player");
  const team = firstLink(await html(base, "/cricket-team"), /href="(\/cricket_team\/india\/\d+)"/, "India");
  const article = await canonicalPath(base, `/cricket-news/report-${FINISHED_MATCH}`);
  const gallery = firstLink(await html(base, "/cricket-photo-gallery"), /href="(\/cricket-gallery\/\d+\/[^"]+)"/, "a gallery");

  const matchTabs = {
    types: ["", "/scorecard", "/squads"],
    tabs: ["", "/scorecard", "/squads"],
    all: ["", "/scorecard", "/squads", "/highlights", "/full-commentary", "/live-blog", "/match-facts", "/news", "/photos", "/live_line"],
  }[scope];
  const liveTabs = liveMatchPath === null ? [] : { types: [""], tabs: ["", "/scorecard"], all: matchTabs }[scope];
  const seriesTabs = {
    types: ["", "/pointtable"],
    tabs: ["", "/matches", "/pointtable", "/squads", "/stats", "venue"],
    all: ["", "/matches", "/news", "/videos", "/photos", "/pointtable", "/squads", "/stats", "/venues", "venue"],
  }[scope];
  const teamTabs = {
    types: [""],
    tabs: ["", "/stats", "/players"],
    all: ["", "/schedule", "/results", "/news", "/videos", "/photos", "/stats", "/players"],
  }[scope];
  const venue = seriesTabs.includes("venue")
    ? firstLink(await html(base, `${series}/venues`), new RegExp(`href="${series}(/venues/\\d+/[^"]+)"`), "a venue")
    : "";
  const seriesPath = (tab: string) => series + (tab === "venue" ? venue : tab);
  const tabName = (tab: string) => (tab ? tab.replace(/^\//, "").replace(/\/.*/, "") : "home");

  return [
    { name: "home", path: "/" },
    { name: "live matches hub", path: "/cricket-match/live-scores" },
    { name: "recent matches hub", path: "/cricket-match/live-scores/recent-matches" },
    { name: "upcoming matches hub", path: "/cricket-match/live-scores/upcoming-matches" },
    ...matchTabs.map((tab) => ({ name: `finished match: ${tab ? tab.slice(1) : "commentary"}`, path: finished + tab })),
    ...liveTabs.map((tab) => ({ name: `live match: ${tab ? tab.slice(1) : "commentary"}`, path: liveMatchPath + tab })),
    { name: "search", path: "/search?q=kohli" },
    { name: "404 page", path: "/no/such/page", status: 404 },
    ...seriesTabs.map((tab) => ({ name: `series: ${tabName(tab)}`, path: seriesPath(tab) })),
    { name: "player profile", path: profile },
    { name: "team directory", path: "/cricket-team" },
    ...teamTabs.map((tab) => ({ name: `team: ${tabName(tab)}`, path: team + tab })),
    { name: "rankings", path: "/cricket-stats/icc-rankings/men/batting" },
    { name: "championship table", path: "/cricket-stats/points-table/test/world-test-championship-2023-25" },
    { name: "schedule: matches by day", path: "/cricket-schedule/upcoming-series/all" },
    ...(scope === "types" ? [] : [{ name: "schedule: series", path: "/cricket-schedule/series/all" }]),
    { name: "scorecard archive", path: "/cricket-scorecard-archives/2024" },
    { name: "news article", path: article },
    { name: "news section", path: "/cricket_news" },
    ...(scope === "types" ? [] : [{ name: "news topics", path: "/cricket_news/info" }]),
    { name: "photo galleries", path: "/cricket-photo-gallery" },
    { name: "photo gallery", path: gallery },
    { name: "videos", path: "/cricket-videos" },
    { name: "auction page", path: "/ipl-auction-2025" },
    { name: "privacy policy", path: "/info/privacy" },
    { name: "contact form", path: "/info/contact" },
    ...(scope === "types" ? [] : [{ name: "careers", path: "/careers" }]),
  ];
}

/**
 * A live match for the live tabs: a copy of the final made through the scoring API, the toss and
 * two overs played. `remove()` deletes it again (the site under test is shared with other tests).
 */
export async function scoredLiveMatch(base: string, adminToken: string, cricsheet: string) {
  const file = parseCricsheet(readFileSync(path.join(cricsheet, `t20i/icc-mens-t20-world-cup-2024/${FINISHED_MATCH}.json`), "utf8"));
  const client = new ScoringClient(base);
  const match = await createMatch(client, file, adminToken);
  await stepPlayer(client, match, replaySteps(file, { innings: 1 }))(2 + 12);
  return {
    path: match.url,
    remove: () => client.must("DELETE", `/api/scoring/matches/${match.matchId}`, adminToken),
  };
}
