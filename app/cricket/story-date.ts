/**
 * "Jun 29, 2024": short month, day, year, en-US, in UTC (spec 1 §9: story dates). A module of its
 * own so the match page's script, which needs time.ts, does not carry it.
 */
export function storyDate(ms: number): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(ms);
}
