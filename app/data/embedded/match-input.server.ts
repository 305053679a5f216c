import type {
  Delivery,
  Fielder,
  Innings,
  MatchInput,
  MatchReplacement,
  MatchType,
  PersonId,
  RoleReplacement,
  Outcome,
  WicketKind,
} from "../../cricket/types.ts";
import { playedNameSql } from "./store/played-names.ts";

/** The outcome columns of a match row in the core's shape. */
export function recordedOutcome(row: {
  winner_name: string | null;
  by_runs: number | null;
  by_wickets: number | null;
  by_innings: number | null;
  result: "tie" | "no result" | "draw" | null;
  method: string | null;
  eliminator_name: string | null;
}): Outcome {
  const method = row.method ? { method: row.method } : {};
  if (row.result) {
    return { result: row.result, ...(row.eliminator_name ? { eliminator: row.eliminator_name } : {}), ...method };
  }
  const by: { runs?: number; wickets?: number; innings?: number } = {};
  if (row.by_runs != null) by.runs = row.by_runs;
  if (row.by_wickets != null) by.wickets = row.by_wickets;
  if (row.by_innings != null) by.innings = row.by_innings;
  return { winner: row.winner_name ?? "", by, ...method };
}

/**
 * One match from D1 as the scoring core's input, so every number on a page is derived by
 * app/cricket from the stored balls (never from stored totals).
 */

interface MatchRow {
  id: number;
  match_type: MatchType;
  balls_per_over: number;
  overs: number | null;
  team1_name: string;
  team2_name: string;
  toss_winner_name: string | null;
  toss_decision: "bat" | "field" | null;
  winner_name: string | null;
  by_runs: number | null;
  by_wickets: number | null;
  by_innings: number | null;
  result: "tie" | "no result" | "draw" | null;
  method: string | null;
  eliminator_name: string | null;
}

interface InningsRow {
  innings_no: number;
  team_name: string;
  super_over: number;
  declared: number;
  forfeited: number;
  target_runs: number | null;
  target_overs: number | null;
  penalty_pre: number;
  penalty_post: number;
  absent_hurt: string;
}

interface DeliveryRow {
  innings_no: number;
  seq: number;
  over_no: number;
  batter_id: string;
  bowler_id: string;
  non_striker_id: string;
  runs_batter: number;
  runs_extras: number;
  runs_total: number;
  non_boundary: number;
  wides: number;
  noballs: number;
  byes: number;
  legbyes: number;
  penalty: number;
  review_by: string | null;
  review_umpire_id: string | null;
  review_batter_id: string | null;
  review_decision: "upheld" | "struck down" | "technical failure" | null;
  review_type: string | null;
  review_umpires_call: number | null;
  replacements: string | null;
}

interface WicketRow {
  innings_no: number;
  seq: number;
  player_out_id: string;
  kind: WicketKind;
  fielders: string;
}

export interface StoredMatch {
  input: MatchInput;
  /** Team ids by Cricsheet team name. */
  teamIds: Record<string, number>;
}

export async function loadMatchInput(db: D1Database, matchId: number): Promise<StoredMatch | null> {
  const [matchResult, playersResult, inningsResult, deliveriesResult, wicketsResult, powerplaysResult, namesResult] = await db.batch([
    db
      .prepare(
        `SELECT m.id, m.match_type, m.balls_per_over, m.overs, m.team1_name, m.team2_name,
             m.team1_id, m.team2_id, ${playedNameSql("m.toss_winner_id")} AS toss_winner_name, m.toss_decision,
             ${playedNameSql("m.winner_id")} AS winner_name, m.by_runs, m.by_wickets, m.by_innings, m.result, m.method,
             ${playedNameSql("m.eliminator_id")} AS eliminator_name
           FROM matches m
           WHERE m.id = ?`,
      )
      .bind(matchId),
    db
      .prepare(
        `SELECT ${playedNameSql("mp.team_id")} AS team_name, mp.person_id, mp.name FROM match_players mp JOIN matches m ON m.id = mp.match_id
           WHERE mp.match_id = ? ORDER BY mp.team_id, mp.ordinal`,
      )
      .bind(matchId),
    db
      .prepare(
        `SELECT i.innings_no, ${playedNameSql("i.batting_team_id")} AS team_name, i.super_over, i.declared, i.forfeited, i.target_runs,
             i.target_overs, i.penalty_pre, i.penalty_post, i.absent_hurt
           FROM innings i JOIN matches m ON m.id = i.match_id WHERE i.match_id = ? ORDER BY i.innings_no`,
      )
      .bind(matchId),
    db.prepare("SELECT * FROM deliveries WHERE match_id = ? ORDER BY innings_no, seq").bind(matchId),
    db
      .prepare("SELECT innings_no, seq, player_out_id, kind, fielders FROM wickets WHERE match_id = ? ORDER BY innings_no, seq, ordinal")
      .bind(matchId),
    db.prepare("SELECT innings_no, from_over, to_over, type FROM powerplays WHERE match_id = ? ORDER BY innings_no, ordinal").bind(matchId),
    // Names of everyone the balls mention who is not in a playing list (substitute fielders, umpires).
    db
      .prepare(
        `SELECT id, name FROM people WHERE id IN (
             SELECT f.value->>'id' FROM wickets w, json_each(w.fielders) f WHERE w.match_id = ?1
             UNION SELECT review_umpire_id FROM deliveries WHERE match_id = ?1 AND review_umpire_id IS NOT NULL)`,
      )
      .bind(matchId),
  ]);
  const match = matchResult!.results[0] as (MatchRow & { team1_id: number; team2_id: number }) | undefined;
  if (!match) return null;

  const names: Record<PersonId, string> = {};
  for (const row of namesResult!.results as { id: string; name: string }[]) names[row.id] = row.name;
  const players: Record<string, PersonId[]> = { [match.team1_name]: [], [match.team2_name]: [] };
  for (const row of playersResult!.results as { team_name: string; person_id: string; name: string }[]) {
    (players[row.team_name] ??= []).push(row.person_id);
    names[row.person_id] = row.name;
  }

  const wicketsByBall = new Map<string, Delivery["wickets"]>();
  for (const row of wicketsResult!.results as unknown as WicketRow[]) {
    const key = `${row.innings_no}:${row.seq}`;
    const list = wicketsByBall.get(key) ?? [];
    list.push({ playerOut: row.player_out_id, kind: row.kind, fielders: JSON.parse(row.fielders) as Fielder[] });
    wicketsByBall.set(key, list);
  }

  const deliveriesByInnings = new Map<number, Delivery[]>();
  for (const row of deliveriesResult!.results as unknown as DeliveryRow[]) {
    const list = deliveriesByInnings.get(row.innings_no) ?? [];
    list.push(toDelivery(row, wicketsByBall.get(`${row.innings_no}:${row.seq}`) ?? []));
    deliveriesByInnings.set(row.innings_no, list);
  }

  const powerplaysByInnings = new Map<number, NonNullable<Innings["powerplays"]>>();
  for (const row of powerplaysResult!.results as { innings_no: number; from_over: number; to_over: number; type: string }[]) {
    const list = powerplaysByInnings.get(row.innings_no) ?? [];
    list.push({ from: row.from_over, to: row.to_over, type: row.type });
    powerplaysByInnings.set(row.innings_no, list);
  }

  const innings: Innings[] = (inningsResult!.results as unknown as InningsRow[]).map((row) => {
    const absentHurt = JSON.parse(row.absent_hurt) as PersonId[];
    const powerplays = powerplaysByInnings.get(row.innings_no);
    return {
      team: row.team_name,
      deliveries: deliveriesByInnings.get(row.innings_no) ?? [],
      ...(row.super_over ? { superOver: true } : {}),
      ...(row.declared ? { declared: true } : {}),
      ...(row.forfeited ? { forfeited: true } : {}),
      ...(row.target_runs != null
        ? { target: { runs: row.target_runs, ...(row.target_overs != null ? { overs: row.target_overs } : {}) } }
        : {}),
      ...(row.penalty_pre || row.penalty_post ? { penaltyRuns: { pre: row.penalty_pre, post: row.penalty_post } } : {}),
      ...(powerplays ? { powerplays } : {}),
      ...(absentHurt.length ? { absentHurt } : {}),
    };
  });

  const hasOutcome = match.winner_name || match.result;
  return {
    input: {
      matchType: match.match_type,
      ballsPerOver: match.balls_per_over,
      ...(match.overs ? { overs: match.overs } : {}),
      teams: [match.team1_name, match.team2_name],
      players,
      names,
      innings,
      ...(match.toss_winner_name && match.toss_decision ? { toss: { winner: match.toss_winner_name, decision: match.toss_decision } } : {}),
      ...(hasOutcome ? { outcome: recordedOutcome(match) } : {}),
    },
    teamIds: { [match.team1_name]: match.team1_id, [match.team2_name]: match.team2_id },
  };
}

function toDelivery(row: DeliveryRow, wickets: Delivery["wickets"]): Delivery {
  const extras: Delivery["extras"] = {};
  if (row.wides) extras.wides = row.wides;
  if (row.noballs) extras.noballs = row.noballs;
  if (row.byes) extras.byes = row.byes;
  if (row.legbyes) extras.legbyes = row.legbyes;
  if (row.penalty) extras.penalty = row.penalty;
  const delivery: Delivery = {
    over: row.over_no,
    batter: row.batter_id,
    bowler: row.bowler_id,
    nonStriker: row.non_striker_id,
    runs: {
      batter: row.runs_batter,
      extras: row.runs_extras,
      total: row.runs_total,
      ...(row.non_boundary ? { nonBoundary: true } : {}),
    },
    extras,
    wickets,
  };
  if (row.review_decision && row.review_by && row.review_batter_id) {
    delivery.review = {
      by: row.review_by,
      ...(row.review_umpire_id ? { umpire: row.review_umpire_id } : {}),
      batter: row.review_batter_id,
      decision: row.review_decision,
      ...(row.review_type ? { type: row.review_type } : {}),
      ...(row.review_umpires_call ? { umpiresCall: true } : {}),
    };
  }
  if (row.replacements) {
    delivery.replacements = JSON.parse(row.replacements) as { match?: MatchReplacement[]; role?: RoleReplacement[] };
  }
  return delivery;
}
