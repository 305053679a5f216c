/**
 * The hybrid mode's outage drill (issue 32, decision 057): with the provider failing every call one
 * way (each fault the held provider can make: 404, 429, 500, slow, malformed JSON), every page type
 * answers 200 or an honest 503/404, never another 5xx, and the pages of history (answered by D1)
 * answer 200 all the same. This file starts with nothing kept in the edge cache (decision 043), so
 * the pages ask the failing provider.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import { FAULTS, type Fault } from "../support/held-provider.ts";
import { FINAL, KOHLI, fetchPage, importHistory, page, providerCalls, setFault } from "./hybrid-helpers.ts";
import { PROVIDER_LIVE_MATCH } from "./provider-answers.ts";

let own = { series: 0, india: 0 };

beforeAll(async () => {
  await setFault("none");
  own = await importHistory();
});

afterAll(async () => {
  await setFault("none");
});

/** Pages D1 answers alone: 200 whatever the provider does. */
const history = () => [
  `/profiles/${KOHLI}`,
  "/cricket-scorecard-archives/2024",
  "/cricket-stats/icc-rankings/men/teams?format=t20",
  `/live-cricket-scores/${FINAL}`,
  `/cricket-series/${own.series}`,
  `/cricket_team/india/${own.india}`,
  "/cricket-stats/query",
];

/** One page of every type: the provider's live match, the present's lists, and history. */
const pages = () => [
  "/",
  "/cricket-match/live-scores",
  "/cricket-match/live-scores/recent-matches",
  "/cricket-match/live-scores/upcoming-matches",
  `/live-cricket-scores/${PROVIDER_LIVE_MATCH}`,
  `/widgets/live-score/${PROVIDER_LIVE_MATCH}`,
  `/live/match/${PROVIDER_LIVE_MATCH}`,
  "/live/ticker",
  "/cricket-schedule/series/international",
  "/cricket-team",
  "/cricket-stats/points-table/test/world-test-championship",
  "/cricket_news",
  "/cricket-videos",
  "/cricket-photo-gallery",
  "/search?q=kohli",
  "/api/search?q=india",
  ...history(),
];

// Failures first (nothing good is kept yet, so every page asks the provider); the 500s open the
// breaker, so the slow provider, whose answers are kept, comes last once a call gets through again.
const ORDER: readonly Fault[] = ["404", "429", "malformed", "500", "slow"];

test("every fault the provider can make is tried", () => {
  expect([...ORDER].sort()).toEqual([...FAULTS].sort());
});

/** The provider answers again: until a call gets through, the circuit breaker (opened by the 500s) is still open. */
async function untilTheBreakerCloses() {
  await setFault("none");
  const before = (await providerCalls())["/matches/v1/live"] ?? 0;
  await expect
    .poll(
      async () => {
        await (await fetchPage("/cricket-match/live-scores")).text();
        return (await providerCalls())["/matches/v1/live"] ?? 0;
      },
      { timeout: 90_000, interval: 1_000 },
    )
    .toBeGreaterThan(before);
}

for (const fault of ORDER) {
  test(`the provider answering ${fault}: no page errs, and history still answers from D1`, async () => {
    if (fault === "slow") await untilTheBreakerCloses();
    await setFault(fault);
    const callsBefore = Object.values(await providerCalls()).reduce((sum, n) => sum + n, 0);
    // All at once, as readers would come: a slow provider costs the drill one wait, not one per page.
    const answers = await Promise.all(pages().map(async (path) => ({ path, status: (await page(path)).status })));
    const problems = answers.flatMap(({ path, status }) => [
      ...(status >= 500 && status !== 503 ? [`${path}: ${status}`] : []),
      ...(history().includes(path) && status !== 200 ? [`${path} (history): ${status}`] : []),
    ]);
    expect(problems).toEqual([]);
    // A drill, not a cache's replay: the failing provider was asked.
    expect(Object.values(await providerCalls()).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(callsBefore);
  }, 240_000);
}
