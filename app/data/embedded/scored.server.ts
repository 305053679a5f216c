/**
 * A match scored through the scoring API, read from D1 (matches.source = 'scoring'). Its state is
 * the scorer's (matches.state), its balls are the ones posted so far and their times are when they
 * were posted (deliveries.bowled_at): no demo clock, no pace model.
 */
import { statusAt, type LiveState, type MatchMoment } from "../../cricket/match-state.ts";
import { DAY, formatGmt } from "../../cricket/time.ts";
import { TOSS_BEFORE_START, type Timeline } from "../../cricket/pace.ts";
import type { MatchInput } from "../../cricket/types.ts";
import { loadMatchInput, type StoredMatch } from "./match-input.server.ts";
import { loadMatchMeta, type MatchMeta, type MatchView } from "./match-record.server.ts";
import type { MatchState, TeamRef } from "../schemas.ts";

export interface ScoredMatch {
  id: number;
  meta: MatchMeta;
  input: MatchInput;
  /** team ids by team name */
  teamIds: Record<string, number>;
  /** when each ball was posted (UTC ms), per innings */
  bowledAt: number[][];
  /** innings the scorer has closed */
  closed: boolean[];
  /** name → person id (Cricsheet's registry of the creating request, plus later squad changes) */
  registry: Record<string, string>;
  /** the scorer's status note ("Rain delay"), if any */
  note: string | null;
}

/** null when the match is not a scored one (its balls are then not read). */
export async function loadScoredMatch(db: D1Database, id: number): Promise<ScoredMatch | null> {
  const meta = await loadMatchMeta(db, id);
  if (!meta || meta.source !== "scoring") return null;
  const stored = await loadMatchInput(db, id);
  return stored && scoredMatchFrom(db, meta, stored);
}

/** The scoring rows of a scored match whose meta and balls are already read. */
export async function scoredMatchFrom(db: D1Database, meta: MatchMeta, stored: StoredMatch): Promise<ScoredMatch> {
  const id = meta.id;
  const [times, closedRows, scoringRows] = (await db.batch([
    db.prepare("SELECT innings_no, bowled_at FROM deliveries WHERE match_id = ? ORDER BY innings_no, seq").bind(id),
    db.prepare("SELECT innings_no, closed FROM scoring_innings WHERE match_id = ? ORDER BY innings_no").bind(id),
    db.prepare("SELECT registry, status_note FROM scoring_matches WHERE match_id = ?").bind(id),
  ])) as [D1Result, D1Result, D1Result];
  const bowledAt: number[][] = stored.input.innings.map(() => []);
  for (const row of times.results as { innings_no: number; bowled_at: number | null }[]) {
    (bowledAt[row.innings_no - 1] ??= []).push(row.bowled_at ?? meta.start_time);
  }
  const closed = stored.input.innings.map(() => false);
  for (const row of closedRows.results as { innings_no: number; closed: number }[]) closed[row.innings_no - 1] = row.closed === 1;
  const scoring = scoringRows.results[0] as { registry: string; status_note: string | null } | undefined;
  return {
    id,
    meta,
    input: stored.input,
    teamIds: stored.teamIds,
    bowledAt,
    closed,
    registry: scoring ? (JSON.parse(scoring.registry) as Record<string, string>) : {},
    note: scoring?.status_note ?? null,
  };
}

/** The state the pace model's moment understands (it has no "Delay" or "Scheduled"). */
function liveStateOf(state: MatchState): LiveState {
  if (state === "Scheduled") return "Preview";
  if (state === "Delay") return "In Progress";
  return state;
}

export function scoredTimeline(startTime: number, bowledAt: number[][]): Timeline {
  let last = startTime;
  for (const times of bowledAt) for (const time of times) if (time > last) last = time;
  return { tossAt: startTime - TOSS_BEFORE_START, start: startTime, balls: bowledAt, end: last, breaks: [], dayStarts: [startTime] };
}

export function scoredMoment(state: MatchState, startTime: number, input: MatchInput, now: number): MatchMoment {
  const live = liveStateOf(state);
  const onBreak = live === "Innings Break" || live === "Lunch" || live === "Stumps" ? live : null;
  return {
    state: live,
    onBreak,
    day: Math.max(1, Math.floor((now - startTime) / DAY) + 1),
    revealed: input.innings.map((i) => i.deliveries.length),
  };
}

/** The status line: the scorer's note while play is held up, else what the balls say. */
export function scoredStatus(state: MatchState, note: string | null, input: MatchInput, moment: MatchMoment, startTime: number): string {
  if (state === "Delay") return note || "Play delayed";
  if (note && (state === "Lunch" || state === "Stumps" || state === "Innings Break")) return note;
  return statusAt(input, moment, formatGmt(startTime));
}

/** The same MatchView the embedded adapter builds, for a scored match at `now`. */
export function scoredView(match: ScoredMatch, now: number): MatchView {
  const { meta, input } = match;
  const timeline = scoredTimeline(meta.start_time, match.bowledAt);
  const moment = scoredMoment(meta.state, meta.start_time, input, now);
  const teams: [TeamRef, TeamRef] = [
    { id: meta.team1_id, name: meta.team1_name, shortName: meta.team1_short },
    { id: meta.team2_id, name: meta.team2_name, shortName: meta.team2_short },
  ];
  return {
    id: match.id,
    meta,
    teams,
    teamByName: { [meta.team1_name]: teams[0], [meta.team2_name]: teams[1] },
    venue: meta.venue_name ? { id: meta.venue_id, name: meta.venue_name, city: meta.venue_city, timeZone: meta.venue_zone ?? "UTC" } : null,
    full: input,
    soFar: input,
    timeline,
    moment,
    state: meta.state,
    status: (meta.state === "Complete" ? meta.note : null) ?? scoredStatus(meta.state, match.note, input, moment, meta.start_time),
    isReplay: false,
    startDate: meta.start_date,
    endDate: meta.end_date,
  };
}
