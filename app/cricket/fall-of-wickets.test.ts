import { expect, test } from "vitest";
import { fallOfWickets } from "./fall-of-wickets.ts";
import { innings, repeat, wicket } from "../../tests/support/cricket-builders.ts";

const names = {
  A: "RG Sharma",
  B: "V Kohli",
  C: "RR Pant",
  D: "SA Yadav",
  E: "AR Patel",
  S: "S Samarawickrama",
  M: "AD Mathews",
  K: "H Klaasen",
};

test("running total, over.ball and player at each dismissal; retirements are skipped", () => {
  const played = innings("India", [
    ...repeat(3, { runs: 1 }),
    { runs: 4, wickets: [wicket("caught", "A", "K")] },
    { runs: 2 },
    { wickets: [wicket("retired hurt", "B")] },
    { extras: { byes: 1 } },
    { extras: { wides: 1 }, wickets: [wicket("stumped", "C", "K")] },
    { runs: 1, wickets: [wicket("run out", "D", "K")] },
  ]);
  expect(
    fallOfWickets(played, names).map(({ wicketNumber, runs, over, legalBalls, player, kind }) => [
      wicketNumber,
      runs,
      over,
      legalBalls,
      player.shortName,
      kind,
    ]),
  ).toEqual([
    [1, 7, "0.4", 4, "Sharma", "caught"],
    [2, 11, "1.1", 7, "Pant", "stumped"],
    [3, 12, "1.2", 8, "Yadav", "run out"],
  ]);
});

test("the last ball of an over is x.6, not the next over", () => {
  const played = innings("India", [...repeat(5), { wickets: [wicket("bowled", "A")] }]);
  expect(fallOfWickets(played, names)[0]?.over).toBe("0.6");
});

test("two wickets on one delivery (caught, then the next batter timed out) share score and over", () => {
  const played = innings("Sri Lanka", [{ runs: 4 }, { wickets: [wicket("caught", "S", "K"), wicket("timed out", "M")] }]);
  expect(fallOfWickets(played, names).map((fall) => [fall.wicketNumber, fall.runs, fall.over, fall.player.shortName])).toEqual([
    [1, 4, "0.2", "Samarawickrama"],
    [2, 4, "0.2", "Mathews"],
  ]);
});

test("pre-innings penalty runs are part of the running total", () => {
  const played = innings("India", [{ wickets: [wicket("bowled", "A")] }], { penaltyRuns: { pre: 5 } });
  expect(fallOfWickets(played, names)[0]?.runs).toBe(5);
});
