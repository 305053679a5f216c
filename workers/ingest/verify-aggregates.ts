/**
 * The stored aggregates checked against the raw rows they were derived from, by SQL that shares
 * nothing with the core that derived them: runs and balls per batter and wickets per bowler from
 * the deliveries, each match's winner from its recorded outcome, every league table and venue
 * record summed again from the team lines.
 */
interface Check {
  name: string;
  /** rows where the stored figure and the recount differ (empty when they agree) */
  sql: string;
  /** how many things were compared */
  countSql: string;
}

const CHECKS: Check[] = [
  {
    name: "batting runs and balls per player and match",
    sql: `WITH raw AS (
            SELECT d.match_id, d.batter_id AS person_id, sum(d.runs_batter) AS runs, sum(d.wides = 0) AS balls
            FROM deliveries d JOIN innings i ON i.match_id = d.match_id AND i.innings_no = d.innings_no AND i.super_over = 0
            GROUP BY d.match_id, d.batter_id),
          stored AS (SELECT match_id, person_id, sum(runs) AS runs, sum(balls) AS balls FROM player_innings
                     WHERE bat_position IS NOT NULL GROUP BY match_id, person_id)
          SELECT raw.match_id, raw.person_id, raw.runs, stored.runs AS stored_runs FROM raw
          LEFT JOIN stored ON stored.match_id = raw.match_id AND stored.person_id = raw.person_id
          WHERE stored.runs IS NOT raw.runs OR stored.balls IS NOT raw.balls LIMIT 20`,
    countSql: "SELECT count(*) AS n FROM player_innings WHERE bat_position IS NOT NULL",
  },
  {
    name: "wickets per bowler and match",
    sql: `WITH raw AS (
            SELECT w.match_id, d.bowler_id AS person_id, count(*) AS wickets
            FROM wickets w JOIN deliveries d ON d.match_id = w.match_id AND d.innings_no = w.innings_no AND d.seq = w.seq
            JOIN innings i ON i.match_id = w.match_id AND i.innings_no = w.innings_no AND i.super_over = 0
            WHERE w.kind NOT IN ('run out', 'retired hurt', 'retired out', 'retired not out', 'obstructing the field',
                                 'timed out', 'handled the ball', 'hit the ball twice')
            GROUP BY w.match_id, d.bowler_id),
          stored AS (SELECT match_id, person_id, sum(wickets) AS wickets FROM player_innings WHERE wickets > 0 GROUP BY match_id, person_id),
          -- both sides in one list grouped by key, not a FULL JOIN of the two: SQLite joins those by
          -- nested loops, over five minutes on the full default data; this takes seconds
          both AS (SELECT match_id, person_id, wickets AS raw, NULL AS stored FROM raw
                   UNION ALL SELECT match_id, person_id, NULL, wickets FROM stored)
          SELECT match_id, person_id, max(raw) AS wickets, max(stored) AS stored_wickets FROM both
          GROUP BY match_id, person_id HAVING max(raw) IS NOT max(stored) LIMIT 20`,
    countSql: "SELECT count(*) AS n FROM player_innings WHERE bowl_balls IS NOT NULL",
  },
  {
    name: "each finished match's winner",
    sql: `SELECT m.id AS match_id, m.winner_id, (SELECT team_id FROM team_matches t WHERE t.match_id = m.id AND t.result = 'won') AS stored_winner
          FROM matches m WHERE m.state = 'Complete' AND m.winner_id IS NOT (SELECT team_id FROM team_matches t WHERE t.match_id = m.id AND t.result = 'won')
          LIMIT 20`,
    countSql: "SELECT count(*) AS n FROM matches WHERE state = 'Complete'",
  },
  {
    name: "league tables",
    sql: `WITH recount AS (
            SELECT series_id, table_group, team_id, count(*) AS played, sum(points) AS points, sum(runs_for) AS runs_for,
              sum(balls_for) AS balls_for, sum(runs_against) AS runs_against, sum(balls_against) AS balls_against
            FROM team_matches WHERE table_group IS NOT NULL GROUP BY series_id, table_group, team_id)
          SELECT r.series_id, r.team_id, r.points, s.points AS stored_points FROM recount r
          FULL JOIN series_standings s ON s.series_id = r.series_id AND s.table_group = r.table_group AND s.team_id = r.team_id
          WHERE r.played IS NOT s.played OR r.points IS NOT s.points OR r.runs_for IS NOT s.runs_for OR r.balls_for IS NOT s.balls_for
            OR r.runs_against IS NOT s.runs_against OR r.balls_against IS NOT s.balls_against LIMIT 20`,
    countSql: "SELECT count(*) AS n FROM series_standings",
  },
  {
    name: "venue records",
    sql: `WITH recount AS (
            SELECT t.venue_id, t.match_type, t.gender, count(*) AS matches, max(i.runs) AS highest
            FROM team_matches t JOIN innings i ON i.match_id = t.match_id AND i.super_over = 0
            WHERE t.batted_first = 1 AND t.venue_id IS NOT NULL AND i.innings_no = 1 GROUP BY 1, 2, 3)
          SELECT r.venue_id, r.match_type, r.matches, v.matches AS stored_matches FROM recount r
          FULL JOIN venue_records v ON v.venue_id = r.venue_id AND v.match_type = r.match_type AND v.gender = r.gender
          WHERE r.matches IS NOT v.matches LIMIT 20`,
    countSql: "SELECT count(*) AS n FROM venue_records",
  },
];

/** Every check, or only the one at `only` (0-based; none past the last): one check a request keeps each within the HTTP client's timeout on the full data. */
export async function verifyAggregates(db: D1Database, only?: number) {
  const results = [];
  for (const check of only === undefined ? CHECKS : CHECKS.slice(only, only + 1)) {
    const [differences, count] = await db.batch([db.prepare(check.sql), db.prepare(check.countSql)]);
    results.push({ name: check.name, compared: (count!.results[0] as { n: number }).n, differences: differences!.results });
  }
  return results;
}
