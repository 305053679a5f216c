/**
 * Match alerts end to end (docs/decisions/028-match-alerts.md): a reader clicks the bell on a live
 * match page; Chromium's own PushManager subscribes through the site's service worker at a push
 * service this test starts (tests/support/chromium-push-service.ts: the protocols Chromium's push
 * client speaks, with VAPID checked on every message); a wicket posted through the scoring API is
 * encrypted and signed by the site, delivered by the push service to the browser, decrypted there
 * and shown by the service worker as a notification — within 2 s of the ball.
 *
 * What the reader sees is read from Chromium's own record of the notifications it displays (the
 * DevTools BackgroundService domain), not by polling `getNotifications()`: a call to it that overlaps
 * the display can make Chromium drop the notification's stored copy as "not displayed" (a race in
 * its synchronisation with the platform), so polling it made this test fail now and then although
 * the notification had been displayed 12 ms after the message came in.
 *
 * One thing is stood in: Chromium names every endpoint of a non-default push server
 * `https://jmt17.google.com/fcm/send/…`, so the test maps that host to the local service in the
 * bell's requests (what DNS would do). Everything else — the browser's subscription and decryption,
 * the bell's script, the service worker, the API, the room, the queue, encryption and signing — is
 * the real thing.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.ts";
import { BASE_URL, launchChromium } from "./browser.ts";
import { type ChromiumPushService, startChromiumPushService } from "../support/chromium-push-service.ts";
import { scoredFinal } from "./scoring.ts";

let browser: Browser;
let push: ChromiumPushService;
let profile: string;
let profileContext: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
  push = await startChromiumPushService();
  // Push needs a real profile (incognito contexts have no push client).
  profile = mkdtempSync(path.join(tmpdir(), "alerts-profile-"));
  profileContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...push.chromiumArgs],
  });
  await profileContext.grantPermissions(["notifications"], { origin: BASE_URL });
  await profileContext.route(`${BASE_URL}/api/alerts/**`, async (route) => {
    const body = route.request().postData();
    const mapped = body?.replace(/"endpoint":"([^"]+)"/g, (_, endpoint: string) => `"endpoint":"${push.localEndpoint(endpoint)}"`);
    await route.continue(mapped === undefined ? {} : { postData: mapped });
  });
});
afterAll(async () => {
  await profileContext?.close();
  await browser?.close();
  await push?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

interface Displayed {
  /** When Chromium displayed it (ms since the epoch). */
  at: number;
  title: string;
  body: string;
}

/** The notifications Chromium displays for the site from now on, as it records them for DevTools. */
async function watchNotifications(page: Page): Promise<Displayed[]> {
  const displayed: Displayed[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("BackgroundService.backgroundServiceEventReceived", ({ backgroundServiceEvent: event }) => {
    if (event.service !== "notifications" || event.eventName !== "Notification displayed") return;
    const field = (key: string) => event.eventMetadata.find((entry) => entry.key === key)?.value ?? "";
    displayed.push({ at: event.timestamp * 1000, title: field("Title"), body: field("Body") });
  });
  await cdp.send("BackgroundService.startObserving", { service: "notifications" });
  await cdp.send("BackgroundService.setRecording", { shouldRecord: true, service: "notifications" });
  return displayed;
}

test("a wicket posted through the scoring API reaches the browser through its push service within 2 s and is shown", async () => {
  const { match, steps, play } = await scoredFinal();
  await play(2); // the toss, the first innings starts

  const page = await profileContext.newPage();
  const displayed = await watchNotifications(page);
  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`);
  const bell = page.locator(".alerts-bell__button");
  await expect.poll(() => bell.isVisible()).toBe(true);
  await bell.click();
  await expect.poll(() => page.locator(".alerts-bell__note").innerText()).toContain("You will get alerts");
  expect(await bell.getAttribute("aria-pressed")).toBe("true");
  const subscription = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { worker: registration.active?.scriptURL, endpoint: (await registration.pushManager.getSubscription())?.endpoint };
  });
  expect(subscription.worker).toBe(`${BASE_URL}/sw.js`);
  expect(subscription.endpoint).toMatch(/^https:\/\/jmt17\.google\.com\/fcm\/send\/[\w-]+$/);

  // Up to the first wicket, then the wicket itself, timed until the notification is on screen.
  const wicketAt = steps.findIndex((step) => (step.delivery?.wickets?.length ?? 0) > 0);
  await play(wicketAt);
  const before = push.received.length;
  const sent = Date.now();
  await play(1);
  const wicket = () => displayed.find((notification) => notification.title.includes("Wicket!"));
  try {
    await expect.poll(wicket, { timeout: 2_000, interval: 10 }).toBeDefined();
  } catch (error) {
    // Where the time went, for whoever reads the failure: the push service's side and the browser's connection.
    const trail = [
      ...push.received
        .slice(before)
        .map((m) => `the push service took a message (${m.status}, delivered ${m.delivered}) at +${m.at - sent} ms`),
      ...push.connections.map((c) => `the browser's connection: ${c.event} at ${c.at - sent} ms`),
    ];
    throw new Error(`${(error as Error).message}\n${trail.join("\n")}`);
  }
  const shown = wicket()!;
  expect(shown.at - sent).toBeLessThan(2_000);
  expect(shown.title).toMatch(/^IND v RSA: Wicket! IND \d+\/1 \(\d+\.\d ov\)$/);
  expect(shown.body).toMatch(/ to .+, out .+/);
  // What the push service saw: signed by the site's VAPID key, encrypted, taken and delivered.
  expect(push.received.slice(before)).toContainEqual({
    token: subscription.endpoint!.split("/").at(-1),
    status: 201,
    delivered: true,
    at: expect.any(Number),
  });
  expect(push.received.filter((message) => message.refused)).toEqual([]);

  // A click on the notification opens the match page (the service worker's notificationclick).
  const url = await page.evaluate(async () => {
    const [notification] = (await (await navigator.serviceWorker.ready).getNotifications()).filter((n) => n.title.includes("Wicket!"));
    return (notification?.data as { url?: string } | undefined)?.url;
  });
  expect(url).toBe(`/live-cricket-scores/${match.matchId}`);

  // A follower chooses the events too: the choice is sent and kept for the next visit.
  const wickets = page.locator('.alerts-bell__events input[value="wicket"]');
  await wickets.uncheck();
  await expect
    .poll(() => page.locator(".alerts-bell__note").innerText())
    .toBe("Saved: alerts for fifties, hundreds, innings breaks, result");
  await page.reload();
  await expect.poll(() => page.locator(".alerts-bell__events").isVisible()).toBe(true);
  expect(
    await page.locator(".alerts-bell__events input:checked").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
  ).toEqual(["fifty", "hundred", "innings", "result"]);
  await page.close();
});

test("a reader who does not allow notifications is told so", async () => {
  const { match, play } = await scoredFinal();
  await play(2);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The reader has blocked notifications for the site (the browser's own setting, not a stand-in).
  const cdp = await context.newCDPSession(page);
  await cdp.send("Browser.setPermission", { permission: { name: "notifications" }, setting: "denied", origin: BASE_URL });
  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`);
  const bell = page.locator(".alerts-bell__button");
  await expect.poll(() => bell.isVisible()).toBe(true);
  await bell.click();
  await expect.poll(() => page.locator(".alerts-bell__note").innerText()).toBe("Permission denied for notifications");
  expect(await bell.getAttribute("aria-pressed")).toBe("false");
  await context.close();
});

test("live match cards (hubs and home's slider) carry the bell too, named for their match", async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/cricket-match/live-scores`);
  const bells = page.locator(".match-card .alerts-bell__button");
  await expect.poll(() => bells.first().isVisible()).toBe(true);
  const names = await bells.evaluateAll((buttons) => buttons.map((b) => (b.textContent ?? "").replace(/\s+/g, " ").trim()));
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toMatch(/^Follow match alerts for .+ vs .+$/);
  // And home's slider cards, beside each live or upcoming card's link.
  await page.goto(`${BASE_URL}/`);
  const homeBells = page.locator(".slider__item .alerts-bell__button");
  await expect.poll(() => homeBells.first().isVisible()).toBe(true);
  expect(await homeBells.first().innerText()).toMatch(/^Follow match alerts/);
  await context.close();
});
