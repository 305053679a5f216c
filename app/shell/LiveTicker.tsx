import { useEffect } from "react";
import { useTicker } from "../live/hooks.ts";
import type { MatchSummary } from "../data/schemas.ts";

/** Loaded after hydration (React.lazy): the ticker's socket code stays out of the first load. */
export default function LiveTicker({ onMatches }: { onMatches: (matches: MatchSummary[]) => void }) {
  const { matches } = useTicker(null);
  useEffect(() => onMatches(matches), [matches, onMatches]);
  return null;
}
