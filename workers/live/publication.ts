/**
 * What a room sends when its match changed: the events between the two snapshots (or a fresh
 * snapshot when events cannot express the change), each given its seq and serialised once, and
 * the state they lead to. Pure: the room stores and broadcasts the result; the per-ball benchmark
 * (scripts/bench-live-ball.ts) runs the same code.
 */
import type { ChangeHints } from "../../app/scoring/index.server.ts";
import type { LiveSnapshot, MatchEvent } from "../../app/live/protocol.ts";
import { applyMatchEvent } from "../../app/live/reducer.ts";
import type { AlertMessage } from "../../app/alerts/kinds.ts";
import { alertsOf } from "../../app/alerts/from-room.ts";
import { eventsBetween } from "./events.ts";

export interface Publication {
  /** the messages, serialised, in seq order (before.seq + 1 …) */
  bodies: string[];
  /** the snapshot after them */
  state: LiveSnapshot;
  /** what followers are told by Web Push (wickets, fifties, hundreds, innings breaks, the result) */
  alerts: AlertMessage[];
}

/** null when nothing a client shows changed. */
export function publication(before: LiveSnapshot, after: LiveSnapshot, at: number, hints?: ChangeHints): Publication | null {
  const events = eventsBetween(before, after, hints);
  if (events && events.length === 0) return null;
  const matchId = before.matchId;
  const bodies: string[] = [];
  let state = before;
  if (events === null) {
    state = { ...after, seq: before.seq + 1, updatedAt: at };
    bodies.push(JSON.stringify({ type: "snapshot", seq: state.seq, matchId, at, snapshot: state } satisfies MatchEvent));
  } else {
    for (const event of events) {
      const message = { ...event, seq: state.seq + 1, matchId, at } as MatchEvent;
      state = applyMatchEvent(state, message).state!;
      bodies.push(JSON.stringify(message));
    }
  }
  return { bodies, state, alerts: alertsOf(before, events, after) };
}
