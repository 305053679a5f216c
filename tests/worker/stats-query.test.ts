/**
 * The stats query (decision 054) against the truth of the balls: after importing a real match, its
 * rows must equal what the deliveries table sums to; and its reads use migration 0044's index.
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { readStatsQuery, statsQueryStatement } from "../../app/data/embedded/store/stats-query.server.ts";
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

test("a format and years query searches the format-and-date index", async () => {
  const { sql, params } = statsQueryStatement(queryOf("format=test&from=2024&to=2024"));
  const plan = (
    await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
      .bind(...params)
      .all<{ detail: string }>()
  ).results.map((row) => row.detail);
  expect(plan.join(" | ")).toContain("USING INDEX player_innings_format_date (match_type=? AND start_date>? AND start_date<?)");
});
