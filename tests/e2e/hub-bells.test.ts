/**
 * Each alerts bell stays with its own match when a hub's list is swapped in place (issue 31): a
 * filter morphs the list, and the bells, the script's own (`data-live-keep`, never morphed), must
 * move with their cards instead of staying where the previous list's cards were. After every swap,
 * each card's bell names the card's match (its id and its "Get alerts for …" label) and no card
 * keeps a bell of a match it no longer shows.
 */
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

interface CardBells {
  card: string;
  teams: string;
  bells: { match: string | null; title: string | null; shown: boolean }[];
}

/** Every card on the page with the bells inside it, read in one go from the DOM the reader sees. */
function readCards(page: Page): Promise<CardBells[]> {
  return page.$$eval(".hub .match-card", (cards) =>
    cards.map((card) => ({
      card: card.getAttribute("data-match-id") ?? "",
      teams: [...card.querySelectorAll(".match-card__team-full")].map((team) => team.textContent?.trim() ?? "").join(" vs "),
      bells: [...card.querySelectorAll<HTMLElement>("[data-alerts-match]")].map((bell) => ({
        match: bell.getAttribute("data-alerts-match"),
        title: bell.querySelector("button")?.getAttribute("title") ?? null,
        shown: !bell.hidden,
      })),
    })),
  );
}

function expectEachBellOnItsCard(cards: CardBells[]) {
  expect(cards.length).toBeGreaterThan(0);
  for (const { card, teams, bells } of cards) {
    // An upcoming match has exactly one bell, its own, shown by the script.
    expect(bells, `card ${card} (${teams})`).toEqual([{ match: card, title: `Get alerts for ${teams}`, shown: true }]);
  }
}

test("after every filter swapped in place, each upcoming card's bell follows its own match", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const hub = `${BASE_URL}/cricket-match/live-scores/upcoming-matches`;
  expect((await page.goto(hub))?.status()).toBe(200);
  // The script shows the bells once it has bound them (the page's enhancement has run).
  await expect.poll(async () => (await readCards(page)).every((card) => card.bells.every((bell) => bell.shown))).toBe(true);
  expectEachBellOnItsCard(await readCards(page));

  const filters = page.locator(".hub__filter a");
  const names = await filters.allInnerTexts();
  // Both kinds of series are upcoming (the demo clock replays a Test series and a league): a swap
  // to either puts other matches where the first cards were.
  expect(names).toEqual(expect.arrayContaining(["All", "International", "League"]));
  // Every filter after every other (each swap morphs a different list into the last one), back to "All" last.
  const others = names.slice(1);
  for (const name of [...others, "All", ...others.toReversed(), "All"]) {
    const before = page.url();
    await filters.filter({ hasText: new RegExp(`^${name}$`) }).click();
    const wanted = name === "All" ? null : name;
    await expect.poll(() => new URL(page.url()).searchParams.get("type")).toBe(wanted);
    expect(page.url()).not.toBe(before);
    // The list is in: the active pill is the chosen one and nothing is being read.
    await expect.poll(() => page.locator(".hub__filter a.active").innerText()).toBe(name);
    await expect.poll(() => page.locator("[data-live-region][aria-busy]").count()).toBe(0);
    await expect.poll(async () => (await readCards(page)).every((card) => card.bells.every((bell) => bell.shown))).toBe(true);
    expectEachBellOnItsCard(await readCards(page));
  }
  await page.close();
});
