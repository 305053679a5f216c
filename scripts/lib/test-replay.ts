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
 * The Worker tests' demo clock: one shared cycle begun 200 days ago (a UTC midnight: local hours
 * kept), long enough that the same thing is true whatever the date: every replayed match has been
 * played once and is next cycle's fixture. Without it the replay's position moved with the
 * calendar (and with the few matches a test file imports, which make a season's own cycle a few
 * weeks long): a page test of a replayed match passed in the afternoon and failed by evening.
 * Tests that need a replayed match in play or just over read the Worker at that moment
 * (tests/worker/replay-moments.ts).
 */
export function workerTestsClock(now = Date.now()): { DEMO_EPOCH: string; DEMO_PERIOD: string } {
  const today = Math.floor(now / DAY) * DAY;
  return { DEMO_EPOCH: String(today - WORKER_TESTS_REPLAY_BEGAN_DAYS * DAY), DEMO_PERIOD: String(10 * WORKER_TESTS_REPLAY_BEGAN_DAYS) };
}
