/**
 * Photo galleries in a real browser (issue 14): the list loads older galleries as it is read (one
 * load at a time, none twice) or, without JavaScript, by its plain link; a match's gallery shows
 * its graphics with Share (an X/Twitter intent without the Web Share API) and TAGS. No
 * accessibility violations; screenshots (390 px with JavaScript, 1280 px without).
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

/** Two of the four views keep CI short: the phone with the script, the desktop without it. */
const VIEWS = [
  { javaScriptEnabled: true, width: 390 },
  { javaScriptEnabled: false, width: 1280 },
];

test.each(VIEWS.map((view) => [`${view.width} px, JavaScript ${view.javaScriptEnabled ? "on" : "off"}`, view] as const))(
  "the galleries, older ones as the list is read, and a match's graphics (%s)",
  async (_name, { javaScriptEnabled, width }) => {
    const suffix = `${width}${javaScriptEnabled ? "" : "-nojs"}`;
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/cricket-photo-gallery`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Cricket Photo Galleries");
    const cards = page.locator(".gallery-card");
    const first = await cards.count();
    expect(first).toBe(12);
    // The first card's image is the page's largest paint: fetched at once and first; the rest as they near the screen.
    const images = page.locator("img.gallery-card__image");
    expect(await images.nth(0).getAttribute("loading")).toBe("eager");
    expect(await images.nth(0).getAttribute("fetchpriority")).toBe("high");
    expect(await images.nth(1).getAttribute("loading")).toBe("lazy");
    expect(await images.nth(1).getAttribute("fetchpriority")).toBeNull();
    if (javaScriptEnabled) {
      // Reading to the end appends the next page in place, each gallery once.
      await page.locator("[data-load-more] a").scrollIntoViewIfNeeded();
      await expect.poll(() => cards.count()).toBeGreaterThan(first);
      const keys = await cards.evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.key));
      expect(new Set(keys).size).toBe(keys.length);
      expect(page.url()).toBe(`${BASE_URL}/cricket-photo-gallery`);
    } else {
      await page.getByRole("link", { name: "Older galleries" }).click();
      await page.waitForURL(/\/cricket-photo-gallery\?before=\d+$/);
      expect(await cards.count()).toBeGreaterThan(0);
      await page.goto(`${BASE_URL}/cricket-photo-gallery`);
    }
    if (javaScriptEnabled) expect(await axeViolations(page).then(describeViolations)).toBe("");
    await screenshot(page, `gallery-list-${suffix}`);

    await page.goto(`${BASE_URL}/cricket-gallery/1415755/x`);
    await page.waitForURL(/\/cricket-gallery\/1415755\/india-vs-south-africa-final-the-match-in-graphics$/);
    const photos = page.locator(".gallery-photo");
    expect(await photos.count()).toBe(6);
    // The first graphic is drawn (an image that failed has no natural width); every one answers as an SVG.
    await expect
      .poll(() =>
        photos
          .locator("img")
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(1200);
    for (const src of await photos.locator("img").evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))) {
      const answer = await page.request.get(src);
      expect(answer.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    }
    const share = photos.first().getByRole("link", { name: "Share" });
    expect(await share.getAttribute("href")).toMatch(/^https:\/\/x\.com\/intent\/tweet\?text=.+&url=.+%23photo-1$/);
    expect(await page.getByRole("region", { name: "TAGS" }).getByRole("link").allInnerTexts()).toEqual(
      expect.arrayContaining(["India", "South Africa"]),
    );
    if (javaScriptEnabled) expect(await axeViolations(page).then(describeViolations)).toBe("");
    await screenshot(page, `gallery-detail-${suffix}`);
    await context.close();
  },
  // A gallery page's dozen graphics are drawn on first request: slow on a loaded 2-core machine.
  120_000,
);
