/**
 * The Team directory and Team page in a real browser (issue 13): from a player's profile to his
 * team's page, and from the directory to a team, then its Stats filtered to one year with the
 * plain GET form (with and without JavaScript); no accessibility violations on the directory and
 * every tab; screenshots at 1280 and 390 px with JavaScript on and off.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";
import { axeViolations, describeViolations } from "./shell-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const FINAL = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";

const VIEWS = [true, false].flatMap((javaScriptEnabled) => [1280, 390].map((width) => ({ javaScriptEnabled, width })));
const viewName = ({ javaScriptEnabled, width }: (typeof VIEWS)[number]) => `${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;
const suffix = ({ javaScriptEnabled, width }: (typeof VIEWS)[number]) => `${width}${javaScriptEnabled ? "" : "-nojs"}`;

/** On a team's page: open Stats, choose its latest year with the form, and check the tables obey. */
async function statsForOneYear(page: Page) {
  await page.getByRole("navigation", { name: "Team" }).getByRole("link", { name: "Stats" }).click();
  await page.waitForURL(/\/cricket_team\/india\/\d+\/stats$/);
  const year = page.locator("select[name=year]");
  const latest = await year.locator("option").nth(1).getAttribute("value");
  expect(latest).toMatch(/^\d{4}$/);
  await year.selectOption(latest!);
  await page.getByRole("button", { name: "Apply" }).click();
  await page.waitForURL(new RegExp(`/stats\\?format=[a-z0-9]+&opponent=&year=${latest}$`));
  // Results by year now has that year alone; the filter shows it chosen.
  const byYear = page.getByRole("region", { name: "Results by year" });
  expect(await byYear.locator("tbody th").allInnerTexts()).toEqual([latest]);
  expect(await year.inputValue()).toBe(latest);
  // The leading run-scorer links to his profile.
  const runs = page.getByRole("region", { name: "Most runs" });
  expect(await runs.locator("tbody a").first().getAttribute("href")).toMatch(/^\/profiles\/[0-9a-f]{8}\/[a-z0-9-]+$/);
  return latest!;
}

test.each(VIEWS.map((view) => [viewName(view), view] as const))(
  "a player's profile → his team → its Stats filtered to one year (%s)",
  async (_name, view) => {
    const context = await browser.newContext({ viewport: { width: view.width, height: 900 }, javaScriptEnabled: view.javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${FINAL}/scorecard`);
    await page.getByRole("link", { name: "JJ Bumrah" }).first().click();
    await page.waitForURL(/\/profiles\/[0-9a-f]{8}\/jj-bumrah$/);
    await page.getByRole("region", { name: "Teams" }).getByRole("link", { name: "India", exact: true }).click();
    await page.waitForURL(/\/cricket_team\/india\/\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("India");
    // Home: the top stories are the reports of India's matches; the photos their galleries.
    expect(await page.getByRole("region", { name: "Top Stories" }).locator("article").count()).toBeGreaterThan(0);
    expect(await page.getByRole("region", { name: "Latest Photos" }).locator(".gallery-card").count()).toBe(4);
    await screenshot(page, `team-home-${suffix(view)}`);
    await statsForOneYear(page);
    await screenshot(page, `team-stats-${suffix(view)}`);
    await context.close();
  },
);

test.each(VIEWS.map((view) => [viewName(view), view] as const))(
  "the directory → a team → its Players and Results (%s)",
  async (_name, view) => {
    const context = await browser.newContext({ viewport: { width: view.width, height: 900 }, javaScriptEnabled: view.javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/cricket-team`);
    const main = page.locator("main");
    expect(await main.getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(["Test Teams", "Associate Teams"]);
    await screenshot(page, `team-directory-${suffix(view)}`);
    await main.getByRole("link", { name: "India", exact: true }).click();
    await page.waitForURL(/\/cricket_team\/india\/\d+$/);
    await page.getByRole("navigation", { name: "Team" }).getByRole("link", { name: "Players" }).click();
    await page.waitForURL(/\/players$/);
    const groups = await page.locator("main h3").allInnerTexts();
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((group) => ["Batters", "All Rounders", "Wicket Keepers", "Bowlers"].includes(group))).toBe(true);
    await screenshot(page, `team-players-${suffix(view)}`);
    await page.getByRole("navigation", { name: "Team" }).getByRole("link", { name: "Results" }).click();
    await page.waitForURL(/\/results$/);
    expect(await page.locator("main table a").count()).toBeGreaterThan(0);
    await screenshot(page, `team-results-${suffix(view)}`);
    await context.close();
  },
);

// Ten pages through axe: a guard against hangs, not a speed goal, on a shared 2-core machine.
test.each([1280, 390])(
  "axe finds no accessibility violations on the directory and every team tab at %i px",
  { timeout: 180_000 },
  async (width) => {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${BASE_URL}/cricket-team`);
    const team = await page.locator("main").getByRole("link", { name: "India", exact: true }).getAttribute("href");
    const paths = ["/cricket-team", "/cricket-team/league", "/cricket-team/domestic"];
    for (const tab of ["", "/schedule", "/results", "/news", "/videos", "/stats", "/players"]) paths.push(`${team}${tab}`);
    for (const path of paths) {
      await page.goto(`${BASE_URL}${path}`);
      const violations = await axeViolations(page);
      expect(violations, `${path} at ${width}: ${describeViolations(violations)}`).toEqual([]);
    }
    await page.close();
  },
);

test("search → a player → his first Test in our data → his team → its Stats filtered to one year", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE_URL}/`);
  await page.locator(".search-toggle__button").click();
  await page.locator("#site-search").fill("bumrah");
  await page.locator(".search-toggle__panel .search-bar__button").click();
  await page.waitForURL(/\/search\?q=bumrah$/);
  await page.locator(".search-hit[data-kind=player] a", { hasText: "JJ Bumrah" }).first().click();
  await page.waitForURL(/\/profiles\/[0-9a-f]{8}\/jj-bumrah$/);
  // Career Information: each format's first match in our data, linked.
  const test = page.locator(".profile__spans > div", { has: page.locator("dt", { hasText: /^Test/ }) });
  await test.locator("dd").first().getByRole("link").click();
  await page.waitForURL(/\/live-cricket-scores\/\d+\/[a-z0-9-]+$/);
  expect(await page.locator(".match-header__title").innerText()).toContain("India");
  await page.getByRole("link", { name: "Squads", exact: true }).click();
  await page.waitForURL(/\/squads$/);
  await page.locator(".squads__teams").getByRole("link", { name: "India", exact: true }).click();
  await page.waitForURL(/\/cricket_team\/india\/\d+$/);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("India");
  await statsForOneYear(page);
  await screenshot(page, "team-stats-from-search");
  await page.close();
});

test("a team's News: older stories join the list as it is read, with a plain link without JavaScript", async () => {
  const directory = await (await fetch(`${BASE_URL}/cricket-team`)).text();
  const india = /href="(\/cricket_team\/india\/\d+)"/.exec(directory)![1]!;
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE_URL}${india}/news`);
  const stories = page.locator(".team__stories > li");
  const first = await stories.count();
  expect(first).toBeGreaterThan(0);
  await page.locator("[data-load-more] a").scrollIntoViewIfNeeded();
  await expect.poll(() => stories.count()).toBeGreaterThan(first);
  const keys = await stories.evaluateAll((items) => items.map((item) => item.getAttribute("data-key")));
  expect(new Set(keys).size).toBe(keys.length);
  expect(new URL(page.url()).search).toBe("");
  await page.close();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${BASE_URL}${india}/news`);
  await plain.getByRole("link", { name: "Older stories" }).click();
  await plain.waitForURL(/\/news\?before=[A-Za-z0-9-]+$/);
  expect(await plain.locator(".team__stories > li").count()).toBeGreaterThan(0);
  await noScript.close();
});
