import { describe, expect, test } from "vitest";
import { breakAt, dayAt, deliveriesPerOver, matchTimeline, revealedAt } from "./pace.ts";
import { DAY, HOUR, MINUTE, zonedTimeToUtc } from "./time.ts";

const T0 = Date.UTC(2025, 2, 22, 14, 0);
const overs = (n: number, balls = 6) => Array.from({ length: n }, () => balls);

describe("limited overs", () => {
  const timeline = matchTimeline({ matchType: "T20", innings: [{ deliveriesPerOver: overs(20) }, { deliveriesPerOver: overs(20) }] }, T0);

  test("a T20 innings lasts 85 minutes, then a 20-minute break", () => {
    expect(timeline.balls[0]).toHaveLength(120);
    expect(timeline.balls[0]!.at(-1)! - T0).toBe(85 * MINUTE);
    expect(timeline.balls[1]![0]! - timeline.balls[0]!.at(-1)!).toBe(20 * MINUTE + (4.25 * MINUTE) / 6);
    expect(timeline.end - T0).toBe(190 * MINUTE);
    expect(timeline.tossAt).toBe(T0 - 30 * MINUTE);
  });

  test("balls are revealed as time passes, and the break is named", () => {
    expect(revealedAt(timeline, T0 - 1)).toEqual([0, 0]);
    expect(revealedAt(timeline, T0 + 4.25 * MINUTE)).toEqual([6, 0]);
    expect(revealedAt(timeline, T0 + 90 * MINUTE)).toEqual([120, 0]);
    expect(breakAt(timeline, T0 + 90 * MINUTE)).toBe("Innings Break");
    expect(revealedAt(timeline, timeline.end)).toEqual([120, 120]);
  });

  test("speed compresses everything after the start", () => {
    const fast = matchTimeline({ matchType: "T20", innings: [{ deliveriesPerOver: overs(20) }] }, T0, 10);
    expect(fast.end - T0).toBe(8.5 * MINUTE);
    expect(fast.tossAt).toBe(T0 - 3 * MINUTE);
  });
});

test("a Test plays 90 overs a day in three sessions with lunch, tea and stumps", () => {
  const timeline = matchTimeline({ matchType: "Test", innings: [{ deliveriesPerOver: overs(100) }] }, T0);
  const kinds = timeline.breaks.map((b) => b.kind);
  expect(kinds).toEqual(["Lunch", "Tea", "Stumps"]);
  expect(revealedAt(timeline, T0 + 2 * HOUR)).toEqual([30 * 6]);
  expect(breakAt(timeline, T0 + 2 * HOUR + 10 * MINUTE)).toBe("Lunch");
  expect(breakAt(timeline, T0 + 8 * HOUR)).toBe("Stumps");
  expect(revealedAt(timeline, T0 + 8 * HOUR)).toEqual([90 * 6]);
  expect(dayAt(timeline, T0 + DAY + HOUR)).toBe(2);
  expect(dayAt(timeline, T0 + DAY - HOUR)).toBe(1);
  expect(timeline.dayStarts).toEqual([T0, T0 + DAY]);
  expect(timeline.end).toBe(T0 + DAY + 40 * MINUTE);
});

test("with the venue's zone, every day of a Test starts at the first day's local hour, across a clock change", () => {
  // Sydney leaves daylight time on Sunday 5 April 2026: 10:00 is 23:00 UTC before it and 00:00 UTC after.
  const start = zonedTimeToUtc("2026-04-02", "10:00", "Australia/Sydney");
  const innings = [{ deliveriesPerOver: overs(400) }];
  const timeline = matchTimeline({ matchType: "Test", innings, timeZone: "Australia/Sydney" }, start);
  expect(timeline.dayStarts).toHaveLength(5);
  for (const [i, dayStart] of timeline.dayStarts.entries()) {
    expect(
      new Intl.DateTimeFormat("en-GB", { timeZone: "Australia/Sydney", dateStyle: "short", timeStyle: "short" }).format(dayStart),
    ).toBe(`0${2 + i}/04/2026, 10:00`);
  }
  expect(timeline.dayStarts[4]! - timeline.dayStarts[3]!).toBe(DAY);
  expect(timeline.dayStarts[3]! - timeline.dayStarts[2]!).toBe(DAY + HOUR);
  // Day 5's first ball is bowled 4 minutes after 10:00 local; stumps of day 4 last until then.
  const day5 = timeline.dayStarts[4]!;
  expect(breakAt(timeline, day5 - MINUTE)).toBe("Stumps");
  expect(dayAt(timeline, day5 - MINUTE)).toBe(4);
  expect(dayAt(timeline, day5)).toBe(5);
  expect(timeline.balls[0]!.find((t) => t > day5)).toBe(day5 + (4 * MINUTE) / 6);
  // Without a zone, days are 24 hours apart.
  const naive = matchTimeline({ matchType: "Test", innings }, start);
  expect(naive.dayStarts[3]! - naive.dayStarts[2]!).toBe(DAY);
});

test("a faster replay scales the days too", () => {
  const timeline = matchTimeline({ matchType: "Test", innings: [{ deliveriesPerOver: overs(200) }] }, T0, 10);
  expect(timeline.dayStarts).toEqual([T0, T0 + DAY / 10, T0 + (2 * DAY) / 10]);
  expect(dayAt(timeline, T0 + DAY / 10 + 1)).toBe(2);
});

test("deliveries per over from over numbers", () => {
  expect(deliveriesPerOver([0, 0, 0, 1, 1, 3])).toEqual([3, 2, 1]);
});
