import { describe, expect, test } from "vitest";
import { ballsRemaining, currentRunRate, economyRate, formatTwoDecimals, requiredRunRate, runsNeeded, strikeRate } from "./rates.ts";

describe("strikeRate", () => {
  test.each([
    [21, 20, "105.00"],
    [35, 23, "152.17"],
    [76, 59, "128.81"],
    [50, 50, "100.00"],
    [0, 3, "0.00"],
    [0, 0, "0.00"],
    [5, 0, "0.00"],
    // Exact halves round up (Cricbuzz's feed shows 140.62 here: it rounds half to even).
    [45, 32, "140.63"],
  ])("%i off %i → %s", (runs, balls, text) => {
    expect(strikeRate(runs, balls)).toBe(text);
  });
});

describe("economyRate", () => {
  test.each([
    [29, 24, "7.25"],
    [49, 24, "12.25"],
    [23, 18, "7.67"],
    [0, 24, "0.00"],
    [0, 0, "0.00"],
  ])("%i runs off %i balls → %s", (runs, balls, text) => {
    expect(economyRate(runs, balls)).toBe(text);
  });

  test("uses balls per over", () => {
    expect(economyRate(10, 10, 5)).toBe("5.00");
  });
});

describe("run rates", () => {
  test("current run rate is runs per over of legal balls", () => {
    // Cricbuzz miniscore: 41 in 8.3 overs → 4.82.
    expect(currentRunRate(41, 51)).toBe("4.82");
    expect(currentRunRate(176, 120)).toBe("8.80");
    expect(currentRunRate(0, 0)).toBe("0.00");
  });

  test("required run rate is runs still needed per over remaining", () => {
    // Cricbuzz miniscore: target 170, 41 in 8.3 overs → 129 needed off 69 balls → 11.22.
    expect(runsNeeded(170, 41)).toBe(129);
    expect(ballsRemaining(120, 51)).toBe(69);
    expect(requiredRunRate(129, 69)).toBe("11.22");
  });

  test("edges: nothing needed, no balls left", () => {
    expect(runsNeeded(170, 175)).toBe(0);
    expect(ballsRemaining(120, 130)).toBe(0);
    expect(requiredRunRate(0, 10)).toBe("0.00");
    expect(requiredRunRate(5, 0)).toBe("N/A");
  });

  test("formatTwoDecimals pads whole numbers", () => {
    expect(formatTwoDecimals(7)).toBe("7.00");
    expect(formatTwoDecimals(11.2173)).toBe("11.22");
    expect(formatTwoDecimals(-1.5)).toBe("-1.50");
  });
});
