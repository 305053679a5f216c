/**
 * Reading the built Worker at a moment of its demo clock (vitest.config.ts: the tests' seasons in a
 * long shared cycle, scripts/lib/test-replay.ts): a replayed match is a fixture of the next cycle
 * except while it is played and for a day after, so a test that needs one in play or just finished
 * sets the Worker's clock there. Past moments only: what the caches keep from them is stale at once
 * for the tests that follow.
 */
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { Timeline } from "../../app/cricket/pace.ts";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { replayPlan } from "../../app/data/embedded/clock.server.ts";

const DAY = 86_400_000;

/** A replay of match `id` that ended at least an hour ago. */
export async function endedReplay(id: number): Promise<Timeline> {
  const config = demoClockFromEnv(env as unknown as Record<string, unknown>);
  // Day by day back: a match is its cycle's instance only until it ends (then the next cycle's).
  for (let days = 0; days <= 800; days++) {
    const plan = await replayPlan(env.DB, { config, now: () => Date.now() - days * DAY });
    const timeline = plan.get(id)?.timeline;
    if (timeline && timeline.end < Date.now() - 3_600_000) return timeline;
  }
  throw new Error(`no past replay of match ${id}`);
}

/** `read` with the Worker's clock at `at` (Date only: timers keep running), then the real time again. */
export async function atMoment<T>(at: number, read: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
  try {
    return await read();
  } finally {
    vi.useRealTimers();
  }
}
