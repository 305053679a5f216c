/**
 * On the served site (the whole bundle imported, the demo clock on), a match the clock is
 * replaying right now is followed by its room: a snapshot labelled as a replay, live, with the
 * commentary so far, and the widget shows it with its "Replay" label.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import type { LiveSnapshot, MatchEvent } from "../../app/live/protocol.ts";
import { BASE_URL, launchChromium } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test("a demo-clock replay in play is served by its room and shown as a replay", async () => {
  const hub = await (await fetch(`${BASE_URL}/cricket-match/live-scores`, { headers: { "user-agent": "Mozilla/5.0" } })).text();
  const ids = [...hub.matchAll(/data-match-id="(\d+)"/g)].map((m) => Number(m[1]));
  expect(ids.length).toBeGreaterThan(0);
  const snapshots = await Promise.all(
    ids.map(async (id) => {
      const { messages } = (await (await fetch(`${BASE_URL}/live/match/${id}`)).json()) as { messages: MatchEvent[] };
      return (messages[0] as Extract<MatchEvent, { type: "snapshot" }>).snapshot;
    }),
  );
  const playing = snapshots.find((s): s is LiveSnapshot => s.isReplay && s.state === "In Progress" && s.commentary.length > 0);
  expect(playing, `one of ${ids.join(", ")} in play`).toBeTruthy();
  expect(playing!.source).toBe("embedded");
  expect(playing!.balls.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/widgets/live-score/${playing!.matchId}`);
  expect(await page.locator(".live-score__replay").innerText()).toBe("REPLAY");
  await expect.poll(() => page.locator(".live-score__badge").innerText()).toBe("LIVE");
  await page.close();
});
