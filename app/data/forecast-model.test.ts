import { describe, expect, test } from "vitest";
import learned from "./forecast-model.json" with { type: "json" };
import {
  battingWinProbability,
  forecastGame,
  type ForecastModel,
  type ForecastState,
  runsToCome,
  strengthOf,
} from "../cricket/forecast.ts";

const model = learned as ForecastModel;
const chase = (runs: number, wickets: number, balls: number, target = 171, strength = 0): ForecastState => ({
  game: "T20",
  gender: "male",
  innings: 2,
  runs,
  wickets,
  balls,
  ballsInInnings: 120,
  target,
  strength,
});
const first = (runs: number, wickets: number, balls: number, strength = 0): ForecastState => ({
  ...chase(runs, wickets, balls, 0, strength),
  innings: 1,
});
const p = (state: ForecastState) => battingWinProbability(model, state)!;

describe("the committed model", () => {
  test("has every limited-overs game, men and women, and a few kilobytes", () => {
    expect(Object.keys(model.games).sort()).toEqual(["Hundred female", "Hundred male", "ODI female", "ODI male", "T20 female", "T20 male"]);
    expect(JSON.stringify(model).length).toBeLessThan(100_000);
  });

  test("resources grow with balls and wickets in hand, and are nothing without either", () => {
    const t20 = model.games["T20 male"]!;
    expect(runsToCome(t20, 0, 10).mean).toBe(0);
    expect(runsToCome(t20, 60, 0).mean).toBe(0);
    for (let w = 1; w <= 10; w++) {
      for (let u = 6; u <= 120; u += 6) expect(runsToCome(t20, u, w).mean).toBeGreaterThan(runsToCome(t20, u - 6, w).mean);
    }
    // a full T20 innings: the usual first-innings total, give or take
    expect(runsToCome(t20, 120, 10).mean).toBeGreaterThan(130);
    expect(runsToCome(t20, 120, 10).mean).toBeLessThan(190);
  });
});

describe("win probability invariants", () => {
  test("always a probability; the bowling side has the rest", () => {
    for (let balls = 0; balls <= 120; balls += 7)
      for (let wickets = 0; wickets <= 10; wickets++)
        for (const runs of [0, 40, 90, 140, 170]) {
          for (const state of [chase(runs, wickets, balls), first(runs, wickets, balls, 0.5)]) {
            const x = p(state);
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(1);
          }
        }
  });

  test("a won chase ends at 1, a lost one at 0, a tie at a half", () => {
    expect(p(chase(171, 3, 100))).toBe(1);
    expect(p(chase(150, 10, 100))).toBe(0);
    expect(p(chase(160, 6, 120))).toBe(0);
    expect(p(chase(170, 6, 120))).toBe(0.5);
  });

  test("monotone: fewer runs needed, fewer wickets down, stronger side — each a better chance, all else fixed", () => {
    for (const balls of [0, 30, 60, 90, 114]) {
      for (let runs = 0; runs < 170; runs += 10) expect(p(chase(runs + 10, 4, balls))).toBeGreaterThanOrEqual(p(chase(runs, 4, balls)));
      for (let wickets = 0; wickets < 9; wickets++)
        expect(p(chase(100, wickets + 1, balls))).toBeLessThanOrEqual(p(chase(100, wickets, balls)));
      expect(p(chase(100, 4, balls, 171, 0.5))).toBeGreaterThanOrEqual(p(chase(100, 4, balls, 171, -0.5)));
      expect(p(first(balls + 10, 2, balls + 6))).toBeGreaterThanOrEqual(p(first(balls, 2, balls + 6)));
    }
    // and strictly so where the match is open (not yet pinned at 0.1 % or 99.9 %)
    expect(p(chase(90, 4, 60))).toBeGreaterThan(p(chase(80, 4, 60)));
    expect(p(chase(90, 4, 60))).toBeGreaterThan(p(chase(90, 5, 60)));
    expect(p(chase(90, 4, 60, 171, 0.5))).toBeGreaterThan(p(chase(90, 4, 60, 171, 0)));
    expect(p(first(90, 2, 60))).toBeGreaterThan(p(first(80, 2, 60)));
  });

  test("the sides' strength matters less as the match runs out", () => {
    const gap = (balls: number) => p(chase(100, 4, balls, 171, 0.5)) - p(chase(100, 4, balls, 171, -0.5));
    expect(gap(110)).toBeLessThan(gap(10));
  });

  test("a game without numbers has no forecast; Tests are not limited-overs", () => {
    expect(battingWinProbability({ trainedOn: "", games: {}, ratings: {} }, chase(10, 0, 6))).toBeNull();
    expect(forecastGame("Test", 6)).toBeNull();
    expect(forecastGame("T20", 5)).toBe("Hundred");
    expect(forecastGame("ODI", 6)).toBe("ODI");
  });

  test("strength from the ratings: an unrated team is an average one", () => {
    const ratings: ForecastModel = { trainedOn: "", games: {}, ratings: { "T20 male": { India: 1900, Nepal: 1500 } } };
    expect(strengthOf(ratings, "T20 male", "India", "Nepal")).toBe(1);
    expect(strengthOf(ratings, "T20 male", "Nowhere", "Nepal")).toBe(0);
  });
});
