import { expect, test } from "vitest";
import { cut, formatStart, showsStartTime, stateLabel, stateTone, stripTitle } from "./match-labels.ts";
import { relativeTime, storyDate } from "./story-time.ts";

test("strip titles are cut at 27 characters with an ellipsis", () => {
  const teams = (a: string, b: string) =>
    [
      { id: 1, name: a, shortName: a },
      { id: 2, name: b, shortName: b },
    ] as const;
  expect(stripTitle({ teams: [...teams("IND", "SA")] as never, description: "Final" })).toBe("IND vs SA - Final");
  const long = stripTitle({ teams: [...teams("RCB", "PBKS")] as never, description: "Qualifier 1, Indian Premier League" });
  expect(long).toBe("RCB vs PBKS - Qualifier 1, ...");
  expect(cut("x".repeat(27), 27)).toBe("x".repeat(27));
  expect(cut("x".repeat(28), 27)).toBe(`${"x".repeat(27)}...`);
});

test("state labels and colours follow the spec", () => {
  expect(stateLabel("In Progress")).toBe("Live");
  expect(stateTone("Stumps")).toBe("live");
  expect(stateTone("Complete")).toBe("complete");
  expect(stateTone("Toss")).toBe("preview");
  expect(stateTone("Scheduled")).toBe("other");
  expect(showsStartTime({ state: "Preview", status: "" })).toBe(true);
  expect(showsStartTime({ state: "Toss", status: "Match starts at 14:00 GMT" })).toBe(true);
  expect(showsStartTime({ state: "In Progress", status: "India need 10 runs" })).toBe(false);
});

test("times read the same on the server and in the browser", () => {
  expect(formatStart(Date.UTC(2026, 10, 22, 14, 5))).toBe("Sun, 22 Nov, 14:05 GMT");
  expect(relativeTime(1_000_000, 1_000_000 + 45_000)).toBe("45 seconds ago");
  expect(relativeTime(0, 60_000)).toBe("1 minute ago");
  expect(relativeTime(0, 5 * 3_600_000)).toBe("5 hours ago");
  expect(relativeTime(0, 3 * 86_400_000)).toBe("3 days ago");
  expect(storyDate(Date.UTC(2024, 5, 29, 18))).toBe("Jun 29, 2024");
});
