/**
 * The live match page follows a scored match by push: balls posted through the scoring API show
 * on the open page — score, status and commentary — without a reload (how fast: npm run
 * bench:live-ball), and the countdown turns into the live view when play starts.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import type { MatchEvent, PollAnswer } from "../../app/live/protocol.ts";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";
import { ADMIN, scoredFinal, storedScore } from "./scoring.ts";

/**
 * How long a pushed ball may take to show here: generous, since these tests prove it arrives by
 * push without a reload, not how fast (npm run bench:live-ball measures that; a busy CI machine
 * must not fail a test of behaviour on a timer).
 */
const PUSHED = 10_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test("each posted ball reaches the open match page within a second, without a reload", async () => {
  const { match, steps, play: post } = await scoredFinal();

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Every update (a re-read of the page's HTML, morphed in) stays inside the page's CSP.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const response = await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`);
  expect(response?.status()).toBe(200);
  // Before the toss: the countdown, server-rendered.
  expect(await page.locator(".pre-match").count()).toBe(1);
  await expect.poll(() => page.locator(".live-score__badge").innerText()).toBe("LIVE");
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await post(2); // the toss, the first innings starts
  await expect.poll(() => page.locator(".match-status").first().innerText()).toContain("opt to bat");

  for (let ball = 1; ball <= 8; ball++) {
    const step = steps[0]!;
    expect(step.kind).toBe("ball");
    await post(1);
    const expected = await storedScore(match.matchId);
    await expect
      .poll(() => page.locator(".match-score__team", { hasText: "IND" }).locator(".match-score__runs").innerText(), {
        timeout: PUSHED,
        interval: 25,
      })
      .toBe(expected);
    // The ball is on top of the commentary.
    await expect.poll(() => page.locator(".commentary .comm--ball").count(), { timeout: PUSHED, interval: 25 }).toBe(ball);
  }
  // The countdown gave way to the live view, and the page never reloaded.
  expect(await page.locator(".pre-match").count()).toBe(0);
  expect(await page.locator(".key-stats").count()).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await screenshot(page, "match-live-scored");
  await page.close();
});

test("older commentary loaded on a live page stays below the new balls", async () => {
  const { match, steps, play: post } = await scoredFinal();
  await post(2 + 40); // the toss, the innings, 40 balls: more than one page of commentary

  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`);
  await expect.poll(() => page.locator(".live-score__badge").innerText()).toBe("LIVE");
  const items = page.locator(".commentary .comm");
  expect(await items.count()).toBe(30);
  await page.locator(".comm-more__button").click();
  await expect.poll(() => items.count()).toBeGreaterThan(30);
  const loaded = await items.count();
  const oldest = await items.last().getAttribute("data-key");
  const balls = await page.locator(".commentary .comm--ball").count();

  await post(1);
  await expect.poll(() => page.locator(".commentary .comm--ball").count(), { timeout: PUSHED, interval: 25 }).toBe(balls + 1);
  // The new ball is on top, everything loaded before is still there, each item once.
  expect(await items.first().getAttribute("class")).toContain("comm--ball");
  expect(await items.count()).toBeGreaterThanOrEqual(loaded + 1);
  expect(await items.last().getAttribute("data-key")).toBe(oldest);
  const keys = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-key")));
  expect(new Set(keys).size).toBe(keys.length);
  await screenshot(page, "match-live-older-commentary-390");
  await page.close();
});

test("the countdown ticks every second from the server's value, and gives way when play starts", async () => {
  const startTime = Date.now() + 2 * 3600_000 + 5 * 60_000;
  const { match, play } = await scoredFinal({ startTime });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`);
  const hoursMinutes = page.locator('.countdown [data-countdown="hm"]');
  const seconds = page.locator('.countdown [data-countdown="s"]');
  expect(await hoursMinutes.innerText()).toMatch(/^02:0[45]$/);
  const first = await seconds.innerText();
  await expect.poll(() => seconds.innerText(), { timeout: 5000, interval: 100 }).not.toBe(first);
  // The toss and the first innings: the page turns into the live view by push.
  await play(3);
  await expect.poll(() => page.locator(".key-stats").count(), { timeout: PUSHED }).toBe(1);
  expect(await page.locator(".pre-match").count()).toBe(0);
  await page.close();
});

test("without JavaScript a live match page makes no claim to be live", async () => {
  const { match, play } = await scoredFinal();
  await play(2 + 6);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`);
  expect(await page.locator(".match-score__team", { hasText: "IND" }).locator(".match-score__runs").innerText()).toBe(
    await storedScore(match.matchId),
  );
  expect(await page.locator(".live-score__connection").isVisible()).toBe(false);
  await context.close();
});

test("a live blog entry an editor publishes reaches the open Live Blog tab within a second, without a reload", async () => {
  const { match, play: post } = await scoredFinal();
  await post(2 + 6);
  // The editor: signed in on /admin (the dev token), posting the desk's form.
  const login = await fetch(`${BASE_URL}/admin`, {
    method: "POST",
    body: new URLSearchParams({ intent: "login", token: ADMIN }),
    redirect: "manual",
    headers: { origin: BASE_URL },
  });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}/x/live-blog`);
  expect(await page.locator(".empty").innerText()).toBe("There is no live blog for this match.");
  await expect.poll(() => page.locator(".live-score__badge").innerText()).toBe("LIVE"); // connected to the room
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

  const published = await fetch(`${BASE_URL}/admin/live-blog`, {
    method: "POST",
    body: new URLSearchParams({
      intent: "create",
      matchId: String(match.matchId),
      author: "Desk",
      body: "**Drinks**: India 40-0 after six overs.",
      clientToken: crypto.randomUUID(),
    }),
    redirect: "manual",
    headers: { origin: BASE_URL, cookie },
  });
  expect(published.status).toBe(302);
  await expect
    .poll(() => page.locator(".live-blog__body").first().innerText(), { timeout: PUSHED, interval: 25 })
    .toBe("Drinks: India 40-0 after six overs.");
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
  await screenshot(page, "match-live-blog-390");
  await page.close();
});

test("the win probability moves with each ball from the socket's frame alone, before and without the page's re-read", async () => {
  const { match, play: post } = await scoredFinal();
  await post(2 + 6); // the toss and the first over: the page opens with a win probability
  const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`);
  await expect.poll(() => page.locator(".live-score__badge").innerText()).toBe("LIVE");
  const first = page.locator('[data-forecast-side="first"]');
  const opening = await first.innerText();
  // From now on the page's re-reads of itself fail: only the room's frames reach it.
  let reReads = 0;
  await page.route(`${BASE_URL}/live-cricket-scores/**`, (route) => {
    if (!route.request().headers()["x-live-seq"]) return route.continue();
    reReads++;
    return route.abort();
  });
  const shown = new Set([opening]);
  for (let ball = 1; ball <= 12; ball++) {
    await post(1);
    // What the room holds now (its polling answer, never cached): the figure the page must show.
    const { messages } = (await (await fetch(`${BASE_URL}/live/match/${match.matchId}?since=0`)).json()) as PollAnswer<MatchEvent>;
    const said = messages.flatMap((m) => (m.type === "snapshot" ? [m.snapshot.forecast] : "forecast" in m.patch ? [m.patch.forecast] : []));
    const expected = `${Math.round(said.at(-1)!.chance * 100)}%`;
    await expect.poll(() => first.innerText(), { timeout: PUSHED, interval: 25 }).toBe(expected);
    shown.add(expected);
  }
  expect(reReads).toBeGreaterThan(0);
  // The figures moved (twelve balls of a T20 final) and the two sides still add up to 100.
  expect(shown.size).toBeGreaterThan(1);
  const second = await page.locator('[data-forecast-side="second"]').innerText();
  expect(Number.parseInt(await first.innerText(), 10) + Number.parseInt(second, 10)).toBe(100);
  await page.close();
});
