/**
 * The home slider and the match strip follow live matches by push (the Ticker), not by polling:
 * a ball posted through the scoring API changes the score on an open page without a reload.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Browser } from "playwright-core";
import { parseCricsheet } from "../../app/data/cricsheet.ts";
import { DEV_ADMIN_TOKEN } from "../../workers/api/auth.ts";
import { createMatch, replaySteps, ScoringClient } from "../../scripts/lib/replay-core.ts";
import { BASE_URL, launchChromium } from "./browser.ts";

const CRICSHEET = process.env.CRICSHEET_DIR ?? path.resolve(import.meta.dirname, "../../../shared/data/cricsheet");
const FINAL = parseCricsheet(readFileSync(path.join(CRICSHEET, "t20i/icc-mens-t20-world-cup-2024/1415755.json"), "utf8"));
const ADMIN = process.env.ADMIN_TOKEN || DEV_ADMIN_TOKEN;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

test("a ball posted by a scorer reaches the home slider and the strip panel without a reload", async () => {
  const client = new ScoringClient(BASE_URL);
  const match = await createMatch(client, FINAL, ADMIN);
  const steps = replaySteps(FINAL, { innings: 1 });
  const play = async (n: number) => {
    for (const step of steps.splice(0, n)) await client.must(step.method, `/api/scoring/matches/${match.matchId}${step.path}`, match.token, step.body);
  };
  const stored = async () => {
    const state = (await (await fetch(`${BASE_URL}/api/scoring/matches/${match.matchId}`)).json()) as { innings: { runs: number; wickets: number; overs: string }[] };
    const first = state.innings[0]!;
    return `${first.runs}-${first.wickets} (${first.overs})`;
  };
  await play(2 + 6); // toss, innings start, the first over

  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // The live lists are edge-cached for 3 s: load until the new match is on the page.
  await expect
    .poll(async () => {
      await page.goto(BASE_URL + "/", { waitUntil: "domcontentloaded" });
      return page.locator(`.slider-card[data-match-id="${match.matchId}"]`).count();
    }, { timeout: 20_000, interval: 1_000 })
    .toBe(1);
  await page.waitForLoadState("networkidle");
  const card = page.locator(`.slider-card[data-match-id="${match.matchId}"]`);
  const india = card.locator(".slider-card__team").filter({ hasText: "IND" }).locator(".slider-card__score");
  expect(await india.innerText()).toBe(await stored());

  const scriptsBefore = await page.evaluate(() => performance.getEntriesByType("navigation").length);
  await play(1);
  const expected = await stored();
  await expect.poll(() => india.innerText(), { timeout: 10_000 }).toBe(expected);
  // The same push updates the strip's panel; nothing was reloaded.
  await page.locator(".strip__toggle").click();
  const stripCard = page.locator(`.strip-card a[href^="/live-cricket-scores/${match.matchId}/"]`);
  await expect.poll(() => stripCard.locator(".strip-card__score").first().innerText(), { timeout: 10_000 }).toBe(expected);
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(scriptsBefore);
  await page.close();
});

test("on a match page, which loads no framework, the strip follows another match too", async () => {
  const client = new ScoringClient(BASE_URL);
  const match = await createMatch(client, FINAL, ADMIN);
  const steps = replaySteps(FINAL, { innings: 1 });
  const play = async (n: number) => {
    for (const step of steps.splice(0, n)) await client.must(step.method, `/api/scoring/matches/${match.matchId}${step.path}`, match.token, step.body);
  };
  await play(2 + 6);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const stripCard = page.locator(`.strip-card a[href^="/live-cricket-scores/${match.matchId}/"]`);
  // Another match's page (the 2024 final, complete), once the new match is in the live lists.
  await expect
    .poll(async () => {
      await page.goto(BASE_URL + "/live-cricket-scores/1415755", { waitUntil: "domcontentloaded" });
      return stripCard.count();
    }, { timeout: 20_000, interval: 1_000 })
    .toBe(1);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
  await play(1);
  const state = (await (await fetch(`${BASE_URL}/api/scoring/matches/${match.matchId}`)).json()) as { innings: { runs: number; wickets: number; overs: string }[] };
  const first = state.innings[0]!;
  // The strip's cadence: at most every 10 s, 3.5 s after the change at the soonest.
  await expect
    .poll(() => stripCard.locator(".strip-card__score").first().textContent(), { timeout: 15_000 })
    .toBe(`${first.runs}-${first.wickets} (${first.overs})`);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
  await page.close();
});
