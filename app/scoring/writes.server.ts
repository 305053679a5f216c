/**
 * The D1 statements of each scoring command. Every command is one `db.batch` (one transaction):
 * a ball, its wickets, its replacements and its innings' running totals go in together or not at
 * all. Rows are the importer's (app/data/embedded/store/match-statements.server.ts), so pages read scored and imported
 * matches alike.
 */
import { deliveriesPerOver } from "../cricket/pace.ts";
import { inningsTotal } from "../cricket/score.ts";
import type { Delivery, Innings, MatchInput } from "../cricket/types.ts";
import type { CricsheetMatch } from "../data/cricsheet.ts";
import type { TeamNames } from "../data/team-names-file.ts";
import { matchStatements } from "../data/embedded/index.server.ts";

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

/** The innings row's derived columns (lists read them instead of balls). */
export function inningsTotalsStatement(db: D1Database, matchId: number, inningsNo: number, innings: Innings, ballsPerOver: number) {
  const total = inningsTotal(innings, ballsPerOver);
  return db
    .prepare("UPDATE innings SET runs = ?, wickets = ?, legal_balls = ?, over_sizes = ?, all_out = ? WHERE match_id = ? AND innings_no = ?")
    .bind(
      total.runs,
      total.wickets,
      total.legalBalls,
      json(deliveriesPerOver(innings.deliveries.map((d) => d.over))),
      total.allOut ? 1 : 0,
      matchId,
      inningsNo,
    );
}

/** Inserts one ball (its row, wickets and match replacements) at `seq`. */
function insertBall(db: D1Database, matchId: number, inningsNo: number, seq: number, d: Delivery, bowledAt: number): D1PreparedStatement[] {
  const e = d.extras;
  const r = d.review;
  const statements = [
    db
      .prepare(
        `INSERT INTO deliveries (match_id, innings_no, seq, over_no, batter_id, bowler_id, non_striker_id,
           runs_batter, runs_extras, runs_total, non_boundary, wides, noballs, byes, legbyes, penalty,
           review_by, review_umpire_id, review_batter_id, review_decision, review_type, review_umpires_call,
           replacements, bowled_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        matchId,
        inningsNo,
        seq,
        d.over,
        d.batter,
        d.bowler,
        d.nonStriker,
        d.runs.batter,
        d.runs.extras,
        d.runs.total,
        d.runs.nonBoundary ? 1 : 0,
        e.wides ?? 0,
        e.noballs ?? 0,
        e.byes ?? 0,
        e.legbyes ?? 0,
        e.penalty ?? 0,
        r?.by ?? null,
        r?.umpire ?? null,
        r?.batter ?? null,
        r?.decision ?? null,
        r?.type ?? null,
        r ? (r.umpiresCall ? 1 : 0) : null,
        d.replacements ? json(d.replacements) : null,
        bowledAt,
      ),
  ];
  if (d.wickets.length) {
    statements.push(
      db
        .prepare(
          `INSERT INTO wickets (match_id, innings_no, seq, ordinal, player_out_id, kind, fielders)
           SELECT ?, ?, ?, key, value->>0, value->>1, value->>2 FROM json_each(?)`,
        )
        .bind(matchId, inningsNo, seq, json(d.wickets.map((w) => [w.playerOut, w.kind, json(w.fielders)]))),
    );
  }
  const replacements = d.replacements?.match ?? [];
  if (replacements.length) {
    statements.push(
      db
        .prepare(
          `INSERT INTO match_replacements (match_id, innings_no, seq, ordinal, team_id, in_id, out_id, reason)
           SELECT ?1, ?2, ?3, key,
             (SELECT team_id FROM team_names WHERE name = value->>0 AND gender = (SELECT gender FROM matches WHERE id = ?1)
                AND team_type = (SELECT team_type FROM matches WHERE id = ?1)),
             value->>1, value->>2, value->>3
           FROM json_each(?4)`,
        )
        .bind(matchId, inningsNo, seq, json(replacements.map((rep) => [rep.team, rep.in, rep.out, rep.reason]))),
    );
  }
  return statements;
}

function deleteBall(db: D1Database, matchId: number, inningsNo: number, seq: number): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM match_replacements WHERE match_id = ? AND innings_no = ? AND seq = ?").bind(matchId, inningsNo, seq),
    // wickets go with their ball (ON DELETE CASCADE)
    db.prepare("DELETE FROM deliveries WHERE match_id = ? AND innings_no = ? AND seq = ?").bind(matchId, inningsNo, seq),
  ];
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
    ...insertBall(db, matchId, inningsNo, seq, delivery, bowledAt),
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
    ...insertBall(db, matchId, inningsNo, seq, delivery, bowledAt),
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
    db
      .prepare(
        `INSERT INTO innings (match_id, innings_no, batting_team_id, bowling_team_id, super_over, target_runs, target_overs, penalty_pre)
         VALUES (?, ?, ${TEAM_BY_NAME}, ${TEAM_BY_NAME}, ?, ?, ?, ?)`,
      )
      .bind(
        matchId,
        start.inningsNo,
        start.team,
        matchId,
        matchId,
        start.bowlingTeam,
        matchId,
        matchId,
        start.superOver ? 1 : 0,
        start.target?.runs ?? null,
        start.target?.overs ?? null,
        start.penaltyPre,
      ),
    db.prepare("INSERT INTO scoring_innings (match_id, innings_no, closed) VALUES (?, ?, 0)").bind(matchId, start.inningsNo),
    db.prepare("UPDATE matches SET state = 'In Progress' WHERE id = ?").bind(matchId),
    db.prepare("UPDATE scoring_matches SET status_note = NULL WHERE match_id = ?").bind(matchId),
    touch(db, matchId, now),
  ];
  if (start.powerplays.length) {
    statements.push(
      db
        .prepare(
          `INSERT INTO powerplays (match_id, innings_no, ordinal, from_over, to_over, type)
           SELECT ?, ?, key, value->>0, value->>1, value->>2 FROM json_each(?)`,
        )
        .bind(matchId, start.inningsNo, json(start.powerplays.map((p) => [p.from, p.to, p.type]))),
    );
  }
  return statements;
}

export interface InningsEnd {
  inningsNo: number;
  declared?: boolean;
  forfeited?: boolean;
  penaltyPost?: number;
  absentHurt?: string[];
  /** a revised target (D/L par when play stopped) */
  target?: { runs: number; overs?: number };
}

export function endInningsStatements(db: D1Database, matchId: number, end: InningsEnd, now: number) {
  return [
    db.prepare("UPDATE scoring_innings SET closed = 1 WHERE match_id = ? AND innings_no = ?").bind(matchId, end.inningsNo),
    db
      .prepare(
        `UPDATE innings SET declared = coalesce(?, declared), forfeited = coalesce(?, forfeited),
           penalty_post = coalesce(?, penalty_post), absent_hurt = coalesce(?, absent_hurt),
           target_runs = coalesce(?, target_runs), target_overs = CASE WHEN ? THEN ? ELSE target_overs END
         WHERE match_id = ? AND innings_no = ?`,
      )
      .bind(
        end.declared === undefined ? null : end.declared ? 1 : 0,
        end.forfeited === undefined ? null : end.forfeited ? 1 : 0,
        end.penaltyPost ?? null,
        end.absentHurt ? json(end.absentHurt) : null,
        end.target?.runs ?? null,
        end.target ? 1 : 0,
        end.target?.overs ?? null,
        matchId,
        end.inningsNo,
      ),
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
