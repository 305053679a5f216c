/**
 * A match scored on our own site (the scoring API: D1, `source = 'scoring'`) is live in the hybrid
 * mode beside the provider's live matches (issue 32): the live hub and home's slider list both, and
 * our match's page is ours.
 */
import { beforeAll, expect, test } from "vitest";
import { scoredMatch } from "../worker/live-helpers.ts";
import { page, setFault } from "./hybrid-helpers.ts";

let scored: Awaited<ReturnType<typeof scoredMatch>>;

beforeAll(async () => {
  await setFault("none");
  // A scored copy of India v Pakistan (New York, T20 World Cup 2024): the toss and the first balls.
  scored = await scoredMatch("1415719");
  await scored.play(2 + 5);
});

test("the live hub lists the match scored on our site beside the provider's live matches", async () => {
  const hub = await page("/cricket-match/live-scores");
  expect(hub.status).toBe(200);
  expect(hub.html).toContain("KwaZulu-Natal Inland"); // the provider's
  expect(hub.html).toContain(`/live-cricket-scores/${scored.matchId}/`); // ours
  // One card, beside the provider's.
  expect(hub.html.match(new RegExp(`data-match-id="${scored.matchId}"`, "g"))).toHaveLength(1);
  const ours = await page(`/live-cricket-scores/${scored.matchId}`);
  expect(ours.status).toBe(200);
  expect(ours.html).toContain("Pakistan");
});

test("home's slider carries the match scored on our site beside the provider's", async () => {
  const home = await page("/");
  expect(home.status).toBe(200);
  const start = home.html.indexOf('data-live-region="home-slider"');
  expect(start).toBeGreaterThan(-1);
  const slider = home.html.slice(start, home.html.indexOf("</section>", start));
  const cards = [...slider.matchAll(/href="\/live-cricket-scores\/(\d+)\//g)].map((m) => Number(m[1]));
  expect(cards).toContain(133869); // the provider's live KwaZulu-Natal Inland v North West
  // Live, so among the first cards, not after the provider's results.
  expect(cards.indexOf(scored.matchId)).toBe(0);
});

test("while the provider's live list fails, the live hub still lists the match scored on our site and says the rest is missing", async () => {
  await setFault("404", "/matches/v1/live");
  try {
    // The list kept from before the fault is served until its few seconds are up: wait for the reader's view.
    await expect
      .poll(async () => (await page("/cricket-match/live-scores")).html, { timeout: 60_000, interval: 500 })
      .toContain("Other live matches are not available right now");
    const hub = await page("/cricket-match/live-scores");
    expect(hub.status).toBe(200);
    expect(hub.html).toContain(`/live-cricket-scores/${scored.matchId}/`);
    expect(hub.html).not.toContain("KwaZulu-Natal Inland");
  } finally {
    await setFault("none");
  }
});
