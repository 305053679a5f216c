/**
 * The squads' "(Captain)" and "(Wicket-keeper)" markers where the data says so (issue 37,
 * decision 051): Cricsheet names neither, so on its data a keeper is marked only by a stumping —
 * RR Pant's in India's semi-final against England at the 2024 T20 World Cup (England's keeper made
 * none) — and nobody is called captain.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test, vi } from "vitest";
import { importFixtures } from "./import.ts";
import { pageHtml } from "../support/worker-pages.ts";

vi.setConfig({ testTimeout: 120_000 });

const MATCH = "1415754";
const matchPath = `/live-cricket-scores/${MATCH}/india-vs-england-semi-final-icc-men-s-t20-world-cup-2024`;
let seriesPath: string;
let india: number;
let keeper: string;

beforeAll(async () => {
  await importFixtures(MATCH);
  const series = await env.DB.prepare("SELECT id FROM series WHERE name = ? AND season = ?")
    .bind("ICC Men's T20 World Cup", "2024")
    .first<{ id: number }>();
  seriesPath = `/cricket-series/${series!.id}/icc-men-s-t20-world-cup-2024`;
  india = (await env.DB.prepare("SELECT id FROM teams WHERE name = 'India' AND gender = 'male'").first<{ id: number }>())!.id;
  keeper = (await env.DB.prepare("SELECT DISTINCT person_id FROM match_players WHERE name = 'RR Pant'").first<{ person_id: string }>())!
    .person_id;
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replace(/\s+/g, " ")
    .trim();

test("a series squad marks the player who made a stumping as its wicket-keeper, and nobody as captain", async () => {
  const html = await pageHtml(`${seriesPath}/squads?squad=${india}`);
  const players = [...html.matchAll(/<p class="series-squads__name">(.*?)<\/p>/gs)].map((m) => text(m[1]!));
  expect(players).toContain("RR Pant (Wicket-keeper)");
  expect(players.filter((name) => name.includes("(Wicket-keeper)"))).toEqual(["RR Pant (Wicket-keeper)"]);
  expect(html).not.toContain("(Captain)");
  // The note says what the marker is read from.
  expect(text(html)).toContain("“(Wicket-keeper)” marks a player who made a stumping in these matches");
});

test("the match's squads and scorecard mark him (wk); the other side, without a stumping, has no keeper marked", async () => {
  const squads = await pageHtml(`${matchPath}/squads`);
  const marked = [...squads.replaceAll("<!-- -->", "").matchAll(/<a href="\/profiles\/([^/"]+)\/[^"]*">[^<]*<\/a> \(wk\)/g)].map(
    (m) => m[1],
  );
  expect(marked).toEqual([keeper]);
  expect(squads).not.toContain(" (c)");
  expect(text(squads)).toContain("(wk) Wicket-keeper, where the data says so");
  const scorecard = await pageHtml(`${matchPath}/scorecard`);
  expect(scorecard).toMatch(new RegExp(`href="/profiles/${keeper}/rr-pant"[^>]*>RR Pant</a>(<!-- -->)? \\(wk\\)`));
});
