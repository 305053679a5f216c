import { matchSoFar, momentAt, statusAt } from "../../cricket/match-state.ts";
import { deliveriesPerOver } from "../../cricket/pace.ts";
import { dateInZone, formatGmt } from "../../cricket/time.ts";
import { formatOvers } from "../../cricket/overs.ts";
import { formatResult, resultFromRecord } from "../../cricket/result.ts";
import type { MatchInput } from "../../cricket/types.ts";
import type { TeamRef } from "../schemas.ts";
import type { ReplaySlot } from "../demo-clock.ts";
import { fixtureMoment, replayPlan, shownDate, trueTimeline, type Clock } from "./clock.server.ts";
import { loadMatchInput } from "./match-input.server.ts";
import { loadMatchMeta, type MatchMeta, type MatchView } from "./match-record.server.ts";
import { scoredMatchFrom, scoredView } from "./scored.server.ts";

/** Reads a match's view by id (null: no such match). */
export type MatchViewReader = (id: number) => Promise<MatchView | null>;

/**
 * A reader that reads each match from D1 once, for one request's data (decision 041): a scorecard
 * asks for the match's info, miniscore, scorecard, squads and each innings' overs, and each used to
 * read and parse the match again (6 reads for a T20, 8 for a Test). Never kept beyond its request:
 * workerd settles no promise in a request other than the one that made it (issue 16), and a match
 * changes between requests (the clock moves, balls are stored), which the edge cache's TTLs handle.
 */
export function matchViewsOncePerRequest(db: D1Database, clock: Clock): MatchViewReader {
  const views = new Map<number, Promise<MatchView | null>>();
  return (id) => {
    let view = views.get(id);
    if (view === undefined) {
      view = loadMatchView(db, clock, id);
      views.set(id, view);
    }
    return view;
  };
}

/** A match as it is at the clock's `now`: read once (meta, balls, and for a scored match its scoring rows). */
export async function loadMatchView(db: D1Database, clock: Clock, id: number): Promise<MatchView | null> {
  const [meta, stored, plan] = await Promise.all([loadMatchMeta(db, id), loadMatchInput(db, id), replayPlan(db, clock)]);
  if (!meta || !stored) return null;
  // Scored through the scoring API: the scorer's state and the balls posted so far, no clock.
  if (meta.source === "scoring") {
    const scored = await scoredMatchFrom(db, meta, stored);
    return scoredView(scored, clock.now());
  }
  if (meta.source === "fixture") return fixtureView(db, meta, stored.input, plan.get(id), clock.now());
  const full = stored.input;
  const slot = plan.get(id);
  const timeline =
    slot?.timeline ??
    trueTimeline(
      meta.match_type,
      meta.start_time,
      full.innings.map((i) => ({ sizes: deliveriesPerOver(i.deliveries.map((d) => d.over)), superOver: i.superOver === true })),
      meta.venue_zone ?? "UTC",
    );
  const now = clock.now();
  const moment = momentAt(timeline, now);
  const soFar = slot ? matchSoFar(full, moment.revealed) : full;
  const teams: [TeamRef, TeamRef] = [
    { id: meta.team1_id, name: meta.team1_name, shortName: meta.team1_short },
    { id: meta.team2_id, name: meta.team2_name, shortName: meta.team2_short },
  ];
  const zone = meta.venue_zone ?? "UTC";
  return {
    id,
    meta,
    teams,
    teamByName: { [meta.team1_name]: teams[0], [meta.team2_name]: teams[1] },
    venue: meta.venue_name ? { id: meta.venue_id, name: meta.venue_name, city: meta.venue_city, timeZone: zone } : null,
    full,
    soFar,
    timeline,
    moment,
    state: moment.state,
    status: (moment.state === "Complete" ? meta.note : null) ?? statusAt(soFar, moment, formatGmt(timeline.start)),
    isReplay: slot !== undefined,
    startDate: shownDate(slot, zone, meta.start_date),
    endDate: shownDate(slot, zone, meta.end_date, "end", { matchType: full.matchType, over: moment.state === "Complete" }),
  };
}

/**
 * A fixture without balls (data/fixtures.csv): over from its start (in a replayed season, its
 * replayed start), its status from its recorded outcome (or note), its innings as stored totals.
 */
async function fixtureView(
  db: D1Database,
  meta: MatchMeta,
  input: MatchInput,
  slot: ReplaySlot | undefined,
  now: number,
): Promise<MatchView> {
  const totals = await db
    .prepare("SELECT innings_no, batting_team_id, runs, wickets, legal_balls FROM innings WHERE match_id = ? ORDER BY innings_no")
    .bind(meta.id)
    .all<{ innings_no: number; batting_team_id: number; runs: number; wickets: number; legal_balls: number }>();
  const teams: [TeamRef, TeamRef] = [
    { id: meta.team1_id, name: meta.team1_name, shortName: meta.team1_short },
    { id: meta.team2_id, name: meta.team2_name, shortName: meta.team2_short },
  ];
  const empty: MatchInput = { ...input, innings: [] };
  const zone = meta.venue_zone ?? "UTC";
  const timeline = slot?.timeline ?? trueTimeline(meta.match_type, meta.start_time, [], zone);
  const { state } = fixtureMoment(slot, now);
  const over = state === "Complete";
  return {
    id: meta.id,
    meta,
    teams,
    teamByName: { [meta.team1_name]: teams[0], [meta.team2_name]: teams[1] },
    venue: meta.venue_name ? { id: meta.venue_id, name: meta.venue_name, city: meta.venue_city, timeZone: zone } : null,
    full: empty,
    soFar: empty,
    timeline,
    moment: { state, onBreak: null, day: 1, revealed: [] },
    state,
    status: over ? (meta.note ?? (input.outcome ? formatResult(resultFromRecord(input.outcome)) : "")) : "",
    isReplay: slot !== undefined,
    startDate: shownDate(slot, zone, meta.start_date),
    endDate: slot ? dateInZone(timeline.start, zone) : meta.end_date,
    storedTotals: (over ? totals.results : []).map((row) => ({
      inningsNo: row.innings_no,
      teamId: row.batting_team_id,
      runs: row.runs,
      wickets: row.wickets,
      overs: formatOvers(row.legal_balls, input.ballsPerOver),
      declared: false,
      superOver: false,
    })),
  };
}
