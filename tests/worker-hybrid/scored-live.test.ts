/**
 * A match scored on our own site (the scoring API: D1, `source = 'scoring'`) is live in the hybrid
 * mode beside the provider's live matches (issue 32): the live hub lists both, and our match's page
 * is ours.
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
