/**
 * Readers never see provider internals (issue 32): with CRICKET_SOURCE=upstream and a provider that
 * fails every call one way (404, 429, 500, slow, malformed JSON), every main page type answers
 * without a 5xx (an honest 503 allowed) and no page shows the provider's URL, an HTTP status, or
 * the circuit breaker's retry timer. The provider is the held provider on a real local port
 * (tests/support/held-provider.ts), failing on command.
 */
import { env, exports } from "cloudflare:workers";
import { afterAll, expect, test } from "vitest";
import { FAULTS, type Fault } from "../support/held-provider.ts";

const CONTROL = (env as unknown as { TEST_PROVIDER_CONTROL: string }).TEST_PROVIDER_CONTROL;
const PROVIDER_HOST = new URL(CONTROL).host;
const setFault = async (kind: Fault | "none") => (await fetch(`${CONTROL}/fault?path=*&kind=${kind}`, { method: "POST" })).json();

/** One page of every type the site has (the provider's finished match 77 of series 9 where one is named). */
const PAGES = [
  "/",
  "/cricket-match/live-scores",
  "/cricket-match/live-scores/recent-matches",
  "/cricket-match/live-scores/upcoming-matches",
  "/live-cricket-scores/77/team-a-vs-team-b-1st-odi",
  "/live-cricket-scores/77/team-a-vs-team-b-1st-odi/scorecard",
  "/widgets/live-score/77",
  "/live/match/77",
  "/live/ticker",
  "/cricket-series/9/provider-cup",
  "/cricket-series/9/provider-cup/matches",
  "/cricket-schedule/series/international",
  "/cricket_team/india/2",
  "/cricket-team",
  "/profiles/6635/usman-khawaja",
  "/cricket-stats/icc-rankings/men/batting",
  "/cricket-stats/points-table/test/world-test-championship",
  "/cricket_news",
  "/cricket-videos",
  "/cricket-photo-gallery",
  "/search?q=india",
  "/api/search?q=india",
];

/** What a reader must never read: the provider's address, an HTTP status line of its call, the breaker's timer. */
const INTERNALS = [
  new RegExp(PROVIDER_HOST.replaceAll(".", "\\.")),
  /\bGET \/[a-z]/i,
  /HTTP \d{3}/,
  /trying again in/i,
  /provider is unavailable/i,
  /SourceError/,
  /not JSON/i,
];

const get = (path: string) =>
  exports.default.fetch(new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }));

const providerCalls = async (path: string) => ((await (await fetch(`${CONTROL}/calls`)).json()) as Record<string, number>)[path] ?? 0;

/** The provider answers again: until a call gets through, the circuit breaker (opened by the 500s) is still open. */
async function untilTheBreakerCloses() {
  await setFault("none");
  const before = await providerCalls("/matches/v1/live");
  await expect
    .poll(
      async () => {
        await (await get("/cricket-match/live-scores")).text();
        return providerCalls("/matches/v1/live");
      },
      { timeout: 90_000, interval: 1_000 },
    )
    .toBeGreaterThan(before);
}

afterAll(async () => {
  await setFault("none");
});

// Failures first (nothing good is kept yet, so every page asks the provider); the 500s open the
// breaker, so the slow provider, whose answers are kept, comes last once a call gets through again.
const ORDER: readonly Fault[] = ["404", "429", "malformed", "500", "slow"];

test("home's sections fail alone: the provider's failing news call leaves its matches on the page", async () => {
  // This provider serves the match lists but no /news/v1/index (a 404 on every call): home's news says so, its slider is unaffected.
  await setFault("none");
  const html = (await (await get("/")).text()).replaceAll("<!-- -->", "");
  expect(html).toContain("News is not available right now.");
  expect(html).toContain("Team A won by 5 wkts");
  expect(html).not.toContain("home__error");
});

test("every fault the provider can make is tried", () => {
  expect([...ORDER].sort()).toEqual([...FAULTS].sort());
});

for (const fault of ORDER) {
  test(`provider answering ${fault}: no page errs or shows the provider's internals`, async () => {
    if (fault === "slow") await untilTheBreakerCloses();
    await setFault(fault);
    const problems: string[] = [];
    for (const path of PAGES) {
      const response = await get(path);
      const text = await response.text();
      if (response.status >= 500 && response.status !== 503) problems.push(`${path}: ${response.status}`);
      for (const pattern of INTERNALS) {
        const found = pattern.exec(text);
        if (found) problems.push(`${path}: shows "${text.slice(Math.max(0, found.index - 60), found.index + 60)}"`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
}
