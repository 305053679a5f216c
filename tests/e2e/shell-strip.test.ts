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

const visibleCards = (page: Page) =>
  page
    .locator(".strip-card")
    .evaluateAll((cards) =>
      cards
        .filter((c) => (c as HTMLElement).offsetParent !== null)
        .map((c) => ({ live: c.getAttribute("data-live"), today: c.getAttribute("data-today") })),
    );

for (const javaScriptEnabled of [true, false]) {
  test(`the match strip: titles, ALL/CLOSE and, read when opened, the chips (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
    await page.goto(BASE_URL + "/cricket-match/live-scores");
    const strip = page.locator(".strip");
    expect(await strip.locator(".strip__label").innerText()).toBe("MATCHES");
    const titles = await strip.locator(".strip__title").allInnerTexts();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThanOrEqual(5);
    for (const title of titles) {
      expect(title.length).toBeLessThanOrEqual(30);
      if (title.length > 27) expect(title).toMatch(/\.\.\.$/);
    }
    for (const href of await strip.locator(".strip__title").evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/live-cricket-scores\/\d+\/[a-z0-9-]+$/);
    }

    const toggle = strip.locator(".strip__toggle");
    expect(await toggle.innerText()).toBe("ALL");
    const panel = strip.locator(".strip__panel");
    expect(await panel.isVisible()).toBe(false);
    await toggle.click();
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await toggle.innerText()).toBe("CLOSE");
    expect(await panel.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("600px");

    if (!javaScriptEnabled) {
      // The panel's matches are read when it opens; without a script it leads to the hubs, which list them.
      const hubs = await panel.locator(".strip__hubs a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(hubs).toEqual([
        "/cricket-match/live-scores",
        "/cricket-match/live-scores/recent-matches",
        "/cricket-match/live-scores/upcoming-matches",
      ]);
      expect(await page.locator(".strip-card").count()).toBe(0);
      await toggle.click();
      await expect.poll(() => panel.isVisible()).toBe(false);
      await page.close();
      return;
    }
    await expect.poll(() => visibleCards(page).then((cards) => cards.length)).toBeGreaterThan(0);
    const all = await visibleCards(page);
    expect(all.length).toBeGreaterThan(0);
    const liveLabel = await panel.locator("label[for=strip-filter-live]").innerText();
    const todayLabel = await panel.locator("label[for=strip-filter-today]").innerText();

    await panel.locator("label[for=strip-filter-live]").click();
    const live = await visibleCards(page);
    expect(live.every((c) => c.live === "1")).toBe(true);
    expect(liveLabel).toBe(`Live Now (${live.length})`);
    if (live.length === 0) expect(await panel.locator(".strip__empty--live").isVisible()).toBe(true);

    await panel.locator("label[for=strip-filter-today]").click();
    const today = await visibleCards(page);
    expect(today.every((c) => c.today === "1")).toBe(true);
    expect(todayLabel).toBe(`Today (${today.length})`);

    await panel.locator("label[for=strip-filter-all]").click();
    expect(await visibleCards(page)).toHaveLength(all.length);

    // Grouped by match type, then series; points tables only for tournaments.
    const types = await panel.locator(".strip__type-name").allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    for (const href of await panel.locator(".strip__points").evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/cricket-series\/\d+\/[a-z0-9-]+\/pointtable$/);
    }

    await toggle.click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    expect(await toggle.innerText()).toBe("ALL");
    await page.close();
  });
}
