/**
 * A viewer on a slow mobile network keeps up with a live T20 (docs/benchmarks/live.md, "Light
 * frames"; docs/decisions/062-relay-tree.md): Chromium's own network throttling (CDP
 * Network.emulateNetworkConditions, DevTools' "Slow 3G": 2 s round trips, 50 kB/s each way) on
 * the match page while an over is bowled faster than any real one (six balls back to back; a live
 * T20 bowls one every 30–45 s). The page must show the over's last ball — the score D1 has and the
 * six balls on top of the commentary — well inside the time a real ball takes: it re-reads itself
 * for the latest seq only (reads overtaken by a later ball are dropped), so a burst never queues
 * up. What the page received per ball (socket frames and page re-reads, bytes on the wire) is
 * printed for the record.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { BASE_URL, launchChromium } from "./browser.ts";
import { scoredFinal, storedScore } from "./scoring.ts";

/** DevTools' "Slow 3G" preset (the slowest it offers with usable page loads). */
const SLOW_3G = { offline: false, latency: 2_000, downloadThroughput: 50_000, uploadThroughput: 50_000 };
/** Well below the time a real T20 ball takes (30–45 s): a viewer within it is keeping up. */
const KEEPS_UP = 25_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test("on Slow 3G the match page shows an over bowled back to back, last ball included, well inside one ball's time", async () => {
  const { match, play } = await scoredFinal();
  await play(2 + 6); // the toss, the innings, the first over

  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  let frameBytes = 0;
  let frames = 0;
  let rereadBytes = 0;
  let rereads = 0;
  const htmlRequests = new Set<string>();
  cdp.on("Network.webSocketFrameReceived", (event: { response: { payloadData: string } }) => {
    frames += 1;
    frameBytes += Buffer.byteLength(event.response.payloadData, "utf8");
  });
  cdp.on("Network.requestWillBeSent", (event: { requestId: string; request: { url: string; headers: Record<string, string> } }) => {
    if (event.request.headers["x-live-seq"] !== undefined) htmlRequests.add(event.requestId);
  });
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => {
    if (!htmlRequests.has(event.requestId)) return;
    rereads += 1;
    rereadBytes += event.encodedDataLength;
  });

  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`, { timeout: 90_000 });
  await expect.poll(() => page.locator(".live-score__badge").innerText(), { timeout: 60_000 }).toBe("LIVE");
  const before = await page.locator(".commentary .comm--ball").count();
  frames = frameBytes = rereads = rereadBytes = 0;

  // An over in a second or two: every ball posted as soon as the last one was answered.
  const started = Date.now();
  await play(6);
  const expected = await storedScore(match.matchId);
  const runs = page.locator(".match-score__team", { hasText: "IND" }).locator(".match-score__runs");
  await expect.poll(() => runs.innerText(), { timeout: KEEPS_UP, interval: 100 }).toBe(expected);
  await expect.poll(() => page.locator(".commentary .comm--ball").count(), { timeout: KEEPS_UP, interval: 100 }).toBe(before + 6);
  const caughtUp = Date.now() - started;
  expect(caughtUp).toBeLessThan(KEEPS_UP);
  console.log(
    `Slow 3G, an over back to back: shown ${caughtUp} ms after the first post; ${frames} socket frames, ${frameBytes} bytes (${Math.round(frameBytes / 6)} a ball); ${rereads} page re-reads, ${rereadBytes} bytes on the wire (${Math.round(rereadBytes / 6)} a ball)`,
  );
  await page.close();
});
