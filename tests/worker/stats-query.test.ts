/**
 * The stats query (decision 054) against the truth of the balls: after importing a real match, its
 * rows must equal what the deliveries table sums to; its reads use migration 0044's index; and the
 * stored totals (migration 0045, decision 059) answer exactly what the lines answer.
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { readStatsQuery, statsQueryStatement, sumDueSeriesTotals } from "../../app/data/embedded/store/stats-query.server.ts";
import { parseStatsQuery, type StatsQuery } from "../../app/data/stats-query.ts";
import { importFixtures } from "./import.ts";

const queryOf = (search: string): StatsQuery => {
  const parsed = parseStatsQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
};

test("batting and bowling rows equal the sums of the match's balls", async () => {
  await importFixtures("1415755"); // the men's T20 World Cup final 2024
  const batting = await readStatsQuery(env.DB, queryOf("format=t20i&from=2024&to=2024&min=0"));
  const balls = await env.DB.prepare(
    `SELECT batter_id AS id, SUM(runs_batter) AS runs, SUM(wides = 0) AS faced FROM deliveries WHERE match_id = 1415755 GROUP BY batter_id`,
  ).all<{ id: string; runs: number; faced: number }>();
  expect(batting.rows.length).toBe(balls.results.length);
  for (const truth of balls.results) {
    const row = batting.rows.find((r) => r.ref === truth.id);
    expect(row?.values, truth.id).toMatchObject({ runs: truth.runs, balls: truth.faced, innings: 1 });
  }
  const bowling = await readStatsQuery(env.DB, queryOf("view=bowling&format=t20i&from=2024&to=2024&min=0"));
  const bowled = await env.DB.prepare(
    `SELECT bowler_id AS id, SUM(runs_batter + wides + noballs) AS conceded FROM deliveries WHERE match_id = 1415755 GROUP BY bowler_id`,
  ).all<{ id: string; conceded: number }>();
  for (const truth of bowled.results) {
    expect(bowling.rows.find((r) => r.ref === truth.id)?.values.conceded, truth.id).toBe(truth.conceded);
  }
  // Grouped by team, a side's runs off the bat are its batters' sum.
  const teams = await readStatsQuery(env.DB, queryOf("format=t20i&from=2024&to=2024&group=team"));
  const total = balls.results.reduce((sum, truth) => sum + truth.runs, 0);
  expect(teams.rows.reduce((sum, row) => sum + (row.values.runs ?? 0), 0)).toBe(total);
  // Another format or year finds nothing.
  expect((await readStatsQuery(env.DB, queryOf("format=test&from=2024"))).rows).toEqual([]);
  expect((await readStatsQuery(env.DB, queryOf("format=t20i&from=2025"))).rows).toEqual([]);
});

test("a format and years query the totals cannot answer searches the lines' format-and-date index", async () => {
  const { sql, params } = statsQueryStatement(queryOf("format=test&from=2024&to=2024&group=innings"));
  const plan = (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);
  expect(plan.join(" | ")).toContain("USING INDEX player_innings_format_date (match_type=? AND start_date>? AND start_date<?)");
});

/** Questions the totals answer (by player), over several formats, both genders, a team, years and every view. */
const TOTALS_QUERIES = [
  "min=0",
  "format=t20i&min=0",
  "format=t20i&from=2024&to=2024&sort=average",
  "view=bowling&format=t20i&min=0",
  "view=bowling&min=0&sort=economy",
  "view=fielding&min=0",
  "format=test&min=0",
  "format=ipl&min=0&sort=strikerate",
  "format=other-t20&min=0",
  "format=odi&gender=women&min=0",
  "view=fielding&format=test&from=2024&to=2024&sort=catches",
  "view=bowling&format=other-t20&sort=average",
  // The sides' totals (migration 0047): by team, whatever the format, view and years.
  "format=t20i&group=team&min=0",
  "view=bowling&group=team&sort=economy",
  "view=fielding&format=ipl&group=team&sort=catches",
  "format=test&from=2024&to=2024&group=team",
];

test("the stored totals answer what the lines answer, summed or due, with an unfinished replay left out", async () => {
  await importFixtures("1415755", "1415754", "1415711", "1426557", "1473439", "1473440", "1476991", "1252666");
  const india = await env.DB.prepare("SELECT id FROM teams WHERE name = 'India' AND gender = 'male'").first<{ id: number }>();
  const queries = [...TOTALS_QUERIES, `format=t20i&team=${india!.id}&min=0`, `team=${india!.id}&group=season&min=0`];
  const onLines = async (search: string, unfinished: number[] = []) =>
    (await readStatsQuery(env.DB, queryOf(search), unfinished, { totals: false })).rows;
  const onTotals = async (search: string, unfinished: number[] = []) => (await readStatsQuery(env.DB, queryOf(search), unfinished)).rows;
  // Just imported: every series is due, read from its lines through the totals' statement.
  const due = await env.DB.prepare("SELECT count(*) AS n FROM player_series_totals_due").first<{ n: number }>();
  expect(due!.n).toBeGreaterThanOrEqual(5);
  for (const search of queries) expect(await onTotals(search), search).toEqual(await onLines(search));
  // Summed: nothing due, read from the totals.
  expect(await sumDueSeriesTotals(env.DB, 2)).toMatchObject({ summed: 2 }); // a batch at a time
  while ((await sumDueSeriesTotals(env.DB)).left > 0);
  const stored = await env.DB.prepare("SELECT count(*) AS n FROM player_series_totals").first<{ n: number }>();
  expect(stored!.n).toBeGreaterThan(100);
  for (const search of queries) {
    const lines = await onLines(search);
    expect(lines.length, search).toBeGreaterThan(0);
    expect(await onTotals(search), search).toEqual(lines);
  }
  // The final not yet over (a replay in play): it counts nowhere, though its series is summed.
  for (const search of queries) expect(await onTotals(search, [1415755]), search).toEqual(await onLines(search, [1415755]));
  const kohli = (await onTotals("format=t20i&min=0", [1415755])).find((row) => row.ref === "ba607b88"); // V Kohli
  expect(kohli?.values.innings).toBe(1); // the semi-final only: 9 runs
  expect(kohli?.values.runs).toBe(9);
  // A match written again marks its series due; the totals' reads stay exact meanwhile.
  await importFixtures("1415725");
  expect((await env.DB.prepare("SELECT count(*) AS n FROM player_series_totals_due").first<{ n: number }>())!.n).toBe(1);
  for (const search of queries) expect(await onTotals(search), search).toEqual(await onLines(search));
});

test("a whole format by player reads the stored totals through their format index", async () => {
  const { sql, params } = statsQueryStatement(queryOf("format=test&from=2001"));
  const plan = (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);
  expect(plan.join(" | ")).toContain(
    "SEARCH player_series_totals USING INDEX player_series_totals_format (format=? AND gender=? AND year>?)",
  );
  // The due series' lines are found by series, never by a scan of the format's lines.
  expect(plan.join(" | ")).toContain("SEARCH l USING INDEX player_innings_series (series_id=?)");
  expect(plan.join(" | ")).not.toContain("player_innings_format_date");
});

test("a whole format by team, or one side's years, reads the sides' totals", async () => {
  for (const search of ["view=bowling&format=test&from=2001&group=team", "format=odi&team=2&group=season"]) {
    const { sql, params } = statsQueryStatement(queryOf(search));
    const plan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
    ).results.map((row) => row.detail);
    expect(plan.join(" | "), search).toMatch(/SEARCH team_series_totals USING INDEX team_series_totals_(format|team)/);
    expect(plan.join(" | "), search).not.toContain("player_innings_format_date");
  }
});

test("a team's question the totals cannot answer reads the team's lines through its index", async () => {
  const { sql, params } = statsQueryStatement(queryOf("format=odi&team=2&group=opposition"));
  const plan = (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);
  expect(plan.join(" | ")).toContain("USING INDEX player_innings_team (team_id=? AND match_type=?)");
});
