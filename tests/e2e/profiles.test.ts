/**
 * The player profile in a real browser (issue 13): from the 2024 T20 World Cup final's scorecard
 * to a player's profile (a link, with and without JavaScript), his career tables per format and
 * on to his first match in the data; no accessibility violations; screenshots at 1280 and 390 px
 * with JavaScript on and off; the generated bio's 180-character preview and its "Full profile"
 * disclosure (issue 37, docs/product/content-areas.md#player-profile), with JavaScript on and off.
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

const FINAL = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";

const VIEWS = [true, false].flatMap((javaScriptEnabled) => [1280, 390].map((width) => ({ javaScriptEnabled, width })));
const viewName = ({ javaScriptEnabled, width }: (typeof VIEWS)[number]) => `${width} px, JavaScript ${javaScriptEnabled ? "on" : "off"}`;

test.each(VIEWS.map((view) => [viewName(view), view] as const))(
  "scorecard → a player's profile → his first match in the data (%s)",
  async (_name, { javaScriptEnabled, width }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${FINAL}/scorecard`);
    await page.getByRole("link", { name: "JJ Bumrah" }).first().click();
    await page.waitForURL(/\/profiles\/[0-9a-f]{8}\/jj-bumrah$/);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("JJ Bumrah");
    // Personal information: '--' where the data has nothing; the role read from what he did.
    const info = page.getByRole("region", { name: "Personal Information" });
    expect(await info.innerText()).toMatch(/Born\s+--/);
    expect(await info.innerText()).toMatch(/Role\s+Bowler/);
    // Career tables: the spec's headers in order (empty columns hidden), a row per format played.
    const bowling = page.getByRole("region", { name: "Bowling Career Summary" }).first();
    const headers = await bowling.locator("thead th").allInnerTexts();
    expect(headers.slice(0, 6)).toEqual(["Format", "M", "Inn", "B", "Runs", "Wkts"]);
    const formats = await bowling.locator("tbody th").allInnerTexts();
    expect(formats).toContain("T20I");
    expect(await page.locator(".profile__coverage").innerText()).toMatch(/^From \d+ matches in Cricsheet's data, since /);
    await screenshot(page, `profile-${width}${javaScriptEnabled ? "" : "-nojs"}`);
    // The first match in the data links to its match page.
    await page.getByRole("region", { name: "Career Information" }).getByRole("link").first().click();
    await page.waitForURL(/\/live-cricket-scores\/\d+\/[a-z0-9-]+/);
    await context.close();
  },
);

test.each([1280, 390])("axe finds no accessibility violations on a profile at %i px", async (width) => {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${BASE_URL}${FINAL}/scorecard`);
  const href = await page.getByRole("link", { name: "HH Pandya" }).first().getAttribute("href");
  await page.goto(`${BASE_URL}${href}`);
  await page.waitForURL(/\/profiles\/[0-9a-f]{8}\/hh-pandya$/);
  const violations = await axeViolations(page);
  expect(violations, `${href} at ${width}: ${describeViolations(violations)}`).toEqual([]);
  await page.close();
});

test.each([true, false].map((javaScriptEnabled) => [javaScriptEnabled ? "on" : "off", javaScriptEnabled] as const))(
  "the generated bio shows a 180-character preview and 'Full profile' opens the whole of it (JavaScript %s)",
  async (_name, javaScriptEnabled) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${FINAL}/scorecard`);
    const href = await page.getByRole("link", { name: "JJ Bumrah" }).first().getAttribute("href");
    await page.goto(`${BASE_URL}${href}`);
    const bio = page.getByRole("region", { name: "Profile", exact: true });
    // Said to be generated (docs/product/content-areas.md#player-profile: the bio written from the data).
    expect(await bio.locator(".profile__bio-basis").innerText()).toBe("Generated from the match record");
    const preview = bio.locator(".profile__bio-preview");
    const full = bio.locator(".profile__bio > p");
    await preview.waitFor({ state: "visible" });
    const previewText = await preview.innerText();
    // At most 180 characters of the bio, then an ellipsis when it goes on.
    expect(previewText.replace(/…$/, "").length).toBeLessThanOrEqual(180);
    expect(previewText).toMatch(/…$/);
    expect(await full.first().isVisible()).toBe(false);
    await bio.getByText("Full profile").click();
    await full.first().waitFor({ state: "visible" });
    await preview.waitFor({ state: "hidden" });
    const whole = (await full.allInnerTexts()).join(" ");
    expect(whole.length).toBeGreaterThan(180);
    expect(whole.startsWith(previewText.replace(/…$/, ""))).toBe(true);
    await context.close();
  },
);
