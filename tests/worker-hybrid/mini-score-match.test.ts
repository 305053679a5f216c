/**
 * A match page from whatever answers (issue 32): a match of the provider's live list whose full
 * match endpoints (match centre, commentary, scorecard, squads, highlights) all answer 404 and only
 * the mini score (`/mcenter/v1/{id}/leanback`) answers. Its page shows the score, the status and a
 * note that more detail is not available; each tab answers 200 and says what it cannot show; the
 * widget and the live room's snapshot carry the score.
 */
import { beforeAll, expect, test } from "vitest";
import { page, providerCalls, setFault } from "./hybrid-helpers.ts";
import { MINI_SCORE_MATCH } from "./provider-answers.ts";

beforeAll(async () => {
  await setFault("none");
});

test("the live list's match known only by its mini score has a page: score, status and a note", async () => {
  const before = (await providerCalls())[`/mcenter/v1/${MINI_SCORE_MATCH}/leanback`] ?? 0;
  const match = await page(`/live-cricket-scores/${MINI_SCORE_MATCH}`);
  expect(match.status).toBe(200);
  expect(match.path).toMatch(new RegExp(`^/live-cricket-scores/${MINI_SCORE_MATCH}/kwazulu-natal-inland-vs-north-west`));
  expect(match.html).toContain("KwaZulu-Natal Inland");
  expect(match.html).toContain("Day 3: Stumps - North West trail by 29 runs");
  expect(match.html).toMatch(/370\/5/);
  expect(match.html).toContain("More detail about this match is not available right now.");
  expect(match.html).toContain("Commentary is not available right now.");
  // The full match endpoints were asked, and did not answer; the mini score did.
  const calls = await providerCalls();
  expect(calls[`/mcenter/v1/${MINI_SCORE_MATCH}`]).toBeGreaterThan(0);
  expect(calls[`/mcenter/v1/${MINI_SCORE_MATCH}/leanback`]).toBeGreaterThan(before);
});

test("each tab degrades on its own: 200 and a note where its part does not answer", async () => {
  const base = (await page(`/live-cricket-scores/${MINI_SCORE_MATCH}`)).path;
  const notes: Record<string, string | null> = {
    scorecard: "The scorecard is not available right now.",
    squads: "The squads are not available right now.",
    "match-facts": "The match facts are not available right now.",
    news: "The match news is not available right now.",
    highlights: null,
    "full-commentary": null,
    "live-blog": null,
    photos: null,
    live_line: null,
  };
  for (const [tab, note] of Object.entries(notes)) {
    const answer = await page(`${base}/${tab}`);
    expect([tab, answer.status]).toEqual([tab, 200]);
    // Every tab keeps the header's score and the note.
    expect([tab, answer.html.includes("More detail about this match is not available right now.")]).toEqual([tab, true]);
    if (note) expect([tab, answer.html.includes(note)]).toEqual([tab, true]);
  }
});

test("the widget and the live room's snapshot carry the mini score", async () => {
  const widget = await page(`/widgets/live-score/${MINI_SCORE_MATCH}`);
  expect(widget.status).toBe(200);
  expect(widget.html).toContain("370-5");
  expect(widget.html).toContain("Day 3: Stumps - North West trail by 29 runs");
  const snapshot = await page(`/live/match/${MINI_SCORE_MATCH}`);
  expect(snapshot.status).toBe(200);
  expect(snapshot.html).toContain("Day 3: Stumps - North West trail by 29 runs");
});
