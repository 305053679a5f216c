import type { CricketData } from "../contract.ts";
import { loadMatchList } from "./match-list.ts";

/** CricketData served from D1 (Cricsheet imports and the scoring API). */
export function createEmbeddedData(db: D1Database): CricketData {
  return {
    matchList: (kind) => loadMatchList(db, kind),
  };
}
