import { expect, test } from "vitest";
import { hasDayShareSlots, usualLocalStart, usualStartTime } from "./schedule.ts";

test("usual local start times by format", () => {
  expect(usualLocalStart("Test", "international")).toBe("10:00");
  expect(usualLocalStart("ODI", "international")).toBe("14:00");
  expect(usualLocalStart("T20", "international")).toBe("19:00");
  expect(usualLocalStart("T20", "club")).toBe("19:30");
});

test("a T20 league's double-header: the earlier-numbered match at 15:30, the other at 19:30 (IST)", () => {
  // IPL 2025, Sunday 23 March: match 2 (SRH v RR, Hyderabad) 15:30, match 3 (CSK v MI, Chennai) 19:30.
  expect(new Date(usualStartTime("2025-03-23", "T20", "club", "Asia/Kolkata", 1)).toISOString()).toBe("2025-03-23T10:00:00.000Z");
  expect(new Date(usualStartTime("2025-03-23", "T20", "club", "Asia/Kolkata", 0)).toISOString()).toBe("2025-03-23T14:00:00.000Z");
  expect(hasDayShareSlots("T20", "club")).toBe(true);
  // Nothing else depends on the day's other matches.
  for (const [type, teams] of [
    ["Test", "international"],
    ["ODI", "international"],
    ["T20", "international"],
    ["ODI", "club"],
    ["MDM", "club"],
  ] as const) {
    expect(hasDayShareSlots(type, teams)).toBe(false);
    expect(usualLocalStart(type, teams, 1)).toBe(usualLocalStart(type, teams, 0));
  }
});
