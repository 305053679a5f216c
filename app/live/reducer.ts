/**
 * Folding live messages into state, in seq order. Pure; the browser hook, the Node benchmark
 * clients and the Durable Objects all use these, so a client that applied every message holds
 * exactly the server's snapshot.
 */
import type { LiveForecast } from "../data/live-snapshot.ts";
import { RECENT_COMMENTARY, type LiveSnapshot, type MatchEvent, type TickerEvent, type TickerSnapshot } from "./protocol.ts";

/**
 * - applied: the message was the next one (or a snapshot newer than the state);
 * - duplicate: already seen (seq ≤ the state's), ignored;
 * - gap: a message is missing in between (or there is no state yet): ask for a resync.
 */
export type Outcome = "applied" | "duplicate" | "gap";

export interface Applied<S> {
  state: S;
  outcome: Outcome;
}

interface Sequenced {
  seq: number;
}

function order<S extends Sequenced>(state: S | null, message: { type: string; seq: number }): Outcome | "snapshot" {
  if (message.type === "snapshot") return state && message.seq <= state.seq ? "duplicate" : "snapshot";
  if (!state) return "gap";
  if (message.seq <= state.seq) return "duplicate";
  if (message.seq > state.seq + 1) return "gap";
  return "applied";
}

export function applyMatchEvent(state: LiveSnapshot | null, message: MatchEvent): Applied<LiveSnapshot | null> {
  const verdict = order(state, message);
  if (verdict === "snapshot" && message.type === "snapshot") return { state: message.snapshot, outcome: "applied" };
  if (verdict !== "applied" || !state || message.type === "snapshot")
    return { state, outcome: verdict === "snapshot" ? "applied" : verdict };
  // New items go on top; an item already shown (same key) is replaced where it stands.
  let commentary = state.commentary;
  for (const item of message.commentary) {
    const index = commentary.findIndex((shown) => shown.key === item.key);
    commentary = index >= 0 ? commentary.map((shown, i) => (i === index ? item : shown)) : [item, ...commentary];
  }
  commentary = commentary.slice(0, RECENT_COMMENTARY);
  return {
    // A source signal changes what the page says about the data, not the match: "last updated" stays.
    state: {
      ...state,
      ...message.patch,
      seq: message.seq,
      updatedAt: message.type === "source" ? state.updatedAt : message.at,
      commentary,
    },
    outcome: "applied",
  };
}

export function applyTickerEvent(state: TickerSnapshot | null, message: TickerEvent): Applied<TickerSnapshot | null> {
  const verdict = order(state, message);
  if (verdict === "snapshot" && message.type === "snapshot") return { state: message.snapshot, outcome: "applied" };
  if (verdict !== "applied" || !state || message.type === "snapshot")
    return { state, outcome: verdict === "snapshot" ? "applied" : verdict };
  let matches = state.matches;
  if (message.type === "match") {
    const index = matches.findIndex((m) => m.id === message.match.id);
    matches = index >= 0 ? matches.map((m, i) => (i === index ? message.match : m)) : [...matches, message.match];
  } else {
    matches = matches.filter((m) => m.id !== message.matchId);
  }
  return { state: { seq: message.seq, updatedAt: message.at, matches }, outcome: "applied" };
}

/** Where a client is in a match's stream, for pages that re-read their HTML instead of folding events. */
export interface StreamPosition {
  seq: number;
  /** server time of the last change */
  updatedAt: number;
}

/** The same ordering as applyMatchEvent, keeping only the position: any applied message means "changed". */
export function applyPosition(
  state: StreamPosition | null,
  message: { type: string; seq: number; at: number },
): Applied<StreamPosition | null> {
  const verdict = order(state, message);
  if (verdict !== "snapshot" && verdict !== "applied") return { state, outcome: verdict };
  // A source signal is news about the data, not a change of the match: "last updated" stays.
  const updatedAt = message.type === "source" && state ? state.updatedAt : message.at;
  return { state: { seq: message.seq, updatedAt }, outcome: "applied" };
}

/** A match page's position, and the win probability the last frame carried (undefined: none said). */
export interface MatchPagePosition extends StreamPosition {
  forecast?: LiveForecast | null;
}

/** applyPosition for a match page: it also keeps the win probability the frames carry, to show it at once. */
export function applyMatchPagePosition(state: MatchPagePosition | null, message: MatchEvent): Applied<MatchPagePosition | null> {
  const moved = applyPosition(state, message);
  if (moved.outcome !== "applied" || !moved.state) return { state, outcome: moved.outcome };
  const forecast =
    message.type === "snapshot" ? message.snapshot.forecast : "forecast" in message.patch ? message.patch.forecast : state?.forecast;
  return { state: { ...moved.state, forecast }, outcome: "applied" };
}
