import type { StatsQueryData } from "../contract.ts";

/** The provider has no per-match lines to query (its stats endpoints are fixed record tables): a clear empty state. */
export const UPSTREAM_STATS_QUERY_EMPTY =
  "The stats query is not available from the live data provider; it needs the embedded match archive.";

export function upstreamStatsQuery(): StatsQueryData {
  return { statsQuery: async () => ({ rows: [], more: false, emptyReason: UPSTREAM_STATS_QUERY_EMPTY }) };
}
