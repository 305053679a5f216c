import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test("recent matches come a few days at a time, older results a link away", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const response = await page.goto(`${BASE_URL}/cricket-match/live-scores/recent-matches`);
  expect(response?.status()).toBe(200);
  expect(await page.locator(".match-card").count()).toBeGreaterThan(0);
  await page.locator(".hub__pager").getByRole("link", { name: "Older results" }).click();
  // Shown in place (the page's script morphs the list in and records the URL in the history).
  await expect.poll(() => page.url()).toMatch(/before=\d{4}-\d{2}-\d{2}/);
  const before = new URL(page.url()).searchParams.get("before")!;
  await expect.poll(() => page.locator(".hub__page").innerText()).toMatch(/^Results before \d{1,2} \w{3} \d{4}$/);
  // Every card on the older page started before that day.
  const cards = await page.locator(".match-card").count();
  expect(cards).toBeGreaterThan(0);
  await page.locator(".hub__pager").getByRole("link", { name: "Latest results" }).click();
  await expect.poll(() => new URL(page.url()).searchParams.has("before")).toBe(false);
  expect(before).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.close();
});

test("a malformed page of results is a 400 with a message", async () => {
  const page = await browser.newPage();
  const response = await page.goto(`${BASE_URL}/cricket-match/live-scores/recent-matches?before=yesterday`);
  expect(response?.status()).toBe(400);
  expect(await page.locator(".error-screen").innerText()).toContain('before must be a date (YYYY-MM-DD), not "yesterday"');
  await page.close();
});

test("recent matches list real results from D1, grouped by series", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The World Cup final (29 June 2024) is on the page of results before July 2024.
  const response = await page.goto(`${BASE_URL}/cricket-match/live-scores/recent-matches?before=2024-07-01`);
  expect(response?.status()).toBe(200);

  const series = page.locator(".hub__series", {
    has: page.locator(".hub__series-name", { hasText: "ICC MEN'S T20 WORLD CUP 2024" }),
  });
  const final = series.locator(".match-card", {
    has: page.locator(".match-card__desc", { hasText: /^Final$/ }),
  });
  await expect.poll(() => final.count()).toBe(1);
  const rows = await final.locator(".match-card__teams li").allInnerTexts();
  expect(rows.map((r) => r.replace(/\s+/g, " ").trim())).toEqual(["India 176-7 (20)", "South Africa 169-8 (20)"]);
  expect(await final.locator(".match-card__status").innerText()).toBe("India won by 7 runs");
  expect(await final.locator("a").first().getAttribute("href")).toBe(
    "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024",
  );

  // Every series heading is upper case, and a Test shows no overs (the Sydney Test ended on 5 January 2025).
  for (const name of await page.locator(".hub__series-name").allInnerTexts()) expect(name).toBe(name.toUpperCase());
  await page.goto(`${BASE_URL}/cricket-match/live-scores/recent-matches?before=2025-01-08`);
  const tests = page.locator(".hub__series", {
    has: page.locator(".hub__series-name", { hasText: "INDIA TOUR OF AUSTRALIA 2024/25" }),
  });
  expect(await tests.locator(".match-card__score").first().innerText()).toMatch(/^\d+(-\d+)?( d)?( & \d+(-\d+)?( d)?)?$/);

  await expect.poll(() => page.locator(".site-footer").innerText()).toContain("Cricsheet");
  expect(await page.locator(".site-footer").innerText()).toContain("ODC-By 1.0");
  await screenshot(page, "recent-matches-desktop");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "recent-matches-mobile");
  await page.close();
});

test("an unknown route is the spec's error screen with status 404", async () => {
  const page = await browser.newPage();
  const response = await page.goto(`${BASE_URL}/no-such-page`);
  expect(response?.status()).toBe(404);
  expect(await page.locator("h1").innerText()).toBe("Unexpected Application Error!");
  expect(await page.locator(".error-screen").innerText()).toContain("404");
  await page.close();
});
