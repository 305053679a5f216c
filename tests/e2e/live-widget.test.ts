/**
 * The live score widget in real Chromium against the served site: balls posted through the scoring
 * API appear without a reload; a dropped connection shows "Reconnecting…" and resumes where it left
 * off; a browser whose WebSockets cannot connect falls back to polling.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { CreatedMatch } from "../../scripts/lib/replay-core.ts";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";
import { ADMIN, scoredFinal, scoring as client, storedScore as stored } from "./scoring.ts";

let browser: Browser;
const created: CreatedMatch[] = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  // Leave no test match behind for the site's other pages and tests.
  for (const match of created) await client.must("DELETE", `/api/scoring/matches/${match.matchId}`, ADMIN);
});

/** A scored copy of the final with the steps still to play, deleted after the tests. */
async function newMatch() {
  const scored = await scoredFinal();
  created.push(scored.match);
  return scored;
}

const runs = (page: Page) => page.locator('.live-score__team:has-text("India") .live-score__runs').innerText();

test("balls appear as they are posted; a dropped connection resumes without losing one", async () => {
  const { match, play } = await newMatch();
  await play(2 + 6); // toss, innings start, the first over
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  await page.goto(`${BASE_URL}/widgets/live-score/${match.matchId}`);
  // Server-rendered first: the score is in the HTML before any script runs.
  expect(await runs(page)).toBe(await stored(match.matchId));
  await expect.poll(() => page.locator(".live-score__badge").innerText()).toBe("LIVE");
  expect(await page.locator(".live-score__updated").innerText()).toMatch(/^Last updated \d\d:\d\d:\d\d GMT$/);

  await play(1);
  await expect.poll(() => runs(page)).toBe(await stored(match.matchId));
  expect(await page.locator(".live-score__last").innerText()).toContain("1.1");

  // The network goes away: the badge says so; balls keep coming; they are all there on return.
  await page.context().setOffline(true);
  await expect.poll(() => page.locator(".live-score__badge").innerText(), { timeout: 10_000 }).toBe("RECONNECTING…");
  await play(3);
  await page.context().setOffline(false);
  await expect.poll(() => page.locator(".live-score__badge").innerText(), { timeout: 15_000 }).toBe("LIVE");
  await expect.poll(() => runs(page), { timeout: 10_000 }).toBe(await stored(match.matchId));
  await screenshot(page, "live-widget");
  await page.close();
});

test("without WebSockets the widget polls, and still follows the match", async () => {
  const { match, play } = await newMatch();
  await play(2 + 6);
  const page = await browser.newPage();
  // A browser (or proxy) where no WebSocket ever opens.
  await page.addInitScript(() => {
    class NoSocket {
      onopen: (() => void) | null = null;
      onclose: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onmessage: (() => void) | null = null;
      constructor() {
        setTimeout(() => {
          this.onerror?.();
          this.onclose?.();
        }, 10);
      }
      send() {}
      close() {}
    }
    (window as unknown as { WebSocket: unknown }).WebSocket = NoSocket;
  });
  await page.goto(`${BASE_URL}/widgets/live-score/${match.matchId}`);
  await expect.poll(() => page.locator(".live-score__badge").innerText(), { timeout: 15_000 }).toBe("LIVE (POLLING)");
  await play(1);
  await expect.poll(() => runs(page), { timeout: 15_000 }).toBe(await stored(match.matchId));
  await page.close();
});
