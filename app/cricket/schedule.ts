/**
 * Usual local start times, for sources that give only a date (Cricsheet): Tests at 10:00, ODIs
 * at 14:00 (day/night), T20 leagues at 19:30 and other T20s at 19:00, in the venue's time zone.
 * A T20 league's double-header (two matches of the league on one day, the IPL's Saturdays and
 * Sundays) plays the afternoon game at 15:30 and the evening game at 19:30: the earlier-numbered
 * match is the afternoon one.
 */
import { isMultiInningsMatch } from "./chase.ts";
import { zonedTimeToUtc } from "./time.ts";
import type { MatchType } from "./types.ts";

/**
 * `laterSameDay`: how many matches of the same competition are played after this one on its day
 * (in the same time zone); only a T20 league's slot depends on it.
 */
export function usualLocalStart(matchType: MatchType, teamType: "international" | "club", laterSameDay = 0): string {
  if (isMultiInningsMatch(matchType)) return "10:00";
  if (matchType === "ODI" || matchType === "ODM") return "14:00";
  if (teamType !== "club") return "19:00";
  return laterSameDay > 0 ? "15:30" : "19:30";
}

export function usualStartTime(
  date: string,
  matchType: MatchType,
  teamType: "international" | "club",
  timeZone: string,
  laterSameDay = 0,
): number {
  return zonedTimeToUtc(date, usualLocalStart(matchType, teamType, laterSameDay), timeZone);
}

/** Whether a match's usual start depends on the other matches of its day (a league's double-headers). */
export function hasDayShareSlots(matchType: MatchType, teamType: "international" | "club"): boolean {
  return usualLocalStart(matchType, teamType, 0) !== usualLocalStart(matchType, teamType, 1);
}
