/**
 * What the tests' demo clock replays: IPL 2025 and The Ashes 2025/26, each in its own cycle
 * (decision 015), the calendar the browser and Worker tests were written against. The default plan
 * (app/data/replay-plan.ts, decision 045) is chosen from the full data and changes when it is
 * planned again; tests that read a replayed page must not change with it.
 */
export const TEST_REPLAY_SERIES = "Indian Premier League 2025, The Ashes 2025/26";
