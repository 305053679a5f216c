/**
 * The ad column of the match tabs and the points table's slot (decision 053) in a real browser:
 * beside the content at 1280 px, under it at 390 px with nothing wider than the screen, and the
 * match page's script rotating the ads every 3 s as on the pages that had slots before.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchChromium } from "./browser.ts";

const FINAL = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Where the content and the ad column are, and whether the page scrolls sideways. */
async function layout(page: Page, main: string, side: string) {
  const [content, ads] = await Promise.all([page.locator(main).boundingBox(), page.locator(side).boundingBox()]);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  return { content: content!, ads: ads!, scrollWidth };
}

test("a match tab: the ad column beside the tab at 1280 px, under it at 390 px, and its ads rotate", async () => {
  const wide = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await wide.goto(`${BASE_URL}${FINAL}/match-facts`);
  const at1280 = await layout(wide, ".match-columns__main", ".match-columns__side");
  expect(at1280.ads.x).toBeGreaterThanOrEqual(at1280.content.x + at1280.content.width);
  expect(Math.abs(at1280.ads.y - at1280.content.y)).toBeLessThan(2);
  expect(at1280.ads.width).toBeCloseTo(303, 0);
  expect(at1280.scrollWidth).toBe(1280);
  await expect.poll(() => wide.locator(".match-columns__banner").getAttribute("data-size")).toBe("808x99");
  // The site's house ads are two to a size: the tall slot shows the other one within a rotation.
  const shown = () =>
    wide.locator('.match-columns__side .ad-slot[data-size="303x600"] .ad-slot__ad:not([hidden])').getAttribute("data-ad-id");
  const first = await shown();
  await expect.poll(shown, { timeout: 4500, interval: 250 }).not.toBe(first);
  await wide.close();

  const narrow = await browser.newPage({ viewport: { width: 390, height: 900 } });
  await narrow.goto(`${BASE_URL}${FINAL}/scorecard`);
  const at390 = await layout(narrow, ".match-columns__main", ".match-columns__side");
  expect(at390.ads.y).toBeGreaterThanOrEqual(at390.content.y + at390.content.height);
  expect(at390.scrollWidth).toBe(390);
  await narrow.close();
});

test("the points table: its 303x600 slot beside the table at 1280 px, under it at 390 px", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(BASE_URL + FINAL);
  const series = await page.locator(".match-header__facts a[href^='/cricket-series/']").getAttribute("href");
  await page.goto(`${BASE_URL}${series}/pointtable`);
  const at1280 = await layout(page, ".series-with-ad .points", ".series-with-ad__side");
  expect(at1280.ads.x).toBeGreaterThanOrEqual(at1280.content.x + at1280.content.width);
  expect(await page.locator('.series-with-ad__side .ad-slot[data-size="303x600"]').count()).toBe(1);
  await page.setViewportSize({ width: 390, height: 900 });
  const at390 = await layout(page, ".series-with-ad .points", ".series-with-ad__side");
  expect(at390.ads.y).toBeGreaterThanOrEqual(at390.content.y + at390.content.height);
  expect(at390.scrollWidth).toBe(390);
  await page.close();
});
