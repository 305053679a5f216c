import { describe, expect, test } from "vitest";
import { bowlerRuns, bowlingCard } from "./bowling.ts";
import { ball, innings, repeat, wicket } from "../../tests/support/cricket-builders.ts";

const names = { X: "JJ Bumrah", Y: "Arshdeep Singh", K: "RR Pant" };

describe("bowler runs", () => {
  test("runs.total minus byes, leg byes and penalty; wides and no-balls count", () => {
    expect(bowlerRuns(ball({ runs: 4 }))).toBe(4);
    expect(bowlerRuns(ball({ extras: { byes: 4 } }))).toBe(0);
    expect(bowlerRuns(ball({ extras: { legbyes: 2 } }))).toBe(0);
    expect(bowlerRuns(ball({ extras: { penalty: 5 }, runs: 1 }))).toBe(1);
    expect(bowlerRuns(ball({ extras: { wides: 5 } }))).toBe(5);
    expect(bowlerRuns(ball({ extras: { noballs: 1 }, runs: 4 }))).toBe(5);
    expect(bowlerRuns(ball({ extras: { noballs: 1, byes: 1 } }))).toBe(1);
  });
});

describe("bowlingCard", () => {
  test("figures per bowler, in order of first bowling", () => {
    const card = bowlingCard(
      innings("South Africa", [
        ...repeat(6, { bowler: "Y", runs: 1 }),
        { bowler: "X", extras: { wides: 5 } },
        { bowler: "X", extras: { noballs: 1 }, runs: 2 },
        { bowler: "X", wickets: [wicket("bowled", "A")] },
        { bowler: "X", extras: { legbyes: 1 } },
        { bowler: "X", runs: 4 },
      ]),
      names,
    );
    expect(card.map((row) => row.player.id)).toEqual(["Y", "X"]);
    expect(card[0]).toMatchObject({ overs: "1", legalBalls: 6, maidens: 0, runs: 6, wickets: 0, economy: "6.00" });
    expect(card[1]).toMatchObject({
      overs: "0.3",
      legalBalls: 3,
      runs: 12,
      wickets: 1,
      wideDeliveries: 1,
      wideRuns: 5,
      noBallDeliveries: 1,
      noBallRuns: 1,
      economy: "24.00",
    });
  });

  test("wickets: bowlers are credited with stumpings off wides but not run outs (even off no-balls) or retirements", () => {
    const card = bowlingCard(
      innings("Gujarat Titans", [
        { bowler: "X", extras: { wides: 1 }, wickets: [wicket("stumped", "A", "K")] },
        { bowler: "X", extras: { noballs: 1 }, wickets: [wicket("run out", "B", "K")] },
        { bowler: "X", wickets: [wicket("retired out", "C")] },
        { bowler: "X", wickets: [wicket("caught and bowled", "D")] },
        { bowler: "X", wickets: [wicket("hit wicket", "E")] },
        { bowler: "X", wickets: [wicket("obstructing the field", "F")] },
      ]),
      names,
    );
    expect(card[0]?.wickets).toBe(3);
  });

  describe("maidens", () => {
    test("a full over without a run charged to the bowler is a maiden, even with leg byes or byes", () => {
      const card = bowlingCard(
        innings("India", [
          ...repeat(5, { bowler: "X" }),
          { bowler: "X", extras: { legbyes: 4 } },
          ...repeat(5, { bowler: "Y" }),
          { bowler: "Y", extras: { byes: 1 } },
        ]),
        names,
      );
      expect(card.map((row) => row.maidens)).toEqual([1, 1]);
    });

    test("a wide or no-ball spoils the maiden", () => {
      const card = bowlingCard(
        innings("India", [
          { bowler: "X", extras: { wides: 1 } },
          ...repeat(6, { bowler: "X" }),
          { bowler: "Y", extras: { noballs: 1 } },
          ...repeat(6, { bowler: "Y" }),
        ]),
        names,
      );
      expect(card.map((row) => [row.player.id, row.overs, row.runs, row.maidens])).toEqual([
        ["X", "1", 1, 0],
        ["Y", "1", 1, 0],
      ]);
    });

    test("an unfinished over or one shared by two bowlers is not a maiden", () => {
      const card = bowlingCard(
        innings("India", [...repeat(3, { bowler: "X" }), ...repeat(3, { bowler: "Y" }), ...repeat(5, { bowler: "X" })]),
        names,
      );
      expect(card.map((row) => row.maidens)).toEqual([0, 0]);
    });

    test("uses the match's balls per over", () => {
      const fiveBallOvers = innings("India", []);
      fiveBallOvers.deliveries = repeat(5, { bowler: "X" }).map((spec) => ball({ ...spec, over: 0 }));
      expect(bowlingCard(fiveBallOvers, names, 5)[0]).toMatchObject({ maidens: 1, overs: "1", economy: "0.00" });
      expect(bowlingCard(fiveBallOvers, names, 6)[0]).toMatchObject({ maidens: 0, overs: "0.5" });
    });
  });
});
