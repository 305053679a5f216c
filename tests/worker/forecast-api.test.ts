/**
 * GET /api/matches/{id}/forecast (issue 34, decision 049): the win probability after every ball of a
 * real match, from the stored balls through the embedded adapter; a men's Test three outcomes after
 * every over (decision 060); bad ids answer 400 and unknown ones 404.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import type { MatchForecast } from "../../app/data/schemas.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

beforeAll(() => importFixtures("1415755", "1426557"));

const forecast = async (id: string) => {
  const response = await get(`/api/matches/${id}/forecast`);
  return { status: response.status, body: await response.json<{ success: boolean; error?: string; data?: MatchForecast }>() };
};

test("the 2024 T20 World Cup final, ball by ball: India's chance ends at 1", async () => {
  const { status, body } = await forecast("1415755");
  expect(status).toBe(200);
  const data = body.data!;
  expect(data.game).toBe("T20 male");
  expect(data.teams).toContain("India");
  // India batted first: 20 overs and a few extras each side
  expect(data.points.filter((p) => p.inningsNo === 1).length).toBeGreaterThanOrEqual(120);
  expect(data.points.filter((p) => p.inningsNo === 2).at(-1)!.balls).toBe(120);
  const india = (chance: number) => (data.teams[0] === "India" ? chance : 1 - chance);
  expect(india(data.points.at(-1)!.chance)).toBe(1);
  // South Africa ahead with 30 needed from 30 balls
  expect(india(data.points.find((p) => p.inningsNo === 2 && p.balls === 90)!.chance)).toBeLessThan(0.4);
});

test("a Test, over by over, with the draw: the 2024 Gabba Test ends drawn; malformed and unknown ids say so", async () => {
  const test = await forecast("1426557");
  expect(test.status).toBe(200);
  const data = test.body.data!;
  expect(data.game).toBe("Test male");
  expect(new Set(data.points.map((p) => p.inningsNo))).toEqual(new Set([1, 2, 3, 4]));
  for (const point of data.points) expect(point.chance + point.draw!).toBeLessThanOrEqual(1 + 1e-9);
  expect(data.points.at(-1)).toMatchObject({ chance: 0, draw: 1 });
  expect((await forecast("abc")).status).toBe(400);
  expect((await forecast("999999999")).status).toBe(404);
});

test("the match page shows each side's chance now and the line, described in words; the method has its page", async () => {
  const first = await get("/live-cricket-scores/1415755/x");
  const location = first.headers.get("location");
  const html = await (location ? await get(new URL(location, "http://site").pathname) : first).text();
  expect(html).toContain('<h2 id="forecast-heading" class="forecast__heading">Win probability</h2>');
  expect(html).toMatch(/IND(<!-- -->)? <strong data-forecast-side="first">100%<\/strong>/);
  expect(html).toMatch(/RSA(<!-- -->)? <strong data-forecast-side="second">0%<\/strong>/);
  expect(html).toMatch(
    /India(&#x27;|')s chance of winning, ball by ball: 100% now; highest 100% \(second innings, over 19\.6\), lowest \d+% \(second innings/,
  );
  expect(html).toContain('<svg viewBox="0 0 600 150" role="img" aria-labelledby="forecast-summary">');
  const method = await get("/cricket-stats/forecast-method");
  expect(method.status).toBe(200);
  expect(await method.text()).toContain("<h1>How the win probability is worked out</h1>");
});

test("a Test's page shows the three chances and the bands, described in words", async () => {
  const first = await get("/live-cricket-scores/1426557/x");
  const location = first.headers.get("location");
  const html = await (location ? await get(new URL(location, "http://site").pathname) : first).text();
  expect(html).toContain('<h2 id="forecast-heading" class="forecast__heading">Result probability</h2>');
  expect(html).toMatch(/Draw(<!-- -->)? <strong data-forecast-side="draw">100%<\/strong>/);
  expect(html).toMatch(/Over by over: (Australia|India) win 0%, draw 100%, (Australia|India) win 0% now;/);
});

test("the commentary marks the balls that swung the win probability by 10 points or more, and only those", async () => {
  const data = createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now });
  const chase = (await data.fullCommentary(1415755, { inningsNo: 2 }))!.filter((item) => item.kind === "ball");
  const { points } = (await data.forecast(1415755))!;
  const chances = points.filter((p) => p.inningsNo === 2).map((p) => p.chance);
  const swings = chase.filter((item) => item.swing);
  expect(swings.length).toBeGreaterThan(0);
  chase.forEach((item, i) => {
    // The commentary's balls are the forecast's points, one each, in order.
    const moved = i > 0 ? Math.abs(chances[i]! - chances[i - 1]!) : 0;
    if (item.swing) {
      expect(item.swing).toEqual({ team: "India", from: chances[i - 1], to: chances[i] });
      expect(moved).toBeGreaterThanOrEqual(0.1);
    } else {
      expect(moved).toBeLessThan(0.1);
    }
  });
  // Miller caught on the boundary by Suryakumar Yadav off the first ball of the last over.
  const miller = chase.find((item) => item.overLabel === "19.1")!;
  expect(miller.event).toBe("WICKET");
  expect(miller.swing!.to).toBeGreaterThan(miller.swing!.from);
  // The page says it in words.
  const page = await get("/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024/full-commentary?innings=2");
  expect((await page.text()).replaceAll("<!-- -->", "")).toMatch(/Swing ball:<\/span> India&#x27;s win probability \d+% → \d+%/);
});
