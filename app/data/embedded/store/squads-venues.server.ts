/**
 * Reads behind a series' Squads and Venues tabs and the venue page (issue 12): a few indexed rows
 * each, never the balls (the records come from the stored venue_records, kept by triggers).
 * Each query's plan is checked in tests/worker/series-venues.test.ts.
 */
import { VENUE_RECORDS_SQL } from "./aggregates.server.ts";
import { playedNameSql } from "./played-names.ts";

/** The players a side used in the given matches (a JSON array of ids), how many each played. */
export const SQUAD_PLAYERS_SQL = `
  SELECT person_id, max(name) AS name, count(DISTINCT match_id) AS matches
  FROM match_players WHERE match_id IN (SELECT value FROM json_each(?)) AND team_id = ?
  GROUP BY person_id`;

/** What each of a side's players did in those matches, from the stored innings lines. */
export const SQUAD_LINES_SQL = `
  SELECT person_id, group_concat(bat_position) AS positions, coalesce(sum(runs), 0) AS runs,
    coalesce(sum(bowl_balls), 0) AS bowl_balls, coalesce(sum(wickets), 0) AS wickets,
    sum(catches) AS catches, sum(stumpings) AS stumpings
  FROM player_innings WHERE series_id = ? AND team_id = ? AND match_id IN (SELECT value FROM json_each(?))
  GROUP BY person_id`;

/** Which of these people (a JSON array of ids) made a stumping in another series (migration 0014's partial index). */
export const STUMPED_ELSEWHERE_SQL = `
  SELECT DISTINCT person_id FROM player_innings INDEXED BY player_innings_stumpers
  WHERE stumpings > 0 AND person_id IN (SELECT value FROM json_each(?)) AND series_id != ?`;

export interface SquadPlayerRow {
  person_id: string;
  name: string;
  matches: number;
}

export interface SquadLineRow {
  person_id: string;
  /** "1,1,2": batting positions, one per innings batted; null when he never batted */
  positions: string | null;
  runs: number;
  bowl_balls: number;
  wickets: number;
  catches: number;
  stumpings: number;
}

/** A side's players in a series' matches, their lines, and who of them kept wicket elsewhere. */
export async function squadRows(db: D1Database, seriesId: number, teamId: number, matchIds: number[]) {
  const ids = JSON.stringify(matchIds);
  const [players, lines] = await db.batch([
    db.prepare(SQUAD_PLAYERS_SQL).bind(ids, teamId),
    db.prepare(SQUAD_LINES_SQL).bind(seriesId, teamId, ids),
  ]);
  const people = players!.results as unknown as SquadPlayerRow[];
  const keepers = await db
    .prepare(STUMPED_ELSEWHERE_SQL)
    .bind(JSON.stringify(people.map((p) => p.person_id)), seriesId)
    .all<{ person_id: string }>();
  return {
    players: people,
    lines: lines!.results as unknown as SquadLineRow[],
    stumpedElsewhere: new Set(keepers.results.map((row) => row.person_id)),
  };
}

/** The grounds of a series' matches (by matches_series), and whether the series has any match. */
export const SERIES_VENUES_SQL = `
  SELECT DISTINCT v.id, v.name, v.city, v.country FROM matches m JOIN venues v ON v.id = m.venue_id WHERE m.series_id = ?`;
const SERIES_EXISTS_SQL = "SELECT 1 AS found FROM matches WHERE series_id = ? LIMIT 1";

export interface VenueRow {
  id: number;
  name: string;
  city: string | null;
  country: string | null;
}

export async function seriesVenueRows(db: D1Database, seriesId: number): Promise<VenueRow[] | null> {
  const [venues, exists] = await db.batch([db.prepare(SERIES_VENUES_SQL).bind(seriesId), db.prepare(SERIES_EXISTS_SQL).bind(seriesId)]);
  return exists!.results.length ? (venues!.results as unknown as VenueRow[]) : null;
}

/** How many matches the data has at a ground, those left out (?2, a JSON array of ids) apart. */
export const VENUE_HOSTED_SQL =
  "SELECT count(*) AS hosted FROM matches WHERE venue_id = ?1 AND id NOT IN (SELECT value FROM json_each(?2))";

/** Whether any match left out (?2) is at the ground: then its stored records count it, and are worked out again. */
const VENUE_LEAVES_OUT_SQL = "SELECT 1 AS found FROM matches WHERE venue_id = ?1 AND id IN (SELECT value FROM json_each(?2)) LIMIT 1";

/**
 * A ground's records as the stored venue_records are kept (migration 0007's trigger), without the
 * matches left out (?2): from the ground's team lines (the team_matches_venue index), a few
 * hundred rows at the busiest ground.
 */
export const VENUE_RECORDS_WITHOUT_SQL = `
  WITH t AS (SELECT * FROM team_matches WHERE venue_id = ?1 AND batted_first = 1 AND match_id NOT IN (SELECT value FROM json_each(?2))),
  totals AS (SELECT t.match_type, t.gender, i.runs, i.all_out, i.match_id, i.batting_team_id
             FROM t JOIN innings i ON i.match_id = t.match_id WHERE i.super_over = 0),
  high AS (SELECT *, row_number() OVER (PARTITION BY match_type, gender ORDER BY runs DESC, match_id) AS n FROM totals),
  low AS (SELECT *, row_number() OVER (PARTITION BY match_type, gender ORDER BY runs, match_id) AS n FROM totals WHERE all_out = 1),
  groups AS (SELECT t.match_type, t.gender, count(*) AS matches,
               coalesce(sum(t.result = 'won'), 0) AS won_batting_first, coalesce(sum(t.result = 'lost'), 0) AS won_batting_second,
               coalesce(sum(i.runs), 0) AS first_innings_runs, count(i.runs) AS first_innings
             FROM t LEFT JOIN innings i ON i.match_id = t.match_id AND i.innings_no = 1 GROUP BY t.match_type, t.gender)
  SELECT ?1 AS venue_id, g.*, h.runs AS highest_total, h.match_id AS highest_match_id, h.batting_team_id AS highest_team_id,
    l.runs AS lowest_total, l.match_id AS lowest_match_id, l.batting_team_id AS lowest_team_id
  FROM groups g
  LEFT JOIN high h ON h.match_type = g.match_type AND h.gender = g.gender AND h.n = 1
  LEFT JOIN low l ON l.match_type = g.match_type AND l.gender = g.gender AND l.n = 1
  ORDER BY g.matches DESC`;

/** The first of them. */
export const VENUE_FIRST_MATCH_SQL = `
  SELECT m.id, m.start_date, m.team1_name AS team1, m.team2_name AS team2, s.name AS series, s.season
  FROM matches m JOIN series s ON s.id = m.series_id
  WHERE m.venue_id = ?1 AND m.id NOT IN (SELECT value FROM json_each(?2)) ORDER BY m.start_date, m.id LIMIT 1`;

/** The main innings of the matches holding a ground's records (a JSON array of ids). */
export const RECORD_INNINGS_SQL = `
  SELECT i.match_id, i.batting_team_id, i.runs, i.wickets, i.all_out, i.declared,
    ${playedNameSql("i.batting_team_id")} AS team, ${playedNameSql("i.bowling_team_id")} AS opponent, m.start_date
  FROM innings i JOIN matches m ON m.id = i.match_id
  WHERE i.match_id IN (SELECT value FROM json_each(?)) AND i.super_over = 0`;

export interface VenueRecordRow {
  venue_id: number;
  match_type: string;
  gender: "male" | "female";
  matches: number;
  won_batting_first: number;
  won_batting_second: number;
  first_innings_runs: number;
  first_innings: number;
  highest_total: number | null;
  highest_match_id: number | null;
  highest_team_id: number | null;
  lowest_total: number | null;
  lowest_match_id: number | null;
  lowest_team_id: number | null;
}

export interface RecordInningsRow {
  match_id: number;
  batting_team_id: number;
  runs: number;
  wickets: number;
  all_out: number;
  declared: number;
  team: string;
  opponent: string;
  start_date: string;
}

/**
 * A ground, its match count and first match, its records and the innings that hold them; null when
 * unknown. `leftOut`: matches not to count (the demo clock's unfinished ones): the stored records
 * are read unless one of them is at this ground.
 */
export async function venueRows(db: D1Database, venueId: number, leftOut: readonly number[] = []) {
  const ids = JSON.stringify(leftOut);
  const [venue, hosted, first, records, leaves] = await db.batch([
    db.prepare("SELECT id, name, city, country, time_zone, dedupe_key FROM venues WHERE id = ?").bind(venueId),
    db.prepare(VENUE_HOSTED_SQL).bind(venueId, ids),
    db.prepare(VENUE_FIRST_MATCH_SQL).bind(venueId, ids),
    db.prepare(VENUE_RECORDS_SQL).bind(venueId),
    db.prepare(VENUE_LEAVES_OUT_SQL).bind(venueId, ids),
  ]);
  const row = venue!.results[0] as (VenueRow & { time_zone: string; dedupe_key: string | null }) | undefined;
  if (!row) return null;
  const recordRows = (leaves!.results.length
    ? (await db.prepare(VENUE_RECORDS_WITHOUT_SQL).bind(venueId, ids).all()).results
    : records!.results) as unknown as VenueRecordRow[];
  const holders = [...new Set(recordRows.flatMap((r) => [r.highest_match_id, r.lowest_match_id]).filter((id) => id !== null))];
  const innings = holders.length
    ? (await db.prepare(RECORD_INNINGS_SQL).bind(JSON.stringify(holders)).all<RecordInningsRow>()).results
    : [];
  return {
    venue: row,
    hosted: (hosted!.results[0] as { hosted: number }).hosted,
    first:
      (first!.results[0] as { id: number; start_date: string; team1: string; team2: string; series: string; season: string } | undefined) ??
      null,
    records: recordRows,
    innings,
  };
}
