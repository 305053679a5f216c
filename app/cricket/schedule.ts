/**
 * Usual local start times, for sources that give only a date (Cricsheet): Tests at 10:00, ODIs
 * at 14:00 (day/night), T20 leagues at 19:30 and other T20s at 19:00, in the venue's time zone.
 */
import { isMultiInningsMatch } from "./chase.ts";
import { zonedTimeToUtc } from "./time.ts";
import type { MatchType } from "./types.ts";

export function usualLocalStart(matchType: MatchType, teamType: "international" | "club"): string {
  if (isMultiInningsMatch(matchType)) return "10:00";
  if (matchType === "ODI" || matchType === "ODM") return "14:00";
  return teamType === "club" ? "19:30" : "19:00";
}

export function usualStartTime(date: string, matchType: MatchType, teamType: "international" | "club", timeZone: string): number {
  return zonedTimeToUtc(date, usualLocalStart(matchType, teamType), timeZone);
}
