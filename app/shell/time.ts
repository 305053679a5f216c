/**
 * Times as pages show them: match times in the venue's zone, the pre-match countdown, and story
 * times ("5 minutes ago", "Jun 29, 2024"). Server and browser render the same text (no hydration
 * mismatch): a zone is always named, never the machine's own.
 */
import { isValidTimeZone, storyDate } from "../cricket/time.ts";

export { storyDate };

/** A time in a zone: "Sat, 29 Jun 2024, 10:30 AM" (or the time alone). */
export function formatInZone(instant: number, timeZone: string, withDate = true): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const options: Intl.DateTimeFormatOptions = {
    timeZone: zone,
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    ...(withDate ? { weekday: "short", day: "numeric", month: "short", year: "numeric" } : {}),
  };
  const text = new Intl.DateTimeFormat("en-GB", options).format(new Date(instant));
  return text.replace(/\b(am|pm)\b/, (m) => m.toUpperCase());
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

/** "5 minutes ago" (spec 1 §9: seconds, minutes, hours or days ago), against a fixed `now`. */
export function relativeTime(ms: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - ms) / 1000));
  const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"} ago`;
  if (seconds < 60) return unit(seconds, "second");
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return unit(minutes, "minute");
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return unit(hours, "hour");
  return unit(Math.floor(hours / 24), "day");
}

/** Within a week: relative; older: the date. */
export function storyTime(ms: number, now: number): string {
  return now - ms < 7 * 86_400_000 ? relativeTime(ms, now) : storyDate(ms);
}
