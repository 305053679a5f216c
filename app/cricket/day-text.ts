/**
 * Days as readers see them on every page: "27 Nov 2026" (or "Fri, 27 Nov 2026"), never the stored
 * "2026-11-27". One formatter, in UTC, so a Cricsheet date (a calendar day, no zone) is the same day
 * on the server and in every reader's browser.
 */
const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const WEEKDAY_DAY = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-11-27" → "27 Nov 2026" ("Fri, 27 Nov 2026" with the weekday); text that is not such a day comes back as it is. */
export function dayText(isoDay: string, options: { weekday?: boolean } = {}): string {
  const time = ISO_DAY.test(isoDay) ? Date.parse(`${isoDay}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(time)) return isoDay;
  return (options.weekday ? WEEKDAY_DAY : DAY).format(time);
}

/** "27 Nov 2026", or "27 Nov 2026 – 1 Dec 2026" for days that differ. */
export function dayRangeText(start: string, end: string): string {
  return start === end ? dayText(start) : `${dayText(start)} – ${dayText(end)}`;
}
