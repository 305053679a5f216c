/**
 * The year the archive opens on without one in its address (docs/product/content-areas.md#archives): the current
 * year when it has series, else the latest year that has some. "Current" is the present the whole
 * site shows (the demo clock replays its seasons now, so it is today's year); `years` newest first.
 */
export function openingYear(years: readonly number[], now: number): number {
  const thisYear = new Date(now).getUTCFullYear();
  return years.includes(thisYear) ? thisYear : (years[0] ?? thisYear);
}
