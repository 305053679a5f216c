import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchChromium } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const menu = (page: Page, title: string) =>
  page
    .locator(".main-nav .nav-menu")
    .filter({ has: page.locator(`.nav-menu__title:text-is("${title}"), .nav-menu__toggle--title:has-text("${title}")`) });

test("header links and the dropdowns' titles lead to the spec's pages", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(BASE_URL + "/");
  const href = (name: string) => page.locator(".main-nav").getByRole("link", { name, exact: true }).first().getAttribute("href");
  expect(await href("Live Scores")).toBe("/cricket-match/live-scores");
  expect(await href("Schedule")).toBe("/cricket-schedule/upcoming-series/international");
  expect(await href("Archives")).toBe("/cricket-scorecard-archives");
  expect(await href("News")).toBe("/cricket_news");
  expect(await href("Series")).toBe("/cricket-schedule/series/all");
  expect(await href("Teams")).toBe("/cricket-team");
  expect(await href("Videos")).toBe("/cricket-videos");
  expect(await href("Rankings")).toBe("/cricket-stats/icc-rankings/men/batting");
  expect(await page.locator(".site-header__logo").getAttribute("href")).toBe("/");
  expect(await page.locator(".site-header__account").getAttribute("href")).toBe("/user/login");
  await page.close();
});

test("dropdowns open on hover and close when the mouse leaves", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(BASE_URL + "/");
  const teams = menu(page, "Teams");
  const panel = teams.locator(".nav-menu__panel");
  await expect.poll(() => panel.isVisible()).toBe(false);
  await teams.locator(".nav-menu__title").hover();
  await expect.poll(() => panel.isVisible()).toBe(true);
  const columns = panel.locator(".nav-menu__column");
  expect(await columns.locator(".nav-menu__heading").allInnerTexts()).toEqual(["TEST TEAMS", "ASSOCIATE TEAMS"]);
  const tests = await columns.nth(0).locator("a").count();
  expect(tests).toBeGreaterThan(0);
  expect(await columns.nth(1).locator("a").count()).toBe(tests); // trimmed to equal length
  expect(await columns.nth(0).locator("a").first().getAttribute("href")).toMatch(/^\/cricket_team\/india\/\d+$/);
  expect(await panel.getByRole("link", { name: "More..." }).getAttribute("href")).toBe("/cricket-team");
  await page.mouse.move(5, 700);
  await expect.poll(() => panel.isVisible()).toBe(false);

  const series = menu(page, "Series");
  await series.locator(".nav-menu__title").hover();
  const links = series.locator(".nav-menu__panel a");
  await expect.poll(() => links.last().isVisible()).toBe(true);
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(10); // at most 9 series and All Series
  expect(await links.last().innerText()).toBe("All Series");
  for (const link of (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).slice(0, -1)) {
    expect(link).toMatch(/^\/cricket-series\/\d+\/[a-z0-9-]+$/);
  }
  await page.close();
});

test("dropdowns work from the keyboard: focus opens, Escape closes, the button toggles", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(BASE_URL + "/", { waitUntil: "networkidle" });
  const news = menu(page, "News");
  const panel = news.locator(".nav-menu__panel");
  const toggle = news.locator(".nav-menu__toggle");
  await news.locator(".nav-menu__title").focus();
  await expect.poll(() => panel.isVisible()).toBe(true);
  await page.keyboard.press("Tab"); // the toggle button
  await page.keyboard.press("Tab"); // the first entry
  expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("/cricket_news/editorial/cb-plus");
  await page.keyboard.press("Escape");
  await expect.poll(() => panel.isVisible()).toBe(false);
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.press("Enter");
  await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
  await expect.poll(() => panel.isVisible()).toBe(true);
  await page.keyboard.press("Enter");
  await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
  await expect.poll(() => panel.isVisible()).toBe(false);

  // More has no default page: its title is the button.
  const more = page.locator(".main-nav .nav-menu").last();
  await more.locator("button").click();
  await expect.poll(() => more.locator(".nav-menu__panel").getByRole("link", { name: "Mobile Apps" }).isVisible()).toBe(true);
  await page.close();
});

test("on a phone the menu is a disclosure, without JavaScript too", async () => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  await page.goto(BASE_URL + "/");
  expect(await page.locator(".main-nav").isVisible()).toBe(false);
  await page.locator(".mobile-nav__toggle").click();
  const panel = page.locator(".mobile-nav__panel");
  await expect.poll(() => panel.isVisible()).toBe(true);
  expect(await panel.getByRole("link", { name: "Live Scores" }).getAttribute("href")).toBe("/cricket-match/live-scores");
  expect(await panel.locator(".mobile-nav__heading").allInnerTexts()).toEqual(
    expect.arrayContaining(["NEWS", "SERIES", "TEST TEAMS", "ASSOCIATE TEAMS", "VIDEOS", "RANKINGS", "MORE"]),
  );
  await page.close();
});

test("the secondary navigation shows on the match, schedule, team and archive paths", async () => {
  const page = await browser.newPage();
  await page.goto(BASE_URL + "/cricket-match/live-scores/recent-matches");
  expect(await page.locator(".secondary-nav a").allInnerTexts()).toEqual([
    "Current Matches",
    "Current & Future Series",
    "Matches By Day",
    "Teams",
    "Series Archive",
  ]);
  await page.goto(BASE_URL + "/");
  expect(await page.locator(".secondary-nav").count()).toBe(0);
  await page.close();
});

test("an unknown route: the error screen, status 404, in the shell; 'Move to top' after scrolling", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
  const response = await page.goto(BASE_URL + "/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  expect(await page.locator(".error-screen h1").innerText()).toBe("Unexpected Application Error!");
  expect(await page.locator(".error-screen").innerText()).toContain("404");
  expect(await page.locator(".site-header").count()).toBe(1);

  await page.goto(BASE_URL + "/", { waitUntil: "networkidle" });
  const top = page.locator(".floating__button--top");
  expect(await top.isVisible()).toBe(false);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => top.isVisible()).toBe(true);
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(() => top.isVisible()).toBe(false);
  await page.close();
});
