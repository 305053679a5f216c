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

test("a term under 3 characters is not searched: the placeholder turns red", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
  await page.goto(BASE_URL + "/", { waitUntil: "networkidle" });
  await page.locator(".search-toggle__button").click();
  const input = page.locator("#site-search");
  await input.fill("ab");
  await page.locator(".search-toggle__panel .search-bar__button").click();
  await expect.poll(() => input.getAttribute("placeholder")).toBe("Please enter at least 3 characters");
  expect(await input.inputValue()).toBe("");
  expect(await input.evaluate((el) => getComputedStyle(el, "::placeholder").color)).toBe("rgb(200, 16, 46)");
  expect(new URL(page.url()).pathname).toBe("/");
  await page.close();
});

test("a search lists players, teams, series, venues and stories, best match first", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(BASE_URL + "/", { waitUntil: "networkidle" });
  await page.locator(".search-toggle__button").click();
  await page.locator("#site-search").fill("kohli");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/search\?q=kohli$/);
  const first = page.locator(".search-results__group").first();
  // The results route's stylesheet (upper-case headings) arrives with the client navigation.
  await expect.poll(() => first.locator("h2").innerText()).toBe("PLAYERS");
  expect(await first.locator(".search-hit__title").first().innerText()).toBe("V Kohli");
  expect(await first.locator(".search-hit__subtitle").first().innerText()).toMatch(/^Virat Kohli · \d+ matches$/);
  await expect.poll(() => page.locator(".search-hit[data-kind=story]").count()).toBeGreaterThan(0);
  await screenshot(page, "search-desktop");

  // The page is its URL: shareable and server-rendered.
  await page.goto(BASE_URL + "/search?q=" + encodeURIComponent("Wankhede"));
  expect(await page.locator(".search-hit").first().innerText()).toContain("Wankhede Stadium");
  await page.goto(BASE_URL + "/search?q=india");
  expect(await page.locator(".search-hit__title").first().innerText()).toBe("India");
  await page.close();
});

test("typing mistakes still find the player; without JavaScript the form and the message work", async () => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(BASE_URL + "/search?q=jaspirt+bumrah");
  expect(await page.locator(".search-hit__title").first().innerText()).toBe("JJ Bumrah");
  expect(await page.locator(".search-results__count").innerText()).toContain("close matches");
  await page.goto(BASE_URL + "/search?q=ab");
  expect(await page.locator(".search-page__too-short").innerText()).toBe("Please enter at least 3 characters");
  await page.locator("#search-page-q").fill("ashes");
  await page.locator(".search-page__form .search-bar__button").click();
  await page.waitForURL(/\/search\?q=ashes$/);
  expect(await page.locator(".search-hit__title").first().innerText()).toMatch(/^The Ashes/);
  await page.close();
});
