import { describe, expect, test } from "vitest";
import { ballsChargedForNetRunRate, formatNetRunRate, netRunRate } from "./nrr.ts";
import { innings, match, scoringBalls } from "../../tests/support/cricket-builders.ts";

// Home 180-5 (20) beat Away 150 all out (16.4): Away is charged 20 overs.
const bowledOut = match({ innings: [innings("Home", scoringBalls(180, 120, 5)), innings("Away", scoringBalls(150, 100, 10))] });
// Away 160-6 (20); Home 161-3 (18.2).
const chased = match({ innings: [innings("Away", scoringBalls(160, 120, 6)), innings("Home", scoringBalls(161, 110, 3))] });
// Abandoned after one innings: no result, left out.
const abandoned = match({ innings: [innings("Home", scoringBalls(50, 30, 1))] });
// Someone else's match.
const elsewhere = match({ teams: ["X", "Y"], innings: [innings("X", scoringBalls(100, 120)), innings("Y", scoringBalls(101, 60))] });

describe("netRunRate", () => {
  test("runs per over faced minus runs per over bowled, true fractions of overs", () => {
    const home = netRunRate("Home", [bowledOut, chased, abandoned, elsewhere]);
    expect(home).toMatchObject({ team: "Home", matches: 2, runsFor: 341, runsAgainst: 310, oversBowled: 40 });
    expect(home.oversFaced).toBeCloseTo(20 + 110 / 6, 10);
    expect(home.value).toBeCloseTo(341 / (20 + 110 / 6) - 310 / 40, 10);
    expect(home.text).toBe("+1.146");
  });

  test("the other side's is the mirror image", () => {
    expect(netRunRate("Away", [bowledOut, chased]).text).toBe("-1.146");
  });

  test("no matches gives zero", () => {
    expect(netRunRate("Home", [])).toMatchObject({ matches: 0, value: 0, text: "+0.000" });
  });
});

describe("ballsChargedForNetRunRate", () => {
  test("a side bowled out is charged the full quota; otherwise the balls it faced", () => {
    expect(ballsChargedForNetRunRate(bowledOut, 1)).toBe(120);
    expect(ballsChargedForNetRunRate(chased, 1)).toBe(110);
  });

  test("the chasing side's quota is its D/L-revised overs", () => {
    const revised = match({
      innings: [
        innings("Home", scoringBalls(200, 120, 4)),
        innings("Away", scoringBalls(100, 60, 10), { target: { runs: 150, overs: 15 } }),
      ],
    });
    expect(ballsChargedForNetRunRate(revised, 1)).toBe(90);
  });

  test("a match shortened for both sides charges the side batting first the shortened quota", () => {
    const shortened = match({
      innings: [innings("Home", scoringBalls(95, 70, 10)), innings("Away", scoringBalls(96, 60, 5), { target: { runs: 96, overs: 14 } })],
    });
    expect(ballsChargedForNetRunRate(shortened, 0)).toBe(84);
  });

  test("without scheduled overs (Tests) the balls faced are used", () => {
    const unlimited = match({ matchType: "Test", overs: undefined, innings: [innings("Home", scoringBalls(150, 300, 10))] });
    expect(ballsChargedForNetRunRate(unlimited, 0)).toBe(300);
  });
});

describe("formatNetRunRate", () => {
  test.each([
    [0.5123, "+0.512"],
    [-1.2, "-1.200"],
    [0, "+0.000"],
    [-0.0004, "+0.000"],
    [2.0005, "+2.001"],
    [-12.3456, "-12.346"],
  ])("%d → %s", (value, text) => {
    expect(formatNetRunRate(value)).toBe(text);
  });
});

describe("the D/L credit (ICC)", () => {
  // Home 250-6 (20); Away's chase revised to 180 off 15 overs: Away 170-4 (15). Home is credited 179 off 15.
  const revised = match({
    innings: [innings("Home", scoringBalls(250, 120, 6)), innings("Away", scoringBalls(170, 90, 4), { target: { runs: 180, overs: 15 } })],
  });

  test("the side batting first is credited with the revised target − 1 off the chase's overs", () => {
    expect(netRunRate("Home", [revised])).toMatchObject({ runsFor: 179, oversFaced: 15, runsAgainst: 170, oversBowled: 15 });
    expect(netRunRate("Away", [revised])).toMatchObject({ runsFor: 170, oversFaced: 15, runsAgainst: 179, oversBowled: 15 });
  });

  test("a target that was not revised leaves both sides their own runs", () => {
    expect(netRunRate("Away", [chased])).toMatchObject({ runsFor: 160, oversFaced: 20, runsAgainst: 161 });
  });
});
