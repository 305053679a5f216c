/**
 * Time zones without a library: Intl knows every IANA zone. Times are UTC epoch milliseconds;
 * venue-local wall-clock times are converted through the zone's offset at that instant.
 */

/** The zone's offset from UTC at `instant`, in milliseconds (e.g. +19 800 000 for Asia/Kolkata). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** "2024-06-29" at "10:30" in Asia/Kolkata → UTC ms. Invalid zones fall back to UTC. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wallClock = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  // Two passes settle instants near a daylight-saving change.
  let instant = wallClock - zoneOffset(wallClock, zone);
  instant = wallClock - zoneOffset(instant, zone);
  return instant;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function dateInZone(instant: number, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  return new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(instant));
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** "Mar 22, 14:00 GMT", as Cricbuzz writes start times in status lines. */
export function formatGmt(instant: number): string {
  const date = new Date(instant);
  const month = date.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  const hh = String(date.getUTCHours()).padStart(2, "0");
  const mm = String(date.getUTCMinutes()).padStart(2, "0");
  return `${month} ${date.getUTCDate()}, ${hh}:${mm} GMT`;
}
