import { describe, expect, test } from "vitest";
import { chaseProgress } from "../chase.ts";
import type { FallOfWicket } from "../fall-of-wickets.ts";
import { playerRef } from "../names.ts";
import { buildScorecard } from "../scorecard.ts";
import { innings, match, scoringBalls } from "../../../tests/support/cricket-builders.ts";
import {
  bestBowlers,
  chaseStateAfter,
  deliveriesUpTo,
  largestPartnership,
  mostExpensiveOver,
  overSummaries,
  topScorers,
  worstCollapse,
} from "./figures.ts";
import { over, scriptedInnings, times } from "../../../tests/support/report-script.ts";

const fall = (wicketNumber: number, runs: number, over: string): FallOfWicket => ({
  wicketNumber,
  runs,
  over,
  legalBalls: 0,
  player: playerRef({}, `P${wicketNumber}`),
  kind: "bowled",
});

describe("worstCollapse", () => {
  test("three or more wickets within 20 runs, counted from the first of them; most wickets, then fewest runs", () => {
    const fallen = [
      fall(1, 23, "1.4"),
      fall(2, 23, "1.6"),
      fall(3, 34, "4.3"),
      fall(4, 106, "13.3"),
      fall(5, 110, "14.1"),
      fall(6, 115, "15.2"),
      fall(7, 124, "16.1"),
    ];
    expect(worstCollapse(fallen)).toMatchObject({ fromWicket: 4, toWicket: 7, wickets: 4, runs: 18, end: { runs: 124, over: "16.1" } });
    expect(worstCollapse(fallen.slice(0, 4))).toMatchObject({ fromWicket: 1, toWicket: 3, wickets: 3, runs: 11 });
  });

  test("none when wickets fall slowly, or fewer than three", () => {
    expect(worstCollapse([fall(1, 10, "2.1"), fall(2, 15, "3.1")])).toBeUndefined();
    expect(worstCollapse([fall(1, 10, "2.1"), fall(2, 40, "6.1"), fall(3, 70, "9.1")])).toBeUndefined();
    expect(worstCollapse([])).toBeUndefined();
  });
});

describe("from a scripted innings", () => {
  const names = { o1: "Q de Kock", o2: "RR Hendricks", o3: "AK Markram", o4: "T Stubbs", b1: "JJ Bumrah", b2: "HH Pandya" };
  const chase = scriptedInnings(
    "South Africa",
    ["o1", "o2", "o3", "o4"],
    ["b1", "b2"],
    [
      ...over(4, 1, 0, 6, 1, 1), // over 1 (Bumrah): 13
      ...over(6, 6, 6, 1, "wd", 0, 0), // over 2 (Pandya): 20 with a wide
      ...over(1, 1, 1, 1, 1, { wicket: "caught", fielder: "b2" }), // over 3 (Bumrah)
      ...times(6, 0), // over 4 (Pandya): maiden
    ],
  );
  const played = match({
    matchType: "T20",
    teams: ["India", "South Africa"],
    names,
    innings: [innings("India", scoringBalls(176, 120, 7)), chase],
  });
  const card = buildScorecard(played);
  const southAfrica = card.innings[1];

  test("overs and the most expensive one (runs.total, extras included)", () => {
    expect(overSummaries(chase, 1).map((over) => [over.over, over.runs, over.bowlers])).toEqual([
      [0, 13, ["b1"]],
      [1, 20, ["b2"]],
      [2, 5, ["b1"]],
      [3, 0, ["b2"]],
    ]);
    expect(mostExpensiveOver(played, [1])).toMatchObject({ inningsIndex: 1, over: 1, runs: 20 });
  });

  test("the biggest stand and the dismissal that broke it", () => {
    if (southAfrica === undefined) throw new Error("no innings");
    const summary = largestPartnership(southAfrica);
    expect(summary?.stand).toMatchObject({ wicket: 1, runs: 38, end: "dismissal" });
    expect(summary?.brokenBy?.fall).toMatchObject({ wicketNumber: 1, runs: 38, over: "2.6" });
    expect(summary?.brokenBy?.entry.dismissal).toBe("c Pandya b Bumrah");
  });

  test("leading batters and bowlers come from the cards, with thresholds", () => {
    if (southAfrica === undefined) throw new Error("no innings");
    const batters = topScorers(southAfrica, 3, 5);
    expect(batters.map((figure) => [figure.player.name, figure.runs, figure.balls, figure.notOut])).toEqual([
      ["Q de Kock", 28, 16, true],
      ["RR Hendricks", 9, 8, false],
    ]);
    expect(bestBowlers(southAfrica, 2, 2).map((figure) => [figure.player.name, figure.figures, figure.overs])).toEqual([
      ["JJ Bumrah", "1-18", "2"],
    ]);
  });

  test("deliveriesUpTo counts legal balls only", () => {
    expect(deliveriesUpTo(chase, 0)).toEqual([]);
    expect(deliveriesUpTo(chase, 10)?.length).toBe(10);
    expect(deliveriesUpTo(chase, 11)?.length).toBe(12);
    expect(deliveriesUpTo(chase, 25)).toBeUndefined();
  });

  test("chaseStateAfter is the core's chaseProgress on the innings cut at that ball", () => {
    const state = chaseStateAfter(played, 1, 12);
    expect(state).toEqual({
      deliveries: 13,
      legalBalls: 12,
      runs: 33,
      wickets: 0,
      runsNeeded: 144,
      ballsRemaining: 108,
      requiredRunRate: "8.00",
    });
    const cut = { ...played, innings: [played.innings[0]!, { ...chase, deliveries: chase.deliveries.slice(0, 13) }] };
    expect(chaseProgress(cut, 1)).toMatchObject({ runsNeeded: 144, ballsRemaining: 108, requiredRunRate: "8.00" });
    expect(chaseStateAfter(played, 1, 100)).toBeUndefined();
    expect(chaseStateAfter(played, 0, 6)).toBeUndefined();
  });
});
