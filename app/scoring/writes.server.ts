/**
 * The D1 statements of each scoring command. Every command is one `db.batch` (one transaction):
 * a ball, its wickets, its replacements and its innings' running totals go in together or not at
 * all. Innings and balls are written by the store's own statements
 * (app/data/embedded/store/innings-statements.server.ts), the importer's too, so pages read scored
 * and imported matches alike; this file writes the scoring tables and the match's state.
 */
import type { Delivery, Innings, MatchInput } from "../cricket/types.ts";
import type { CricsheetMatch } from "../data/cricsheet.ts";
import type { TeamNames } from "../data/team-names-file.ts";
import {
  closeInnings,
  deleteBall,
  inningsTotalsOf,
  insertBalls,
  insertInnings,
  insertPowerplays,
  matchStatements,
  updateInningsTotals,
  type InningsClose,
} from "../data/embedded/index.server.ts";

const TEAM_BY_NAME =
  "(SELECT team_id FROM team_names WHERE name = ? AND gender = (SELECT gender FROM matches WHERE id = ?) AND team_type = (SELECT team_type FROM matches WHERE id = ?))";
const json = (value: unknown) => JSON.stringify(value);

/**
 * A new match from Cricsheet's `info`: the importer's statements (teams, venue, series, squads,
 * officials) with the match marked as scored, not yet started, and no imported-file record. The
 * scoring row comes first, so a clash on the id aborts the batch before anything is replaced.
 */
export function createMatchStatements(
  db: D1Database,
  matchId: number,
  match: CricsheetMatch,
  startTime: number,
  createKey: string | null,
  now: number,
  teamNames: TeamNames,
): D1PreparedStatement[] {
  return [
    db
      .prepare("INSERT INTO scoring_matches (match_id, registry, create_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?)")
      .bind(matchId, json(match.info.registry.people), createKey, now, now),
    ...matchStatements(
      db,
      matchId,
      { ...match, innings: [] },
      { contentHash: "scoring", path: "scoring-api" },
      { teamNames, finished: false },
    ),
    db.prepare("DELETE FROM imported_files WHERE key = ?").bind(String(matchId)),
    db
      .prepare(
        `UPDATE matches SET source = 'scoring', state = 'Preview', start_time = ?, toss_winner_id = NULL, toss_decision = NULL,
           winner_id = NULL, by_runs = NULL, by_wickets = NULL, by_innings = NULL, result = NULL, method = NULL,
           eliminator_id = NULL, player_of_match = '[]', content_hash = NULL
         WHERE id = ?`,
      )
      .bind(startTime, matchId),
  ];
}

export function tokenStatement(db: D1Database, matchId: number, tokenHash: string, label: string | null, now: number) {
  return db
    .prepare("INSERT INTO scorer_tokens (token_hash, match_id, label, created_at) VALUES (?, ?, ?, ?)")
    .bind(tokenHash, matchId, label, now);
}

function touch(db: D1Database, matchId: number, now: number) {
  return db.prepare("UPDATE scoring_matches SET updated_at = ? WHERE match_id = ?").bind(now, matchId);
}

/** The innings row's derived columns, from the innings as it now is. */
export function inningsTotalsStatement(db: D1Database, matchId: number, inningsNo: number, innings: Innings, ballsPerOver: number) {
  return updateInningsTotals(db, matchId, inningsNo, inningsTotalsOf(innings, ballsPerOver));
}

/** `innings` is the innings as it is once the command is done. */
export function appendBallStatements(
  db: D1Database,
  matchId: number,
  inningsNo: number,
  seq: number,
  delivery: Delivery,
  bowledAt: number,
  innings: Innings,
  ballsPerOver: number,
  now: number,
): D1PreparedStatement[] {
  return [
    ...insertBalls(db, matchId, inningsNo, [{ seq, delivery, bowledAt }]),
    inningsTotalsStatement(db, matchId, inningsNo, innings, ballsPerOver),
    touch(db, matchId, now),
  ];
}

export function replaceBallStatements(
  db: D1Database,
  matchId: number,
  inningsNo: number,
  seq: number,
  delivery: Delivery,
  bowledAt: number,
  innings: Innings,
  ballsPerOver: number,
  now: number,
): D1PreparedStatement[] {
  return [
    ...deleteBall(db, matchId, inningsNo, seq),
    ...insertBalls(db, matchId, inningsNo, [{ seq, delivery, bowledAt }]),
    inningsTotalsStatement(db, matchId, inningsNo, innings, ballsPerOver),
    touch(db, matchId, now),
  ];
}

export function undoBallStatements(
  db: D1Database,
  matchId: number,
  inningsNo: number,
  seq: number,
  innings: Innings,
  ballsPerOver: number,
  now: number,
): D1PreparedStatement[] {
  return [
    ...deleteBall(db, matchId, inningsNo, seq),
    inningsTotalsStatement(db, matchId, inningsNo, innings, ballsPerOver),
    touch(db, matchId, now),
  ];
}

export function tossStatements(db: D1Database, matchId: number, winner: string, decision: "bat" | "field", now: number) {
  return [
    db
      .prepare(
        `UPDATE matches SET toss_winner_id = ${TEAM_BY_NAME}, toss_decision = ?,
           state = CASE WHEN state IN ('Preview', 'Scheduled') THEN 'Toss' ELSE state END
         WHERE id = ?`,
      )
      .bind(winner, matchId, matchId, decision, matchId),
    touch(db, matchId, now),
  ];
}

export interface InningsStart {
  inningsNo: number;
  team: string;
  bowlingTeam: string;
  superOver: boolean;
  target?: { runs: number; overs?: number };
  penaltyPre: number;
  powerplays: { from: number; to: number; type: string }[];
}

/** A new innings (the previous one, if open, is closed); the match is in progress. */
export function startInningsStatements(db: D1Database, matchId: number, start: InningsStart, now: number) {
  const statements = [
    db.prepare("UPDATE scoring_innings SET closed = 1 WHERE match_id = ? AND innings_no < ?").bind(matchId, start.inningsNo),
    insertInnings(db, matchId, {
      inningsNo: start.inningsNo,
      battingTeam: start.team,
      bowlingTeam: start.bowlingTeam,
      superOver: start.superOver,
      target: start.target,
      penaltyPre: start.penaltyPre,
    }),
    db.prepare("INSERT INTO scoring_innings (match_id, innings_no, closed) VALUES (?, ?, 0)").bind(matchId, start.inningsNo),
    db.prepare("UPDATE matches SET state = 'In Progress' WHERE id = ?").bind(matchId),
    db.prepare("UPDATE scoring_matches SET status_note = NULL WHERE match_id = ?").bind(matchId),
    touch(db, matchId, now),
  ];
  statements.push(...insertPowerplays(db, matchId, start.inningsNo, start.powerplays));
  return statements;
}

/** What ending an innings may change (the store's InningsClose). */
export type InningsEnd = InningsClose;

export function endInningsStatements(db: D1Database, matchId: number, end: InningsEnd, now: number) {
  return [
    db.prepare("UPDATE scoring_innings SET closed = 1 WHERE match_id = ? AND innings_no = ?").bind(matchId, end.inningsNo),
    closeInnings(db, matchId, end),
    db.prepare("UPDATE matches SET state = 'Innings Break' WHERE id = ? AND state <> 'Complete'").bind(matchId),
    touch(db, matchId, now),
  ];
}

/** A team's players for this match, in batting order as given (playing XI changes). */
export function playersStatements(
  db: D1Database,
  matchId: number,
  team: string,
  players: { id: string; name: string }[],
  registry: Record<string, string>,
  now: number,
) {
  return [
    db.prepare(`DELETE FROM match_players WHERE match_id = ? AND team_id = ${TEAM_BY_NAME}`).bind(matchId, team, matchId, matchId),
    db
      .prepare(
        `INSERT INTO match_players (match_id, team_id, ordinal, person_id, name)
         SELECT ?, ${TEAM_BY_NAME}, key, value->>0, value->>1 FROM json_each(?)`,
      )
      .bind(matchId, team, matchId, matchId, json(players.map((p) => [p.id, p.name]))),
    db.prepare("UPDATE scoring_matches SET registry = ?, updated_at = ? WHERE match_id = ?").bind(json(registry), now, matchId),
  ];
}

export function stateStatements(db: D1Database, matchId: number, state: string, note: string | null, now: number) {
  return [
    db.prepare("UPDATE matches SET state = ? WHERE id = ?").bind(state, matchId),
    db.prepare("UPDATE scoring_matches SET status_note = ?, updated_at = ? WHERE match_id = ?").bind(note, now, matchId),
  ];
}

export interface ResultBody {
  outcome: {
    winner?: string;
    by?: { runs?: number; wickets?: number; innings?: number };
    result?: string;
    method?: string;
    eliminator?: string;
  };
  playerOfMatch: string[];
  note?: string;
}

export function resultStatements(db: D1Database, matchId: number, result: ResultBody, input: MatchInput, endDate: string, now: number) {
  const o = result.outcome;
  return [
    db
      .prepare(
        `UPDATE matches SET state = 'Complete', winner_id = ${TEAM_BY_NAME}, by_runs = ?, by_wickets = ?, by_innings = ?,
           result = ?, method = ?, eliminator_id = ${TEAM_BY_NAME}, player_of_match = ?, note = ?,
           end_date = max(end_date, ?), dates = CASE WHEN ? > end_date THEN json_insert(dates, '$[#]', ?) ELSE dates END
         WHERE id = ?`,
      )
      .bind(
        o.winner ?? null,
        matchId,
        matchId,
        o.by?.runs ?? null,
        o.by?.wickets ?? null,
        o.by?.innings ?? null,
        o.result ?? null,
        o.method ?? null,
        o.eliminator ?? null,
        matchId,
        matchId,
        json(result.playerOfMatch),
        result.note ?? null,
        endDate,
        endDate,
        endDate,
        matchId,
      ),
    db.prepare("UPDATE scoring_innings SET closed = 1 WHERE match_id = ?").bind(matchId),
    db.prepare("UPDATE scoring_matches SET status_note = NULL, updated_at = ? WHERE match_id = ?").bind(now, matchId),
    // keep the innings' derived totals exact (e.g. after corrections)
    ...input.innings.map((innings, index) => inningsTotalsStatement(db, matchId, index + 1, innings, input.ballsPerOver)),
  ];
}
