import type { StatsQueryData } from "../contract.ts";
import { readStatsQuery } from "./store/stats-query.server.ts";

/** The stats query area of the embedded source: SQL over the stored per-match lines (decision 054). */
export function embeddedStatsQuery(db: D1Database): StatsQueryData {
  return { statsQuery: (query) => readStatsQuery(db, query) };
}
