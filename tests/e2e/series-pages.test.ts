/**
 * A series page in a real browser (issue 12): from a match to its series, the points table, a
 * team's row opened to its matches and on to a match; the Team filter in place with the script and
 * as a plain form without it; no accessibility violations.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { BASE_URL, launchChromium, screenshot } from "./browser.ts";
import { axeViolations, describeViolations } from "./shell-helpers.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The 2023 World Cup, reached from its first match's page (New Zealand beat England in Ahmedabad). */
async function worldCup(page: import("playwright-core").Page) {
  await page.goto(`${BASE_URL}/live-cricket-scores/1384392`);
  await page
    .locator(".match-header")
    .getByRole("link", { name: /ICC Cricket World Cup 2023/ })
    .click();
  await page.waitForURL(/\/cricket-series\/\d+\/icc-cricket-world-cup-2023-24$/);
  return new URL(page.url()).pathname;
}

test("match → series → Points Table → a team's matches → a match", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const base = await worldCup(page);
  expect(await page.locator("h1").innerText()).toBe("ICC Cricket World Cup 2023/24");
  await page.getByRole("navigation", { name: "Series" }).getByRole("link", { name: "Points Table" }).click();
  await page.waitForURL(`${BASE_URL}${base}/pointtable`);
  const rows = page.locator(".points__table > tbody > tr:first-child");
  await expect.poll(() => rows.count()).toBe(10);
  // Where the data has every match of a side, its line is the published one (ICC, final standings).
  const line = async (team: string) =>
    (
      await page
        .locator(".points__team", { has: page.locator(".points__name", { hasText: team }) })
        .locator("tr")
        .first()
        .innerText()
    )
      .split(/\s+/)
      .slice(-7);
  expect(await line("South Africa")).toEqual(["9", "7", "2", "0", "0", "14", "+1.261"]);
  expect(await line("England")).toEqual(["9", "3", "6", "0", "0", "6", "-0.572"]);
  // New Zealand v Pakistan ended on D/L with the chase called off: New Zealand are credited with the
  // par score off Pakistan's overs (ICC), which puts Pakistan above Afghanistan as published.
  expect(await line("New Zealand")).toEqual(["9", "5", "4", "0", "0", "10", "+0.743"]);
  expect(await line("Pakistan")).toEqual(["9", "4", "5", "0", "0", "8", "-0.199"]);
  const order = await page.locator(".points__name").allInnerTexts();
  expect(order.map((name) => name.replace(/^\d+\s*/, "")).slice(1, 9)).toEqual([
    "South Africa",
    "Australia",
    "New Zealand",
    "Pakistan",
    "Afghanistan",
    "England",
    "Bangladesh",
    "Sri Lanka",
  ]);
  expect(
    await page
      .locator(".points__nrr--negative")
      .first()
      .evaluate((el) => getComputedStyle(el).color),
  ).toBe("rgb(192, 0, 0)");
  const australia = page.locator(".points__team", { has: page.locator(".points__name", { hasText: "Australia" }) });
  await australia.locator("summary").click();
  const matches = australia.locator(".points__matches tbody tr");
  await expect.poll(() => matches.count()).toBe(9);
  await screenshot(page, "series-points-table-1280");
  await matches.first().getByRole("link").click();
  await page.waitForURL(/\/live-cricket-scores\/\d+\/australia-vs-india|\/live-cricket-scores\/\d+\/india-vs-australia/);
  await page.close();
});

test("the Team filter: in place with the script, a plain form without it", async () => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/live-cricket-scores/1384392`);
    const href = await page
      .locator(".match-header")
      .getByRole("link", { name: /ICC Cricket World Cup 2023/ })
      .getAttribute("href");
    await page.goto(`${BASE_URL}${href}/matches`);
    await expect.poll(() => page.locator(".series-matches__table tbody tr").count()).toBe(48);
    if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.locator('select[name="team"]').selectOption({ label: "Netherlands" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect.poll(() => page.locator(".series-matches__table tbody tr").count()).toBe(9);
    expect(new URL(page.url()).searchParams.get("team")).toMatch(/^\d+$/);
    // With the script the page was not reloaded (the marker survives); without, the form loaded it.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true)).toBe(javaScriptEnabled);
    await screenshot(page, `series-matches-filtered-390${javaScriptEnabled ? "" : "-nojs"}`);
    await page.getByRole("link", { name: "Clear Filter" }).click();
    await expect.poll(() => page.locator(".series-matches__table tbody tr").count()).toBe(48);
    await context.close();
  }
});

// One test per width and group of tabs: axe over a 48-match page takes seconds on a busy machine.
for (const width of [1280, 390]) {
  for (const tabs of [
    ["", "/matches", "/pointtable"],
    ["/news", "/stats", "/stats?type=best-bowling"],
  ]) {
    test(`axe finds no accessibility violations on the series tabs ${tabs.join(" ") || "home"} at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      const base = await worldCup(page);
      for (const tab of tabs) {
        await page.goto(`${BASE_URL}${base}${tab}`);
        const violations = await axeViolations(page);
        expect(violations, `${tab || "home"} at ${width}: ${describeViolations(violations)}`).toEqual([]);
      }
      await page.close();
    });
  }
}

test("Archives → a year → a series, from the header's link; axe finds nothing", async () => {
  for (const width of [1280, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${BASE_URL}/cricket-match/live-scores`);
    if (width === 390) await page.goto(`${BASE_URL}/cricket-scorecard-archives`);
    else await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Archives" }).click();
    await page.waitForURL(`${BASE_URL}/cricket-scorecard-archives`);
    expect(await axeViolations(page), `archive at ${width}`).toEqual([]);
    await page.getByRole("navigation", { name: "Years" }).getByRole("link", { name: "2023" }).click();
    await page.waitForURL(`${BASE_URL}/cricket-scorecard-archives/2023`);
    expect(await page.locator("h1").innerText()).toBe("Cricket Scorecard Archives 2023");
    await screenshot(page, `archive-2023-${width}`);
    await page.locator("#archive-international + ul").getByRole("link", { name: "ICC Cricket World Cup 2023/24" }).click();
    await page.waitForURL(/\/cricket-series\/\d+\/icc-cricket-world-cup-2023-24\/matches$/);
    await expect.poll(() => page.locator(".series-matches__table tbody tr").count()).toBe(48);
    await page.close();
  }
});
