import { deliveriesPerOver } from "../../../cricket/pace.ts";
import { inningsTotal } from "../../../cricket/score.ts";
import type { Delivery, Innings, Powerplay } from "../../../cricket/types.ts";

/**
 * The one owner of the SQL that writes an innings and its balls (tables innings, deliveries,
 * wickets, match_replacements, powerplays). The importer (match-statements, fixture-statements)
 * and the scoring module (app/scoring/writes.server.ts) both write through it, so a scored match
 * and an imported one are the same rows (decision 040). Every statement here finds the match's
 * teams by the name played under, in the match's own gender and team type (`team_names`): the
 * match row must be written first (in the same batch or before).
 */

const json = (value: unknown) => JSON.stringify(value);

/** A team's id by the name it played under, for the match `?1` (team_names: decision 036). */
const teamOfMatch = (nameSql: string) =>
  `(SELECT team_id FROM team_names WHERE name = ${nameSql}
     AND gender = (SELECT gender FROM matches WHERE id = ?1) AND team_type = (SELECT team_type FROM matches WHERE id = ?1))`;

/** The innings row's derived columns (lists read them instead of balls). */
export interface InningsTotals {
  runs: number;
  wickets: number;
  legalBalls: number;
  allOut: boolean;
  /** deliveries in each over, for the match timeline */
  overSizes: number[];
}

/** The derived columns of an innings, from its balls (the core's sums). */
export function inningsTotalsOf(innings: Innings, ballsPerOver: number): InningsTotals {
  const total = inningsTotal(innings, ballsPerOver);
  return {
    runs: total.runs,
    wickets: total.wickets,
    legalBalls: total.legalBalls,
    allOut: total.allOut,
    overSizes: deliveriesPerOver(innings.deliveries.map((d) => d.over)),
  };
}

/** One innings row; what is left out takes the table's default (no balls yet: totals 0). */
export interface InningsRow {
  inningsNo: number;
  /** names as played (team_names maps them to the team) */
  battingTeam: string;
  bowlingTeam: string;
  superOver?: boolean;
  declared?: boolean;
  forfeited?: boolean;
  target?: { runs: number; overs?: number };
  penaltyPre?: number;
  penaltyPost?: number;
  /** person ids */
  absentHurt?: readonly string[];
  /** Cricsheet's miscounted_overs, kept as it is */
  miscountedOvers?: unknown;
  totals?: InningsTotals;
}

export function insertInnings(db: D1Database, matchId: number, row: InningsRow): D1PreparedStatement {
  const totals = row.totals ?? { runs: 0, wickets: 0, legalBalls: 0, allOut: false, overSizes: [] };
  return db
    .prepare(
      `INSERT INTO innings (match_id, innings_no, batting_team_id, bowling_team_id, super_over, declared, forfeited,
         target_runs, target_overs, penalty_pre, penalty_post, absent_hurt, miscounted_overs, runs, wickets, legal_balls,
         over_sizes, all_out)
       VALUES (?1, ?2, ${teamOfMatch("?3")}, ${teamOfMatch("?4")}, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)`,
    )
    .bind(
      matchId,
      row.inningsNo,
      row.battingTeam,
      row.bowlingTeam,
      row.superOver ? 1 : 0,
      row.declared ? 1 : 0,
      row.forfeited ? 1 : 0,
      row.target?.runs ?? null,
      row.target?.overs ?? null,
      row.penaltyPre ?? 0,
      row.penaltyPost ?? 0,
      json(row.absentHurt ?? []),
      row.miscountedOvers ? json(row.miscountedOvers) : null,
      totals.runs,
      totals.wickets,
      totals.legalBalls,
      json(totals.overSizes),
      totals.allOut ? 1 : 0,
    );
}

export function updateInningsTotals(db: D1Database, matchId: number, inningsNo: number, totals: InningsTotals): D1PreparedStatement {
  return db
    .prepare("UPDATE innings SET runs = ?, wickets = ?, legal_balls = ?, over_sizes = ?, all_out = ? WHERE match_id = ? AND innings_no = ?")
    .bind(totals.runs, totals.wickets, totals.legalBalls, json(totals.overSizes), totals.allOut ? 1 : 0, matchId, inningsNo);
}

/** What closing an innings may change; what is left out stays as stored. */
export interface InningsClose {
  inningsNo: number;
  declared?: boolean;
  forfeited?: boolean;
  penaltyPost?: number;
  absentHurt?: string[];
  /** a revised target (D/L par when play stopped) */
  target?: { runs: number; overs?: number };
}

export function closeInnings(db: D1Database, matchId: number, close: InningsClose): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE innings SET declared = coalesce(?, declared), forfeited = coalesce(?, forfeited),
         penalty_post = coalesce(?, penalty_post), absent_hurt = coalesce(?, absent_hurt),
         target_runs = coalesce(?, target_runs), target_overs = CASE WHEN ? THEN ? ELSE target_overs END
       WHERE match_id = ? AND innings_no = ?`,
    )
    .bind(
      close.declared === undefined ? null : close.declared ? 1 : 0,
      close.forfeited === undefined ? null : close.forfeited ? 1 : 0,
      close.penaltyPost ?? null,
      close.absentHurt ? json(close.absentHurt) : null,
      close.target?.runs ?? null,
      close.target ? 1 : 0,
      close.target?.overs ?? null,
      matchId,
      close.inningsNo,
    );
}

/** One ball to store: its place in the innings (`seq`, from 0) and, when scored live, when it was bowled (UTC ms). */
export interface BallToStore {
  seq: number;
  delivery: Delivery;
  bowledAt?: number | null;
}

/** A ball's deliveries row after (match_id, innings_no), in the column order of the insert below. */
function deliveryCells({ seq, delivery: d, bowledAt }: BallToStore): unknown[] {
  const e = d.extras;
  const r = d.review;
  return [
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
    bowledAt ?? null,
  ];
}

/**
 * The balls of one innings with their wickets and match replacements: at most three statements
 * however many balls (an imported innings travels as one JSON parameter; a scored ball is one).
 */
export function insertBalls(db: D1Database, matchId: number, inningsNo: number, balls: readonly BallToStore[]): D1PreparedStatement[] {
  const statements: D1PreparedStatement[] = [];
  if (balls.length === 0) return statements;
  statements.push(
    db
      .prepare(
        // Each ball's array is taken out of the parameter once (MATERIALIZED): read 22 times
        // straight from json_each, SQLite turns it back into text for every column (half the
        // import's SQLite time, by profile; decision 039).
        `WITH ball(v) AS MATERIALIZED (SELECT value FROM json_each(?3))
         INSERT INTO deliveries (match_id, innings_no, seq, over_no, batter_id, bowler_id, non_striker_id,
           runs_batter, runs_extras, runs_total, non_boundary, wides, noballs, byes, legbyes, penalty,
           review_by, review_umpire_id, review_batter_id, review_decision, review_type, review_umpires_call,
           replacements, bowled_at)
         SELECT ?1, ?2, v->>0, v->>1, v->>2, v->>3, v->>4, v->>5, v->>6, v->>7,
           v->>8, v->>9, v->>10, v->>11, v->>12, v->>13, v->>14, v->>15,
           v->>16, v->>17, v->>18, v->>19, v->>20, v->>21
         FROM ball`,
      )
      .bind(matchId, inningsNo, json(balls.map(deliveryCells))),
  );
  const wickets = balls.flatMap(({ seq, delivery }) =>
    delivery.wickets.map((w, ordinal) => [seq, ordinal, w.playerOut, w.kind, json(w.fielders)]),
  );
  if (wickets.length) {
    statements.push(
      db
        .prepare(
          `INSERT INTO wickets (match_id, innings_no, seq, ordinal, player_out_id, kind, fielders)
           SELECT ?, ?, value->>0, value->>1, value->>2, value->>3, value->>4 FROM json_each(?)`,
        )
        .bind(matchId, inningsNo, json(wickets)),
    );
  }
  const replacements = balls.flatMap(({ seq, delivery }) =>
    (delivery.replacements?.match ?? []).map((rep, ordinal) => [seq, ordinal, rep.team, rep.in, rep.out, rep.reason]),
  );
  if (replacements.length) {
    statements.push(
      db
        .prepare(
          `INSERT INTO match_replacements (match_id, innings_no, seq, ordinal, team_id, in_id, out_id, reason)
           SELECT ?1, ?2, value->>0, value->>1, ${teamOfMatch("value->>2")}, value->>3, value->>4, value->>5
           FROM json_each(?3)`,
        )
        .bind(matchId, inningsNo, json(replacements)),
    );
  }
  return statements;
}

/** Removes one ball with its match replacements (its wickets go with it: ON DELETE CASCADE). */
export function deleteBall(db: D1Database, matchId: number, inningsNo: number, seq: number): D1PreparedStatement[] {
  return [
    db.prepare("DELETE FROM match_replacements WHERE match_id = ? AND innings_no = ? AND seq = ?").bind(matchId, inningsNo, seq),
    db.prepare("DELETE FROM deliveries WHERE match_id = ? AND innings_no = ? AND seq = ?").bind(matchId, inningsNo, seq),
  ];
}

export function insertPowerplays(
  db: D1Database,
  matchId: number,
  inningsNo: number,
  powerplays: readonly Powerplay[],
): D1PreparedStatement[] {
  if (powerplays.length === 0) return [];
  return [
    db
      .prepare(
        `INSERT INTO powerplays (match_id, innings_no, ordinal, from_over, to_over, type)
         SELECT ?, ?, value->>0, value->>1, value->>2, value->>3 FROM json_each(?)`,
      )
      .bind(matchId, inningsNo, json(powerplays.map((p, ordinal) => [ordinal, p.from, p.to, p.type]))),
  ];
}
