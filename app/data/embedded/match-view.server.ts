import { matchSoFar, momentAt, statusAt } from "../../cricket/match-state.ts";
import { deliveriesPerOver } from "../../cricket/pace.ts";
import { dateInZone, formatGmt } from "../../cricket/time.ts";
import type { TeamRef } from "../schemas.ts";
import { replayPlan, trueTimeline, type Clock } from "./clock.server.ts";
import { loadMatchInput } from "./match-input.server.ts";
import { loadMatchMeta, type MatchView } from "./match-record.server.ts";
import { scoredMatchFrom, scoredView } from "./scored.server.ts";

/** A match as it is at the clock's `now`: read once (meta, balls, and for a scored match its scoring rows). */
export async function loadMatchView(db: D1Database, clock: Clock, id: number): Promise<MatchView | null> {
  const [meta, stored, plan] = await Promise.all([loadMatchMeta(db, id), loadMatchInput(db, id), replayPlan(db, clock)]);
  if (!meta || !stored) return null;
  // Scored through the scoring API: the scorer's state and the balls posted so far, no clock.
  if (meta.source === "scoring") {
    const scored = await scoredMatchFrom(db, meta, stored);
    return scoredView(scored, clock.now());
  }
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
    status: statusAt(soFar, moment, formatGmt(timeline.start)),
    isReplay: slot !== undefined,
    startDate: slot ? dateInZone(timeline.start, zone) : meta.start_date,
    endDate: slot ? dateInZone(Math.max(timeline.end, timeline.start), zone) : meta.end_date,
  };
}
