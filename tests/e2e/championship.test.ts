/**
 * Championship points tables in a real browser (issue 13): from a bare format to its latest World
 * Test Championship cycle, along the cycle links to 2023–25 (a link, with and without JavaScript),
 * its header row, rows and rules paragraph; the Super League's empty text; no accessibility
 * violations; screenshots at 1280 and 390 px with JavaScript on and off.
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

const WTC_2023_25 = "/cricket-stats/points-table/test/world-test-championship-2023-25";
const SUPER_LEAGUE = "/cricket-stats/points-table/odi/icc-cricket-world-cup-super-league-2020-23";

const VIEWS = [true, false].flatMap((javaScriptEnabled) => [1280, 390].map((width) => ({ javaScriptEnabled, width })));
const viewName = ({ javaScriptEnabled, width }: (typeof VIEWS)[number]) => `${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;

test.each(VIEWS.map((view) => [viewName(view), view] as const))(
  "the latest cycle → WTC 2023–25 by its link: header row, ranked rows, the rules (%s)",
  async (_name, { javaScriptEnabled, width }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/cricket-stats/points-table/test`);
    await page.waitForURL(/\/cricket-stats\/points-table\/test\/world-test-championship-2025-27$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("World Test Championship (2025-2027) - Points Table");
    await page.getByRole("navigation", { name: "Seasons" }).getByRole("link", { name: "World Test Championship (2023-2025)" }).click();
    await page.waitForURL(new RegExp(`${WTC_2023_25}$`));
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("World Test Championship (2023-2025) - Points Table");
    const table = page.getByRole("table");
    expect(await table.locator("thead th").allInnerTexts()).toEqual(["Rank", "Team", "M", "W", "L", "D", "T", "Ded", "Pts", "PCT"]);
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBeGreaterThan(1);
    expect(await rows.first().locator("td").first().innerText()).toBe("1");
    // PCT to two decimals, best first.
    const pcts = (await table.locator("tbody td.championship__pct").allInnerTexts()).map(Number);
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
    expect(await page.getByText(/^In the WTC 2023-25, teams get 12 points for a win/).count()).toBe(1);
    expect(await page.locator(".championship__basis").innerText()).toMatch(/^Computed from \d+ of the 69 Tests of the cycle's 27 series/);
    await screenshot(page, `championship-${width}${javaScriptEnabled ? "" : "-nojs"}`);
    await context.close();
  },
);

test("the Super League: the spec's empty text and why", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE_URL}${SUPER_LEAGUE}`);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "ICC Men's Cricket World Cup Super League (2020-2023) - Points Table",
  );
  expect(await page.getByText("No data available", { exact: true }).count()).toBe(1);
  expect(await page.getByText(/No Super League table is built from our data yet/).count()).toBe(1);
  await screenshot(page, "championship-odi-empty");
  await page.close();
});

test.each([1280, 390])("axe finds no accessibility violations on the championship pages at %i px", async (width) => {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of [WTC_2023_25, SUPER_LEAGUE]) {
    await page.goto(`${BASE_URL}${path}`);
    const violations = await axeViolations(page);
    expect(violations, `${path} at ${width}: ${describeViolations(violations)}`).toEqual([]);
  }
  await page.close();
});
