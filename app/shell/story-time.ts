/** Story times (docs/product/site-and-accounts.md#formats): "5 minutes ago" within a week, else the date ("Jun 29, 2024"). */
import { storyDate } from "../cricket/story-date.ts";
import { plural } from "../cricket/plural.ts";

export { storyDate };

/** "5 minutes ago" (docs/product/site-and-accounts.md#formats: seconds, minutes, hours or days ago), against a fixed `now`. */
export function relativeTime(ms: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - ms) / 1000));
  const unit = (n: number, word: string) => `${plural(n, word)} ago`;
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
