import { describe, expect, test } from "vitest";
import { writeHeadline, type HeadlineInput } from "./headline.ts";

const win = (extra: Partial<Extract<HeadlineInput, { kind: "win" }>> = {}): HeadlineInput => ({
  kind: "win",
  winner: "India",
  loser: "South Africa",
  margin: "by 7 runs",
  stage: "other",
  seriesName: "ICC Men's T20 World Cup",
  seed: 0,
  ...extra,
});

describe("writeHeadline", () => {
  test("a final names the title; a semi-final the final reached", () => {
    expect(writeHeadline(win({ stage: "final" })).headline).toBe("India beat South Africa by 7 runs to win the ICC Men's T20 World Cup");
    expect(writeHeadline(win({ stage: "semi-final", margin: "by 68 runs", loser: "England" })).headline).toBe(
      "India beat England by 68 runs to reach the ICC Men's T20 World Cup final",
    );
  });

  test("a final keeps the title headline even with a standout performance", () => {
    expect(writeHeadline(win({ stage: "final", standout: { kind: "batting", name: "Kohli", runs: 76 } })).headline).toBe(
      "India beat South Africa by 7 runs to win the ICC Men's T20 World Cup",
    );
  });

  test("standout performances lead the headline; the wording is chosen by the seed, deterministically", () => {
    const batting = { kind: "batting" as const, name: "Kohli", runs: 76 };
    expect(writeHeadline(win({ standout: batting, seed: 0 }))).toEqual({
      headline: "Kohli's 76 lifts India past South Africa",
      quoted: "Kohli's 76",
    });
    expect(writeHeadline(win({ standout: batting, seed: 1 }))).toEqual({
      headline: "Kohli's 76 sets up India win over South Africa",
      quoted: "Kohli's 76",
    });
    expect(writeHeadline(win({ standout: batting, seed: 2 }))).toEqual({
      headline: "Kohli hits 76 as India beat South Africa",
      quoted: "Kohli hits 76",
    });
    expect(writeHeadline(win({ standout: batting, seed: 3 }))).toEqual(writeHeadline(win({ standout: batting, seed: 0 })));
    const bowling = { kind: "bowling" as const, name: "Bumrah", figures: "5-20" };
    expect(writeHeadline(win({ standout: bowling, seed: 4 }))).toEqual({
      headline: "Bumrah takes 5-20 as India beat South Africa",
      quoted: "Bumrah takes 5-20",
    });
  });

  test("the rain rule is named, and it outranks a standout", () => {
    expect(writeHeadline(win({ method: "DLS", standout: { kind: "batting", name: "Fakhar Zaman", runs: 126 } })).headline).toBe(
      "India beat South Africa by 7 runs on DLS method",
    );
  });

  test("the headline starts with a capital, and so does a figure quoted at its start", () => {
    expect(writeHeadline(win({ standout: { kind: "batting", name: "de Kock", runs: 97 }, seed: 0 }))).toEqual({
      headline: "De Kock's 97 lifts India past South Africa",
      quoted: "De Kock's 97",
    });
  });

  test("a last-ball chase, an award, a plain win", () => {
    expect(writeHeadline(win({ lastBall: true, margin: "by 3 wickets" })).headline).toBe("India beat South Africa off last ball");
    expect(writeHeadline(win({ awarded: true, margin: "" })).headline).toBe("India awarded match against South Africa");
    expect(writeHeadline(win()).headline).toBe("India beat South Africa by 7 runs");
  });

  test("ties, Super Overs, draws and no result (never a reason for it)", () => {
    const tie = {
      kind: "tie" as const,
      teams: ["Pakistan", "United States of America"] as [string, string],
      stage: "other" as const,
      seriesName: "X",
    };
    expect(writeHeadline({ ...tie, eliminator: "United States of America", superOvers: 1 }).headline).toBe(
      "United States of America beat Pakistan in Super Over",
    );
    expect(writeHeadline({ ...tie, eliminator: "Pakistan", superOvers: 2 }).headline).toBe(
      "Pakistan beat United States of America in second Super Over",
    );
    expect(writeHeadline({ ...tie, eliminator: "Pakistan", superOvers: 0 }).headline).toBe(
      "Pakistan beat United States of America in eliminator after tie",
    );
    expect(writeHeadline({ ...tie, superOvers: 0, city: "Dallas" }).headline).toBe("Pakistan and United States of America tie in Dallas");
    expect(writeHeadline({ kind: "draw", teams: ["Australia", "India"], testLabel: "3rd Test", city: "Brisbane" }).headline).toBe(
      "Australia and India draw 3rd Test in Brisbane",
    );
    const noResult = writeHeadline({ kind: "no result", teams: ["Scotland", "England"], city: "Bridgetown" }).headline;
    expect(noResult).toBe("No result in Scotland v England in Bridgetown");
    expect(noResult).not.toMatch(/rain|weather|wash/i);
  });
});
