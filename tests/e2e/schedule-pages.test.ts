/**
 * Schedule pages in a browser (issue 12) while the demo clock plays a season: the header's
 * Schedule link lists matches by day (India's calendar), each linked; Current & Future Series lists
 * the seasons being played, each linked to its matches.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";
import { axeViolations } from "./shell-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test("Schedule → matches by day → a match; Current & Future Series → a series", async () => {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${BASE_URL}/cricket-schedule/upcoming-series/all`);
    expect(await axeViolations(page), `matches by day at ${width}`).toEqual([]);
    const first = page.locator(".schedule__match").first();
    await expect.poll(() => first.count()).toBe(1);
    expect(await page.locator(".schedule__day h2").first().innerText()).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4}$/);
    expect(await first.locator(".schedule__time").innerText()).toMatch(/\d{2}:\d{2} GMT/);
    await screenshot(page, `schedule-by-day-${width}`);
    await page.goto(`${BASE_URL}/cricket-schedule/series/all`);
    expect(await axeViolations(page), `current series at ${width}`).toEqual([]);
    const series = page.locator(".schedule__series a").first();
    const name = await series.innerText();
    await screenshot(page, `schedule-series-${width}`);
    await series.click();
    await page.waitForURL(/\/cricket-series\/\d+\/[\w-]+\/matches$/);
    expect(await page.locator("h1").innerText()).toBe(name);
    await page.close();
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE_URL}/`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }).click();
  await page.waitForURL(`${BASE_URL}/cricket-schedule/upcoming-series/international`);
  expect(await page.locator("h1").innerText()).toBe("Cricket Schedule");
  await page.close();
});

test("Home → Schedule → a league's series → Points Table → a team's row → a match", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE_URL}/`);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }).click();
  await page.waitForURL(/\/cricket-schedule\/upcoming-series\/international$/);
  await page.getByRole("navigation", { name: "Match types" }).getByRole("link", { name: "T20 Leagues" }).click();
  await page.waitForURL(/\/cricket-schedule\/upcoming-series\/league$/);
  const series = page.locator(".schedule__series-link").first();
  const name = await series.innerText();
  await series.click();
  await page.waitForURL(/\/cricket-series\/\d+\/[\w-]+$/);
  expect(await page.locator("h1").innerText()).toBe(name);
  // A league's table stands from its first day: every team, on nought until its first result.
  await page.getByRole("navigation", { name: "Series" }).getByRole("link", { name: "Points Table" }).click();
  await page.waitForURL(/\/pointtable$/);
  const teams = page.locator(".points__team");
  await expect.poll(() => teams.count()).toBeGreaterThan(2);
  const team = teams.first();
  await team.locator("summary").click();
  const fixtures = team.locator(".points__matches tbody tr");
  await expect.poll(() => fixtures.count()).toBeGreaterThan(0);
  await screenshot(page, "walk-points-table-1280");
  const match = fixtures.first().getByRole("link");
  const description = await match.innerText();
  await match.click();
  await page.waitForURL(/\/live-cricket-scores\/\d+\/[\w-]+$/);
  expect(await page.locator(".match-header h1").innerText()).toContain(description);
  await page.close();
});
