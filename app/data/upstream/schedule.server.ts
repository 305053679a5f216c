import { z } from "zod";
import { matchSlug } from "../../cricket/slug.ts";
import { DAY } from "../../cricket/time.ts";
import { scheduleEntrySchema, type ScheduleEntry } from "../schemas.ts";
import { isMultiDayFormat, localDate, teamRef, utcDate, venueRef } from "./common.server.ts";
import { epochMs, int, mapChecked, optEpoch, optInt, optStr, parseWire, teamWire, venueWire, withoutAds } from "./wire.server.ts";

/**
 * `schedule/v1/{type}` (international, domestic, league, women): `matchScheduleMap[]` of
 * `{scheduleAdWrapper: {date, longDate, matchScheduleList: [{seriesName, seriesId, matchInfo: [...]}]}}`
 * mixed with `{adDetail}` entries (skipped). The header's Series menu and the home SCHEDULE read it
 * as one entry per playing day: a multi-day match (Test, first-class) is split into "Day N" entries,
 * N running from 1 to the number of 24-hour spans between its start and its scheduled end, each
 * dated in the venue's calendar and starting N-1 days after the first day's start.
 */

const scheduleMatchWire = z.object({
  matchid: int,
  seriesid: optInt,
  seriesname: optStr,
  matchdesc: optStr,
  matchformat: optStr,
  startdate: epochMs,
  enddate: optEpoch,
  team1: teamWire,
  team2: teamWire,
  venueinfo: venueWire.optional().catch(undefined),
});

export const scheduleWire = z.object({
  matchschedulemap: withoutAds(
    "scheduleadwrapper",
    z.object({
      date: optStr,
      longdate: optEpoch,
      matchschedulelist: z
        .array(
          z.object({
            seriesname: optStr,
            seriesid: optInt,
            seriescategory: optStr,
            matchinfo: z.array(scheduleMatchWire).optional().default([]),
          }),
        )
        .optional()
        .default([]),
    }),
  )
    .optional()
    .default([]),
});

/** Longest a multi-day match is split into (a timeless Test aside, five days plus a reserve day). */
const MAX_DAYS = 6;

/**
 * Every playing day in the schedule, sorted by start time. With `fromDate` (YYYY-MM-DD), days before
 * it are left out.
 */
export function scheduleEntriesFromJson(json: unknown, options: { fromDate?: string } = {}): ScheduleEntry[] {
  const wire = parseWire(scheduleWire, json, "schedule");
  return mapChecked(z.array(scheduleEntrySchema), "schedule", () => {
    const seen = new Set<string>();
    const entries: ScheduleEntry[] = [];
    for (const day of wire.matchschedulemap) {
      for (const series of day.matchschedulelist) {
        for (const match of series.matchinfo) {
          const team1 = teamRef(match.team1);
          const team2 = teamRef(match.team2);
          const seriesName = match.seriesname ?? series.seriesname ?? "";
          const description = match.matchdesc?.trim() || "Match";
          const zone = venueRef(match.venueinfo, match.startdate)?.timeZone ?? "UTC";
          const span = Math.max(0, (match.enddate ?? match.startdate) - match.startdate);
          const days = isMultiDayFormat(match.matchformat) ? Math.min(MAX_DAYS, Math.max(1, Math.ceil(span / DAY))) : 1;
          for (let n = 1; n <= days; n++) {
            const key = `${match.matchid}:${n}`;
            if (seen.has(key)) continue;
            seen.add(key);
            const startTime = match.startdate + (n - 1) * DAY;
            entries.push({
              matchId: match.matchid,
              series: { id: match.seriesid ?? series.seriesid ?? 0, name: seriesName },
              title: `${team1.name} vs ${team2.name}, ${description}`,
              day: days > 1 ? `Day ${n}` : null,
              date: localDate(startTime, zone),
              startTime,
              slug: matchSlug(team1.name, team2.name, description, seriesName),
            });
          }
        }
      }
    }
    return entries
      .filter((entry) => options.fromDate === undefined || entry.date >= options.fromDate)
      .sort((a, b) => a.startTime - b.startTime || a.matchId - b.matchId);
  });
}

/** International fixtures from the UTC day of `now` on. */
export function internationalScheduleFromJson(json: unknown, now: number): ScheduleEntry[] {
  return scheduleEntriesFromJson(json, { fromDate: utcDate(now) });
}
