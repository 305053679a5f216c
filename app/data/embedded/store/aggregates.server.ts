/**
 * Reads of the stored aggregates (migration 0007): what profile, team, series and venue pages
 * show, a few indexed rows each, whatever the number of matches stored. Each query's plan is
 * checked in tests/worker/aggregates.test.ts.
 */

export interface CareerRow {
  match_type: string;
  team_type: string;
  series_id: number;
  matches: number;
  innings: number;
  not_outs: number;
  runs: number;
  highest: number | null;
  /** 0 when the highest score was not out (1 out, null without an innings) */
  highest_out: number | null;
  balls: number;
  hundreds: number;
  fifties: number;
  fours: number;
  sixes: number;
  bowling_innings: number;
  bowl_balls: number;
  runs_conceded: number;
  wickets: number;
  catches: number;
  stumpings: number;
}

export const CAREER_SQL = `
  SELECT match_type, team_type, series_id, count(DISTINCT match_id) AS matches,
    count(bat_position) AS innings, coalesce(sum(out = 0), 0) AS not_outs, coalesce(sum(runs), 0) AS runs,
    max(runs) AS highest, out AS highest_out, coalesce(sum(balls), 0) AS balls,
    coalesce(sum(runs >= 100), 0) AS hundreds, coalesce(sum(runs >= 50 AND runs < 100), 0) AS fifties,
    coalesce(sum(fours), 0) AS fours, coalesce(sum(sixes), 0) AS sixes,
    count(bowl_balls) AS bowling_innings, coalesce(sum(bowl_balls), 0) AS bowl_balls,
    coalesce(sum(runs_conceded), 0) AS runs_conceded, coalesce(sum(wickets), 0) AS wickets,
    sum(catches) AS catches, sum(stumpings) AS stumpings
  FROM player_innings WHERE person_id = ?
  GROUP BY match_type, team_type, series_id`;

/**
 * A player's career figures per format and competition (series), from their innings lines
 * (highest_out: SQLite gives a bare column the values of the row max() chose). Matches
 * here are matches the player batted, bowled or fielded in; the squad count comes from
 * match_players (playedMatches).
 */
export async function careerRows(db: D1Database, personId: string): Promise<CareerRow[]> {
  return (await db.prepare(CAREER_SQL).bind(personId).all<CareerRow>()).results;
}

export const PLAYED_MATCHES_SQL = `
  SELECT m.match_type, m.team_type, m.series_id, count(*) AS matches, min(m.start_date) AS first, max(m.start_date) AS last
  FROM match_players p JOIN matches m ON m.id = p.match_id
  WHERE p.person_id = ? GROUP BY m.match_type, m.team_type, m.series_id`;

export async function playedMatches(db: D1Database, personId: string) {
  return (
    await db
      .prepare(PLAYED_MATCHES_SQL)
      .bind(personId)
      .all<{ match_type: string; team_type: string; series_id: number; matches: number; first: string; last: string }>()
  ).results;
}

export interface StandingRow {
  table_group: string;
  team_id: number;
  team: string;
  played: number;
  won: number;
  lost: number;
  tied: number;
  no_result: number;
  points: number;
  runs_for: number;
  balls_for: number;
  runs_against: number;
  balls_against: number;
}

/** A row's team under the name it played the series as (its latest match in it: docs/decisions/036). */
export const STANDINGS_SQL = `
  SELECT s.table_group, s.team_id,
    coalesce((SELECT CASE m.team1_id WHEN s.team_id THEN m.team1_name ELSE m.team2_name END FROM matches m
      WHERE m.series_id = s.series_id AND (m.team1_id = s.team_id OR m.team2_id = s.team_id)
      ORDER BY m.start_date DESC LIMIT 1), t.name) AS team,
    s.played, s.won, s.lost, s.tied, s.no_result, s.points,
    s.runs_for, s.balls_for, s.runs_against, s.balls_against
  FROM series_standings s JOIN teams t ON t.id = s.team_id
  WHERE s.series_id = ? ORDER BY s.table_group`;

/** A series' league tables (one per group), rows with their net run rate, ordered as app/cricket/league-table.ts orders them. */
export async function seriesStandings(db: D1Database, seriesId: number) {
  const rows = (await db.prepare(STANDINGS_SQL).bind(seriesId).all<StandingRow>()).results;
  const rate = (runs: number, balls: number) => (balls > 0 ? runs / (balls / 6) : 0);
  return rows
    .map((row) => ({ ...row, netRunRate: rate(row.runs_for, row.balls_for) - rate(row.runs_against, row.balls_against) }))
    .sort((a, b) => a.table_group.localeCompare(b.table_group) || b.points - a.points || b.won - a.won || b.netRunRate - a.netRunRate);
}

export const TEAM_RESULTS_SQL = `
  SELECT substr(start_date, 1, 4) AS year, opponent_id, count(*) AS played,
    sum(result = 'won' OR tie_break IS 'won') AS won, sum(result = 'lost' OR tie_break IS 'lost') AS lost,
    sum(result = 'tied' AND tie_break IS NULL) AS tied, sum(result = 'drawn') AS drawn, sum(result = 'no result') AS no_result
  FROM team_matches WHERE team_id = ? AND match_type = ?
  GROUP BY year, opponent_id ORDER BY year DESC`;

/** A team's results in one format by year and opponent. */
export async function teamResults(db: D1Database, teamId: number, matchType: string) {
  return (
    await db.prepare(TEAM_RESULTS_SQL).bind(teamId, matchType).all<{
      year: string;
      opponent_id: number;
      played: number;
      won: number;
      lost: number;
      tied: number;
      drawn: number;
      no_result: number;
    }>()
  ).results;
}

export const VENUE_RECORDS_SQL = "SELECT * FROM venue_records WHERE venue_id = ? ORDER BY matches DESC";

export async function venueRecords(db: D1Database, venueId: number) {
  return (await db.prepare(VENUE_RECORDS_SQL).bind(venueId).all<Record<string, number | string | null>>()).results;
}

/** A player's innings lines, whole career (the player_innings_career index's person_id prefix). */
export const CAREER_LINES_SQL = `
  SELECT match_id, innings_no, bat_position, runs, balls, fours, sixes, out, bowl_balls, runs_conceded, wickets, catches, stumpings
  FROM player_innings INDEXED BY player_innings_career WHERE person_id = ?`;

/** The batting, bowling and catching columns of a player_innings row, as careers and series stats read them. */
export interface PlayerInningsColumns {
  match_id: number;
  bat_position: number | null;
  runs: number | null;
  balls: number | null;
  fours: number | null;
  sixes: number | null;
  out: number | null;
  bowl_balls: number | null;
  runs_conceded: number | null;
  wickets: number | null;
  catches: number;
}

export interface CareerLineRow extends PlayerInningsColumns {
  innings_no: number;
  stumpings: number;
}

/** Every match a player was named in (match_players_person), with what the profile shows of it. */
export const CAREER_MATCHES_SQL = `
  SELECT m.id AS match_id, m.start_date, m.match_type, m.team_type, m.state, s.name AS series_name, s.season AS series_season,
    t.name AS team, t.id AS team_id, t.team_type AS side_type, t.gender AS side_gender, o.name AS opponent, v.name AS venue, v.time_zone AS venue_zone, m.player_of_match
  FROM match_players p
  JOIN matches m ON m.id = p.match_id
  JOIN series s ON s.id = m.series_id
  JOIN teams t ON t.id = p.team_id
  JOIN teams o ON o.id = CASE WHEN m.team1_id = p.team_id THEN m.team2_id ELSE m.team1_id END
  LEFT JOIN venues v ON v.id = m.venue_id
  WHERE p.person_id = ?`;

export interface CareerMatchRow {
  match_id: number;
  start_date: string;
  match_type: string;
  team_type: string;
  state: string;
  series_name: string;
  series_season: string;
  team: string;
  team_id: number;
  side_type: string;
  /** "male" or "female" */
  side_gender: string;
  opponent: string;
  venue: string | null;
  venue_zone: string | null;
  /** JSON array of person ids */
  player_of_match: string;
}

/** A player's innings lines and matches, in one round trip. */
export async function careerLinesAndMatches(db: D1Database, personId: string) {
  const [lines, matches] = await db.batch([db.prepare(CAREER_LINES_SQL).bind(personId), db.prepare(CAREER_MATCHES_SQL).bind(personId)]);
  return { lines: lines!.results as CareerLineRow[], matches: matches!.results as CareerMatchRow[] };
}
