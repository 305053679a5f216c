/**
 * Time zones without a library: Intl knows every IANA zone. Times are UTC epoch milliseconds;
 * venue-local wall-clock times are converted through the zone's offset at that instant.
 */

/**
 * Formatters by zone: building an Intl.DateTimeFormat costs far more than using one, and the demo
 * clock converts a few hundred instants per request.
 */
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    partsFormatters.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at `instant`, in milliseconds (e.g. +19 800 000 for Asia/Kolkata). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * A wall-clock reading in a zone (written as the UTC milliseconds of the same reading) → the UTC
 * instant. Invalid zones fall back to UTC.
 */
export function wallClockToUtc(wallClock: number, timeZone: string): number {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  // Two passes settle instants near a daylight-saving change.
  let instant = wallClock - zoneOffset(wallClock, zone);
  instant = wallClock - zoneOffset(instant, zone);
  return instant;
}

/** The wall-clock reading of an instant in a zone, as the UTC milliseconds of the same reading. */
export function utcToWallClock(instant: number, timeZone: string): number {
  return instant + zoneOffset(instant, isValidTimeZone(timeZone) ? timeZone : "UTC");
}

/**
 * The same local time `days` calendar days later in the zone: a Test's next morning, a season
 * replayed weeks later. A daylight-saving change moves the UTC instant, never the local time.
 */
export function addLocalDays(instant: number, days: number, timeZone: string): number {
  return wallClockToUtc(utcToWallClock(instant, timeZone) + days * DAY, timeZone);
}

/** "2024-06-29" at "10:30" in Asia/Kolkata → UTC ms. Invalid zones fall back to UTC. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  return wallClockToUtc(Date.UTC(y!, m! - 1, d!, hh!, mm!), timeZone);
}

const validZones = new Map<string, boolean>();

export function isValidTimeZone(timeZone: string): boolean {
  let valid = validZones.get(timeZone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone });
      valid = true;
    } catch {
      valid = false;
    }
    validZones.set(timeZone, valid);
  }
  return valid;
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function dateInZone(instant: number, timeZone: string): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  let format = dateFormatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormatters.set(zone, format);
  }
  return format.format(new Date(instant));
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const SHORT_MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mar 22, 14:00 GMT", as Cricbuzz writes start times in status lines. */
export function formatGmt(instant: number): string {
  const date = new Date(instant);
  // A table, not toLocaleString: a room words its status line with this on every ball.
  const month = SHORT_MONTHS[date.getUTCMonth()];
  const hh = String(date.getUTCHours()).padStart(2, "0");
  const mm = String(date.getUTCMinutes()).padStart(2, "0");
  return `${month} ${date.getUTCDate()}, ${hh}:${mm} GMT`;
}
