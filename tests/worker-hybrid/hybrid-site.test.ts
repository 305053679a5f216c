/**
 * The hybrid source, the production shape (issue 32, decision 057): CRICKET_SOURCE=hybrid, the
 * present from the provider (the held provider on a real local port, tests/support/held-provider.ts,
 * serving the real live list of September 2025 and a match being played), history from D1 (a
 * handful of imported Cricsheet matches). The outage drill is outage-drill.test.ts.
 */
import { beforeAll, expect, test } from "vitest";
import { FINAL, KOHLI, importHistory, page, providerCalls, setFault } from "./hybrid-helpers.ts";
import { PROVIDER_LIVE_MATCH } from "./provider-answers.ts";

let own = { series: 0, india: 0 };

beforeAll(async () => {
  await setFault("none");
  own = await importHistory();
});

test("the live hub lists the provider's live matches, not D1's", async () => {
  const hub = await page("/cricket-match/live-scores");
  expect(hub.status).toBe(200);
  // The provider's live list of September 2025 (the CSA four-day series, West Indies v Nepal).
  expect(hub.html).toContain("KwaZulu-Natal Inland");
  expect(hub.html).toContain("Day 3: Stumps - North West trail by 29 runs");
  // D1's final is history, not the present.
  expect(hub.html).not.toContain(`/live-cricket-scores/${FINAL}/`);
  expect((await providerCalls())["/matches/v1/live"]).toBeGreaterThan(0);
});

test("a match the provider is playing shows its score and commentary from the provider", async () => {
  const live = await page(`/live-cricket-scores/${PROVIDER_LIVE_MATCH}`);
  expect(live.status).toBe(200);
  expect(live.path).toMatch(new RegExp(`^/live-cricket-scores/${PROVIDER_LIVE_MATCH}/`));
  expect(live.html).toContain("Chennai Super Kings");
  // The miniscore's 41/2 and a ball of the real in-progress commentary.
  expect(live.html).toMatch(/41\s*\/\s*2|41-2/);
  expect(live.html).toContain("Udana to Rayudu");
});

test("history comes from D1: a profile, an archive year, the rankings, older results, a past match, its series and a team", async () => {
  const before = await providerCalls();
  const profile = await page(`/profiles/${KOHLI}`);
  expect(profile.status).toBe(200);
  expect(profile.html).toContain("V Kohli");
  const archive = await page("/cricket-scorecard-archives/2024");
  expect(archive.status).toBe(200);
  expect(archive.html).toContain("ICC Men&#x27;s T20 World Cup");
  const rankings = await page("/cricket-stats/icc-rankings/men/teams?format=t20");
  expect(rankings.status).toBe(200);
  expect(rankings.html).toContain("India");
  expect(rankings.html).toContain("South Africa");
  // The provider's recent list is one page: the results before it are ours.
  const older = await page("/cricket-match/live-scores/recent-matches?before=2024-07-01");
  expect(older.status).toBe(200);
  expect(older.html).toContain(`/live-cricket-scores/${FINAL}/`);
  const final = await page(`/live-cricket-scores/${FINAL}`);
  expect(final.status).toBe(200);
  expect(final.html).toContain("India won by 7 runs");
  const series = await page(`/cricket-series/${own.series}`);
  expect(series.status).toBe(200);
  expect(series.html).toContain("ICC Men&#x27;s T20 World Cup");
  const team = await page(`/cricket_team/india/${own.india}`);
  expect(team.status).toBe(200);
  expect(team.html).toContain("India");
  // None of those asked the provider for a match, series, team or player (the header's lists aside).
  const after = await providerCalls();
  const asked = Object.keys(after).filter((path) => (after[path] ?? 0) > (before[path] ?? 0));
  expect(asked.filter((path) => /^\/(mcenter|series\/v1\/\d|teams\/v1\/\d|stats\/v1\/player)/.test(path))).toEqual([]);
});
