import { expect, test } from "vitest";
import { type ForecastPoint, swingBalls } from "./forecast.ts";

const point = (inningsNo: 1 | 2, chance: number): ForecastPoint => ({ inningsNo, balls: 0, label: "", chance });

test("a swing ball moved the first side's chance by the threshold or more, either way; an innings' first ball never is", () => {
  const points = [point(1, 0.5), point(1, 0.62), point(1, 0.6), point(1, 0.45), point(2, 0.2), point(2, 0.31), point(2, 0.3)];
  expect([...swingBalls(points, 0.1)]).toEqual([
    ["0:1", { from: 0.5, to: 0.62 }],
    ["0:3", { from: 0.6, to: 0.45 }],
    // 0.45 → 0.2 at the second innings' first ball is the start of a new innings, not a ball's doing.
    ["1:1", { from: 0.2, to: 0.31 }],
  ]);
  expect(swingBalls(points, 0.2).size).toBe(0);
  expect(swingBalls([]).size).toBe(0);
});
