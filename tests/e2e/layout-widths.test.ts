/**
 * Every public page type fits a phone and a desktop (issue 31): at 320, 390 and 1280 px no page
 * scrolls sideways, every visible link, button and field is a target of at least 24 × 24 px or
 * spaced as WCAG 2.5.8 allows (a 24 px circle on it touches no other target; links inside a
 * sentence are exempt), the standings tables show their last column without scrolling, the
 * match-in-graphics text is shown at 12 px or more, and home's two
 * columns end together at 1280 px. One page is reused, its viewport resized between loads.
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { type PageType, publicPageTypes } from "../../scripts/lib/public-pages.ts";
import { BASE_URL, launchChromium } from "./browser.ts";

const WIDTHS = [320, 390, 1280] as const;
/** WCAG 2.5.8's minimum target (CSS px). */
const TARGET = 24;
/** The smallest text a graphic may be shown at (CSS px). */
const GRAPHIC_TEXT = 12;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** issue 17's page types, and the pages issue 31 found too wide: the current WTC cycle, a league's table, the account forms, a live match. */
async function pagesToCheck(): Promise<PageType[]> {
  const hub = await (await fetch(`${BASE_URL}/cricket-match/live-scores`)).text();
  const lives = [...hub.matchAll(/href="(\/live-cricket-scores\/\d+\/[^"]+)" class="match-card__main"/g)].map((m) => m[1]!);
  if (lives.length === 0) throw new Error("no live match on the live hub (the demo clock always has one)");
  // The replayed IPL match npm test puts in play (an Ashes Test may be live beside it, listed first).
  let live = "";
  let league: string | undefined;
  for (const path of lives) {
    league = /href="(\/cricket-series\/\d+\/indian-premier-league-\d{4})"/.exec(await (await fetch(BASE_URL + path)).text())?.[1];
    live = path;
    if (league) break;
  }
  if (!league) throw new Error(`no live match names an IPL season: ${lives.join(", ")}`);
  return [
    ...(await publicPageTypes(BASE_URL, null)),
    { name: "live match (replay): commentary", path: live },
    { name: "league points table", path: `${league}/pointtable` },
    { name: "championship table (current cycle)", path: "/cricket-stats/points-table/test/world-test-championship-2025-27" },
    { name: "login", path: "/user/login" },
    { name: "sign-up", path: "/user/sign-up" },
  ];
}

interface Findings {
  scrollWidth: number;
  smallTargets: string[];
  /** graphics whose smallest text is shown under 12 px: "src: n px" */
  smallGraphicText: string[];
  /** standings tables (WTC, points) wider than their box: their last column (PCT, NRR) out of view */
  wideTables: string[];
}

/**
 * What the page shows now: its width, the targets under 24 px that are neither inline in a
 * sentence nor spaced by WCAG 2.5.8's rule, and the graphics' smallest text as shown (the SVG's
 * smallest font size times the image's scale).
 */
function measure(page: Page, target: number): Promise<Findings> {
  return page.evaluate(async (min) => {
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      // checkVisibility: not in a closed <details> (content-visibility: hidden) nor under display: none.
      return box.width > 0 && box.height > 0 && style.visibility !== "hidden" && el.checkVisibility({ contentVisibilityAuto: true });
    };
    const targets = [
      ...document.querySelectorAll("a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab]"),
    ].filter(visible);
    const boxes = targets.map((el) => el.getBoundingClientRect());
    // WCAG 2.5.8's inline exception: a link in a sentence (its block has other text than its links).
    const inSentence = (el: Element) => {
      if (el.tagName !== "A" || getComputedStyle(el).display !== "inline") return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
      if (!block) return false;
      const own = [...block.querySelectorAll("a")].reduce((n, a) => n + (a.textContent?.trim().length ?? 0), 0);
      return (block.textContent?.trim().length ?? 0) - own > 10;
    };
    const undersized = boxes.map((b, i) => (b.width < min || b.height < min) && !inSentence(targets[i]!));
    const centre = (b: DOMRect) => ({ x: b.left + b.width / 2, y: b.top + b.height / 2 });
    // A circle of the minimum's diameter on an undersized target may touch no other target and no other undersized target's circle.
    const spaced = (i: number) => {
      const c = centre(boxes[i]!);
      return boxes.every((b, j) => {
        if (j === i || targets[j]!.contains(targets[i]!) || targets[i]!.contains(targets[j]!)) return true;
        if (undersized[j]) {
          const d = centre(b);
          if (Math.hypot(c.x - d.x, c.y - d.y) < min) return false;
        }
        const dx = Math.max(b.left - c.x, 0, c.x - b.right);
        const dy = Math.max(b.top - c.y, 0, c.y - b.bottom);
        return Math.hypot(dx, dy) >= min / 2;
      });
    };
    const describe = (el: Element, b: DOMRect) => {
      const text = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("name") || el.tagName).trim().replace(/\s+/g, " ");
      return `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? `.${el.className.split(" ")[0]}` : ""} "${text.slice(0, 40)}" ${Math.round(b.width)}×${Math.round(b.height)}`;
    };
    const smallTargets = targets.flatMap((el, i) => (undersized[i] && !spaced(i) ? [describe(el, boxes[i]!)] : []));

    const smallGraphicText: string[] = [];
    for (const img of document.querySelectorAll<HTMLImageElement>("img[src*='/cricket-graphics/'][src$='.svg']")) {
      if (!visible(img) || img.closest("a.gallery-card, .gallery-cards")) continue; // thumbnails lead to the readable page
      const svg = await (await fetch(img.src)).text();
      const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+)/.exec(svg);
      const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      if (!viewBox || sizes.length === 0) continue;
      const shown = (Math.min(...sizes) * img.getBoundingClientRect().width) / Number(viewBox[1]);
      if (shown < 12) smallGraphicText.push(`${new URL(img.src).pathname}: ${shown.toFixed(1)} px`);
    }
    const wideTables = [...document.querySelectorAll(".championship__table, .points__table")]
      .filter((table) => table.getBoundingClientRect().width > (table.parentElement?.clientWidth ?? 0) + 0.5)
      .map((table) => `${table.className} ${Math.round(table.getBoundingClientRect().width)} px in ${table.parentElement?.clientWidth} px`);
    return { scrollWidth: document.documentElement.scrollWidth, smallTargets, smallGraphicText, wideTables };
  }, target);
}

test("every public page type fits 320, 390 and 1280 px: no sideways scroll, targets of 24 px, graphics' text of 12 px", async () => {
  const pages = await pagesToCheck();
  const page = await browser.newPage();
  const failures: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const { name, path, status } of pages) {
      const response = await page.goto(BASE_URL + path, { waitUntil: "load" });
      expect(response?.status(), `${name} ${path}`).toBe(status ?? 200);
      const found = await measure(page, TARGET);
      const where = `${width} px, ${name} (${path})`;
      if (found.scrollWidth > width) failures.push(`${where}: the page is ${found.scrollWidth} px wide`);
      if (found.smallTargets.length > 0) failures.push(`${where}: targets under ${TARGET} px: ${found.smallTargets.join("; ")}`);
      if (found.wideTables.length > 0) failures.push(`${where}: standings wider than their box: ${found.wideTables.join("; ")}`);
      if (found.smallGraphicText.length > 0)
        failures.push(`${where}: graphics' text under ${GRAPHIC_TEXT} px: ${found.smallGraphicText.join("; ")}`);
    }
  }
  await page.close();
  expect(failures.join("\n"), `${failures.length} layout failures`).toBe("");
}, 600_000);

test("home's columns end together at 1280 px (no column leaves the lower page empty)", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${BASE_URL}/`, { waitUntil: "load" });
  // Read where the reader who scrolled down sees each column's content end, in page coordinates.
  const ends = await page.evaluate(() => {
    // Instant: the site scrolls smoothly, which would leave the page where it was when measured.
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    const bottom = (selector: string) =>
      Math.max(...[...document.querySelectorAll(selector)].map((el) => el.getBoundingClientRect().bottom + window.scrollY));
    const columns = document.querySelector(".home__columns")!.getBoundingClientRect();
    const end = columns.bottom + window.scrollY;
    return {
      height: columns.height,
      gaps: {
        left: end - bottom(".home__latest"),
        middle: end - bottom(".home__stories, .home__schedule"),
        right: end - bottom(".home__right"),
      },
    };
  });
  expect(ends.height).toBeGreaterThan(0);
  // Each column's content reaches within a tenth of the columns' height of their end.
  for (const [column, gap] of Object.entries(ends.gaps))
    expect(gap, `the ${column} column ends ${gap} px early`).toBeLessThan(ends.height / 10);
  await page.close();
});
