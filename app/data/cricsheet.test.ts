/**
 * The finished-match checks on a real Cricsheet file (the Men's T20 World Cup 2024 final, read at
 * test time from ../shared/data/cricsheet) and hand-made changes to it.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { checkFinishedMatch, CricsheetFormatError, miscountedBalls, parseCricsheet, type CricsheetMatch } from "./cricsheet.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));
const FINAL = readFileSync(`${DATA_DIR}/t20i/icc-mens-t20-world-cup-2024/1415755.json`, "utf8");
const final = (): CricsheetMatch => parseCricsheet(FINAL);

const refusal = (match: CricsheetMatch) => {
  try {
    checkFinishedMatch(match);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(CricsheetFormatError);
    return (error as Error).message;
  }
};

describe("checkFinishedMatch", () => {
  test("the real file passes and comes back as the core's input", () => {
    expect(refusal(final())).toBeNull();
    expect(checkFinishedMatch(final()).innings).toHaveLength(2);
  });

  test("a ball whose total is not batter + extras is refused with where it is", () => {
    const match = final();
    match.innings[0]!.overs[3]!.deliveries[1]!.runs = { batter: 1, extras: 0, total: 40 };
    expect(refusal(match)).toMatch(
      /^innings 1, over 3, delivery 2: impossible runs: runs\.total is 40 but batter 1 \+ extras 0 is 1 \(and \d+ more\)$/,
    );
  });

  test("a ball after the 20th over is refused, unless Cricsheet records an over the umpires miscounted", () => {
    const match = final();
    const lastOver = match.innings[0]!.overs.at(-1)!;
    lastOver.deliveries.push({ ...lastOver.deliveries.at(-1)!, runs: { batter: 0, extras: 0, total: 0 }, wickets: [] });
    expect(refusal(match)).toMatch(/^innings 1: 1 ball after the 120 legal balls it had were bowled, from over 19/);
    match.innings[0]!.miscounted_overs = { "5": { balls: "7", umpire: "RK Illingworth" } };
    expect(refusal(match)).toBeNull();
  });

  test("an outcome the balls contradict is refused", () => {
    const match = final();
    match.info.outcome = { winner: "India", by: { runs: 8 } };
    expect(refusal(match)).toBe("the outcome contradicts the balls: by.runs: 7 ≠ 8 (balls ≠ record)");
  });

  test("a match without its innings is refused unless it was abandoned", () => {
    const match = final();
    match.innings = [];
    expect(refusal(match)).toMatch(/^no innings, but the outcome is not a no-result/);
    match.info.outcome = { result: "no result" };
    expect(refusal(match)).toBeNull();
  });
});

test("miscountedBalls: legal balls beyond the over count, balls as a number or a string, 5-ball overs too", () => {
  const match = final();
  match.innings[0]!.miscounted_overs = { "18": { balls: 7, umpire: "X" }, "4": { balls: "5" } };
  match.innings[1]!.miscounted_overs = { "2": { balls: "7" }, "9": { balls: 8 } };
  expect(miscountedBalls(match)).toEqual([1, 3]);
  match.info.balls_per_over = 5;
  match.innings[0]!.miscounted_overs = { "2": { balls: "6" } };
  expect(miscountedBalls(match)[0]).toBe(1);
});

test("a DRS review that failed technically is read, not refused (two real ODI/T20I files)", () => {
  const raw = JSON.parse(FINAL);
  raw.innings[0].overs[0].deliveries[1].review = {
    by: "India",
    umpire: "RK Illingworth",
    batter: "RG Sharma",
    decision: "technical failure",
  };
  const match = parseCricsheet(JSON.stringify(raw));
  expect(match.innings[0]!.overs[0]!.deliveries[1]!.review?.decision).toBe("technical failure");
});
