/**
 * What the tests' demo clock replays: IPL 2025 and The Ashes 2025/26, each in its own cycle
 * (decision 015), the calendar the browser and Worker tests were written against. The default plan
 * (app/data/replay-plan.ts, decision 045) is chosen from the full data and changes when it is
 * planned again; tests that read a replayed page must not change with it.
 */
export const TEST_REPLAY_SERIES = "Indian Premier League 2025, The Ashes 2025/26";

const DAY = 86_400_000;
/** How long ago (whole days) the Worker tests' replay began: longer than either season lasts. */
const WORKER_TESTS_REPLAY_BEGAN_DAYS = 200;

/**
 * The Worker tests' demo clock: one shared cycle long enough that, whatever the date, both
 * seasons began 200 days ago and every replayed match has ended, on the same local hours (the
 * epoch is a UTC midnight). Without it a page test read a replayed match at a position of the
 * cycle that moved with the calendar (and with the few matches a test file imports, which make
 * the season's own cycle a few weeks long): a test passed in the afternoon and failed by evening.
 * Tests that need a match in play set their own clock (createEmbeddedData with a `now`).
 */
export function workerTestsClock(now = Date.now()): { DEMO_EPOCH: string; DEMO_PERIOD: string } {
  const today = Math.floor(now / DAY) * DAY;
  return { DEMO_EPOCH: String(today - WORKER_TESTS_REPLAY_BEGAN_DAYS * DAY), DEMO_PERIOD: String(10 * WORKER_TESTS_REPLAY_BEGAN_DAYS) };
}
