import { describe, expect, test } from "vitest";
import { formatScore, formatTeamScore, inningsTotal, showsOversInLists } from "./score.ts";
import { innings, repeat, wicket, type BallSpec } from "../../tests/support/cricket-builders.ts";

const tenWickets = (from = 0): BallSpec[] =>
  Array.from({ length: 10 }, (_, index) => ({ wickets: [wicket("bowled", `P${from + index}`)] }));

describe("inningsTotal", () => {
  test("runs include every run plus pre/post penalty runs; wickets skip retired hurt / not out but count retired out", () => {
    const played = innings(
      "India",
      [
        { runs: 4 },
        { extras: { wides: 1 } },
        { extras: { penalty: 5 } },
        { wickets: [wicket("retired hurt", "A")] },
        { wickets: [wicket("retired not out", "B")] },
        { wickets: [wicket("retired out", "C")] },
        { wickets: [wicket("caught", "D", "K")] },
      ],
      { penaltyRuns: { pre: 5 } },
    );
    expect(inningsTotal(played)).toEqual({ runs: 15, wickets: 2, legalBalls: 6, overs: "1", declared: false, allOut: false });
  });

  test("declared", () => {
    expect(inningsTotal(innings("Australia", [{ runs: 1 }], { declared: true })).declared).toBe(true);
  });

  test("all out at ten wickets", () => {
    expect(inningsTotal(innings("India", tenWickets())).allOut).toBe(true);
    expect(inningsTotal(innings("India", tenWickets().slice(1))).allOut).toBe(false);
  });

  test("all out at nine wickets with a batter absent hurt, or retired hurt and not back", () => {
    expect(inningsTotal(innings("England", tenWickets().slice(1), { absentHurt: ["T"] })).allOut).toBe(true);
    const retired: BallSpec[] = [{ batter: "R", wickets: [wicket("retired hurt", "R")] }, ...tenWickets().slice(1)];
    expect(inningsTotal(innings("England", retired)).allOut).toBe(true);
  });

  test("a super over is all out at two wickets", () => {
    const superOver = innings("Rajasthan Royals", [{ wickets: [wicket("run out", "A")] }, { wickets: [wicket("run out", "B")] }], {
      superOver: true,
    });
    expect(inningsTotal(superOver)).toMatchObject({ wickets: 2, allOut: true, overs: "0.2" });
  });

  test("overs in over.ball notation", () => {
    expect(inningsTotal(innings("India", repeat(118))).overs).toBe("19.4");
    expect(inningsTotal(innings("India", repeat(120))).overs).toBe("20");
  });
});

describe("formatScore", () => {
  test.each([
    [{ runs: 176, wickets: 7 }, "176-7"],
    [{ runs: 169, wickets: 8 }, "169-8"],
    [{ runs: 0, wickets: 0 }, "0-0"],
    [{ runs: 169, wickets: 10 }, "169"],
    [{ runs: 450, wickets: 7, declared: true }, "450-7 d"],
  ])("%o → %s", (score, text) => {
    expect(formatScore(score)).toBe(text);
  });

  test("overs in brackets only when asked for", () => {
    expect(formatScore({ runs: 176, wickets: 7, overs: "20" }, { withOvers: true })).toBe("176-7 (20)");
    expect(formatScore({ runs: 176, wickets: 7, overs: "20" })).toBe("176-7");
    expect(formatScore({ runs: 169, wickets: 10, overs: "19.4" }, { withOvers: true })).toBe("169 (19.4)");
  });

  test("two innings joined with ' & ', overs after the latest", () => {
    const innings = [
      { runs: 180, wickets: 10, overs: "45" },
      { runs: 225, wickets: 4, overs: "60.2" },
    ];
    expect(formatTeamScore(innings)).toBe("180 & 225-4");
    expect(formatTeamScore(innings, { withOvers: true })).toBe("180 & 225-4 (60.2)");
    expect(
      formatTeamScore([
        { runs: 487, wickets: 6, declared: true },
        { runs: 150, wickets: 10 },
      ]),
    ).toBe("487-6 d & 150");
  });

  test("Tests leave overs out of match lists", () => {
    expect(showsOversInLists("Test")).toBe(false);
    expect(showsOversInLists("MDM")).toBe(false);
    expect(showsOversInLists("T20")).toBe(true);
    expect(showsOversInLists("ODI")).toBe(true);
  });
});
