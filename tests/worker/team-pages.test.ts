/**
 * The Team directory and Team pages (issue 13, docs/product/content-areas.md#team-directory) rendered by the Worker from real matches:
 * India's four games at the 2024 T20 World Cup, the Brisbane Test of 2024/25 and two IPL 2025
 * games. What the Stats tab shows is checked against figures this test works out itself from the
 * stored balls and match rows, not from the aggregates the page reads; then the pages' addresses
 * (301 to the canonical name, 404, 400), their heads, and the query plans of every read.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, test, vi } from "vitest";
import {
  DIRECTORY_SQL,
  HIGHEST_TOTALS_SQL,
  LOWEST_TOTALS_SQL,
  TEAM_FINISHED_SQL,
  TEAM_PLAYER_LINES_SQL,
  TEAM_RECORD_SQL,
  TEAM_SQUAD_SQL,
} from "../../app/data/embedded/store/team-aggregates.server.ts";
import { d1Rows, unfollowed, pageHtml, cellText } from "../support/worker-pages.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

vi.setConfig({ testTimeout: 120_000 });

const MATCHES = ["1415755", "1415719", "1415725", "1415754", "1426557", "1473439", "1473440"];
const T20I = ["1415755", "1415719", "1415725", "1415754"];

/** The body rows of the table under an h3 id: each row's cells as text. */
function tableRows(html: string, id: string): string[][] {
  const section = new RegExp(`<h3 id="${id}">.*?</section>`, "s").exec(html)?.[0] ?? "";
  const body = /<tbody>(.*?)<\/tbody>/s.exec(section)?.[1] ?? "";
  return [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((m) => cellText(m[1]!)),
  );
}

let india: number;
let pakistan: number;

beforeAll(async () => {
  await importFixtures(...MATCHES);
  const team = async (name: string) =>
    (await d1Rows<{ id: number }>("SELECT id FROM teams WHERE name = ? AND gender = 'male' AND team_type = 'international'", name))[0]!.id;
  india = await team("India");
  pakistan = await team("Pakistan");
});

describe("the team directory", () => {
  test("International: Test and associate sides under header rows, each linking its page; the header's menu links the same", async () => {
    const html = await pageHtml("/cricket-team");
    const main = html.slice(html.indexOf('<h1 class="team__name">'), html.indexOf("</main>"));
    expect(main).toMatch(/Test Teams<\/h2>.*?India.*?Associate Teams<\/h2>.*?United States of America/s);
    expect(main).toContain(`href="/cricket_team/india/${india}"`);
    // A placeholder badge, never an image claiming to be a flag.
    expect(main).toMatch(/<svg class="team-badge"[^>]*aria-hidden="true"/);
    expect(main).not.toContain("<img");
    // Head: absolute canonical and the teams as a schema.org ItemList of SportsTeams.
    expect(html).toContain('<link rel="canonical" href="http://site/cricket-team"/>');
    expect(html).toMatch(/"@type":"ItemList".*"@type":"SportsTeam","name":"India"/);
    // The Teams menu of the header reads the same data.
    const menu = html.slice(0, html.indexOf('<h1 class="team__name">'));
    expect(menu).toContain(`href="/cricket_team/india/${india}"`);
  });

  test("League lists the IPL sides; Domestic and Women say there are none; unknown tabs are 404", async () => {
    const league = await pageHtml("/cricket-team/league");
    expect(league).toContain(">Chennai Super Kings</span>");
    expect(league).not.toContain(">India</span>");
    for (const tab of ["domestic", "women"]) expect(await pageHtml(`/cricket-team/${tab}`)).toContain("No teams data available.");
    expect((await get("/cricket-team/international")).status).toBe(404);
    expect((await get("/cricket-team/clubs")).status).toBe(404);
  });
});

describe("the team page", () => {
  test("addresses: a wrong name answers 301 to the canonical one (tab and filters kept); unknown 404; malformed 400", async () => {
    const moved = await unfollowed(`/cricket_team/bharat/${india}/stats?year=2024`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(`/cricket_team/india/${india}/stats?year=2024`);
    expect((await get("/cricket_team/india/999999")).status).toBe(404);
    expect((await get("/cricket_team/india/12ab")).status).toBe(400);
    expect((await get(`/cricket_team/india/${india}/stats?year=twenty`)).status).toBe(400);
    expect((await get(`/cricket_team/india/${india}/stats?opponent=x`)).status).toBe(400);
    expect((await get(`/cricket_team/india/${india}/trophies`)).status).toBe(404);
  });

  test("every tab renders with its own title and canonical URL, the team as a SportsTeam, without hydration", async () => {
    for (const [path, title] of [
      ["", "India Cricket Team - News, Schedule, Results, Stats"],
      ["/schedule", "India Schedule"],
      ["/results", "India Results"],
      ["/news", "India News"],
      ["/videos", "India Videos"],
      ["/photos", "India Photos"],
      ["/stats", "India T20I Stats"],
      ["/players", "India T20I Players"],
    ] as const) {
      const html = await pageHtml(`/cricket_team/india/${india}${path}`);
      expect(html, path).toContain(`<title>${title}`);
      expect(html, path).toContain(`<link rel="canonical" href="http://site/cricket_team/india/${india}${path}"/>`);
      expect(html, path).toMatch(/"@type":"SportsTeam","name":"India","alternateName":"IND","sport":"Cricket"/);
      expect(html, path).not.toContain("window.__reactRouterContext");
    }
    const videos = await pageHtml(`/cricket_team/india/${india}/videos`);
    expect(videos).toContain('<p class="empty">No Data</p>');
  });

  test("a women's side recorded under its country's name is headed '… Women': never the men's side's title", async () => {
    await importFixtures("1476991"); // Zimbabwe v Ireland, women's ODI: Cricsheet names the sides "Zimbabwe" and "Ireland"
    const [women] = await d1Rows<{ id: number; name: string }>("SELECT id, name FROM teams WHERE name = 'Zimbabwe' AND gender = 'female'");
    const html = await pageHtml(`/cricket_team/zimbabwe/${women!.id}`);
    expect(html).toContain("<title>Zimbabwe Women Cricket Team - News, Schedule, Results, Stats");
    expect(html).toContain('<h1 class="team__name">Zimbabwe Women</h1>');
    expect(html).toMatch(/"@type":"SportsTeam","name":"Zimbabwe Women",.*"gender":"Female"/);
    expect(await pageHtml(`/cricket_team/zimbabwe/${women!.id}/results`)).toContain("<title>Zimbabwe Women Results");
  });

  test("Stats: results by year and opponent, totals and leading run-scorer equal what the balls and match rows give", async () => {
    const html = await pageHtml(`/cricket_team/india/${india}/stats?format=t20`);
    // Results from the match rows: India won all four T20Is of 2024 here.
    const won = await d1Rows<{ n: number }>(
      "SELECT count(*) AS n FROM matches WHERE id IN (SELECT value FROM json_each(?)) AND winner_id = ?",
      JSON.stringify(T20I.map(Number)),
      india,
    );
    expect(tableRows(html, "team-stats-years")).toEqual([["2024", "4", String(won[0]!.n), String(4 - won[0]!.n), "0", "0"]]);
    expect(tableRows(html, "team-stats-opponents").map((row) => row[0])).toEqual([
      "England",
      "Pakistan",
      "South Africa",
      "United States of America",
    ]);
    // The highest total from the balls: India's innings totals in these T20Is.
    const totals = await d1Rows<{ runs: number }>(
      `SELECT sum(d.runs_total) AS runs FROM deliveries d JOIN innings i ON i.match_id = d.match_id AND i.innings_no = d.innings_no
       WHERE i.batting_team_id = ? AND i.super_over = 0 AND d.match_id IN (SELECT value FROM json_each(?)) GROUP BY d.match_id, d.innings_no ORDER BY runs DESC`,
      india,
      JSON.stringify(T20I.map(Number)),
    );
    expect(tableRows(html, "team-stats-highest")[0]![0]).toMatch(new RegExp(`^${totals[0]!.runs}(-\\d)?$`));
    // The leading run-scorer from the balls, with his runs; his name links to his profile.
    const [top] = await d1Rows<{ batter_id: string; runs: number; name: string }>(
      `SELECT d.batter_id, sum(d.runs_batter) AS runs, (SELECT name FROM match_players WHERE person_id = d.batter_id LIMIT 1) AS name
       FROM deliveries d JOIN innings i ON i.match_id = d.match_id AND i.innings_no = d.innings_no
       WHERE i.batting_team_id = ? AND i.super_over = 0 AND d.match_id IN (SELECT value FROM json_each(?))
       GROUP BY d.batter_id ORDER BY runs DESC LIMIT 1`,
      india,
      JSON.stringify(T20I.map(Number)),
    );
    const runs = tableRows(html, "team-stats-runs");
    expect(runs[0]![0]).toBe(top!.name);
    expect(runs[0]![3]).toBe(String(top!.runs));
    // M counts the XIs he was named in.
    const [named] = await d1Rows<{ n: number }>(
      "SELECT count(*) AS n FROM match_players WHERE person_id = ? AND team_id = ? AND match_id IN (SELECT value FROM json_each(?))",
      top!.batter_id,
      india,
      JSON.stringify(T20I.map(Number)),
    );
    expect(runs[0]![1]).toBe(String(named!.n));
    expect(html).toContain(`href="/profiles/${top!.batter_id}/`);
    // Averages are whole numbers (docs/product/content-areas.md#team-page).
    for (const row of runs) expect(row[5]).toMatch(/^(\d+|-)$/);
  });

  test("Stats filters: the years and opponents it played; one opponent narrows every table; Test gives its draw", async () => {
    const html = await pageHtml(`/cricket_team/india/${india}/stats?format=t20&opponent=${pakistan}&year=2024`);
    expect(html).toMatch(/<select name="year">.*?<option value="">All<\/option><option value="2024" selected="">2024<\/option><\/select>/s);
    expect(tableRows(html, "team-stats-opponents")).toEqual([["Pakistan", "1", "1", "0", "0", "0"]]);
    expect(tableRows(html, "team-stats-highest")).toHaveLength(1);
    const test = await pageHtml(`/cricket_team/india/${india}/stats?format=test`);
    // Brisbane 2024: drawn, counted under D/NR.
    expect(tableRows(test, "team-stats-years")).toEqual([["2024", "1", "0", "0", "0", "1"]]);
    // A format it never played falls back to its most played; a year it did not play to all years.
    const fallback = await pageHtml(`/cricket_team/india/${india}/stats?format=odi&year=1999`);
    expect(tableRows(fallback, "team-stats-years")[0]![1]).toBe("4");
  });

  test("Stats say which of the data's gaps concern the chosen format's matches, and only those", async () => {
    const notes = (html: string) =>
      [...(/<div class="team__muted team-stats__coverage">(.*?)<\/div>/s.exec(html)?.[1] ?? "").matchAll(/<li>(.*?)<\/li>/g)].map((m) =>
        cellText(m[1]!),
      );
    const afghanistan = /^Cricsheet withholds men's internationals against Afghanistan/;
    expect(notes(await pageHtml(`/cricket_team/india/${india}/stats?format=t20`))).toEqual([expect.stringMatching(afghanistan)]);
    expect(notes(await pageHtml(`/cricket_team/india/${india}/stats?format=test`))).toEqual([expect.stringMatching(afghanistan)]);
    // Australia have never played Afghanistan in a Test; an IPL side's season here has no known gap.
    const team = async (name: string) => (await d1Rows<{ id: number }>("SELECT id FROM teams WHERE name = ?", name))[0]!.id;
    const australia = await pageHtml(`/cricket_team/australia/${await team("Australia")}/stats?format=test`);
    expect(australia).toContain("From the finished matches in our data");
    expect(notes(australia)).toEqual([]);
    const ipl = await d1Rows<{ id: number }>("SELECT team1_id AS id FROM matches WHERE id = 1473439");
    expect(notes(await pageHtml(`/cricket_team/x/${ipl[0]!.id}/stats`))).toEqual([]);
  });

  test("Players: everyone in its T20I XIs once, under role header rows; the keeper who made a stumping is a keeper", async () => {
    const html = await pageHtml(`/cricket_team/india/${india}/players?format=t20`);
    const named = await d1Rows<{ person_id: string }>(
      "SELECT DISTINCT person_id FROM match_players WHERE team_id = ? AND match_id IN (SELECT value FROM json_each(?))",
      india,
      JSON.stringify(T20I.map(Number)),
    );
    const listed = [...html.matchAll(/<li><a href="\/profiles\/([0-9a-f]{8})\//g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(named.map((row) => row.person_id).sort());
    const headers = [...html.matchAll(/<h3 id="team-players-\d+">(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(headers.every((h) => ["Batters", "All Rounders", "Wicket Keepers", "Bowlers"].includes(h!))).toBe(true);
    expect(html).toMatch(/Wicket Keepers<\/h3>.*?RR Pant/s);
    // The format links: T20I and Test, the chosen one marked.
    expect(html).toMatch(/<a aria-current="page" href="\/cricket_team\/india\/\d+\/players\?format=t20"[^>]*>T20I<\/a>/);
  });

  test("News and Home: the reports of its matches, newest first, older ones a plain link away; Results by series", async () => {
    const news = await pageHtml(`/cricket_team/india/${india}/news`);
    const reports = [...news.matchAll(/href="\/cricket-news\/(report-\d+)\//g)].map((m) => m[1]);
    expect([...new Set(reports)]).toEqual(["report-1426557", "report-1415755", "report-1415754", "report-1415725", "report-1415719"]);
    const older = await pageHtml(`/cricket_team/india/${india}/news?before=report-1415755`);
    expect([...new Set([...older.matchAll(/href="\/cricket-news\/(report-\d+)\//g)].map((m) => m[1]))]).toEqual([
      "report-1415754",
      "report-1415725",
      "report-1415719",
    ]);
    expect(older).toMatch(new RegExp(`href="/cricket_team/india/${india}/news"[^>]*>Latest stories</a>`));
    expect((await get(`/cricket_team/india/${india}/news?before=%3Cscript%3E`)).status).toBe(400);
    const home = await pageHtml(`/cricket_team/india/${india}`);
    expect([...new Set([...home.matchAll(/href="\/cricket-news\/(report-\d+)\//g)].map((m) => m[1]))]).toHaveLength(5);
    // Latest Photos: the galleries of India's four latest finished matches (docs/product/content-areas.md#team-page: 4).
    const photos = /Latest Photos<\/h2>(.*?)<\/section>/s.exec(home)?.[1] ?? "";
    expect([...photos.matchAll(/<li data-key="(\d+)" class="gallery-card"/g)].map((m) => m[1])).toEqual([
      "1426557",
      "1415755",
      "1415754",
      "1415725",
    ]);
    const results = await pageHtml(`/cricket_team/india/${india}/results`);
    expect(results).toMatch(/ICC Men&#x27;s T20 World Cup.*?IND vs RSA, Final/s);
    expect(results).toContain("/live-cricket-scores/1415755/");
    expect(await pageHtml(`/cricket_team/india/${india}/schedule`)).toContain("There is no schedule available for this team.");
  });

  test("a player's profile links the teams he played for to their pages", async () => {
    const [bumrah] = await d1Rows<{ person_id: string }>("SELECT DISTINCT person_id FROM match_players WHERE name = 'JJ Bumrah'");
    const html = await pageHtml(`/profiles/${bumrah!.person_id}/jj-bumrah`);
    expect(html).toMatch(new RegExp(`<a href="/cricket_team/india/${india}"[^>]*>India</a>`));
  });
});

const plan = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);

test("every read of the team pages is an index search of the stored aggregates, never a scan", async () => {
  const choice = [1, "T20", "0000", "9999", null, "[]"];
  const plans = {
    directory: await plan(DIRECTORY_SQL),
    record: await plan(TEAM_RECORD_SQL, 1, "[]"),
    highest: await plan(HIGHEST_TOTALS_SQL, ...choice),
    lowest: await plan(LOWEST_TOTALS_SQL, ...choice),
    lines: await plan(TEAM_PLAYER_LINES_SQL, ...choice),
    squad: await plan(TEAM_SQUAD_SQL, ...choice),
    finished: await plan(TEAM_FINISHED_SQL, 1, "[]", "9999", 0, 11),
  };
  expect(plans.record.join(" | ")).toContain("SEARCH t USING INDEX team_matches_team (team_id=?)");
  expect(plans.highest.join(" | ")).toContain(
    "USING INDEX team_matches_team (team_id=? AND match_type=? AND start_date>? AND start_date<?)",
  );
  expect(plans.lines.join(" | ")).toContain("SEARCH p USING PRIMARY KEY (match_id=?)");
  expect(plans.squad.join(" | ")).toContain("SEARCH mp USING INDEX sqlite_autoindex_match_players_1 (match_id=? AND team_id=?)");
  expect(plans.finished.join(" | ")).toContain("SEARCH matches USING INDEX matches_team1 (team1_id=?)");
  expect(plans.directory.join(" | ")).toContain("SEARCH m USING INDEX matches_team2 (team2_id=?)");
  for (const [name, lines] of Object.entries(plans)) {
    expect(
      lines.filter((line) => /^SCAN (player_innings|team_matches|matches|match_players|innings|deliveries)\b/.test(line)),
      name,
    ).toEqual([]);
  }
});
