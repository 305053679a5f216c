import { expect, test } from "vitest";
import { countdown, countdownParts, formatInZone, localTime } from "./time.ts";

const FINAL_START = Date.UTC(2024, 5, 29, 14, 30); // 10:30 in Barbados

test("venue time is labelled LOCAL, falling back to UTC", () => {
  expect(localTime(FINAL_START, "America/Barbados")).toBe("Sat, 29 Jun 2024, 10:30 AM LOCAL");
  expect(localTime(FINAL_START, null, false)).toBe("2:30 PM LOCAL");
  expect(formatInZone(FINAL_START, "Asia/Kolkata", false)).toBe("8:00 PM");
});

test("countdown in hours, minutes and seconds; null once started", () => {
  expect(countdown(FINAL_START, FINAL_START - (2 * 3600 + 14 * 60 + 5) * 1000)).toEqual({ hours: 2, minutes: 14, seconds: 5 });
  expect(countdown(FINAL_START, FINAL_START)).toBeNull();
});

test("the countdown as shown pads to two digits and hours can pass 24", () => {
  expect(countdownParts(FINAL_START, FINAL_START - (2 * 3600 + 4 * 60 + 5) * 1000)).toEqual({ hoursMinutes: "02:04", seconds: "05" });
  expect(countdownParts(FINAL_START, FINAL_START - (30 * 3600 + 59) * 1000)).toEqual({ hoursMinutes: "30:00", seconds: "59" });
  expect(countdownParts(FINAL_START, FINAL_START + 1)).toBeNull();
});
