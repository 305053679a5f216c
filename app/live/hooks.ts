/**
 * React hooks over LiveConnection for hydrated pages: the live score widget, the match strip and
 * the home slider (match pages are not hydrated: app/enhance/live.ts keeps them live):
 *
 *   const { snapshot, status, updatedAt } = useLiveMatch(matchId, loaderData.live);
 *   const { matches, status } = useTicker(loaderData.ticker);
 *
 * Both render the server's data first (SSR and the first client render agree), connect after
 * hydration, and close the socket when the component unmounts or the match changes.
 */
import { useEffect, useState } from "react";
import { LiveConnection, type ConnectionStatus } from "./connection.ts";
import type { LiveSnapshot, MatchEvent, TickerEvent, TickerSnapshot } from "./protocol.ts";
import { applyMatchEvent, applyTickerEvent } from "./reducer.ts";
import { followNetwork, liveUrl, pollInterval, viewerKey } from "./status.ts";

export interface LiveView<S> {
  /** the latest state: the server-rendered one until the first message arrives */
  snapshot: S | null;
  status: ConnectionStatus;
  /** server time of the last change, for "last updated" */
  updatedAt: number | null;
}

function useConnection<S extends { seq: number }, M extends { type: string; seq: number }>(
  path: string | null,
  initial: S | null,
  apply: (state: S | null, message: M) => { state: S | null; outcome: "applied" | "duplicate" | "gap" },
  updatedAtOf: (state: S) => number,
): LiveView<S> {
  const [view, setView] = useState<LiveView<S>>({
    snapshot: initial,
    status: "connecting",
    updatedAt: initial ? updatedAtOf(initial) : null,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one connection per path; the initial state and the reducer are read once, at connect
  useEffect(() => {
    if (!path) return;
    const connection = new LiveConnection<S, M>({
      url: liveUrl(path),
      // Match rooms spread their sockets over relays by this key; the ticker has none.
      viewer: path.startsWith("/live/match/") ? viewerKey(window) : undefined,
      initial,
      apply,
      pollIntervalMs: (state) => pollInterval(state as { state?: string } | null),
    });
    const unsubscribe = connection.subscribe(({ state, status }) =>
      setView({ snapshot: state, status, updatedAt: state ? updatedAtOf(state) : null }),
    );
    const unfollow = followNetwork(connection, window);
    connection.start();
    return () => {
      unfollow();
      unsubscribe();
      connection.stop();
    };
    // A new match (or path) is a new subscription; `initial` only seeds the first one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path]);
  return view;
}

/** One match, live: pass the snapshot the loader got from `loadLiveSnapshot` (or null). */
export function useLiveMatch(matchId: number | null, initial: LiveSnapshot | null): LiveView<LiveSnapshot> {
  return useConnection<LiveSnapshot, MatchEvent>(matchId ? `/live/match/${matchId}` : null, initial, applyMatchEvent, (s) => s.updatedAt);
}

/** Every live match's score line (match strip, home slider). */
export function useTicker(initial: TickerSnapshot | null = null): LiveView<TickerSnapshot> & { matches: TickerSnapshot["matches"] } {
  const view = useConnection<TickerSnapshot, TickerEvent>("/live/ticker", initial, applyTickerEvent, (s) => s.updatedAt);
  return { ...view, matches: view.snapshot?.matches ?? [] };
}
