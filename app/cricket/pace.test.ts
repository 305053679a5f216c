import { describe, expect, test } from "vitest";
import { breakAt, dayAt, deliveriesPerOver, matchTimeline, revealedAt } from "./pace.ts";
import { DAY, HOUR, MINUTE } from "./time.ts";

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
  expect(timeline.end).toBe(T0 + DAY + 40 * MINUTE);
});

test("deliveries per over from over numbers", () => {
  expect(deliveriesPerOver([0, 0, 0, 1, 1, 3])).toEqual([3, 2, 1]);
});
