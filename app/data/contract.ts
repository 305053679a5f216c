import type { MatchList, MatchListKind } from "./schemas.ts";

/**
 * The one interface between data and pages. The embedded adapter (D1) implements it today; the
 * upstream (Cricbuzz-style) adapter and the edge cache wrap the same interface.
 */
export interface CricketData {
  /** Live, recent or upcoming matches, grouped by match type then series. */
  matchList(kind: MatchListKind): Promise<MatchList>;
}
