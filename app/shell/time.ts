/**
 * Match times as pages show them: in the venue's zone, and the pre-match countdown (which the
 * match page's script ticks: keep this module small). Server and browser render the same text
 * (no hydration mismatch): a zone is always named, never the machine's own. Story times are
 * story-time.ts.
 */
import { isValidTimeZone } from "../cricket/time.ts";

/** A time in a zone: "Sat, 29 Jun 2024, 10:30 AM" (or the time alone). */
export function formatInZone(instant: number, timeZone: string, withDate = true): string {
  const text = zoneFormatter(isValidTimeZone(timeZone) ? timeZone : "UTC", withDate).format(new Date(instant));
  return text.replace(/\b(am|pm)\b/, (m) => m.toUpperCase());
}

/** Formatters by zone and shape, built once: building one costs far more than using it. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string, withDate: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withDate}`;
  let format = zoneFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      ...(withDate ? { weekday: "short", day: "numeric", month: "short", year: "numeric" } : {}),
    });
    zoneFormatters.set(key, format);
  }
  return format;
}

/** The venue's local time labelled LOCAL (UTC when the venue's zone is unknown). */
export function localTime(instant: number, timeZone: string | null | undefined, withDate = true): string {
  return `${formatInZone(instant, timeZone ?? "UTC", withDate)} LOCAL`;
}

export const IST = "Asia/Kolkata";

/** "02:14:05" until the start; null once it has passed. */
export function countdown(start: number, now: number): { hours: number; minutes: number; seconds: number } | null {
  const left = Math.floor((start - now) / 1000);
  if (left <= 0) return null;
  return { hours: Math.floor(left / 3600), minutes: Math.floor((left % 3600) / 60), seconds: left % 60 };
}

const two = (n: number) => String(n).padStart(2, "0");

/** The countdown as shown: "05:07" (hours:minutes) and "09" (seconds); null once the start has come. */
export function countdownParts(start: number, now: number): { hoursMinutes: string; seconds: string } | null {
  const left = countdown(start, now);
  return left ? { hoursMinutes: `${two(left.hours)}:${two(left.minutes)}`, seconds: two(left.seconds) } : null;
}
