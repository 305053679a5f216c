/**
 * The live wire protocol (docs/decisions/006-live-fan-out.md): what `GET /live/match/{id}` and
 * `GET /live/ticker` send, as WebSocket text frames of JSON, or as the JSON of the polling fallback.
 *
 * Every message carries a `seq`, increasing by exactly 1 per message of one match (one ticker), so
 * a client can tell a duplicate (seq ≤ its own) from a gap (seq > its own + 1). A `snapshot` replaces
 * the client's whole state; every other message is applied with `applyMatchEvent`: it sets the
 * fields in `patch` and puts `commentary` (oldest first) on top of the recent commentary, an item
 * with a key already shown replacing it in place (an over summary the next ball completes). The
 * server applies the very same function to its own copy, so every client converges on it.
 *
 * Types only (no zod): this module ships to the browser.
 */
import type { LiveSnapshot } from "../data/live-snapshot.ts";
import type { CommentaryItem, MatchState, MatchSummary, OverSummary, TeamRef } from "../data/schemas.ts";

export { RECENT_COMMENTARY, type LiveSnapshot } from "../data/live-snapshot.ts";

/** Fields an event sets on the snapshot. */
export type SnapshotPatch = Partial<Pick<LiveSnapshot, "state" | "status" | "innings" | "balls" | "miniscore" | "staleSince" | "forecast">>;

interface EventBase {
  seq: number;
  matchId: number;
  /** server time (UTC ms) */
  at: number;
  patch: SnapshotPatch;
  /** new commentary, oldest first; an item whose key is already shown replaces it */
  commentary: CommentaryItem[];
}

/** The Cricsheet delivery, as the scorer posted it (names, not ids). */
export interface WireDelivery {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: { player_out: string; kind: string; fielders?: { name?: string; substitute?: boolean }[] }[];
  [key: string]: unknown;
}

export type MatchEvent =
  | { type: "snapshot"; seq: number; matchId: number; at: number; snapshot: LiveSnapshot }
  | (EventBase & {
      type: "ball";
      inningsNo: number;
      /** index of the delivery in its innings (0-based, wides and no-balls included); null upstream */
      position: number | null;
      /** "19.4" */
      overLabel: string | null;
      /** "FOUR", "SIX", "WICKET", "NONE", … */
      event: string;
      /** the posted ball, when it came from a scorer */
      delivery?: WireDelivery;
    })
  | (EventBase & { type: "wicket"; inningsNo: number; position: number | null; text: string; lastWicket: string | null })
  | (EventBase & { type: "over"; inningsNo: number; over: OverSummary | null })
  | (EventBase & { type: "innings"; inningsNo: number; action: "start" | "end"; team: TeamRef | null })
  | (EventBase & { type: "status"; state: MatchState; status: string })
  | (EventBase & { type: "commentary" })
  /** The room's source stopped answering (patch.staleSince: when it last did) or answers again (null). */
  | (EventBase & { type: "source" })
  /** An editor wrote (or removed) a live blog entry for the match: pages read it again. */
  | (EventBase & { type: "blog" });

export type MatchEventType = MatchEvent["type"];

/** The ticker: every live match's score and status line, for the match strip and the home slider. */
export interface TickerSnapshot {
  seq: number;
  updatedAt: number;
  matches: MatchSummary[];
}

export type TickerEvent =
  | { type: "snapshot"; seq: number; at: number; snapshot: TickerSnapshot }
  | { type: "match"; seq: number; at: number; match: MatchSummary }
  | { type: "remove"; seq: number; at: number; matchId: number };

/** What a client may send on the socket (besides "ping", answered "pong" by the runtime). */
export type ClientMessage = { type: "resync"; since: number | null };

/** The polling fallback's answer (`GET /live/match/{id}?since=SEQ` without an Upgrade header). */
export type PollAnswer<M> = { messages: M[] };
