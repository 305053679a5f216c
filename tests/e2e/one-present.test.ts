/**
 * One present (issue 31): at the replay's moment no public page reveals the result of a match the
 * site itself shows as not yet played. The tests' clock (npm test) puts IPL 2025's first match in
 * play, so the rest of the season is still to come; The Ashes 2025/26 is replayed in its own cycle.
 * The oracle is Cricsheet's own files: each replayed match's winner and margin, as pages word them
 * ("{winner} won by 6 runs", "… by 8 wkts", "… by an innings and 11 runs"). A margin that another
 * match of the data shares (played or not replayed) is not evidence and is left out. Every public
 * page type is read (each tab of a match, series and team), and those the season's matches feed:
 * its series tabs, its sides' pages, its grounds, its players' profiles, the rankings, the archive,
 * search, the sitemaps and feeds.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { publicPageTypes } from "../../scripts/lib/public-pages.ts";
import { BASE_URL } from "./browser.ts";

const CRICSHEET = process.env.CRICSHEET_DIR ?? path.resolve("../shared/data/cricsheet");
/** The seasons npm test replays (scripts/lib/test-replay.ts) and where the bundle keeps them. */
const REPLAYED = { "club/ipl-2025": "indian-premier-league-2025", "test/the-ashes-2025-26": "the-ashes-2025-26" } as const;

interface Outcome {
  winner?: string;
  by?: { runs?: number; wickets?: number; innings?: number };
}

interface RecordedMatch {
  id: string;
  folder: string;
  outcome: Outcome;
  players: Record<string, string>;
}

function bundle(): RecordedMatch[] {
  const matches: RecordedMatch[] = [];
  for (const kind of ["club", "odi", "t20i", "test"]) {
    for (const folder of readdirSync(path.join(CRICSHEET, kind))) {
      for (const file of readdirSync(path.join(CRICSHEET, kind, folder)).filter((name) => name.endsWith(".json"))) {
        const info = JSON.parse(readFileSync(path.join(CRICSHEET, kind, folder, file), "utf8")).info;
        matches.push({
          id: file.replace(".json", ""),
          folder: `${kind}/${folder}`,
          outcome: info.outcome ?? {},
          players: info.registry?.people ?? {},
        });
      }
    }
  }
  return matches;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The words a page gives a decided result in, as one pattern (null: no winner, nothing distinctive). */
function resultPattern({ winner, by }: Outcome): string | null {
  if (!winner || !by) return null;
  const margin = by.innings
    ? `an innings and ${by.runs ?? 0} runs?`
    : by.runs !== undefined
      ? `${by.runs} runs?`
      : by.wickets !== undefined
        ? `${by.wickets} (?:wkts?|wickets?)`
        : null;
  return margin && `${literal(winner)} won by ${margin}\\b`;
}

/** A page as a reader reads it: no tags, React's text separators or entities. */
const readable = (html: string) =>
  html
    .replaceAll("<!-- -->", "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

async function page(pathname: string): Promise<string> {
  const response = await fetch(BASE_URL + pathname);
  if (!response.ok && response.status !== 404) throw new Error(`${pathname}: HTTP ${response.status}`);
  return response.text();
}

const links = (html: string, pattern: RegExp) => [...new Set([...html.matchAll(pattern)].map((m) => m[1]!))];

test("no page reveals the result of a match the site shows as still to come", { timeout: 600_000 }, async () => {
  const recorded = bundle();
  const replayed = recorded.filter((m) => m.folder in REPLAYED);
  expect(replayed.length).toBeGreaterThan(70);

  // What the site says is still to come: the rows of each replayed season's schedule with no result.
  const seriesPaths: string[] = [];
  const upcoming = new Set<string>();
  for (const [folder, slug] of Object.entries(REPLAYED)) {
    const first = replayed.find((m) => m.folder === folder)!;
    const series = links(await page(`/live-cricket-scores/${first.id}`), new RegExp(`href="(/cricket-series/\\d+/${slug})"`, "g"))[0];
    if (!series) throw new Error(`no link to ${slug} on its match's page`);
    seriesPaths.push(series);
    const schedule = await page(`${series}/matches`);
    for (const row of schedule.split("<tr>").slice(1)) {
      const id = /href="\/live-cricket-scores\/(\d+)\//.exec(row)?.[1];
      if (id && !row.includes("series-matches__status--result")) upcoming.add(id);
    }
  }
  // The tests' clock is at the IPL's first match: nearly the whole season is still to come.
  expect(upcoming.size).toBeGreaterThan(60);

  // The evidence: margins only a match still to come has.
  const patterns = new Map<string, string[]>();
  for (const match of recorded) {
    const pattern = resultPattern(match.outcome);
    if (pattern) patterns.set(pattern, [...(patterns.get(pattern) ?? []), match.id]);
  }
  const secrets = [...patterns]
    .filter(([, ids]) => ids.every((id) => upcoming.has(id)))
    .map(([pattern, ids]) => ({ pattern, id: ids[0]! }));
  expect(secrets.length).toBeGreaterThan(20);
  const secret = new RegExp(secrets.map((s) => `(${s.pattern})`).join("|"));

  // Every public page type, then what the replayed seasons feed.
  const paths = new Set((await publicPageTypes(BASE_URL, null, "all")).map((type) => type.path));
  const future = replayed.filter((m) => upcoming.has(m.id));
  for (const series of seriesPaths) {
    for (const tab of ["", "/matches", "/news", "/photos", "/pointtable", "/squads", "/stats", "/venues"]) paths.add(series + tab);
    for (const venue of links(await page(`${series}/venues`), /href="(\/cricket-series\/\d+\/[^"]+\/venues\/\d+\/[^"]+)"/g))
      paths.add(venue);
    const table = await page(`${series}/pointtable`);
    for (const team of links(table + (await page(series)), /href="(\/cricket_team\/[^"]+\/\d+)"/g).slice(0, 4)) {
      for (const tab of ["", "/schedule", "/results", "/news", "/photos", "/stats", "/players"]) paths.add(team + tab);
    }
  }
  // The profiles of players whose matches are still to come (the last few of the IPL: its final's sides).
  for (const match of future.slice(-3)) for (const person of Object.values(match.players).slice(0, 6)) paths.add(`/profiles/${person}`);
  for (const match of future.slice(-3)) {
    paths.add(`/live-cricket-scores/${match.id}`);
    paths.add(`/live-cricket-scorecard/${match.id}`);
  }
  for (const extra of [
    "/cricket-stats/icc-rankings/men/teams?format=test",
    "/cricket-stats/icc-rankings/men/batting?format=test",
    "/cricket-scorecard-archives",
    "/cricket-scorecard-archives/2025",
    "/search?q=bengaluru",
    "/search?q=ashes",
    "/search?q=kohli",
    "/cricket_news/latest-news",
    "/rss/news",
    "/sitemap.xml",
    "/cricket-schedule/series/all",
    "/cricket-schedule/upcoming-series/all",
  ]) {
    paths.add(extra);
  }
  for (const sitemap of links(await page("/sitemap.xml"), /<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)) paths.add(sitemap);

  const leaks: string[] = [];
  for (const pathname of paths) {
    const html = await page(pathname);
    const found = secret.exec(readable(html));
    if (found) leaks.push(`${pathname}: "${found[0]}"`);
    // Nor a report or a gallery of a match still to come.
    for (const match of future) {
      if (html.includes(`/cricket-news/report-${match.id}`) || html.includes(`/cricket-match-photos/${match.id}`)) {
        leaks.push(`${pathname}: links the report or photos of ${match.id}`);
      }
    }
  }
  expect(paths.size).toBeGreaterThan(80);
  expect(leaks).toEqual([]);
});
