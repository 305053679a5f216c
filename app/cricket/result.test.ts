import { describe, expect, test } from "vitest";
import { checkOutcome, compareWithOutcome, deriveMatchResult, formatResult, type MatchResult } from "./result.ts";
import { innings, match, scoringBalls, wicket, type BallSpec } from "../../tests/support/cricket-builders.ts";
import type { Innings, MatchInput } from "./types.ts";

const limited = (first: Innings, second?: Innings, extra: Innings[] = [], partial: Partial<MatchInput> = {}) =>
  match({ innings: [first, ...(second ? [second] : []), ...extra], ...partial });

const resultOf = (played: MatchInput) => {
  const result = deriveMatchResult(played);
  return { result, text: formatResult(result) };
};

describe("limited overs", () => {
  test("side batting first wins by runs when the chase uses its overs", () => {
    const { result, text } = resultOf(
      limited(innings("India", scoringBalls(176, 120, 7)), innings("South Africa", scoringBalls(169, 120, 8))),
    );
    expect(result).toEqual({ winner: "India", by: { runs: 7 }, derivedFrom: "balls" });
    expect(text).toBe("India won by 7 runs");
  });

  test("side batting first wins by runs when the chase is all out early", () => {
    const { result } = resultOf(limited(innings("Home", scoringBalls(150, 120, 5)), innings("Away", scoringBalls(100, 80, 10))));
    expect(result).toEqual({ winner: "Home", by: { runs: 50 }, derivedFrom: "balls" });
  });

  test("chase reaching the target wins by 10 minus wickets fallen", () => {
    const { result, text } = resultOf(
      limited(innings("Royal Challengers Bengaluru", scoringBalls(173, 120, 6)), innings("Chennai Super Kings", scoringBalls(174, 113, 4))),
    );
    expect(result).toEqual({ winner: "Chennai Super Kings", by: { wickets: 6 }, derivedFrom: "balls" });
    expect(text).toBe("Chennai Super Kings won by 6 wkts");
  });

  test("singular margins", () => {
    expect(resultOf(limited(innings("Home", scoringBalls(100, 120)), innings("Away", scoringBalls(101, 119, 9)))).text).toBe(
      "Away won by 1 wkt",
    );
    expect(resultOf(limited(innings("Home", scoringBalls(100, 120)), innings("Away", scoringBalls(99, 120, 3)))).text).toBe(
      "Home won by 1 run",
    );
  });

  test("impact players (12 listed) do not change the wickets margin; retired hurt is no wicket", () => {
    const twelve = Array.from({ length: 12 }, (_, index) => `P${index}`);
    const chase: BallSpec[] = [{ wickets: [wicket("retired hurt", "P0")] }, ...scoringBalls(151, 100, 3)];
    const { result } = resultOf(
      limited(innings("Home", scoringBalls(150, 120)), innings("Away", chase), [], { players: { Home: twelve, Away: twelve } }),
    );
    expect(result.by).toEqual({ wickets: 7 });
  });

  test("all out at nine wickets with a batter absent hurt loses by runs", () => {
    const { result } = resultOf(
      limited(
        innings("South Africa", scoringBalls(399, 300, 7)),
        innings("England", scoringBalls(170, 132, 9), { absentHurt: ["T"] }),
        [],
        { matchType: "ODI", overs: 50 },
      ),
    );
    expect(result).toEqual({ winner: "South Africa", by: { runs: 229 }, derivedFrom: "balls" });
  });

  describe("no result", () => {
    test("the chase neither reached the target, nor was all out, nor used its overs", () => {
      const { result, text } = resultOf(
        limited(innings("Punjab Kings", scoringBalls(201, 120, 4)), innings("Kolkata Knight Riders", scoringBalls(7, 6))),
      );
      expect(result).toEqual({ result: "no result", derivedFrom: "balls" });
      expect(text).toBe("No result");
    });

    test("no second innings", () => {
      expect(resultOf(limited(innings("Delhi Capitals", scoringBalls(60, 61, 2)))).result).toEqual({
        result: "no result",
        derivedFrom: "balls",
      });
    });

    test("nothing bowled: the record is used, or no result without one", () => {
      expect(deriveMatchResult(match({ innings: [], outcome: { result: "no result" } }))).toEqual({
        result: "no result",
        derivedFrom: "record",
      });
      expect(deriveMatchResult(match({ innings: [] }))).toEqual({ result: "no result", derivedFrom: "balls" });
    });
  });

  describe("D/L", () => {
    test("revised chase all out: margin is target.runs − 1 − total", () => {
      const { result, text } = resultOf(
        limited(
          innings("India", scoringBalls(399, 300, 5)),
          innings("Australia", scoringBalls(217, 170, 10), { target: { runs: 317, overs: 33 } }),
          [],
          { matchType: "ODI", overs: 50 },
        ),
      );
      expect(result).toEqual({ winner: "India", by: { runs: 99 }, method: "D/L", derivedFrom: "balls" });
      expect(text).toBe("India won by 99 runs (DLS)");
    });

    test("chase called off behind par at the revised overs: side batting first wins by the shortfall", () => {
      const { result } = resultOf(
        limited(
          innings("England", scoringBalls(122, 60, 5)),
          innings("Namibia", scoringBalls(84, 60, 3), { target: { runs: 126, overs: 10 } }),
        ),
      );
      expect(result).toEqual({ winner: "England", by: { runs: 41 }, method: "D/L", derivedFrom: "balls" });
    });

    test("chase called off ahead of par: chasing side wins by the runs it was ahead", () => {
      const { result, text } = resultOf(
        limited(
          innings("New Zealand", scoringBalls(401, 300, 6)),
          innings("Pakistan", scoringBalls(200, 153, 1), { target: { runs: 180, overs: 25.3 } }),
          [],
          { matchType: "ODI", overs: 50 },
        ),
      );
      expect(result).toEqual({ winner: "Pakistan", by: { runs: 21 }, method: "D/L", derivedFrom: "balls" });
      expect(text).toBe("Pakistan won by 21 runs (DLS)");
    });

    test("a shortened match's chase stopped at its revised overs, at or above par: wins by the runs it is ahead (IPL 2008 match 40)", () => {
      // Delhi Daredevils 118-4 in 11 overs of a 20-over match; Kings XI Punjab 94-3 when play
      // stopped after 8 overs, the last ball a six from 88 (par 88, "target" 89).
      const { result, text } = resultOf(
        limited(
          innings("Delhi Daredevils", scoringBalls(118, 66, 4)),
          innings("Kings XI Punjab", [...scoringBalls(88, 47, 3), { runs: 6 }], { target: { runs: 89, overs: 8 } }),
        ),
      );
      expect(result).toEqual({ winner: "Kings XI Punjab", by: { runs: 6 }, method: "D/L", derivedFrom: "balls" });
      expect(text).toBe("Kings XI Punjab won by 6 runs (DLS)");
    });

    test("revised target reached with the last ball: win by wickets; the recorded spelling of the method is kept", () => {
      const played = limited(
        innings("Mumbai Indians", scoringBalls(155, 120, 8)),
        innings("Gujarat Titans", scoringBalls(147, 114, 7), { target: { runs: 147, overs: 19 } }),
      );
      expect(deriveMatchResult(played)).toEqual({ winner: "Gujarat Titans", by: { wickets: 3 }, method: "D/L", derivedFrom: "balls" });
      const withRecord = { ...played, outcome: { winner: "Gujarat Titans", by: { wickets: 3 }, method: "DLS" } };
      expect(deriveMatchResult(withRecord).method).toBe("DLS");
    });
  });

  describe("ties and super overs", () => {
    const tiedMain = () => [innings("Delhi Capitals", scoringBalls(188, 120, 5)), innings("Rajasthan Royals", scoringBalls(188, 120, 4))];

    test("the super over decides: the higher total of the pair", () => {
      const played = match({
        innings: [
          ...tiedMain(),
          innings("Rajasthan Royals", scoringBalls(11, 5, 2), { superOver: true }),
          innings("Delhi Capitals", scoringBalls(13, 4), { superOver: true }),
        ],
      });
      const { result, text } = resultOf(played);
      expect(result).toEqual({ result: "tie", eliminator: "Delhi Capitals", superOvers: 1, derivedFrom: "balls", eliminatorFrom: "balls" });
      expect(text).toBe("Match tied (Delhi Capitals won the Super Over)");
    });

    test("a tied super over goes to the next; the last pair decides", () => {
      const played = match({
        innings: [
          ...tiedMain(),
          innings("Rajasthan Royals", scoringBalls(10, 6), { superOver: true }),
          innings("Delhi Capitals", scoringBalls(10, 6), { superOver: true }),
          innings("Delhi Capitals", scoringBalls(8, 6), { superOver: true }),
          innings("Rajasthan Royals", scoringBalls(9, 3), { superOver: true }),
        ],
      });
      const { result, text } = resultOf(played);
      expect(result).toMatchObject({ result: "tie", eliminator: "Rajasthan Royals", superOvers: 2 });
      expect(text).toBe("Match tied (Rajasthan Royals won the 2nd Super Over)");
    });

    test("super overs do not count towards the main totals", () => {
      const played = match({
        innings: [
          innings("Home", scoringBalls(150, 120, 5)),
          innings("Away", scoringBalls(140, 120, 5)),
          innings("Away", scoringBalls(20, 6), { superOver: true }),
        ],
      });
      expect(deriveMatchResult(played)).toEqual({ winner: "Home", by: { runs: 10 }, derivedFrom: "balls" });
    });

    test("an undecided super over falls back to the recorded eliminator", () => {
      const played = match({
        innings: [
          ...tiedMain(),
          innings("Rajasthan Royals", scoringBalls(10, 6), { superOver: true }),
          innings("Delhi Capitals", scoringBalls(10, 6), { superOver: true }),
        ],
        outcome: { result: "tie", eliminator: "Delhi Capitals" },
      });
      expect(deriveMatchResult(played)).toMatchObject({
        result: "tie",
        eliminator: "Delhi Capitals",
        eliminatorFrom: "record",
        derivedFrom: "balls",
      });
    });

    test("a tie without super overs or a record", () => {
      const { result, text } = resultOf(match({ innings: tiedMain() }));
      expect(result).toEqual({ result: "tie", derivedFrom: "balls" });
      expect(text).toBe("Match tied");
    });
  });

  test("Awarded matches come from the record", () => {
    const played = match({ innings: [innings("Home", scoringBalls(10, 6))], outcome: { winner: "Away", method: "Awarded" } });
    const { result, text } = resultOf(played);
    expect(result).toEqual({ winner: "Away", method: "Awarded", derivedFrom: "record" });
    expect(text).toBe("Away won (awarded)");
  });
});

describe("Tests", () => {
  const test4 = (...played: Innings[]) => match({ matchType: "Test", overs: undefined, teams: ["Home", "Away"], innings: played });

  test("innings victory after the follow-on", () => {
    const { result, text } = resultOf(
      test4(
        innings("Home", scoringBalls(400, 600, 10)),
        innings("Away", scoringBalls(150, 300, 10)),
        innings("Away", scoringBalls(200, 300, 10)),
      ),
    );
    expect(result).toEqual({ winner: "Home", by: { innings: 1, runs: 50 }, derivedFrom: "balls" });
    expect(text).toBe("Home won by an innings and 50 runs");
  });

  test("innings victory for the side batting second (even after a declaration)", () => {
    const { result } = resultOf(
      test4(
        innings("Home", scoringBalls(150, 300, 10)),
        innings("Away", scoringBalls(500, 600, 7), { declared: true }),
        innings("Home", scoringBalls(349, 500, 10)),
      ),
    );
    expect(result).toEqual({ winner: "Away", by: { innings: 1, runs: 1 }, derivedFrom: "balls" });
    expect(formatResult(result)).toBe("Away won by an innings and 1 run");
  });

  test("fourth-innings chase: win by wickets, loss by runs, draw, tie", () => {
    const first3 = () => [
      innings("Home", scoringBalls(200, 400, 10)),
      innings("Away", scoringBalls(150, 300, 10)),
      innings("Home", scoringBalls(200, 400, 10)),
    ];
    expect(deriveMatchResult(test4(...first3(), innings("Away", scoringBalls(251, 500, 4))))).toEqual({
      winner: "Away",
      by: { wickets: 6 },
      derivedFrom: "balls",
    });
    expect(deriveMatchResult(test4(...first3(), innings("Away", scoringBalls(200, 500, 10))))).toEqual({
      winner: "Home",
      by: { runs: 50 },
      derivedFrom: "balls",
    });
    expect(deriveMatchResult(test4(...first3(), innings("Away", scoringBalls(200, 500, 7))))).toEqual({
      result: "draw",
      derivedFrom: "balls",
    });
    expect(deriveMatchResult(test4(...first3(), innings("Away", scoringBalls(250, 500, 10))))).toEqual({
      result: "tie",
      derivedFrom: "balls",
    });
  });

  test("a match ending before a result is a draw", () => {
    const { result, text } = resultOf(
      test4(
        innings("Australia", scoringBalls(445, 700, 10)),
        innings("India", scoringBalls(260, 470, 10)),
        innings("Australia", scoringBalls(89, 108, 7), { declared: true }),
        innings("India", scoringBalls(8, 18)),
      ),
    );
    expect(result).toEqual({ result: "draw", derivedFrom: "balls" });
    expect(text).toBe("Match drawn");
    expect(deriveMatchResult(test4(innings("Home", scoringBalls(300, 500, 6))))).toEqual({ result: "draw", derivedFrom: "balls" });
  });
});

describe("formatResult", () => {
  test.each<[MatchResult, string]>([
    [{ winner: "India", by: { runs: 7 }, derivedFrom: "balls" }, "India won by 7 runs"],
    [{ winner: "South Africa", by: { wickets: 6 }, derivedFrom: "balls" }, "South Africa won by 6 wkts"],
    [{ winner: "Australia", by: { innings: 1, runs: 33 }, derivedFrom: "balls" }, "Australia won by an innings and 33 runs"],
    [{ winner: "Australia", by: { runs: 5 }, method: "D/L", derivedFrom: "record" }, "Australia won by 5 runs (DLS)"],
    [{ winner: "Australia", by: { runs: 5 }, method: "DLS", derivedFrom: "record" }, "Australia won by 5 runs (DLS)"],
    [{ winner: "Kerala", by: { wickets: 2 }, method: "VJD", derivedFrom: "record" }, "Kerala won by 2 wkts (VJD)"],
    [{ result: "tie", eliminator: "India", superOvers: 1, derivedFrom: "balls" }, "Match tied (India won the Super Over)"],
    [{ result: "tie", eliminator: "India", derivedFrom: "record" }, "Match tied (India won the eliminator)"],
    [{ result: "draw", derivedFrom: "balls" }, "Match drawn"],
    [{ result: "no result", derivedFrom: "balls" }, "No result"],
  ])("%o → %s", (result, text) => {
    expect(formatResult(result)).toBe(text);
  });
});

describe("compareWithOutcome", () => {
  test("agreement gives no differences", () => {
    expect(compareWithOutcome({ winner: "India", by: { runs: 7 }, derivedFrom: "balls" }, { winner: "India", by: { runs: 7 } })).toEqual(
      [],
    );
    expect(
      compareWithOutcome({ result: "tie", eliminator: "Namibia", derivedFrom: "balls" }, { result: "tie", eliminator: "Namibia" }),
    ).toEqual([]);
  });

  test("each differing field is listed", () => {
    expect(
      compareWithOutcome(
        { winner: "India", by: { wickets: 3 }, derivedFrom: "balls" },
        { winner: "India", by: { wickets: 3 }, method: "D/L" },
      ),
    ).toEqual(["method: undefined ≠ D/L"]);
    expect(compareWithOutcome({ result: "no result", derivedFrom: "balls" }, { winner: "India", by: { runs: 7 } })).toEqual([
      "winner: undefined ≠ India",
      "by.runs: undefined ≠ 7",
      "result: no result ≠ undefined",
    ]);
  });
});

describe("penalty runs added after a chase's last ball", () => {
  test("a chase all out short of the target that passes it with them wins by the runs it ends ahead (Malta v Belgium 2021)", () => {
    const played = limited(
      innings("Belgium", scoringBalls(128, 117, 10)),
      innings("Malta", scoringBalls(125, 116, 10), { penaltyRuns: { post: 5 } }),
    );
    expect(deriveMatchResult(played)).toEqual({ winner: "Malta", by: { runs: 2 }, derivedFrom: "balls" });
  });
  test("a chase still batting counts them as it goes and wins by wickets (Nepal v Canada 2024)", () => {
    const played = limited(
      innings("Canada", scoringBalls(232, 300, 8)),
      innings("Nepal", scoringBalls(229, 267, 1), { penaltyRuns: { post: 5 } }),
      [],
      { matchType: "ODI", overs: 50 },
    );
    expect(deriveMatchResult(played)).toEqual({ winner: "Nepal", by: { wickets: 9 }, derivedFrom: "balls" });
  });
});

describe("checkOutcome: the record against the balls, and the documented rules it is accepted by", () => {
  const chaseOf = (runs: number, balls: number, wickets: number, extra: Partial<Innings> = {}) =>
    limited(innings("Home", scoringBalls(235, 300, 10)), innings("Away", scoringBalls(runs, balls, wickets), extra), [], {
      matchType: "ODI",
      overs: 50,
    });
  const checked = (played: MatchInput, outcome: MatchInput["outcome"]) => checkOutcome({ ...played, outcome });

  test("from the balls", () => {
    expect(checked(chaseOf(233, 300, 8), { winner: "Home", by: { runs: 2 } })).toEqual({ agrees: true, basis: "balls" });
  });
  test("from the record where the balls cannot show it: awarded, a bowl-out", () => {
    expect(checked(chaseOf(100, 150, 2), { winner: "Home", method: "Awarded" })).toEqual({ agrees: true, basis: "record" });
    const tied = chaseOf(235, 300, 8);
    expect(checked(tied, { result: "tie", eliminator: "Away" })).toEqual({ agrees: true, basis: "record" });
  });
  test("a recorded rain rule: its par scores are not in the balls", () => {
    // Behind par when rain stopped play, no target recorded: the balls alone say "no result".
    expect(checked(chaseOf(141, 240, 9), { winner: "Home", by: { runs: 103 }, method: "D/L" })).toEqual({
      agrees: true,
      basis: "rain rule",
    });
  });
  test("balls that stop short of the end: the record is the result where they stop (Sri Lanka v England 2007, 233-8 after 49.5)", () => {
    expect(checked(chaseOf(233, 299, 8), { winner: "Home", by: { runs: 2 } })).toEqual({ agrees: true, basis: "balls stop short" });
    expect(checked(chaseOf(235, 299, 9), { result: "tie" })).toEqual({ agrees: true, basis: "balls stop short" });
    // the chase's winning runs are what is missing: won by the wickets it has in hand
    expect(checked(chaseOf(230, 280, 3), { winner: "Away", by: { wickets: 7 } })).toEqual({ agrees: true, basis: "balls stop short" });
  });
  test("but not with another margin, or a chase winning with wickets it lost", () => {
    expect(checked(chaseOf(233, 299, 8), { winner: "Home", by: { runs: 3 } })).toEqual({
      agrees: false,
      differences: ["winner: undefined ≠ Home", "by.runs: undefined ≠ 3", "result: no result ≠ undefined"],
    });
    expect(checked(chaseOf(230, 280, 3), { winner: "Away", by: { wickets: 8 } }).agrees).toBe(false);
    expect(checked(chaseOf(233, 300, 8), { winner: "Home", by: { runs: 1 } })).toEqual({ agrees: false, differences: ["by.runs: 2 ≠ 1"] });
  });
  test("no recorded outcome", () => {
    expect(checked(chaseOf(233, 300, 8), undefined)).toEqual({ agrees: false, differences: ["no recorded outcome"] });
  });

  test("the result pages and team records use: the record where a rule accepts it, the balls where the record contradicts them", () => {
    expect(deriveMatchResult({ ...chaseOf(233, 299, 8), outcome: { winner: "Home", by: { runs: 2 } } })).toEqual({
      winner: "Home",
      by: { runs: 2 },
      derivedFrom: "record",
    });
    expect(
      formatResult(deriveMatchResult({ ...chaseOf(141, 240, 9), outcome: { winner: "Home", by: { runs: 103 }, method: "D/L" } })),
    ).toBe("Home won by 103 runs (DLS)");
    expect(deriveMatchResult({ ...chaseOf(233, 300, 8), outcome: { winner: "Home", by: { runs: 1 } } })).toEqual({
      winner: "Home",
      by: { runs: 2 },
      derivedFrom: "balls",
    });
  });
});
