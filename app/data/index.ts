import type { CricketData } from "./contract.ts";
import { createEmbeddedData } from "./embedded/index.ts";

export type { CricketData } from "./contract.ts";

/** Which adapter serves the site is configuration (CRICKET_SOURCE), never a code change. */
export function cricketDataFor(env: Env): CricketData {
  const source = env.CRICKET_SOURCE ?? "embedded";
  if (source === "embedded") return createEmbeddedData(env.DB);
  throw new Error(`CRICKET_SOURCE "${source}" is not available yet; use "embedded"`);
}
