/**
 * Championship points tables (issue 13, docs/product/content-areas.md#championship-points-tables) rendered by the Worker with the embedded source:
 * the World Test Championship 2023–25 table from a real stored Test (the Brisbane Test of the
 * 2024/25 Border-Gavaskar Trophy, a draw), the cycles' links, the rules paragraph and what the
 * table is built from; the empty cycles and the Super League with the spec's empty text; the
 * addresses: 302 from a bare format to its latest cycle, 404 for an unknown league, 400 for a
 * malformed one. Finally a Test between two championship teams outside any listed series counts
 * for nothing.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test, vi } from "vitest";
import { testLinesSql } from "../../app/data/embedded/championships.server.ts";
import { unfollowed, pageHtml, cellText } from "../support/worker-pages.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

vi.setConfig({ testTimeout: 120_000 });

const BRISBANE = "1426557";
const WTC_2023_25 = "/cricket-stats/points-table/test/world-test-championship-2023-25";

/** The table's header row and body rows as cell texts. */
function table(html: string) {
  const thead = /<thead>(.*?)<\/thead>/s.exec(html)?.[1] ?? "";
  const tbody = /<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? "";
  const cells = (row: string) => [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((m) => cellText(m[1]!));
  return { headers: cells(thead), rows: [...tbody.matchAll(/<tr>(.*?)<\/tr>/gs)].map((m) => cells(m[1]!)) };
}

beforeAll(async () => {
  await importFixtures(BRISBANE);
});

test("WTC 2023–25: the stored Brisbane draw gives Australia and India 4 of 12 points each, with the spec's heading", async () => {
  const response = await get(WTC_2023_25);
  expect(response.status).toBe(200);
  const html = (await response.text()).replaceAll("<!-- -->", "");
  expect(html).toContain("<h1");
  expect(html).toMatch(/<h1[^>]*>World Test Championship \(2023-2025\) - Points Table<\/h1>/);
  const { headers, rows } = table(html);
  // The header row without a Flag header; the flag cell is a placeholder, not a licensed image.
  expect(headers).toEqual(["Rank", "Team", "M", "W", "L", "D", "T", "Ded", "Pts", "PCT"]);
  expect(rows).toEqual([
    ["1", "AUSAustralia", "1", "0", "0", "1", "0", "0", "4", "33.33"],
    ["2", "INDIndia", "1", "0", "0", "1", "0", "0", "4", "33.33"],
  ]);
  // Each team links to its team page; the cycles link to each other.
  expect(html).toMatch(/<a href="\/cricket_team\/australia\/\d+"[^>]*>Australia<\/a>/);
  for (const cycle of ["2019-21", "2021-23", "2023-25", "2025-27"]) {
    expect(html).toContain(`href="/cricket-stats/points-table/test/world-test-championship-${cycle}"`);
  }
  expect(html).toMatch(/aria-current="page"[^>]*>World Test Championship \(2023-2025\)/);
  // The rules (subText) and what the table is built from.
  expect(html).toContain("In the WTC 2023-25, teams get 12 points for a win, 4 for a draw and 6 for a tie.");
  expect(html).toContain(
    "Computed from 1 of the 69 Tests of the cycle&#x27;s 27 series in our ball-by-ball data (Cricsheet), and 0 slow over-rate deductions",
  );
});

test("the head: title, description, absolute canonical and an ItemList of the teams in order", async () => {
  const html = await pageHtml(WTC_2023_25);
  expect(html).toContain("<title>World Test Championship (2023-2025) - Points Table | Cricket Edge</title>");
  expect(html).toContain(`<link rel="canonical" href="http://site${WTC_2023_25}"/>`);
  expect(html).toMatch(/<meta name="description" content="World Test Championship \(2023-2025\) - Points Table: Australia top the table/);
  const ld = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!);
  expect(ld).toMatchObject({
    "@type": "ItemList",
    numberOfItems: 2,
    itemListElement: [
      { position: 1, item: { "@type": "SportsTeam", name: "Australia" } },
      { position: 2, item: { "@type": "SportsTeam", name: "India" } },
    ],
  });
});

test("a cycle with none of its Tests stored, and the Super League, show 'No data available' and say why", async () => {
  const wtc19 = await pageHtml("/cricket-stats/points-table/test/world-test-championship-2019-21");
  expect(wtc19).toContain("World Test Championship (2019-2021) - Points Table");
  expect(wtc19).toContain('<p class="empty">No data available</p>');
  expect(wtc19).toContain("None of this cycle&#x27;s championship Tests is in our data yet");
  expect(wtc19).toContain("each series was worth 120 points");
  const odi = await get("/cricket-stats/points-table/odi/icc-cricket-world-cup-super-league-2020-23");
  expect(odi.status).toBe(200);
  const odiHtml = (await odi.text()).replaceAll("<!-- -->", "");
  expect(odiHtml).toContain("ICC Men&#x27;s Cricket World Cup Super League (2020-2023) - Points Table");
  expect(odiHtml).toContain('<p class="empty">No data available</p>');
  expect(odiHtml).toContain("No Super League table is built from our data yet");
});

test("a bare format goes to its latest league; unknown leagues are 404, malformed ones 400", async () => {
  const latest = await unfollowed("/cricket-stats/points-table/test");
  expect(latest.status).toBe(302);
  expect(latest.headers.get("location")).toBe("/cricket-stats/points-table/test/world-test-championship-2025-27");
  const odi = await unfollowed("/cricket-stats/points-table/odi");
  expect(odi.headers.get("location")).toBe("/cricket-stats/points-table/odi/icc-cricket-world-cup-super-league-2020-23");
  expect((await get("/cricket-stats/points-table/test/world-test-championship-2017-19")).status).toBe(404);
  expect((await get("/cricket-stats/points-table/odi/world-test-championship-2023-25")).status).toBe(404);
  const badFormat = await get("/cricket-stats/points-table/t20/world-test-championship-2023-25");
  expect(badFormat.status).toBe(400);
  expect(await badFormat.text()).toContain("format must be test or odi");
  expect((await get("/cricket-stats/points-table/test/World_Test%20Championship")).status).toBe(400);
});

test("a Test between two championship teams inside a cycle's dates but in no listed series counts for nothing", async () => {
  // Moved to June 2022 (2021–23; Australia and India met in that cycle only in February–March 2023).
  // The 2021–23 table is read here first: nothing cached.
  await env.DB.prepare("UPDATE team_matches SET start_date = '2022-06-01' WHERE match_id = ?").bind(Number(BRISBANE)).run();
  try {
    const html = await pageHtml("/cricket-stats/points-table/test/world-test-championship-2021-23");
    expect(table(html).rows).toEqual([]);
    expect(html).toContain('<p class="empty">No data available</p>');
  } finally {
    await env.DB.prepare("UPDATE team_matches SET start_date = '2024-12-14' WHERE match_id = ?").bind(Number(BRISBANE)).run();
  }
});

test("the table's one read is an index search of the team lines per team, never a scan of them", async () => {
  const teams = ["Australia", "Bangladesh", "England", "India", "New Zealand", "Pakistan", "South Africa", "Sri Lanka", "West Indies"];
  const plan = (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${testLinesSql(teams.length)}`)
      .bind(...teams, "2023-06-16", "2025-02-28")
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);
  expect(plan.join(" | ")).toMatch(
    /SEARCH t USING INDEX team_matches_team \(team_id=\? AND match_type=\? AND start_date>\? AND start_date<\?\)/,
  );
  expect(plan.join(" | ")).not.toMatch(/SCAN t\b/);
});
