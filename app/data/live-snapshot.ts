/**
 * A match as a live page needs it: what match rooms publish (app/live/protocol.ts sends it and the
 * events that change it). Types only, no zod: it ships to the browser.
 */
import type { CommentaryItem, InningsScore, MatchState, Miniscore, TeamRef } from "./schemas.ts";

/** How many commentary items a snapshot keeps (newest first). */
export const RECENT_COMMENTARY = 30;

/** A match as a live page needs it, at one `seq`. */
export interface LiveSnapshot {
  matchId: number;
  /** the seq of the last message folded into this snapshot */
  seq: number;
  /** server time of the last change (UTC ms): the "last updated" of the page */
  updatedAt: number;
  /** "scoring": balls posted by scorers; "embedded": D1 through the demo clock; "upstream": the provider */
  source: "scoring" | "embedded" | "upstream";
  state: MatchState;
  status: string;
  isReplay: boolean;
  teams: [TeamRef, TeamRef];
  innings: InningsScore[];
  /** deliveries bowled so far in each innings, wides and no-balls included (empty for upstream) */
  balls: number[];
  miniscore: Miniscore | null;
  /** newest first, at most RECENT_COMMENTARY */
  commentary: CommentaryItem[];
  /**
   * Set while the room's source is failing: when it last answered (UTC ms). The snapshot is then
   * the last good one, and pages say so.
   */
  staleSince?: number | null;
  /**
   * The win probability now (decision 049): the chance of `team` (the side batting first), sent
   * with each ball so a page shows it without reading anything else. Absent where there is no model.
   */
  forecast?: LiveForecast | null;
}

export interface LiveForecast {
  team: string;
  /** 0–1 */
  chance: number;
  /** a Test (decision 060): the chance of a draw; the other side's is 1 − chance − draw */
  draw?: number;
}
