import type { MatchMoment } from "../../cricket/match-state.ts";
import { matchTimeline, type Timeline } from "../../cricket/pace.ts";
import { addDays, dateInZone } from "../../cricket/time.ts";
import type { MatchType } from "../../cricket/types.ts";
import { epochInPlay, planSeason, type DemoClockConfig, type ReplaySlot, type SeasonMatch } from "../demo-clock.ts";

/**
 * The embedded source's sense of time: `now`, and the demo season's replay plan (read once per
 * isolate: the season's balls never change once imported).
 */
export interface Clock {
  config: DemoClockConfig;
  now: () => number;
}

interface SeasonRow {
  id: number;
  match_type: MatchType;
  start_time: number;
  time_zone: string | null;
  innings: string; // JSON [[over sizes], …]
  super_overs: string; // JSON [0|1, …]
}

/**
 * Seasons already read, kept per isolate as values, never as promises (a promise belongs to the
 * request that made it, and one left behind by a cancelled request could never settle for the
 * next), for a minute: a season the running import has not reached yet fills in without a restart.
 * Kept per database: two databases (tests, or a re-import) may hold different matches under one name.
 */
type SeasonCache = Map<string, { matches: SeasonMatch[]; readAt: number }>;
let seasonCaches = new WeakMap<D1Database, SeasonCache>();
const SEASON_TTL_MS = 60_000;

/** Every named season's matches in one query ("<series name> <season>" → matches, in play order). */
async function loadSeasons(db: D1Database, names: readonly string[]): Promise<Map<string, SeasonMatch[]>> {
  const rows = await db
    .prepare(
      `SELECT s.name || ' ' || s.season AS series, m.id, m.match_type, m.start_time, v.time_zone,
         (SELECT json_group_array(json(i.over_sizes)) FROM (SELECT over_sizes FROM innings WHERE match_id = m.id ORDER BY innings_no) i) AS innings,
         (SELECT json_group_array(i.super_over) FROM (SELECT super_over FROM innings WHERE match_id = m.id ORDER BY innings_no) i) AS super_overs
       FROM matches m JOIN series s ON s.id = m.series_id LEFT JOIN venues v ON v.id = m.venue_id
       WHERE s.name || ' ' || s.season IN (SELECT value FROM json_each(?1)) AND m.source IN ('cricsheet', 'fixture')
       ORDER BY m.start_time, coalesce(m.match_number, 1000000000), m.id`,
    )
    .bind(JSON.stringify(names))
    .all<SeasonRow & { series: string }>();
  const seasons = new Map(names.map((name) => [name, [] as SeasonMatch[]]));
  for (const row of rows.results) {
    const superOvers = JSON.parse(row.super_overs) as number[];
    seasons.get(row.series)?.push({
      id: row.id,
      matchType: row.match_type,
      start: row.start_time,
      timeZone: row.time_zone ?? "UTC",
      innings: (JSON.parse(row.innings) as number[][]).map((sizes, i) => ({
        deliveriesPerOver: sizes,
        ...(superOvers[i] ? { superOver: true } : {}),
      })),
    });
  }
  return seasons;
}

/** The replayed seasons' matches as the clock plans them ("<series name> <season>"), read once a minute per isolate. */
export async function replaySeasons(db: D1Database, names: readonly string[], now = Date.now()): Promise<SeasonMatch[][]> {
  let seasonCache = seasonCaches.get(db);
  if (!seasonCache) seasonCaches.set(db, (seasonCache = new Map()));
  const stale = names.filter((name) => {
    const cached = seasonCache.get(name);
    // A clock set back (a test reading another moment) reads again too: what was kept may be younger.
    return !cached || now - cached.readAt > SEASON_TTL_MS || now < cached.readAt;
  });
  if (stale.length > 0) {
    for (const [name, matches] of await loadSeasons(db, stale)) {
      // The same array while nothing changed: the plan's shapes are kept per array (demo-clock.ts).
      const before = seasonCache.get(name)?.matches;
      const same = before?.length === matches.length && before.every((m, i) => m.id === matches[i]!.id);
      seasonCache.set(name, { matches: same ? before : matches, readAt: now });
    }
  }
  return names.map((name) => seasonCache.get(name)!.matches);
}

/** One replayed season's matches (replaySeasons). */
export async function replaySeason(db: D1Database, name: string): Promise<SeasonMatch[]> {
  return (await replaySeasons(db, [name]))[0]!;
}

/** The days a format is scheduled for: what a replayed match not yet over is shown to last. */
const SCHEDULED_DAYS: Partial<Record<MatchType, number>> = { Test: 5, MDM: 4 };

/**
 * The day a match is shown under, everywhere (decision 045): a replayed match's replay day in its
 * venue's zone while the clock replays it, else the day it was played. Its last day (`end`) is the
 * real one once the replay has ended; before, the days its format is scheduled for (a Test's five
 * from its first), so a schedule never tells that a Test will be over in two (issue 31).
 */
export function shownDate(
  slot: ReplaySlot | undefined,
  zone: string,
  stored: string,
  which: "start" | "end" = "start",
  until?: { matchType: MatchType; over: boolean },
): string {
  if (!slot) return stored;
  const { start, end } = slot.timeline;
  const first = dateInZone(start, zone);
  if (which === "start") return first;
  if (until && !until.over) return addDays(first, (SCHEDULED_DAYS[until.matchType] ?? 1) - 1);
  return dateInZone(Math.max(end, start), zone);
}

/** The replay plan at this moment: match id → timeline. Empty when the clock is off. */
export async function replayPlan(db: D1Database, clock: Clock): Promise<Map<number, ReplaySlot>> {
  if (!clock.config.enabled) return new Map();
  const seasons = await replaySeasons(
    db,
    clock.config.series.map((series) => series.name),
  );
  const plan = new Map<number, ReplaySlot>();
  seasons.forEach((matches, i) => {
    for (const [id, slot] of planSeason(matches, clock.config, clock.now(), clock.config.series[i]!.shiftDays)) plan.set(id, slot);
  });
  return plan;
}

/** A match on its own dates (not replayed): the usual pace from its stored start, days in the venue's zone. */
export function trueTimeline(
  matchType: MatchType,
  startTime: number,
  inningsOverSizes: { sizes: number[]; superOver: boolean }[],
  timeZone: string,
): Timeline {
  return matchTimeline(
    {
      matchType,
      timeZone,
      innings: inningsOverSizes.map((i) => ({ deliveriesPerOver: i.sizes, ...(i.superOver ? { superOver: true } : {}) })),
    },
    startTime,
  );
}

/** The replayed matches the demo clock has not finished at this moment: what no record may count yet (issue 31). */
export async function unfinishedReplays(db: D1Database, clock: Clock): Promise<number[]> {
  return unfinishedIn(await replayPlan(db, clock), clock.now());
}

/** The matches of a replay plan not finished at `now`. */
export const unfinishedIn = (plan: ReadonlyMap<number, ReplaySlot>, now: number): number[] =>
  [...plan].filter(([, slot]) => slot.timeline.end > now).map(([id]) => id);

/**
 * An epoch at which the first configured season's first match has been in play for `into` at
 * `at` (demo-clock.ts epochInPlay): `npm test` serves the site with it as DEMO_EPOCH.
 */
export async function demoEpochInPlay(db: D1Database, config: DemoClockConfig, at: number, into?: number): Promise<number> {
  const first = config.series[0];
  return first === undefined ? config.epoch : epochInPlay(await replaySeason(db, first.name), config, at, into, first.shiftDays);
}

/**
 * A fixture without balls (abandoned, or known from its scores) in a replayed season: upcoming until
 * its replayed start, then over: there is nothing to bowl, so nothing is ever revealed.
 */
export function fixtureMoment(slot: ReplaySlot | undefined, now: number): MatchMoment {
  const state = slot && now < slot.timeline.start ? "Preview" : "Complete";
  return { state, onBreak: null, day: 1, revealed: [] };
}

/** For tests: forget cached seasons (a test database may be re-imported). */
export function clearSeasonCache() {
  seasonCaches = new WeakMap();
}
