import { createContext, lazy, Suspense, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { MatchSummary } from "../data/schemas.ts";

/**
 * One ticker subscription for the whole page (match strip and home slider share it), opened after
 * hydration. Components render the server's matches and take newer summaries from the ticker, by
 * match id, as they arrive (push instead of the spec's 3 s polling).
 */
const TickerContext = createContext<MatchSummary[]>([]);
const LiveTicker = lazy(() => import("./LiveTicker.tsx"));

export function TickerProvider({ children }: { children: ReactNode }) {
  const [matches, setMatches] = useState<MatchSummary[]>([]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <TickerContext.Provider value={matches}>
      {children}
      {hydrated && (
        <Suspense fallback={null}>
          <LiveTicker onMatches={setMatches} />
        </Suspense>
      )}
    </TickerContext.Provider>
  );
}

/**
 * The server's matches with the ticker's newer summaries swapped in; `addLive` also puts live
 * matches the server did not know about first (a match that started after the page was rendered).
 */
export function useLiveMatches(initial: MatchSummary[], options: { addLive?: boolean } = {}): MatchSummary[] {
  const live = useContext(TickerContext);
  return useMemo(() => {
    if (live.length === 0) return initial;
    const byId = new Map(live.map((m) => [m.id, m]));
    const merged = initial.map((m) => byId.get(m.id) ?? m);
    if (!options.addLive) return merged;
    const known = new Set(initial.map((m) => m.id));
    return [...live.filter((m) => !known.has(m.id)), ...merged];
  }, [initial, live, options.addLive]);
}
