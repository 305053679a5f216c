import { expect, test } from "vitest";
import { addDays, dateInZone, zonedTimeToUtc, zoneOffset } from "./time.ts";

test("venue wall-clock times convert to UTC through the zone's offset", () => {
  expect(new Date(zonedTimeToUtc("2024-06-29", "10:30", "America/Barbados")).toISOString()).toBe("2024-06-29T14:30:00.000Z");
  expect(new Date(zonedTimeToUtc("2025-03-22", "19:30", "Asia/Kolkata")).toISOString()).toBe("2025-03-22T14:00:00.000Z");
  // Melbourne is on daylight time (UTC+11) on Boxing Day.
  expect(new Date(zonedTimeToUtc("2025-12-26", "10:30", "Australia/Melbourne")).toISOString()).toBe("2025-12-25T23:30:00.000Z");
  expect(zoneOffset(Date.UTC(2025, 0, 1), "Asia/Kolkata")).toBe(5.5 * 3_600_000);
});

test("an unknown zone falls back to UTC", () => {
  expect(new Date(zonedTimeToUtc("2024-01-01", "09:00", "Mars/Olympus")).toISOString()).toBe("2024-01-01T09:00:00.000Z");
});

test("dates in a zone and date arithmetic", () => {
  expect(dateInZone(Date.UTC(2025, 11, 25, 23, 30), "Australia/Melbourne")).toBe("2025-12-26");
  expect(addDays("2024-02-28", 2)).toBe("2024-03-01");
});

test("start times in status lines are written in GMT", async () => {
  const { formatGmt } = await import("./time.ts");
  expect(formatGmt(Date.UTC(2025, 2, 22, 14, 0))).toBe("Mar 22, 14:00 GMT");
});

test("the same local time some days later, across a daylight-saving change", async () => {
  const { addLocalDays, daysBetween } = await import("./time.ts");
  // Sydney leaves daylight time on 5 April 2026: 10:00 is 23:00 UTC before, 00:00 UTC after.
  const before = zonedTimeToUtc("2026-04-03", "10:00", "Australia/Sydney");
  expect(new Date(before).toISOString()).toBe("2026-04-02T23:00:00.000Z");
  expect(new Date(addLocalDays(before, 3, "Australia/Sydney")).toISOString()).toBe("2026-04-06T00:00:00.000Z");
  expect(addLocalDays(before, -1, "Asia/Kolkata")).toBe(before - 86_400_000);
  expect(daysBetween("2025-11-21", "2026-01-04")).toBe(44);
  expect(daysBetween("2026-01-04", "2025-11-21")).toBe(-44);
});
