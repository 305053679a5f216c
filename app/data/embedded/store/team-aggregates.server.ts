/**
 * Reads of a team's stored aggregates (migration 0007: team_matches, player_innings): what the Team
 * page's Stats and Players tabs show. Every query starts from the team's rows of team_matches (the
 * team_matches_team index: team, format, date) and reaches innings, innings lines and squads by
 * their primary keys (match first): a few hundred rows for a side with decades of matches, never a
 * scan. The plans are checked in tests/worker/team-pages.test.ts. `unfinished` is a JSON array of
 * match ids to leave out: replayed matches the demo clock has not finished yet.
 */

export const TEAM_SQL = "SELECT id, name, short_name, gender, team_type FROM teams WHERE id = ?";

export interface TeamRow {
  id: number;
  name: string;
  short_name: string;
  gender: string;
  team_type: string;
}

/** Every team with whether it plays club T20s (League) — matches_team1/2 index searches per team. */
export const DIRECTORY_SQL = `
  SELECT t.id, t.name, t.short_name, t.gender, t.team_type,
    (EXISTS (SELECT 1 FROM matches m WHERE m.team1_id = t.id AND m.match_type = 'T20')
      OR EXISTS (SELECT 1 FROM matches m WHERE m.team2_id = t.id AND m.match_type = 'T20')) AS club_t20
  FROM teams t ORDER BY t.name`;

export interface DirectoryRow extends TeamRow {
  club_t20: number;
}

/** Results per format, year and opponent: the Stats filters and its two results tables in one read. */
export const TEAM_RECORD_SQL = `
  SELECT t.match_type, substr(t.start_date, 1, 4) AS year, t.opponent_id, o.name AS opponent, count(*) AS played,
    sum(t.result = 'won' OR t.tie_break IS 'won') AS won, sum(t.result = 'lost' OR t.tie_break IS 'lost') AS lost,
    sum(t.result = 'tied' AND t.tie_break IS NULL) AS tied, sum(t.result = 'drawn') AS drawn, sum(t.result = 'no result') AS no_result,
    min(t.start_date) AS first, max(t.start_date) AS last
  FROM team_matches t JOIN teams o ON o.id = t.opponent_id
  WHERE t.team_id = ?1 AND t.match_id NOT IN (SELECT value FROM json_each(?2))
  GROUP BY t.match_type, year, t.opponent_id`;

export interface TeamRecordRow {
  match_type: string;
  year: string;
  opponent_id: number;
  opponent: string;
  played: number;
  won: number;
  lost: number;
  tied: number;
  drawn: number;
  no_result: number;
  first: string;
  last: string;
}

/** The chosen format, a year range [from, to) and an optional opponent: parameters ?1 … ?5 of the queries below. */
const CHOSEN = `t.team_id = ?1 AND t.match_type = ?2 AND t.start_date >= ?3 AND t.start_date < ?4
  AND (?5 IS NULL OR t.opponent_id = ?5) AND t.match_id NOT IN (SELECT value FROM json_each(?6))`;

const TOTALS = `
  SELECT i.runs, i.wickets, i.legal_balls, i.all_out, m.balls_per_over, t.match_id, t.start_date, o.name AS opponent, v.name AS venue, v.time_zone
  FROM team_matches t
  JOIN innings i ON i.match_id = t.match_id AND i.batting_team_id = t.team_id AND i.super_over = 0 AND i.forfeited = 0
  JOIN matches m ON m.id = t.match_id
  JOIN teams o ON o.id = t.opponent_id
  LEFT JOIN venues v ON v.id = m.venue_id
  WHERE ${CHOSEN}`;

/** The five highest totals, and the five lowest completed (all out) ones. */
export const HIGHEST_TOTALS_SQL = `${TOTALS} ORDER BY i.runs DESC, t.start_date LIMIT 5`;
export const LOWEST_TOTALS_SQL = `${TOTALS} AND i.all_out = 1 ORDER BY i.runs, t.start_date LIMIT 5`;

export interface TotalRow {
  runs: number;
  wickets: number;
  legal_balls: number;
  all_out: number;
  balls_per_over: number;
  match_id: number;
  start_date: string;
  opponent: string;
  venue: string | null;
  time_zone: string | null;
}

/** Each player's figures for the team in the choice (highest_not_out: his best was not out). */
export const TEAM_PLAYER_LINES_SQL = `
  SELECT p.person_id, count(DISTINCT p.match_id) AS matches, count(p.bat_position) AS innings,
    coalesce(sum(p.runs), 0) AS runs, max(p.runs) AS highest, max(p.runs) = max(CASE WHEN p.out = 0 THEN p.runs END) AS highest_not_out,
    coalesce(sum(p.out), 0) AS outs, coalesce(sum(p.bowl_balls), 0) AS bowl_balls, coalesce(sum(p.runs_conceded), 0) AS runs_conceded,
    coalesce(sum(p.wickets), 0) AS wickets, sum(p.catches) AS catches, sum(p.stumpings) AS stumpings,
    group_concat(p.bat_position) AS positions
  FROM team_matches t JOIN player_innings p ON p.match_id = t.match_id AND p.team_id = t.team_id
  WHERE ${CHOSEN}
  GROUP BY p.person_id`;

export interface PlayerLineRow {
  person_id: string;
  matches: number;
  innings: number;
  runs: number;
  highest: number | null;
  highest_not_out: number | null;
  outs: number;
  bowl_balls: number;
  runs_conceded: number;
  wickets: number;
  catches: number;
  stumpings: number;
  /** comma-separated batting positions, one per innings batted */
  positions: string | null;
}

/** Who was in the side (the squads), with the register's name, how often and when last. */
export const TEAM_SQUAD_SQL = `
  SELECT mp.person_id, coalesce(pe.name, max(mp.name)) AS name, count(*) AS matches, max(t.start_date) AS last
  FROM team_matches t
  JOIN match_players mp ON mp.match_id = t.match_id AND mp.team_id = t.team_id
  LEFT JOIN people pe ON pe.id = mp.person_id
  WHERE ${CHOSEN}
  GROUP BY mp.person_id`;

export interface SquadRow {
  person_id: string;
  name: string;
  matches: number;
  last: string;
}

export interface TeamChoice {
  teamId: number;
  matchType: string;
  /** a year ("2024") or null for all */
  year: string | null;
  opponent: number | null;
  /** JSON array of match ids left out */
  unfinished: string;
}

const bindChoice = (statement: D1PreparedStatement, choice: TeamChoice) =>
  statement.bind(
    choice.teamId,
    choice.matchType,
    choice.year ? `${choice.year}-01-01` : "0000",
    choice.year ? `${Number(choice.year) + 1}-01-01` : "9999",
    choice.opponent,
    choice.unfinished,
  );

export async function teamRow(db: D1Database, id: number): Promise<TeamRow | null> {
  return db.prepare(TEAM_SQL).bind(id).first<TeamRow>();
}

export async function directoryRows(db: D1Database): Promise<DirectoryRow[]> {
  return (await db.prepare(DIRECTORY_SQL).all<DirectoryRow>()).results;
}

export async function teamRecordRows(db: D1Database, teamId: number, unfinished: string): Promise<TeamRecordRow[]> {
  return (await db.prepare(TEAM_RECORD_SQL).bind(teamId, unfinished).all<TeamRecordRow>()).results;
}

/**
 * A team's finished matches of one stored match type, per series: its name and season and the
 * first and last match's dates — what the Stats tab's coverage notes read (app/cricket/coverage.ts).
 * matches_team1/2 index searches.
 */
export const TEAM_SERIES_SQL = `
  SELECT s.name AS series_name, s.season AS series_season, m.team_type, min(m.start_date) AS first, max(m.start_date) AS last
  FROM (SELECT id FROM matches WHERE team1_id = ?1 AND state = 'Complete'
        UNION ALL SELECT id FROM matches WHERE team2_id = ?1 AND state = 'Complete') x
  JOIN matches m ON m.id = x.id
  JOIN series s ON s.id = m.series_id
  WHERE m.match_type = ?2
  GROUP BY s.id`;

export interface TeamSeriesRow {
  series_name: string;
  series_season: string;
  team_type: string;
  first: string;
  last: string;
}

export async function teamSeriesRows(db: D1Database, teamId: number, matchType: string): Promise<TeamSeriesRow[]> {
  return (await db.prepare(TEAM_SERIES_SQL).bind(teamId, matchType).all<TeamSeriesRow>()).results;
}

/** Totals, player lines and squads of one choice, in one round trip. */
export async function teamChoiceRows(db: D1Database, choice: TeamChoice) {
  const [highest, lowest, lines, squad] = await db.batch([
    bindChoice(db.prepare(HIGHEST_TOTALS_SQL), choice),
    bindChoice(db.prepare(LOWEST_TOTALS_SQL), choice),
    bindChoice(db.prepare(TEAM_PLAYER_LINES_SQL), choice),
    bindChoice(db.prepare(TEAM_SQUAD_SQL), choice),
  ]);
  return {
    highest: highest!.results as unknown as TotalRow[],
    lowest: lowest!.results as unknown as TotalRow[],
    lines: lines!.results as unknown as PlayerLineRow[],
    squad: squad!.results as unknown as SquadRow[],
  };
}

/**
 * A team's finished matches on their own dates before a cursor (newest first): the News tab's
 * pages. matches_team1/2 index searches, merged.
 */
export const TEAM_FINISHED_SQL = `
  SELECT id, start_date FROM (
    SELECT id, start_date FROM matches WHERE team1_id = ?1 AND state = 'Complete'
    UNION ALL SELECT id, start_date FROM matches WHERE team2_id = ?1 AND state = 'Complete')
  WHERE id NOT IN (SELECT value FROM json_each(?2)) AND (start_date < ?3 OR (start_date = ?3 AND id < ?4))
  ORDER BY start_date DESC, id DESC LIMIT ?5`;

export async function teamFinishedIds(
  db: D1Database,
  teamId: number,
  replayed: string,
  before: { date: string; id: number } | null,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .prepare(TEAM_FINISHED_SQL)
    .bind(teamId, replayed, before?.date ?? "9999", before?.id ?? 0, limit)
    .all<{ id: number }>();
  return rows.results.map((row) => row.id);
}

export async function matchDate(db: D1Database, id: number): Promise<string | null> {
  return (await db.prepare("SELECT start_date FROM matches WHERE id = ?").bind(id).first<{ start_date: string }>())?.start_date ?? null;
}
