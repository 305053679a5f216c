/**
 * The forecast of a real match, ball by ball (issue 34): the 2024 T20 World Cup final, where South
 * Africa needed 30 from 30 balls with six wickets in hand and lost by seven runs.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import learned from "../../app/data/forecast-model.json" with { type: "json" };
import { type ForecastModel, forecastSeries } from "../../app/cricket/forecast.ts";
import { parseCricsheet, toMatchInput } from "../../app/data/cricsheet.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));
const final = toMatchInput(parseCricsheet(readFileSync(`${DATA_DIR}/t20i/icc-mens-t20-world-cup-2024/1415755.json`, "utf8")));

test("the 2024 final: South Africa favourites with 30 needed from 30, India's at the end", () => {
  const series = forecastSeries(learned as ForecastModel, final, "male")!;
  expect(series.key).toBe("T20 male");
  const india = (chance: number) => (series.teams[0] === "India" ? chance : 1 - chance);
  const chase = series.points.filter((p) => p.inningsNo === 2);
  expect(series.points.filter((p) => p.inningsNo === 1).length + chase.length).toBe(
    final.innings[0]!.deliveries.length + final.innings[1]!.deliveries.length,
  );
  const afterFifteen = chase.find((p) => p.balls === 90)!;
  expect(india(afterFifteen.chance)).toBeLessThan(0.35);
  expect(india(series.points.at(-1)!.chance)).toBe(1);
  for (const point of series.points) {
    expect(point.chance).toBeGreaterThanOrEqual(0);
    expect(point.chance).toBeLessThanOrEqual(1);
  }
});

test("no forecast for a multi-day match other than a men's Test", () => {
  expect(forecastSeries(learned as ForecastModel, { ...final, matchType: "MDM" }, "male")).toBeNull();
  expect(forecastSeries(learned as ForecastModel, { ...final, matchType: "Test" }, "female")).toBeNull();
});
