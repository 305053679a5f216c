import { createContext, type RouterContextProvider } from "react-router";

/**
 * How long the edge may keep a page for anonymous readers (docs/decisions/019): fresh for
 * `freshFor` seconds, then served stale for `staleFor` more while one request renders it again.
 * `liveSeq`: the page shows its match room up to this seq (a request for a later seq is not
 * answered from a copy of an older one). A route sets the policy of what it shows
 * (`cacheAtEdge`); otherwise the page's path decides (`defaultPolicy`).
 */
export interface EdgeCachePolicy {
  freshFor: number;
  staleFor: number;
  liveSeq?: number;
}

/** The classes of page, by how fast what they show changes. */
export const EDGE_CACHE = {
  /** home and the match hubs: the lists' own cache is 3 s; a refresh after a push has its own copy per ticker seq */
  lists: { freshFor: 3, staleFor: 0 },
  /** a match in play: per seq of its room (the page's script asks for the seq it was told of) */
  live: { freshFor: 1, staleFor: 0 },
  /** a finished match never changes; the strip in its shell does, at the spec's cadence for it (10 s) */
  finished: { freshFor: 10, staleFor: 86_400 },
  /** series, profiles, schedules, archive, search, error pages */
  content: { freshFor: 60, staleFor: 3_600 },
} as const satisfies Record<string, EdgeCachePolicy>;

export const edgeCacheContext = createContext<EdgeCachePolicy | null>(null);

/** Sets this response's policy (one route per page does: the match layout). */
export function cacheAtEdge(context: Readonly<RouterContextProvider>, policy: EdgeCachePolicy): void {
  context.set(edgeCacheContext, policy);
}

/**
 * The policy of a page whose route set none; null: never cached (the admin area, accounts, the
 * embeddable widget, and local development's outbox, which lists codes as they are sent).
 */
export function defaultPolicy(pathname: string): EdgeCachePolicy | null {
  if (/^\/(?:admin|account|user|widgets|dev)(?:\/|\.data$|$)/.test(pathname)) return null;
  if (pathname === "/" || pathname.startsWith("/cricket-match/live-scores")) return EDGE_CACHE.lists;
  return EDGE_CACHE.content;
}
