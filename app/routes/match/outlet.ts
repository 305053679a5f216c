import { useOutletContext } from "react-router";
import type { MatchInfo, Miniscore } from "../../data/schemas.ts";
import type { LiveSnapshot } from "../../live/protocol.ts";

/** What the match page layout hands its tabs: the match as the latest push says it is. */
export interface MatchOutletContext {
  info: MatchInfo;
  miniscore: Miniscore | null;
  live: LiveSnapshot | null;
}

export function useMatch(): MatchOutletContext {
  return useOutletContext<MatchOutletContext>();
}
