import { withEdgeCache, type CachedCricketData } from "./cache.ts";
import { demoClockFromEnv } from "./demo-clock.ts";
import { createEmbeddedData } from "./embedded/index.ts";

export type { CricketData } from "./contract.ts";
export type { CachedCricketData } from "./cache.ts";

/**
 * The site's data for this request: which adapter serves it is configuration (CRICKET_SOURCE),
 * never a code change, and it is always read through the edge cache.
 */
export function cricketDataFor(env: Env, ctx?: Pick<ExecutionContext, "waitUntil">): CachedCricketData {
  const source = env.CRICKET_SOURCE ?? "embedded";
  if (source !== "embedded") throw new Error(`CRICKET_SOURCE "${source}" is not available yet; use "embedded"`);
  const data = createEmbeddedData(env.DB, { config: demoClockFromEnv(env as unknown as Record<string, unknown>), now: Date.now });
  return withEdgeCache(data, {
    cache: (caches as unknown as { default: Cache }).default,
    namespace: "embedded",
    ...(ctx ? { waitUntil: (promise) => ctx.waitUntil(promise) } : {}),
  });
}
