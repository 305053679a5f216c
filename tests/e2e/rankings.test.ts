/**
 * The rankings pages in a real browser (issue 13, docs/product/content-areas.md#rankings), on the embedded data:
 * Cricket Edge ratings, said so and never called ICC, with the method a link away; the tab menu
 * and the format selector are links, so switching works with JavaScript off; a player's name
 * leads to his profile; no accessibility violations; screenshots at 1280 and 390 px, JavaScript
 * on and off.
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

const VIEWS = [true, false].flatMap((javaScriptEnabled) => [1280, 390].map((width) => ({ javaScriptEnabled, width })));
const viewName = ({ javaScriptEnabled, width }: (typeof VIEWS)[number]) => `${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;

test.each(VIEWS.map((view) => [viewName(view), view] as const))(
  "men's batting → ODI → teams → a player's profile (%s)",
  async (_name, { javaScriptEnabled, width }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/cricket-stats/icc-rankings/men/batting`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Cricket Edge Ratings - Men's Batting");
    // Computed here, so never labelled ICC: the notice says what they are and links the method.
    expect(await page.locator(".rankings__notice").innerText()).toMatch(/Cricket Edge ratings.*not the ICC's official rankings/s);
    expect(await page.getByText(/ICC Cricket Rankings/).count()).toBe(0);
    // Test is the men's default format.
    const formats = page.getByRole("navigation", { name: "Format" });
    expect(await formats.getByRole("link").allInnerTexts()).toEqual(["Test", "ODI", "T20"]);
    expect(await formats.locator("[aria-current=page]").innerText()).toBe("Test");
    const headers = await page.locator(".rankings__table thead th").allInnerTexts();
    expect(headers).toEqual(["Position", "Player", "Rating"]);
    // Each row: position, a trend ('--' or an arrow with the places), name, COUNTRY, rating 0–1000.
    const first = page.locator(".rankings__table tbody tr").first();
    // innerText breaks lines around the visually hidden words ("Up", "places"): compare the words.
    const position = (await first.locator(".rankings__position").innerText()).replace(/\s+/g, " ");
    expect(position).toMatch(/^1 (--|▲ Up \d+ places?|▼ Down \d+ places?)$/);
    expect(await first.locator(".rankings__country").innerText()).toMatch(/^[A-Z ]+$/);
    expect(Number(await first.locator(".rankings__rating").innerText())).toBeLessThanOrEqual(1000);
    await screenshot(page, `rankings-batting-${width}${javaScriptEnabled ? "" : "-nojs"}`);

    // The format selector is a link: ODI without JavaScript too.
    await formats.getByRole("link", { name: "ODI" }).click();
    await page.waitForURL(/\/men\/batting\?format=odi$/);
    expect(await page.getByRole("navigation", { name: "Format" }).locator("[aria-current=page]").innerText()).toBe("ODI");
    expect(await page.getByRole("heading", { level: 2 }).first().innerText()).toBe("ODI Batting");
    expect(await page.locator(".rankings__table tbody tr").count()).toBeGreaterThan(10);

    // The Teams tab keeps the format: Position, Team, Rating, Points.
    await page.getByRole("navigation", { name: "Rankings" }).getByRole("link", { name: "Teams" }).click();
    await page.waitForURL(/\/men\/teams\?format=odi$/);
    expect(await page.locator(".rankings__table thead th").allInnerTexts()).toEqual(["Position", "Team", "Rating", "Points"]);
    expect(await page.locator(".rankings__table tbody tr").count()).toBeGreaterThan(5);
    await screenshot(page, `rankings-teams-${width}${javaScriptEnabled ? "" : "-nojs"}`);

    // A player's name leads to his profile.
    await page.getByRole("navigation", { name: "Rankings" }).getByRole("link", { name: "Bowling" }).click();
    await page.waitForURL(/\/men\/bowling\?format=odi$/);
    const player = page.locator(".rankings__table tbody tr").first().getByRole("link");
    const name = await player.innerText();
    await player.click();
    await page.waitForURL(/\/profiles\/[0-9a-f]{8}\/[a-z0-9-]+$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(name);
    await context.close();
  },
);

test("women's lists offer ODI and T20 only; a list without data says so; the method page is a link away", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${BASE_URL}/cricket-stats/icc-rankings/women/batting`);
  const formats = page.getByRole("navigation", { name: "Format" });
  expect(await formats.getByRole("link").allInnerTexts()).toEqual(["ODI", "T20"]);
  expect(await formats.locator("[aria-current=page]").innerText()).toBe("ODI");
  // The bundle has no women's ODI: the spec's empty texts.
  await expect.poll(() => page.locator(".rankings .empty").innerText()).toBe("No data available");
  await page.goto(`${BASE_URL}/cricket-stats/icc-rankings/women/teams`);
  expect(await page.locator(".rankings .empty").innerText()).toBe("Loading or no data available...");
  await page.goto(`${BASE_URL}/cricket-stats/icc-rankings/women/batting?format=t20`);
  expect(await page.locator(".rankings__table tbody tr").count()).toBeGreaterThan(10);
  await page.getByRole("link", { name: "How the ratings are calculated" }).click();
  await page.waitForURL(/\/cricket-stats\/ratings-method$/);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("How Cricket Edge ratings are calculated");
  await page.close();
});

test("a format a category does not have is a 400 with the reason; an unknown list is a 404", async () => {
  const bad = await fetch(`${BASE_URL}/cricket-stats/icc-rankings/women/batting?format=test`);
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("format must be one of odi, t20");
  expect((await fetch(`${BASE_URL}/cricket-stats/icc-rankings/men/fielding`)).status).toBe(404);
});

test.each([
  ["/cricket-stats/icc-rankings/men/batting", 1280],
  ["/cricket-stats/icc-rankings/men/batting", 390],
  ["/cricket-stats/icc-rankings/men/teams?format=t20", 1280],
  ["/cricket-stats/icc-rankings/men/teams?format=t20", 390],
  ["/cricket-stats/ratings-method", 390],
] as const)("axe finds no accessibility violations on %s at %i px", async (path, width) => {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${BASE_URL}${path}`);
  const violations = await axeViolations(page);
  expect(violations, `${path} at ${width}: ${describeViolations(violations)}`).toEqual([]);
  await page.close();
});
