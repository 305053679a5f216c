import { describe, expect, test } from "vitest";
import { chaseProgress, chaseTarget } from "./chase.ts";
import { innings, match, scoringBalls } from "../../tests/support/cricket-builders.ts";

describe("chaseTarget", () => {
  test("second innings: first-innings total + 1 over the scheduled overs", () => {
    const played = match({ innings: [innings("Home", scoringBalls(150, 120)), innings("Away", scoringBalls(20, 12))] });
    expect(chaseTarget(played, 1)).toEqual({ runs: 151, balls: 120, revised: false });
    expect(chaseTarget(played, 0)).toBeUndefined();
  });

  test("a D/L-revised target uses the recorded runs and overs (25.3 overs = 153 balls)", () => {
    const played = match({
      matchType: "ODI",
      overs: 50,
      innings: [
        innings("New Zealand", scoringBalls(401, 300)),
        innings("Pakistan", scoringBalls(200, 153), { target: { runs: 180, overs: 25.3 } }),
      ],
    });
    expect(chaseTarget(played, 1)).toEqual({ runs: 180, balls: 153, revised: true });
  });

  test("a match shortened for both sides is not a revision", () => {
    const played = match({
      innings: [
        innings("Royal Challengers Bengaluru", scoringBalls(95, 84, 9)),
        innings("Punjab Kings", scoringBalls(98, 75, 5), { target: { runs: 96, overs: 14 } }),
      ],
    });
    expect(chaseTarget(played, 1)).toEqual({ runs: 96, balls: 84, revised: false });
  });

  test("Test fourth innings: the opponents' aggregate minus the side's first innings, + 1, without a ball limit", () => {
    const played = match({
      matchType: "Test",
      overs: undefined,
      innings: [
        innings("Home", scoringBalls(300, 500, 10)),
        innings("Away", scoringBalls(100, 200, 10)),
        innings("Away", scoringBalls(250, 400, 10)),
        innings("Home", scoringBalls(20, 30)),
      ],
    });
    expect(chaseTarget(played, 3)).toEqual({ runs: 51, revised: false });
    expect(chaseTarget(played, 2)).toBeUndefined();
  });

  test("the second super over of a pair chases the first's total + 1 in one over", () => {
    const played = match({
      innings: [
        innings("Home", scoringBalls(100, 120)),
        innings("Away", scoringBalls(100, 120)),
        innings("Away", scoringBalls(11, 6), { superOver: true }),
        innings("Home", scoringBalls(12, 4), { superOver: true }),
      ],
    });
    expect(chaseTarget(played, 2)).toBeUndefined();
    expect(chaseTarget(played, 3)).toEqual({ runs: 12, balls: 6, revised: false });
  });
});

describe("chaseProgress", () => {
  test("runs needed, balls remaining, CRR and REQ", () => {
    const played = match({
      innings: [innings("Royal Challengers Bangalore", scoringBalls(169, 120)), innings("Chennai Super Kings", scoringBalls(41, 51, 2))],
    });
    expect(chaseProgress(played, 1)).toEqual({
      target: { runs: 170, balls: 120, revised: false },
      runs: 41,
      legalBalls: 51,
      runsNeeded: 129,
      ballsRemaining: 69,
      currentRunRate: "4.82",
      requiredRunRate: "11.22",
    });
  });

  test("a Test chase has no required rate", () => {
    const played = match({
      matchType: "Test",
      overs: undefined,
      innings: [
        innings("Home", scoringBalls(200, 400, 10)),
        innings("Away", scoringBalls(150, 300, 10)),
        innings("Home", scoringBalls(200, 400, 10)),
        innings("Away", scoringBalls(60, 90, 1)),
      ],
    });
    const progress = chaseProgress(played, 3);
    expect(progress).toMatchObject({ runsNeeded: 191, currentRunRate: "4.00" });
    expect(progress?.requiredRunRate).toBeUndefined();
    expect(progress?.ballsRemaining).toBeUndefined();
  });

  test("no chase in a first innings", () => {
    expect(chaseProgress(match({ innings: [innings("Home", scoringBalls(10, 6))] }), 0)).toBeUndefined();
  });
});
