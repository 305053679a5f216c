import { describe, expect, test } from "vitest";
import { type MatchMoment, matchSoFar, momentAt, statusAt } from "./match-state.ts";
import { matchTimeline } from "./pace.ts";
import { MINUTE } from "./time.ts";
import type { Delivery, MatchInput } from "./types.ts";

const T0 = Date.UTC(2025, 2, 22, 14, 0);
const ball = (over: number, runs = 1): Delivery => ({
  over,
  batter: "a",
  bowler: "x",
  nonStriker: "b",
  runs: { batter: runs, extras: 0, total: runs },
  extras: {},
  wickets: [],
});
const innings = (team: string, overs: number, runsPerBall: number) => ({
  team,
  deliveries: Array.from({ length: overs * 6 }, (_, i) => ball(Math.floor(i / 6), runsPerBall)),
});

const t20: MatchInput = {
  matchType: "T20",
  ballsPerOver: 6,
  overs: 20,
  teams: ["Mumbai Indians", "Royal Challengers Bengaluru"],
  players: {},
  names: {},
  toss: { winner: "Mumbai Indians", decision: "field" },
  // 120 all along; the chase in twos gets there with the first ball of the 11th over.
  innings: [
    innings("Royal Challengers Bengaluru", 20, 1),
    { team: "Mumbai Indians", deliveries: innings("", 11, 2).deliveries.slice(0, 61) },
  ],
};
const timeline = matchTimeline(
  { matchType: "T20", innings: [{ deliveriesPerOver: Array(20).fill(6) }, { deliveriesPerOver: [...Array(10).fill(6), 1] }] },
  T0,
);
const status = (now: number) => {
  const moment = momentAt(timeline, now);
  return { state: moment.state, status: statusAt(matchSoFar(t20, moment.revealed), moment, "22 Mar, 14:00 GMT") };
};

describe("a T20 through the day", () => {
  test("preview, toss, first innings, break, chase, result", () => {
    expect(status(T0 - 2 * 60 * MINUTE)).toEqual({ state: "Preview", status: "Match starts at 22 Mar, 14:00 GMT" });
    expect(status(T0 - 10 * MINUTE)).toEqual({ state: "Toss", status: "Mumbai Indians opt to bowl" });
    expect(status(T0 + 30 * MINUTE)).toEqual({ state: "In Progress", status: "Mumbai Indians opt to bowl" });
    expect(status(T0 + 95 * MINUTE)).toEqual({ state: "Innings Break", status: "Innings Break" });
    // Target 121; 8.5 overs after the first ball, 52 balls of twos are bowled: 104, so 17 off 68.
    const chaseStart = timeline.balls[1]![0]!;
    expect(status(chaseStart + 8.5 * 4.25 * MINUTE)).toEqual({
      state: "In Progress",
      status: "Mumbai Indians need 17 runs in 68 balls",
    });
    expect(status(timeline.end)).toEqual({ state: "Complete", status: "Mumbai Indians won by 10 wkts" });
  });
});

test("a Test at stumps says who leads", () => {
  const test: MatchInput = {
    matchType: "Test",
    ballsPerOver: 6,
    teams: ["India", "Australia"],
    players: {},
    names: {},
    toss: { winner: "India", decision: "bat" },
    innings: [innings("India", 60, 1), innings("Australia", 150, 2)],
  };
  const tl = matchTimeline(
    { matchType: "Test", innings: test.innings.map((i) => ({ deliveriesPerOver: Array(i.deliveries.length / 6).fill(6) })) },
    T0,
  );
  const stumpsDay2 = tl.breaks.filter((b) => b.kind === "Stumps")[1]!;
  const moment = momentAt(tl, stumpsDay2.from + MINUTE);
  expect(moment.state).toBe("Stumps");
  const text = statusAt(matchSoFar(test, moment.revealed), moment, "");
  expect(text).toMatch(/^Day 2: Stumps - Australia lead by \d+ runs$/);
});

test("a chase one run and one ball from the end says so in the singular", () => {
  const chase = innings("", 20, 1).deliveries.slice(0, 119);
  chase[0] = ball(0, 2);
  const lastBall: MatchInput = {
    ...t20,
    innings: [innings("Royal Challengers Bengaluru", 20, 1), { team: "Mumbai Indians", deliveries: chase }],
  };
  const moment: MatchMoment = { state: "In Progress", onBreak: null, day: 1, revealed: [120, 119] };
  expect(statusAt(lastBall, moment, "")).toBe("Mumbai Indians need 1 run in 1 ball");
});

test("a lead of one run is singular", () => {
  const test: MatchInput = {
    ...t20,
    matchType: "Test",
    teams: ["India", "Australia"],
    toss: { winner: "India", decision: "bat" },
    innings: [innings("India", 10, 1), { team: "Australia", deliveries: [...innings("", 10, 1).deliveries, ball(10, 1)] }],
  };
  const moment: MatchMoment = { state: "Stumps", onBreak: "Stumps", day: 1, revealed: [60, 61] };
  expect(statusAt(test, moment, "")).toBe("Day 1: Stumps - Australia lead by 1 run");
});
