/**
 * The Tests' three outcomes (issue 34, decision 060), with the committed parameters: each in [0, 1]
 * and summing to 1, more runs ahead never lowering the batting side's chance of winning (chasing:
 * more runs needed never raising it), and a finished Test ending at its result — the 2024 Gabba Test
 * drawn in the rain, the 2024 Boxing Day Test won by Australia late on the fifth day.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import learned from "../../app/data/forecast-model.json" with { type: "json" };
import { type ForecastModel, forecastSeries, type TestParameters, testOutcomeProbabilities } from "../../app/cricket/forecast.ts";
import { parseCricsheet, toMatchInput } from "../../app/data/cricsheet.ts";

const model = learned as ForecastModel;
const parameters = model.test as TestParameters;
const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));
const testMatch = (file: string) =>
  toMatchInput(parseCricsheet(readFileSync(`${DATA_DIR}/test/border-gavaskar-trophy-2024-25/${file}`, "utf8")));

const INNINGS = [1, 2, 3, 4] as const;
const WICKETS = [0, 3, 6, 9];
const OVERS_LEFT = [0, 20, 90, 200, 449];

test("the committed parameters hold a Test model", () => {
  expect(parameters.win).toHaveLength(4);
  expect(parameters.loss).toHaveLength(4);
});

test("the three chances are each in [0, 1] and sum to 1, in every state", () => {
  const wrong: string[] = [];
  for (const innings of INNINGS)
    for (let lead = -600; lead <= 600; lead += 25)
      for (const wickets of [...WICKETS, 10])
        for (const oversLeft of OVERS_LEFT) {
          const p = testOutcomeProbabilities(parameters, { innings, lead, wickets, oversLeft });
          const inRange = [p.win, p.draw, p.loss].every((v) => v >= 0 && v <= 1);
          if (!inRange || Math.abs(p.win + p.draw + p.loss - 1) > 1e-9)
            wrong.push(JSON.stringify({ innings, lead, wickets, oversLeft, p }));
        }
  expect(wrong).toEqual([]);
});

test("more runs needed (all else fixed) never raises the chasing side's chance; more runs ahead never lowers the batting side's", () => {
  const rising: string[] = [];
  for (const innings of INNINGS)
    for (const wickets of WICKETS)
      for (const oversLeft of OVERS_LEFT) {
        let previous = Number.POSITIVE_INFINITY;
        // From far ahead down to far behind: the batting side's chance of winning never rises.
        for (let lead = 600; lead >= -600; lead -= 1) {
          const { win } = testOutcomeProbabilities(parameters, { innings, lead, wickets, oversLeft });
          if (win > previous + 1e-12) rising.push(JSON.stringify({ innings, lead, wickets, oversLeft, win, previous }));
          previous = win;
        }
      }
  expect(rising).toEqual([]);
});

test("a chase that has reached its target is won; the last side all out short of it has lost", () => {
  expect(testOutcomeProbabilities(parameters, { innings: 4, lead: 1, wickets: 9, oversLeft: 0 })).toEqual({ win: 1, draw: 0, loss: 0 });
  expect(testOutcomeProbabilities(parameters, { innings: 4, lead: -5, wickets: 10, oversLeft: 100 })).toEqual({ win: 0, draw: 0, loss: 1 });
  expect(testOutcomeProbabilities(parameters, { innings: 3, lead: -5, wickets: 10, oversLeft: 100 })).toEqual({ win: 0, draw: 0, loss: 1 });
});

test("a drawn Test ends at the draw; a won one at its winner; a point after every over", () => {
  const gabba = testMatch("1426557.json");
  const drawn = forecastSeries(model, gabba, "male")!;
  expect(drawn.key).toBe("Test male");
  expect(drawn.points.at(-1)).toMatchObject({ chance: 0, draw: 1 });
  const overs = gabba.innings.reduce((n, innings) => n + new Set(innings.deliveries.map((d) => d.over)).size, 0);
  expect(drawn.points).toHaveLength(overs);
  for (const point of drawn.points) expect(point.chance + point.draw!).toBeLessThanOrEqual(1 + 1e-9);

  const melbourne = testMatch("1426558.json");
  const won = forecastSeries(model, melbourne, "male")!;
  const australia = (p: { chance: number; draw?: number }) => (won.teams[0] === "Australia" ? p.chance : 1 - p.chance - p.draw!);
  expect(australia(won.points.at(-1)!)).toBe(1);
  // Before the last day's final session Australia were already favourites, India's draw still alive.
  const fourth = won.points.filter((p) => p.inningsNo === 4);
  expect(australia(fourth[40]!)).toBeGreaterThan(0.4);
  expect(fourth[40]!.draw).toBeGreaterThan(0.05);
});

test("a women's Test has no forecast (too few in the data to learn from)", () => {
  expect(forecastSeries(model, testMatch("1426557.json"), "female")).toBeNull();
});
