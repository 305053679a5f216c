/**
 * The Content-Security-Policy in a real browser (workers/security-headers.ts, docs/security.md
 * "Headers"): Chromium reports no violation on the site's pages — scripts, styles, images, the
 * live sockets, client-side navigation — the widget can be framed by another site and the other
 * pages cannot, and static files carry the common headers (public/_headers).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { BASE_URL, launchChromium } from "./browser.ts";
import { updateSettings } from "./shell-helpers.ts";

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** A page that records every CSP violation (the DOM event, and Chromium's console messages about CSP and Permissions-Policy). */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]>; sockets: string[] }> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) console.push(`console: ${message.text()}`);
  });
  const sockets: string[] = [];
  page.on("websocket", (socket) => {
    sockets.push(socket.url());
    socket.on("socketerror", (error) => console.push(`socket ${socket.url()}: ${error}`));
  });
  const violations = async () => {
    const events = await page
      .evaluate(() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [])
      .catch(() => [] as Violation[]);
    return [...events.map((v) => `${v.directive} blocked ${v.blocked} (${v.source})`), ...console];
  };
  return { page, violations, sockets };
}

test("no CSP violation on home, a live match page, the hub and on the way between them", async () => {
  const { page, violations, sockets } = await watchedPage();
  const response = await page.goto(`${BASE_URL}/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
  await page.waitForLoadState("networkidle");
  // Hydrated: the ticker's socket is open (connect-src 'self' covers ws: of this origin).
  await expect.poll(() => sockets.some((url) => /\/live\/ticker/.test(url)), { timeout: 10_000 }).toBe(true);
  expect(await violations()).toEqual([]);

  // Client-side navigation loads the hub's route module (script-src 'self').
  const before = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  await page.locator('header a[href="/cricket-match/live-scores"]').first().click();
  await page.waitForURL(/\/cricket-match\/live-scores$/);
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(before);
  expect(await violations()).toEqual([]);

  // A match the demo clock is replaying: listed on the home page, followed by its room's socket.
  await page.goto(`${BASE_URL}/`);
  const live = page.locator('a.slider-card--live[href^="/live-cricket-scores/"]');
  // npm test's site sets the demo clock's epoch so that a match is in play (scripts/test.ts).
  expect(await live.count(), "a live match on home: the site under test needs DEMO_EPOCH set as npm test sets it").toBeGreaterThan(0);
  const href = await live.first().getAttribute("href");
  expect(href).toMatch(/^\/live-cricket-scores\/\d+\//);
  await page.goto(BASE_URL + href);
  await page.waitForLoadState("networkidle");
  const matchId = href!.split("/")[2];
  await expect.poll(() => sockets.some((url) => url.includes(`/live/match/${matchId}`)), { timeout: 10_000 }).toBe(true);
  expect(await violations()).toEqual([]);

  // The hub as a document.
  await page.goto(`${BASE_URL}/cricket-match/live-scores`);
  await page.waitForLoadState("networkidle");
  expect(await violations()).toEqual([]);
  await context.close();
});

test("no CSP violation on the scorecard (charts), search, the admin sign-in, the widget and a 404 page", async () => {
  const { page, violations } = await watchedPage();
  for (const path of [
    "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024/scorecard",
    "/search?q=kohli",
    "/admin",
    "/widgets/live-score/1415755",
    "/no/such/page",
  ]) {
    await page.goto(BASE_URL + path);
    await page.waitForLoadState("networkidle");
    expect(await violations(), path).toEqual([]);
  }
  // The watch works, and the policy holds: an injected inline script and style attribute are refused.
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.appendChild(script);
    document.body.setAttribute("style", "background: red");
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => (await violations()).filter((v) => !v.startsWith("console:")))
    .toEqual([expect.stringMatching(/^script-src-elem blocked inline/), expect.stringMatching(/^style-src-attr blocked inline/)]);
  await context.close();
});

test("with an analytics id, Google's loader and its hits are allowed: still no violation", async () => {
  const { page, violations } = await watchedPage();
  // Google, played by the browser (these machines are offline): the loader sends a hit two ways.
  const GOOGLE = /^https:\/\/[a-z0-9.-]+\.(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
  const hits: string[] = [];
  await context.route(GOOGLE, (route) => {
    const url = route.request().url();
    if (!url.includes("/gtag/js")) {
      hits.push(url);
      return route.fulfill({ status: 204 });
    }
    return route.fulfill({
      contentType: "text/javascript",
      body: `window.gtagLoaded = true;
        new Image().src = "https://www.google-analytics.com/g/collect?v=2&en=image";
        fetch("https://region1.google-analytics.com/g/collect?v=2&en=fetch", { method: "POST", mode: "no-cors" });`,
    });
  });
  await updateSettings({ googleAnalyticsId: "G-E2ETEST" });
  try {
    const response = await page.goto(`${BASE_URL}/cricket-match/live-scores`);
    expect(response?.headers()["content-security-policy"]).toContain("https://*.googletagmanager.com");
    await expect.poll(() => page.evaluate(() => (window as unknown as { gtagLoaded?: boolean }).gtagLoaded === true)).toBe(true);
    expect(await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer))).toContain("G-E2ETEST");
    await expect.poll(() => hits.length).toBe(2);
    expect(await violations()).toEqual([]);
  } finally {
    await updateSettings({ googleAnalyticsId: "" });
    await context.close();
  }
});

test("another site may frame the live score widget, and no other page", async () => {
  // Another origin (a server of this test, on loopback: Chromium refuses frames from a public page
  // to a local address for another reason) whose page embeds the widget and the home page.
  const widget = `${BASE_URL}/widgets/live-score/1415755`;
  const embedder = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(`<!DOCTYPE html><iframe name="widget" src="${widget}"></iframe><iframe name="home" src="${BASE_URL}/"></iframe>`);
  });
  await new Promise<void>((resolve) => embedder.listen(0, "127.0.0.1", resolve));
  context = await browser.newContext();
  try {
    const page = await context.newPage();
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/frame-ancestors/.test(message.text())) blocked.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${(embedder.address() as AddressInfo).port}/`);
    await page.waitForLoadState("networkidle");
    await expect.poll(() => page.frame({ name: "widget" })!.locator(".live-score").count(), { timeout: 10_000 }).toBe(1);
    // The home page refused to be framed: Chromium names the directive, and the frame never shows the site.
    await expect.poll(() => blocked.length, { timeout: 10_000 }).toBe(1);
    expect(blocked[0]).toContain(
      `Framing '${BASE_URL}/' violates the following Content Security Policy directive: "frame-ancestors 'none'"`,
    );
    expect(await page.frame({ name: "home" })!.locator(".site-header").count()).toBe(0);
  } finally {
    await context.close();
    embedder.close();
  }
});

test("static files carry the common headers (public/_headers)", async () => {
  const home = await (await fetch(`${BASE_URL}/`, { headers: { "user-agent": "Mozilla/5.0" } })).text();
  const script = home.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? home.match(/href="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(script).toBeTruthy();
  for (const path of ["/favicon.svg", script!]) {
    const response = await fetch(BASE_URL + path);
    expect(response.status, path).toBe(200);
    expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("permissions-policy"), path).toBe("camera=(), microphone=(), geolocation=(), browsing-topics=()");
    expect(response.headers.get("content-security-policy"), path).toBe("default-src 'none'; frame-ancestors 'none'");
  }
  expect((await fetch(`${BASE_URL}/_headers`)).status).toBe(404);
});
