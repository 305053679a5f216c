import type { StatsQueryData } from "../contract.ts";
import { type Clock, unfinishedReplays } from "./clock.server.ts";
import { readStatsQuery } from "./store/stats-query.server.ts";

/** The stats query area of the embedded source: SQL over the stored per-match lines (decision 054), without replayed matches the clock has not finished. */
export function embeddedStatsQuery(db: D1Database, clock: Clock): StatsQueryData {
  return {
    statsQuery: async (query) => {
      const unfinished = await unfinishedReplays(db, clock);
      const result = await readStatsQuery(db, query, unfinished);
      return unfinished.length > 0 ? { ...result, notYetOver: unfinished.length } : result;
    },
  };
}
