import { describe, expect, test } from "vitest";
import { ball, deliveriesFrom, innings, match, repeat, scoringBalls, wicket, type BallSpec } from "../../tests/support/cricket-builders.ts";
import { ballsAfterTheEnd, impossibleRuns, matchProblems } from "./consistency.ts";
import type { Innings, MatchInput, Outcome } from "./types.ts";

/** A T20: Home 150-5 in 20 overs, Away chasing 151. */
const home = () => innings("Home", scoringBalls(150, 120, 5));
const t20 = (chase: Innings, outcome: Outcome, partial: Partial<MatchInput> = {}) =>
  match({ innings: [home(), chase], outcome, ...partial });
const homeWonBy = (runs: number): Outcome => ({ winner: "Home", by: { runs } });
const awayWonBy = (wickets: number): Outcome => ({ winner: "Away", by: { wickets } });

describe("runs that add up (the scoring API's rule for every posted ball)", () => {
  test("a total that is not batter + extras, as in the real file the issue found (40 for 1)", () => {
    expect(impossibleRuns({ batter: 1, extras: 0, total: 40 }, {})).toBe("runs.total is 40 but batter 1 + extras 0 is 1");
  });
  test("extras that are not their breakdown", () => {
    expect(impossibleRuns({ batter: 0, extras: 2, total: 2 }, { wides: 1 })).toBe("runs.extras is 2 but the extras add up to 1");
  });
  test("a no-ball hit for four, five wides, a penalty: they add up", () => {
    expect(impossibleRuns({ batter: 4, extras: 1, total: 5 }, { noballs: 1 })).toBeUndefined();
    expect(impossibleRuns({ batter: 0, extras: 5, total: 5 }, { wides: 5 })).toBeUndefined();
    expect(impossibleRuns({ batter: 1, extras: 5, total: 6 }, { penalty: 5 })).toBeUndefined();
  });
  test("a file with such a ball is refused, saying where it is", () => {
    const chase = innings("Away", scoringBalls(151, 100, 3));
    chase.deliveries[8] = { ...chase.deliveries[8]!, runs: { batter: 1, extras: 0, total: 40 } };
    expect(matchProblems(t20(chase, awayWonBy(7)))[0]).toBe(
      "innings 2, over 1, delivery 3: impossible runs: runs.total is 40 but batter 1 + extras 0 is 1",
    );
  });
});

describe("balls after the end of an innings", () => {
  test("a real-looking T20 has none, and its outcome agrees", () => {
    expect(matchProblems(t20(innings("Away", scoringBalls(151, 100, 3)), awayWonBy(7)))).toEqual([]);
  });

  test("balls after the target was reached are refused", () => {
    const chase = innings("Away", [...scoringBalls(151, 100, 3), { runs: 1 }, { runs: 1 }]);
    expect(ballsAfterTheEnd(t20(chase, awayWonBy(7)), 1)).toBe(
      "innings 2: 2 balls after the target (151) was reached, from over 16 (as numbered in the file)",
    );
  });

  test("a rain-revised (D/L) target is the par where play stopped: a chase past it before its last ball is accepted", () => {
    // Par 101 in 14 overs, recorded afterwards: the chase was at 98 after 13, 106 when play stopped.
    const chase = innings("Away", [...scoringBalls(98, 78, 2), ...repeat(4, { runs: 2 })], { target: { runs: 101, overs: 14 } });
    const played = t20(chase, { winner: "Away", by: { runs: 5 }, method: "D/L" });
    expect(ballsAfterTheEnd(played, 1)).toBeUndefined();
    expect(matchProblems(played)).toEqual([]);
  });

  test("balls after all out are refused; a super over ends at its second wicket", () => {
    const chase = innings("Away", [...scoringBalls(100, 90, 10), { runs: 4 }]);
    expect(ballsAfterTheEnd(t20(chase, homeWonBy(46)), 1)).toMatch(/^innings 2: 1 ball after all out \(10 wickets\)/);
    const superOver = innings("Away", [{ wickets: [wicket("bowled", "A")] }, { wickets: [wicket("caught", "B")] }, { runs: 4 }], {
      superOver: true,
    });
    const tied = match({ innings: [home(), innings("Away", scoringBalls(150, 120, 5)), superOver], outcome: { result: "tie" } });
    expect(ballsAfterTheEnd(tied, 2)).toMatch(/^innings 3: 1 ball after all out \(2 wickets\)/);
  });

  test("a batter who retired hurt may come back: nine out and one retired is not all out yet", () => {
    const specs: BallSpec[] = [{ wickets: [wicket("retired hurt", "R")] }, ...scoringBalls(120, 100, 9), ...repeat(5, { runs: 1 })];
    expect(ballsAfterTheEnd(t20(innings("Away", specs), homeWonBy(25)), 1)).toBeUndefined();
  });

  test("a legal ball beyond the scheduled overs is refused, unless an over the umpires miscounted explains it", () => {
    const long = match({ innings: [innings("Home", scoringBalls(150, 121, 5))], outcome: { result: "no result" } });
    expect(ballsAfterTheEnd(long, 0)).toMatch(/^innings 1: 1 ball after the 120 legal balls it had were bowled, from over 20/);
    // Cricsheet's miscounted_overs: one 7-ball over, so 121 legal balls in 20 overs.
    expect(ballsAfterTheEnd(long, 0, { miscountedBalls: [1] })).toBeUndefined();
  });

  test("a wide after the last legal ball of a first innings is refused; after a rain-stopped chase's last legal ball it was bowled before the stop", () => {
    const first = innings("Home", [...scoringBalls(150, 120, 5), { extras: { wides: 1 } }]);
    expect(ballsAfterTheEnd(match({ innings: [first], outcome: { result: "no result" } }), 0)).toMatch(/after the 120 legal balls/);
    const stopped = innings("Away", [...scoringBalls(60, 50, 1), { extras: { wides: 1 } }], { target: { runs: 60, overs: 8.2 } });
    expect(ballsAfterTheEnd(t20(stopped, { winner: "Away", by: { runs: 2 }, method: "D/L" }), 1)).toBeUndefined();
  });

  test("The Hundred's 5-ball overs: 100 balls an innings, the 101st refused", () => {
    const hundred = (legalBalls: number) =>
      match({
        ballsPerOver: 5,
        overs: 20,
        innings: [{ team: "Home", deliveries: deliveriesFrom(scoringBalls(140, legalBalls, 4), 5) }],
        outcome: { result: "no result" },
      });
    expect(ballsAfterTheEnd(hundred(100), 0)).toBeUndefined();
    expect(ballsAfterTheEnd(hundred(101), 0)).toMatch(/after the 100 legal balls/);
  });
});

describe("Tests: follow-ons, declarations, penalty runs and a fourth-innings chase", () => {
  const test4 = (inns: Innings[], outcome: Outcome) => match({ matchType: "Test", overs: undefined, innings: inns, outcome });

  test("a follow-on ending in an innings win is accepted", () => {
    const played = test4(
      [
        innings("Home", scoringBalls(300, 600, 10)),
        innings("Away", scoringBalls(100, 300, 10)),
        innings("Away", scoringBalls(150, 400, 10)),
      ],
      { winner: "Home", by: { innings: 1, runs: 50 } },
    );
    expect(matchProblems(played)).toEqual([]);
  });

  test("two declarations, five penalty runs before an innings, and a chase all out short are accepted", () => {
    const played = test4(
      [
        innings("Home", scoringBalls(400, 700, 5), { declared: true }),
        innings("Away", scoringBalls(195, 400, 10), { penaltyRuns: { pre: 5 } }),
        innings("Home", scoringBalls(100, 150, 2), { declared: true }),
        innings("Away", scoringBalls(250, 500, 10)),
      ],
      { winner: "Home", by: { runs: 50 } },
    );
    expect(matchProblems(played)).toEqual([]);
  });

  test("balls after the fourth innings reached its target are refused", () => {
    const played = test4(
      [
        innings("Home", scoringBalls(200, 500, 10)),
        innings("Away", scoringBalls(250, 500, 10)),
        innings("Home", scoringBalls(150, 400, 10)),
        innings("Away", [...scoringBalls(101, 200, 2), { runs: 4 }]),
      ],
      { winner: "Away", by: { wickets: 8 } },
    );
    expect(matchProblems(played)[0]).toMatch(/^innings 4: 1 ball after the target \(101\) was reached/);
  });
});

describe("innings without a ball", () => {
  test("are refused in a match that was played", () => {
    const played = t20({ team: "Away", deliveries: [] }, homeWonBy(150));
    expect(matchProblems(played)[0]).toBe(
      "innings 2 (Away) has no deliveries, but the outcome is not a no-result (abandoned) or awarded match",
    );
    expect(matchProblems(match({ innings: [], outcome: homeWonBy(10) }))[0]).toBe(
      "no innings, but the outcome is not a no-result (abandoned) or awarded match",
    );
  });

  test("are accepted when the match was abandoned (no result), awarded, or the innings forfeited", () => {
    expect(matchProblems(match({ innings: [], outcome: { result: "no result" } }))).toEqual([]);
    expect(matchProblems(t20({ team: "Away", deliveries: [] }, { result: "no result" }))).toEqual([]);
    expect(matchProblems(match({ innings: [], outcome: { winner: "Home", method: "Awarded" } }))).toEqual([]);
    const forfeit = match({
      matchType: "Test",
      overs: undefined,
      innings: [
        innings("Home", scoringBalls(300, 600, 10)),
        innings("Away", scoringBalls(200, 400, 3), { declared: true }),
        { team: "Home", deliveries: [], forfeited: true },
        innings("Away", scoringBalls(101, 200, 2)),
      ],
      outcome: { winner: "Away", by: { wickets: 8 } },
    });
    expect(matchProblems(forfeit)).toEqual([]);
  });
});

describe("outcomes", () => {
  test("an outcome the balls contradict is refused with the differences", () => {
    // Kenya v Brazil 2022 (a real file): the balls give 103 runs, the record says 102.
    expect(matchProblems(t20(innings("Away", scoringBalls(47, 100, 10)), homeWonBy(102)))).toEqual([
      "the outcome contradicts the balls: by.runs: 103 ≠ 102 (balls ≠ record)",
    ]);
  });
  test("a file without an outcome is refused", () => {
    expect(matchProblems(match({ innings: [home(), innings("Away", scoringBalls(151, 100, 3))] }))).toEqual([
      "the outcome contradicts the balls: no recorded outcome (balls ≠ record)",
    ]);
  });
  test("every problem is listed, in file order", () => {
    const chase = innings("Away", [...scoringBalls(151, 100, 3), { runs: 1 }]);
    chase.deliveries[0] = ball({ runs: 1, extras: { byes: 1 } });
    chase.deliveries[0].runs.total = 3;
    expect(matchProblems(t20(chase, homeWonBy(1)))).toHaveLength(3);
  });
});
