import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";
import { adminApi, axeViolations, describeViolations } from "./shell-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
  await fetch(BASE_URL + "/", { headers: { "user-agent": "Mozilla/5.0" } }); // warm the edge cache
});
afterAll(async () => {
  await browser?.close();
});

test("home shows real matches, stories, schedule and CMS blocks", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const response = await page.goto(BASE_URL + "/", { waitUntil: "networkidle" });
  expect(response?.status()).toBe(200);

  const cards = page.locator(".slider-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(5);
  for (const href of await cards.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^\/live-cricket-scores\/\d+\/[a-z0-9-]+$/);
  }
  // The first card's teams are the match's teams (the slug names them).
  const first = cards.first();
  const slug = (await first.getAttribute("href"))!.split("/")[3]!;
  const status = await first.locator(".slider-card__status").innerText();
  expect(status.length).toBeGreaterThan(0);
  expect(slug).toContain("-vs-");

  expect(await page.locator(".quick-access a").count()).toBeGreaterThanOrEqual(3);

  // Stories: the auto-written reports, by card type, linking to their pages; NEWS → latest news.
  const stories = page.locator(".home__stories .story-card");
  expect(await stories.count()).toBeGreaterThanOrEqual(3);
  expect(await stories.first().getAttribute("class")).toContain("story-card--NewsBig");
  expect(await stories.nth(1).getAttribute("class")).toContain("story-card--RSNewsBig");
  expect(await stories.nth(2).getAttribute("class")).toContain("story-card--NewsSmall");
  expect(await stories.first().locator(".story-card__headline a").getAttribute("href")).toMatch(/^\/cricket-news\/report-\d+\/[a-z0-9-]+$/);
  expect(await stories.first().locator(".story-card__label").getAttribute("href")).toBe("/cricket_news/latest-news");
  expect(await page.getByRole("link", { name: "More News" }).getAttribute("href")).toBe("/cricket_news");

  expect(await page.locator(".latest-news li").count()).toBeGreaterThanOrEqual(5);
  // Latest Photos: 4 galleries (docs/product/site-and-accounts.md#constants), the latest finished matches in graphics.
  expect(await page.locator(".home__latest .gallery-card").count()).toBe(4);

  const schedule = page.locator(".schedule li");
  const entries = await schedule.count();
  expect(entries).toBeGreaterThan(0);
  expect(entries).toBeLessThanOrEqual(15);
  const dates = await page.locator(".schedule__date").allInnerTexts();
  expect(dates.map((d) => Date.parse(d))).toEqual([...dates.map((d) => Date.parse(d))].sort((a, b) => a - b));

  const videos = page.locator(".featured li");
  expect(await videos.count()).toBe(5);
  expect(await videos.locator(".featured__label").allInnerTexts()).toEqual(Array(5).fill("MATCH STORY"));
  expect(await page.locator(".specials li").count()).toBe(2);

  // The 808x99 banner keeps its box from the first paint (no layout shift).
  const banner = page.locator('.home__banner .ad-slot[data-size="808x99"]');
  const box = await banner.boundingBox();
  expect(Math.round((box!.width / box!.height) * 10) / 10).toBeCloseTo(808 / 99, 0);
  expect(
    await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
              if (!entry.hadRecentInput) shift += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(shift), 500);
        }),
    ),
  ).toBeLessThan(0.1);

  await screenshot(page, "home-desktop");

  // The slider's buttons scroll it.
  const track = page.locator(".slider__track");
  const before = await track.evaluate((el) => el.scrollLeft);
  await page.locator(".slider__button--next").click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  await page.close();

  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.goto(BASE_URL + "/", { waitUntil: "networkidle" });
  await screenshot(phone, "home-mobile");
  await phone.close();
});

test("home works without JavaScript: everything is in the HTML", async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  await page.goto(BASE_URL + "/");
  expect(await page.locator(".slider-card").first().isVisible()).toBe(true);
  expect(await page.locator(".home__stories .story-card").first().isVisible()).toBe(true);
  expect(await page.locator(".schedule li").first().isVisible()).toBe(true);
  expect(await page.locator(".home__loading").count()).toBe(0);
  expect(await page.locator('.ad-slot[data-size="808x99"] img').first().isVisible()).toBe(true);
  await screenshot(page, "home-mobile-no-js");
  await page.close();
});

test("the banner rotates every 3 s; a slot whose images fail shows the size placeholder", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(BASE_URL + "/", { waitUntil: "networkidle" });
  const shown = () => page.locator(".home__banner .ad-slot .ad-slot__ad:not([hidden])").getAttribute("data-ad-id");
  const firstAd = await shown();
  await expect.poll(shown, { timeout: 4500, interval: 250 }).not.toBe(firstAd);

  // Pause the house boxes and put up one whose image is missing: the placeholder takes its place.
  const ads = (
    await adminApi<{ data: { id: number; isActive: boolean; size: { width: number; height: number } }[] }>("GET", "/api/admin/ads")
  ).body.data;
  const boxes = ads.filter((a) => a.size.width === 303 && a.size.height === 250 && a.isActive);
  const broken = await adminApi<{ data: { id: number } }>("POST", "/api/admin/ads", {
    name: "broken",
    page: { path: "/" },
    imageUrl: "/ads/no-such-image.png",
    linkUrl: "/info/advertise",
    size: { width: 303, height: 250 },
  });
  try {
    for (const ad of boxes) await adminApi("PUT", `/api/admin/ads/${ad.id}`, { isActive: false });
    await page.goto(BASE_URL + "/", { waitUntil: "networkidle" });
    const slot = page.locator('.home__right .ad-slot[data-size="303x250"]');
    await expect.poll(() => slot.locator(".ad-slot__placeholder").innerText()).toContain("303x250");
  } finally {
    await adminApi("DELETE", `/api/admin/ads/${broken.body.data.id}`);
    for (const ad of boxes) await adminApi("PUT", `/api/admin/ads/${ad.id}`, { isActive: true });
  }
  await page.close();
});

test("axe finds no accessibility violations on home, nor in the shell of a match page", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(BASE_URL + "/", { waitUntil: "networkidle" });
  const home = await axeViolations(page);
  expect(home, describeViolations(home)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  const mobile = await axeViolations(page);
  expect(mobile, describeViolations(mobile)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(BASE_URL + "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024", {
    waitUntil: "networkidle",
  });
  const shell = await axeViolations(page, [".site-header", ".strip", ".site-footer"]);
  expect(shell, describeViolations(shell)).toEqual([]);
  await page.close();
});
