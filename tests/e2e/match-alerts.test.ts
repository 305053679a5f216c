/**
 * Match alerts end to end (docs/decisions/028-match-alerts.md): a reader clicks the bell on a live
 * match page, the site's service worker registers and the browser's subscription is followed; a
 * ball posted through the scoring API reaches the push service — here `web-push-testing`, started
 * by this test, which checks the VAPID signature and decrypts the RFC 8291 message — within 2 s,
 * and the service worker shows it as a notification.
 *
 * What is stood in: Chromium's own PushManager.subscribe() talks to Google's push service (FCM),
 * which no flag redirects and which these machines cannot reach. The test therefore gives the page
 * a subscription made at the local push service (an init script replaces `subscribe` and
 * `getSubscription`), and hands the decrypted message to the service worker through Chromium's
 * DevTools protocol (`ServiceWorker.deliverPushMessage`), which is how the browser delivers a push.
 * Everything of the site's — the bell's script, the service worker, the API, the room, the queue,
 * encryption and signing — runs for real.
 */
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { BASE_URL, launchChromium } from "./browser.ts";
import { scoredFinal } from "./scoring.ts";

const require = createRequire(import.meta.url);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let browser: Browser;
let push: { base: string; close: () => void };
beforeAll(async () => {
  browser = await launchChromium();
  const port = await freePort();
  const WebPushTestingServer = require("web-push-testing/src/server.js") as new (
    model: unknown,
    port: number,
  ) => { startServer(): void; _server: { close(): void; once(event: "listening", done: () => void): void } };
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js") as { PushApiModel: new () => unknown };
  const server = new WebPushTestingServer(new PushApiModel(), port);
  server.startServer();
  push = { base: `http://localhost:${port}`, close: () => server._server.close() };
  await new Promise<void>((resolve) => server._server.once("listening", resolve));
});
afterAll(async () => {
  await browser?.close();
  push?.close();
});

async function pushService<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${push.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: T; error?: { message: string } };
  if (!response.ok || !answer.data) throw new Error(`push service ${path}: ${answer.error?.message ?? response.status}`);
  return answer.data;
}

test("a wicket posted through the scoring API arrives, decrypted, within 2 s and is shown by the service worker", async () => {
  const { match, steps, play } = await scoredFinal();
  await play(2); // the toss, the first innings starts

  const { publicKey } = ((await (await fetch(`${BASE_URL}/api/alerts/key`)).json()) as { data: { publicKey: string } }).data;
  const subscription = await pushService<{ endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string }>("/subscribe", {
    userVisibleOnly: "true",
    applicationServerKey: publicKey,
  });

  const context = await browser.newContext();
  await context.grantPermissions(["notifications"], { origin: BASE_URL });
  // Plain text, so no bundler helper (vitest keeps function names with one) reaches the page.
  const made = JSON.stringify({ endpoint: subscription.endpoint, keys: subscription.keys });
  await context.addInitScript({
    content: `(() => {
      const made = ${made};
      let subscribed = false;
      const stand = { endpoint: made.endpoint, expirationTime: null, toJSON: () => ({ ...made, expirationTime: null }) };
      PushManager.prototype.subscribe = async function () { subscribed = true; return stand; };
      PushManager.prototype.getSubscription = async function () { return subscribed ? stand : null; };
    })();`,
  });
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/live-cricket-scores/${match.matchId}`);

  const bell = page.locator(".alerts-bell__button");
  await expect.poll(() => bell.isVisible()).toBe(true);
  await bell.click();
  await expect.poll(() => page.locator(".alerts-bell__note").innerText()).toContain("You will get alerts");
  expect(await bell.getAttribute("aria-pressed")).toBe("true");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL)).toBe(
    `${BASE_URL}/sw.js`,
  );

  // Up to the first wicket, then the wicket itself, timed.
  const wicketAt = steps.findIndex((step) => (step.delivery?.wickets?.length ?? 0) > 0);
  await play(wicketAt);
  const messages = () => pushService<{ messages: string[] }>("/get-notifications", { clientHash: subscription.clientHash });
  const before = (await messages()).messages.length;
  const sent = Date.now();
  await play(1);
  await expect.poll(async () => (await messages()).messages.length, { timeout: 2_000, interval: 25 }).toBeGreaterThan(before);
  expect(Date.now() - sent).toBeLessThan(2_000);
  const alert = JSON.parse((await messages()).messages.at(-1)!) as { kind: string; title: string; body: string; url: string };
  expect(alert.kind).toBe("wicket");
  expect(alert.title).toMatch(/^IND v RSA: Wicket! IND \d+\/1 \(\d+\.\d ov\)$/);
  expect(alert.url).toBe(`/live-cricket-scores/${match.matchId}`);

  // The browser's half: the message handed to the service worker becomes a notification.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on(
      "ServiceWorker.workerRegistrationUpdated",
      ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const ours = registrations.find((r) => r.scopeURL === `${BASE_URL}/`);
        if (ours) resolve(ours.registrationId);
      },
    );
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: BASE_URL,
    registrationId: await registrationId,
    data: JSON.stringify(alert),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title} | ${n.body}`)),
    )
    .toEqual([`${alert.title} | ${alert.body}`]);

  // An anonymous follower chooses the events too: the choice is sent and kept for the next visit.
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
  await context.close();
});

test("a reader who does not allow notifications is told so", async () => {
  const { match, play } = await scoredFinal();
  await play(2);
  const context = await browser.newContext();
  const page = await context.newPage();
  // Headless Chromium answers a permission request it was not granted with "denied"; make it explicit.
  await context.addInitScript(() => {
    Notification.requestPermission = async () => "denied";
  });
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
