/**
 * "Jun 29, 2024": short month, day, year, en-US, in UTC (docs/product/site-and-accounts.md#formats). A module of its
 * own so the match page's script, which needs time.ts, does not carry it.
 */
// Built once: constructing an Intl.DateTimeFormat costs far more than formatting with one.
const STORY_DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export function storyDate(ms: number): string {
  return STORY_DATE.format(ms);
}
