/**
 * A series' Squads and Venues tabs and a venue page in a real browser (issue 12): from the 2024 T20
 * World Cup final to its series, a squad (in place with the script, a link without it) and on to
 * a player; the Venues tab to a ground's page and on to a match; no accessibility violations;
 * screenshots at 1280 and 390 px, with and without JavaScript.
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

/** The 2024 T20 World Cup, reached from its final's page. */
async function worldCup(page: Page) {
  await page.goto(`${BASE_URL}/live-cricket-scores/1415755`);
  await page
    .locator(".match-header")
    .getByRole("link", { name: /ICC Men's T20 World Cup 2024/ })
    .click();
  await page.waitForURL(/\/cricket-series\/\d+\/icc-men-s-t20-world-cup-2024$/);
  return new URL(page.url()).pathname;
}

const tab = (page: Page, name: string) => page.getByRole("navigation", { name: "Series" }).getByRole("link", { name, exact: true });

/** Each walk with and without JavaScript, at desktop and phone widths. */
const VIEWS = [true, false].flatMap((javaScriptEnabled) => [1280, 390].map((width) => ({ javaScriptEnabled, width })));
const viewName = ({ javaScriptEnabled, width }: (typeof VIEWS)[number]) => `${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;

test.each(VIEWS.map((view) => [viewName(view), view] as const))(
  "series → Squads → India (in place with the script, a link without) → a player (%s)",
  async (_name, { javaScriptEnabled, width }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    const base = await worldCup(page);
    await tab(page, "Squads").click();
    await page.waitForURL(`${BASE_URL}${base}/squads`);
    expect(await page.locator("h2#series-squads-title").innerText()).toBe("SQUADS FOR ICC Men's T20 World Cup 2024");
    // The bundle's 44 matches have 19 of the 20 sides (none of Afghanistan's), under the "T20"
    // header row; the first is selected without asking.
    const squads = page.getByRole("navigation", { name: "Squads" }).getByRole("link");
    await expect.poll(() => squads.count()).toBe(19);
    expect(await squads.first().getAttribute("aria-current")).toBe("page");
    if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.getByRole("navigation", { name: "Squads" }).getByRole("link", { name: "India", exact: true }).click();
    await expect.poll(() => page.locator(".series-squads__squad-players h3").innerText()).toBe("India");
    expect(new URL(page.url()).searchParams.get("squad")).toMatch(/^\d+$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker === true)).toBe(javaScriptEnabled);
    const headers = await page.locator(".series-squads__header").allInnerTexts();
    expect(headers.map((h) => h.toUpperCase())).toEqual(["BATTERS", "ALL ROUNDERS", "WICKET KEEPERS", "BOWLERS"]);
    const keepers = page.getByRole("region", { name: "Wicket Keepers" });
    expect(await keepers.getByRole("link").allInnerTexts()).toEqual(["RR Pant"]);
    await screenshot(page, `series-squads-${width}${javaScriptEnabled ? "" : "-nojs"}`);
    await page.getByRole("region", { name: "Bowlers" }).getByRole("link", { name: "JJ Bumrah" }).click();
    await page.waitForURL(/\/profiles\/[0-9a-f]{8}\/jj-bumrah$/);
    await context.close();
  },
);

test.each(VIEWS.map((view) => [viewName(view), view] as const))(
  "series → Venues → a ground's page → a match played there (%s)",
  async (_name, { javaScriptEnabled, width }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    const base = await worldCup(page);
    await tab(page, "Venues").click();
    await page.waitForURL(`${BASE_URL}${base}/venues`);
    // Nine grounds in seven countries; the United States, with three, come first.
    const countries = await page.locator(".series-venues__country").allInnerTexts();
    expect(countries[0]).toBe("United States of America");
    expect(countries).toHaveLength(7);
    await expect.poll(() => page.locator(".series-venues__card").count()).toBe(9);
    await screenshot(page, `series-venues-${width}${javaScriptEnabled ? "" : "-nojs"}`);
    await page.getByRole("link", { name: /Kensington Oval/ }).click();
    await page.waitForURL(/\/venues\/\d+\/kensington-oval$/);
    expect(await page.locator("h2#venue-title").innerText()).toBe("Kensington Oval");
    const facts = page.locator(".venue__facts");
    expect(await facts.innerText()).toContain("Bridgetown, Barbados");
    expect(await facts.innerText()).toContain("UTC -04:00");
    expect(await page.locator(".venue__stats").first().innerText()).toMatch(/Average 1st Inns scores\s+\d+/);
    expect(await tab(page, "Venues").getAttribute("aria-current")).toBe("page");
    await screenshot(page, `series-venue-${width}${javaScriptEnabled ? "" : "-nojs"}`);
    // the final itself (other tests score copies of it, played at the same ground)
    await page.locator('a[href^="/live-cricket-scores/1415755/"]', { hasText: "IND vs RSA, Final" }).click();
    await page.waitForURL(/\/live-cricket-scores\/1415755\//);
    await context.close();
  },
);

test.each([1280, 390])("axe finds no accessibility violations on Squads, Venues and a venue page at %i px", async (width) => {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const base = await worldCup(page);
  await page.goto(`${BASE_URL}${base}/venues`);
  const venue = await page.getByRole("link", { name: /Nassau County/ }).getAttribute("href");
  for (const path of [`${base}/squads`, `${base}/venues`, venue!]) {
    await page.goto(`${BASE_URL}${path}`);
    const violations = await axeViolations(page);
    expect(violations, `${path} at ${width}: ${describeViolations(violations)}`).toEqual([]);
  }
  await page.close();
});
