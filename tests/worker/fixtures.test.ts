/**
 * Fixtures without balls (issue 12): a scorer or admin records a fixture and its abandonment through
 * the scoring API, and the series' points table counts it (1 point each) and says what it is built from.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { bundledTeamNames, clearSeasonCache, createEmbeddedData, fixtureStatements } from "../../app/data/embedded/index.server.ts";
import { FIXTURE_COLUMNS, parseFixtures } from "../../app/data/fixtures.ts";
import { csvRows } from "../../app/data/csv-rows.ts";
import { importFixtures } from "./import.ts";
import { ADMIN, site } from "./live-helpers.ts";
import { get } from "./site-helpers.ts";

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  site(path, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN}`, ...headers },
    body: JSON.stringify(body),
  });

/** A Group A fixture of the 2024 T20 World Cup, as the scoring API takes it (no XIs: none were named). */
const fixtureInfo = (team1: string, team2: string, matchNumber: number) => ({
  info: {
    teams: [team1, team2],
    event: { name: "ICC Men's T20 World Cup", match_number: matchNumber, group: "A" },
    season: "2024",
    gender: "male",
    match_type: "T20",
    team_type: "international",
    overs: 20,
    venue: "Central Broward Regional Park Stadium Turf Ground, Lauderhill",
    city: "Lauderhill",
  },
  startTime: "2024-06-14T14:30:00Z",
});

let seriesId: number;
let usaIreland: number;

beforeAll(async () => {
  await importFixtures("1415711"); // USA v Pakistan, Group A: a tie USA won in the super over
  const series = await env.DB.prepare("SELECT id FROM series WHERE name = ? AND season = ?")
    .bind("ICC Men's T20 World Cup", "2024")
    .first<{ id: number }>();
  seriesId = series!.id;
});

test("an admin records a fixture without players, then its abandonment; a retry changes nothing", async () => {
  const created = await post("/api/scoring/matches", fixtureInfo("United States of America", "Ireland", 30), {
    "idempotency-key": "usa-ire",
  });
  expect(created.status).toBe(201);
  usaIreland = ((await created.json()) as { matchId: number }).matchId;
  const again = await post("/api/scoring/matches", fixtureInfo("United States of America", "Ireland", 30), {
    "idempotency-key": "usa-ire",
  });
  expect(((await again.json()) as { matchId: number }).matchId).toBe(usaIreland);

  const abandoned = { outcome: { result: "no result" }, note: "Match abandoned without a ball bowled" };
  for (let i = 0; i < 2; i++) expect((await post(`/api/scoring/matches/${usaIreland}/result`, abandoned)).status).toBe(200);
  const lines = await env.DB.prepare(
    "SELECT result, points, batted_first, table_group FROM team_matches WHERE match_id = ? ORDER BY team_id",
  )
    .bind(usaIreland)
    .all();
  expect(lines.results).toEqual([
    { result: "no result", points: 1, batted_first: 0, table_group: "A" },
    { result: "no result", points: 1, batted_first: 0, table_group: "A" },
  ]);

  const page = await get(`/live-cricket-scores/${usaIreland}/x`);
  expect(await page.text()).toContain("Match abandoned without a ball bowled");
});

test("players, once given, are needed for both sides; a note is bounded", async () => {
  const halfXi = fixtureInfo("India", "Canada", 33);
  const bad = await post("/api/scoring/matches", { ...halfXi, info: { ...halfXi.info, players: { India: ["RG Sharma"] } } });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toBe('info.players: give the players of "Canada"');
  const tooLong = await post(`/api/scoring/matches/${usaIreland}/result`, { outcome: { result: "no result" }, note: "x".repeat(201) });
  expect(tooLong.status).toBe(400);
});

test("the points table counts the abandoned fixtures, a point each, and says so", async () => {
  const created = await post("/api/scoring/matches", fixtureInfo("Canada", "India", 33));
  const canadaIndia = ((await created.json()) as { matchId: number }).matchId;
  await post(`/api/scoring/matches/${canadaIndia}/result`, { outcome: { result: "no result" } });

  const page = await (await get(`/cricket-series/${seriesId}/icc-men-s-t20-world-cup-2024/pointtable`)).text();
  const html = page.slice(page.indexOf('id="points-title"'));
  // Each team's row: its header cell ("1 India"), then Mat, Won, Lost, Tied, NR, Pts, NRR.
  const rows = [...html.matchAll(/<th scope="row"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    m[1]!
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^\d+ /, ""),
  );
  const row = (team: string) => rows.find((line) => line.startsWith(`${team} `)) ?? `${team}: no row`;
  // Team, Mat, Won, Lost, Tied, NR, Pts: USA's tie won in the super over is a win.
  expect(row("United States of America")).toMatch(/^United States of America 2 1 0 0 1 3 [+-]/);
  expect(row("Ireland")).toMatch(/^Ireland 1 0 0 0 1 1 [+-]/);
  expect(row("India")).toMatch(/^India 1 0 0 0 1 1 [+-]/);
  expect(html).toContain("From the 3 finished league-stage matches: 1 with ball-by-ball data and 2 abandoned without a ball.");
});

test("a match known from its scores only: its page shows the scores and result, says there is no ball-by-ball, and cites its source", async () => {
  const [row] = parseFixtures(
    csvRows(
      `${FIXTURE_COLUMNS.join(",")}\n` +
        `1384436,result,ICC Cricket World Cup,2023/24,male,ODI,international,45,,,2023-11-12,India,Netherlands,"M Chinnaswamy Stadium, Bengaluru",Bengaluru,410/4 (50),250 (47.5),,,https://www.example.org/ind-ned\n`,
    ),
  );
  await env.DB.batch(fixtureStatements(env.DB, row!, "test-fixture", await bundledTeamNames()));
  const html = (await (await get("/live-cricket-scores/1384436/x")).text()).replace(/<!-- -->/g, "");
  expect(html).toContain("India won by 160 runs");
  expect(html).toMatch(/410-4 \(50\)[\s\S]*250 \(47\.5\)/);
  expect(html).toContain("No ball-by-ball commentary for this match.");
  expect(html).toContain('<a href="https://www.example.org/ind-ned" rel="noopener external">example.org</a>');
  expect(html).not.toContain("LIVE");
});

test("in a replayed season a fixture is upcoming until its replayed start, then over with its result", async () => {
  // Runs after the test above stored India v Netherlands (a scores-only fixture) as the 2023 World Cup here.
  clearSeasonCache();
  const config = demoClockFromEnv({ DEMO_SERIES: "ICC Cricket World Cup 2023/24", DEMO_EPOCH: "2030-01-01" });
  const at = (now: number) => createEmbeddedData(env.DB, { config, now: () => now });
  const series = await env.DB.prepare("SELECT series_id FROM matches WHERE id = 1384436").first<{ series_id: number }>();
  const epoch = Date.parse("2030-01-01T00:00:00Z");
  const before = (await at(epoch).series(series!.series_id))!.matches[0]!;
  expect(before).toMatchObject({ id: 1384436, state: "Preview", isReplay: true, innings: [] });
  expect(before.startTime).toBeGreaterThan(epoch);
  const after = (await at(before.startTime + 60_000).match(1384436))!;
  expect(after).toMatchObject({ state: "Complete", status: "India won by 160 runs", isReplay: true });
  expect(after.innings.map((i) => `${i.runs}/${i.wickets} (${i.overs})`)).toEqual(["410/4 (50)", "250/10 (47.5)"]);
  clearSeasonCache();
});

test("a team's row lists its group fixtures by date, those to come as 'Upcoming', counting only results", async () => {
  const created = await post("/api/scoring/matches", { ...fixtureInfo("Pakistan", "Ireland", 36), startTime: "2099-06-16T14:30:00Z" });
  const upcoming = ((await created.json()) as { matchId: number }).matchId;
  const data = createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const table = (await data.pointsTable(seriesId))!;
  const pakistan = table.groups.find((g) => g.name === "Group A")!.rows.find((r) => r.team.name === "Pakistan")!;
  expect(pakistan).toMatchObject({ played: 1, points: 0 });
  expect(pakistan.matches.map((m) => [m.opponent.name, m.result])).toEqual([
    ["United States of America", "Match tied (United States of America won the Super Over)"],
    ["Ireland", "Upcoming"],
  ]);
  expect(pakistan.matches[1]!.matchId).toBe(upcoming);
});
