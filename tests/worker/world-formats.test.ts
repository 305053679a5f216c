/**
 * The world's data (issue 30, decision 039) through every kind of page: a match of The Hundred
 * (5-ball overs, 100 balls an innings) and a women's ODI between associate sides, real Cricsheet
 * files read from ../shared/data/cricsheet-world's zips, imported as the importer writes them.
 */
import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { d1Rows, pageHtml } from "../support/worker-pages.ts";

const HUNDRED = 1252666; // Oval Invincibles v Manchester Originals, 22 July 2021: Invincibles won by 9 runs
const WOMENS_ODI = 1476991; // Zimbabwe Women v Ireland Women, Belfast, 28 July 2025: Ireland won by 4 wickets

beforeAll(() => importFixtures(String(HUNDRED), String(WOMENS_ODI)));

/** A page as a reader sees it: its words, cells apart. */
const text = (html: string) =>
  html
    .replace(/<(script|style)\b.*?<\/\1>/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

test("The Hundred's scorecard counts its overs in fives: 100 balls are 20 overs, economy per 5-ball over", async () => {
  const html = await pageHtml(`/live-cricket-scores/${HUNDRED}/oval-invincibles-vs-manchester-originals/scorecard`);
  const page = text(html);
  // One match of a league: "1st Match", never a "T20I", however few of its matches are stored.
  expect(page).toContain("Oval Invincibles vs Manchester Originals, 1st Match");
  expect(page).toContain("Oval Invincibles won by 9 runs");
  expect(page).toMatch(/145 \(8 wkts, 20 Ov\)/);
  expect(page).toMatch(/Manchester Originals Innings 136-7 \(20 Ov\)/);
  // Hartley's 20 balls for 24: 4 five-ball overs, 6.00 an over (6-ball overs would read 3.2 and 7.20).
  expect(page).toMatch(/TW Hartley 4 0 24 2 0 0 6\.00/);
});

test("a women's ODI between associate sides: its match, its teams' pages and its series", async () => {
  const page = text(await pageHtml(`/live-cricket-scores/${WOMENS_ODI}/zimbabwe-women-vs-ireland-women/scorecard`));
  expect(page).toContain("Ireland won by 4 wkts");
  expect(page).toContain("Series: Zimbabwe Women tour of Ireland 2025");
  const [ireland] = await d1Rows<{ id: number }>("SELECT id FROM teams WHERE name = 'Ireland' AND gender = 'female'");
  const results = text(await pageHtml(`/cricket_team/ireland-women/${ireland!.id}/results`));
  expect(results).toContain("Zimbabwe");
  const [series] = await d1Rows<{ id: number }>("SELECT series_id AS id FROM matches WHERE id = ?", WOMENS_ODI);
  const seriesPage = text(await pageHtml(`/cricket-series/${series!.id}/zimbabwe-women-tour-of-ireland-2025/matches`));
  expect(seriesPage).toContain("Ireland");
});
