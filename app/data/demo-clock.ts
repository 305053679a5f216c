import { z } from "zod";
import { matchTimeline, type Timeline, type TimelineInput } from "../cricket/pace.ts";
import { addDays, DAY, dateInZone, daysBetween, MINUTE, utcToWallClock, wallClockToUtc } from "../cricket/time.ts";
import { REPLAY_PLAN } from "./replay-plan.ts";

/**
 * The demo clock presents a real past season as if it were being played now, so a fresh install
 * has live, recent and upcoming matches (decisions 005 and 015). A replay is the season's real
 * calendar, moved to the present (docs/decisions/015-demo-clock-real-calendar.md):
 *
 * - Each match is played on its real day counted from the season's first day, at its real local
 *   start time in its venue's time zone (the stored start: a Test day at 10:00, an IPL
 *   double-header at 15:30 and 19:30 IST), at the game's usual pace (app/cricket/pace.ts); a Test's
 *   later days start at the same local hour. So the Tests of a series never overlap, and a gap of
 *   ten days between two Tests is ten days here too.
 * - The season repeats in cycles of its real length in days plus CYCLE_GAP_DAYS rest days. Cycle 0
 *   plays the season's first day on the date of `epoch` (its time of day, 00:00 UTC by default,
 *   shifts every start by as much: local hours are kept only at midnight UTC).
 * - Once a cycle's last match ends, the next cycle's fixtures are shown as upcoming (a match that
 *   ended less than RESULT_HOLD before stays a result until then): at any moment each season has a
 *   match live or upcoming. Between two Tests the series has nothing live, as in reality; another
 *   season (the IPL) fills the live list meanwhile.
 * - `speed` > 1 runs the whole calendar that many times faster from `epoch` (the gaps, the nights
 *   and the matches alike); local hours then no longer mean anything.
 *
 * Replayed matches are labelled as replays; turning the clock off shows every match on its true
 * dates.
 */

export const demoClockConfigSchema = z.object({
  enabled: z.boolean(),
  /**
   * Each replayed season: "<series name> <season>" as stored, and how many days after the cycle's
   * first day its own first day falls (decision 045: seasons placed so that a match is in play at
   * every hour).
   */
  series: z.array(z.object({ name: z.string().min(1), shiftDays: z.number().int().min(0) })),
  /**
   * The days after which every season starts again, when they share one cycle (the default plan:
   * its coverage repeats with it); null: each season repeats after its own span (decision 015).
   */
  periodDays: z.number().int().positive().nullable(),
  speed: z.number().min(1).max(1000),
  epoch: z.number().int(),
});
export type DemoClockConfig = z.infer<typeof demoClockConfigSchema>;
export type ReplaySeason = DemoClockConfig["series"][number];

const DEFAULT_EPOCH = Date.UTC(2026, 0, 1);
/** Rest days between a season's last day and the first day of its next cycle. */
export const CYCLE_GAP_DAYS = 2;
/** A match that ended this recently stays a result when the next cycle's fixtures appear. */
export const RESULT_HOLD = DAY;

/**
 * DEMO_CLOCK=off, DEMO_SERIES (comma-separated "<name> <season>", each optionally "@<shift days>"),
 * DEMO_PERIOD (days of a shared cycle; without it each season keeps its own), DEMO_SPEED,
 * DEMO_EPOCH (ISO date or ms); bad values are errors. Without DEMO_SERIES: the committed plan.
 */
export function demoClockFromEnv(env: Partial<Record<string, unknown>>): DemoClockConfig {
  const text = (name: string) => (typeof env[name] === "string" && env[name] !== "" ? (env[name] as string) : undefined);
  const epochText = text("DEMO_EPOCH");
  const listed = text("DEMO_SERIES")
    ?.split(",")
    .map((entry) => {
      const [, name, shift] = /^(.*?)(?:@(\d+))?$/.exec(entry.trim())!;
      return { name: name!.trim(), shiftDays: Number(shift ?? 0) };
    });
  const period = text("DEMO_PERIOD");
  return demoClockConfigSchema.parse({
    enabled: !["off", "false", "0"].includes((text("DEMO_CLOCK") ?? "on").toLowerCase()),
    series: listed ?? REPLAY_PLAN.seasons,
    periodDays: period !== undefined ? Number(period) : listed ? null : REPLAY_PLAN.periodDays,
    speed: Number(text("DEMO_SPEED") ?? 1),
    epoch: epochText === undefined ? DEFAULT_EPOCH : /^\d+$/.test(epochText) ? Number(epochText) : Date.parse(epochText),
  });
}

/**
 * The clock's settings as a short key: what a cached read or page was made under. Caches put it in
 * their keys, so a site restarted with other settings (another epoch, the clock off) never serves
 * reads made in the other world (issue 31).
 */
export function demoClockKey(config: DemoClockConfig): string {
  if (!config.enabled) return "clock-off";
  return `clock-${config.epoch}x${config.speed}-${fnv1a(`${config.periodDays}\n${config.series.map((s) => `${s.name}@${s.shiftDays}`).join("\n")}`)}`;
}

/** FNV-1a of a text in base 36: a key of bounded length whatever DEMO_SERIES says. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The matches the rankings may count in this world (decision 056): every one when the clock is
 * off; else none of the replayed seasons' (whatever the hour: a list cannot be folded again per
 * request, and one counting part of a season would change with each result). The key is the same
 * for any epoch, speed or shift: only which seasons are replayed matters.
 */
export function rankingBasis(config: DemoClockConfig): { key: string; leftOut: string[] } {
  if (!config.enabled || config.series.length === 0) return { key: "all", leftOut: [] };
  const leftOut = [...new Set(config.series.map((s) => s.name))].sort();
  return { key: `without-${fnv1a(leftOut.join("\n"))}`, leftOut };
}

export interface SeasonMatch extends TimelineInput {
  id: number;
  /** the real start (UTC ms): the venue's usual local hour on the match's first day, as stored */
  start: number;
  /** the venue's IANA zone */
  timeZone: string;
  /** the real last day (YYYY-MM-DD, local), when known: the season's span reaches at least this far */
  endDate?: string;
}

export interface ReplaySlot {
  timeline: Timeline;
}

interface ShapedMatch {
  match: SeasonMatch;
  /** days after the season's first day */
  day: number;
  /** local start, in milliseconds after local midnight */
  localTime: number;
  /** the match at its real start; an instance whose days are all 24 h long is this, moved */
  template: Timeline;
}

/** A season as the clock replays it, and the cycles already laid out (per isolate: they never change). */
interface SeasonShape {
  matches: ShapedMatch[];
  /** its real span in days plus CYCLE_GAP_DAYS: the shortest cycle it fits in */
  periodDays: number;
  /** virtual-clock timelines of cycle k for an epoch, by `${epoch}:${k}` (a few, the latest kept) */
  cycles: Map<string, Timeline[]>;
}

const shapes = new WeakMap<readonly SeasonMatch[], SeasonShape>();
const KEPT_CYCLES = 8;

/** The season's calendar: days counted from its first (local) day, starts in local time. */
function seasonShape(season: readonly SeasonMatch[]): SeasonShape {
  const known = shapes.get(season);
  if (known) return known;
  // In real order (the stored order breaks ties: a double-header's afternoon match first).
  const ordered = [...season].sort((a, b) => a.start - b.start);
  const localDate = (m: SeasonMatch, instant: number) => dateInZone(instant, m.timeZone);
  const firstDay = ordered.map((m) => localDate(m, m.start)).reduce((a, b) => (b < a ? b : a));
  let lastDay = 0;
  const matches = ordered.map((match) => {
    const date = localDate(match, match.start);
    const template = matchTimeline(match, match.start);
    const lastDate = [localDate(match, template.end), match.endDate ?? date].reduce((a, b) => (b > a ? b : a));
    lastDay = Math.max(lastDay, daysBetween(firstDay, lastDate));
    return {
      match,
      day: daysBetween(firstDay, date),
      localTime: utcToWallClock(match.start, match.timeZone) - Date.parse(`${date}T00:00:00Z`),
      template,
    };
  });
  const shape = { matches, periodDays: lastDay + 1 + CYCLE_GAP_DAYS, cycles: new Map() };
  shapes.set(season, shape);
  return shape;
}

/** A timeline moved by `delta` milliseconds. */
function moved(timeline: Timeline, delta: number): Timeline {
  return mapTimes(timeline, (t) => t + delta);
}

function mapTimes(timeline: Timeline, f: (t: number) => number): Timeline {
  return {
    tossAt: f(timeline.tossAt),
    start: f(timeline.start),
    balls: timeline.balls.map((times) => times.map(f)),
    end: f(timeline.end),
    breaks: timeline.breaks.map((b) => ({ kind: b.kind, from: f(b.from), to: f(b.to) })),
    dayStarts: timeline.dayStarts.map(f),
  };
}

const allDaysEqual = (timeline: Timeline) => timeline.dayStarts.every((t, n) => t - timeline.start === n * DAY);

/** Where a season's cycles fall: every `periodDays`, its first day `shiftDays` into each. */
interface Placement {
  periodDays: number;
  shiftDays: number;
}

/** Cycle k's timelines on the virtual clock: each match on its day of the cycle at its local hour. */
function cycleTimelines(shape: SeasonShape, epoch: number, placement: Placement, k: number): Timeline[] {
  const key = `${epoch}:${placement.periodDays}:${placement.shiftDays}:${k}`;
  const known = shape.cycles.get(key);
  if (known) return known;
  const epochDate = new Date(epoch).toISOString().slice(0, 10);
  const sinceMidnight = epoch - Date.parse(`${epochDate}T00:00:00Z`);
  const timelines = shape.matches.map(({ match, day, localTime, template }) => {
    const date = addDays(epochDate, k * placement.periodDays + placement.shiftDays + day);
    const start = wallClockToUtc(Date.parse(`${date}T00:00:00Z`) + localTime, match.timeZone) + sinceMidnight;
    const lastDayStart = start + (template.dayStarts.length - 1) * DAY;
    // No clock change between the first and last day (nor in the template): the template, moved.
    const offset = (t: number) => utcToWallClock(t, match.timeZone) - t;
    const sameClock = template.dayStarts.length === 1 || offset(start) === offset(lastDayStart);
    return sameClock && allDaysEqual(template) ? moved(template, start - template.start) : matchTimeline(match, start);
  });
  shape.cycles.set(key, timelines);
  if (shape.cycles.size > KEPT_CYCLES) shape.cycles.delete(shape.cycles.keys().next().value!);
  return timelines;
}

/**
 * Each season match's replay timeline at `now`, in the season's real order: the instance of the
 * cycle being played (or about to be), or of the last one for a match that ended less than
 * RESULT_HOLD ago. Empty when the clock is off.
 */
export function planSeason(season: readonly SeasonMatch[], config: DemoClockConfig, now: number, shiftDays = 0): Map<number, ReplaySlot> {
  const plan = new Map<number, ReplaySlot>();
  if (!config.enabled || season.length === 0) return plan;
  const shape = seasonShape(season);
  const { epoch, speed } = config;
  // A season longer than the shared cycle keeps its own (its cycles must never overlap).
  const placement = { periodDays: Math.max(config.periodDays ?? 0, shape.periodDays), shiftDays };
  // The calendar runs on a virtual clock, `speed` times faster than the real one from the epoch.
  const virtualNow = epoch + (now - epoch) * speed;
  const cycle = (k: number) => cycleTimelines(shape, epoch, placement, k);
  const cycleEnd = (k: number) => Math.max(...cycle(k).map((t) => t.end));

  // The cycle shown: the one whose last match has not ended yet, after one that has.
  let k = Math.floor((virtualNow - cycleEnd(0)) / (placement.periodDays * DAY)) + 1;
  while (cycleEnd(k - 1) >= virtualNow) k -= 1;
  while (cycleEnd(k) < virtualNow) k += 1;

  const previous = cycle(k - 1);
  const current = cycle(k);
  shape.matches.forEach(({ match }, i) => {
    const timeline = virtualNow < previous[i]!.end + RESULT_HOLD ? previous[i]! : current[i]!;
    plan.set(match.id, { timeline: speed === 1 ? timeline : faster(timeline, epoch, speed) });
  });
  return plan;
}

/** The days a season needs in a cycle: its real span plus CYCLE_GAP_DAYS (the shortest period it repeats in). */
export function seasonCycleDays(season: readonly SeasonMatch[]): number {
  return season.length === 0 ? 0 : seasonShape(season).periodDays;
}

/** A replayed season and where it falls in the cycle. */
export interface PlacedSeason {
  matches: readonly SeasonMatch[];
  shiftDays: number;
}

/**
 * The hours (0 = the one starting at `from`, UTC ms) in which each replayed match is in play within
 * `hours` hours: from its toss to its last ball, innings breaks, lunch and tea included, a Test's
 * nights not. The measure of decision 045 (a match in play at every hour), by the plan the site uses.
 */
export function matchHoursInPlay(
  seasons: readonly PlacedSeason[],
  config: DemoClockConfig,
  from: number,
  hours: number,
): Map<number, number[]> {
  const HOUR_MS = 60 * MINUTE;
  const inPlay = new Map<number, number[]>();
  const mark = (id: number, start: number, end: number) => {
    const first = Math.max(0, Math.floor((start - from) / HOUR_MS));
    const last = Math.min(hours - 1, Math.ceil((end - from) / HOUR_MS) - 1);
    const list = inPlay.get(id) ?? [];
    for (let h = first; h <= last; h++) if (!list.includes(h)) list.push(h);
    inPlay.set(id, list);
  };
  // A plan shows one instance of each match (this cycle's, or the last one's for a day): reading it
  // every half day of the span, from a day before, finds every instance in play within the span.
  const seen = new Set<string>();
  for (let at = from - DAY; at < from + hours * HOUR_MS; at += DAY / 2) {
    for (const { matches, shiftDays } of seasons) {
      for (const [id, { timeline }] of planSeason(matches, config, at, shiftDays)) {
        const key = `${id}:${timeline.tossAt}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (timeline.end < from || timeline.tossAt > from + hours * HOUR_MS) continue;
        let start = timeline.tossAt;
        for (const pause of timeline.breaks.filter((b) => b.kind === "Stumps")) {
          mark(id, start, pause.from);
          start = pause.to;
        }
        mark(id, start, timeline.end);
      }
    }
  }
  return inPlay;
}

/** Whether some replayed match is in play during each of `hours` hours from `from` (matchHoursInPlay). */
export function hoursInPlay(seasons: readonly PlacedSeason[], config: DemoClockConfig, from: number, hours: number): boolean[] {
  const covered = Array.from({ length: hours }, () => false);
  for (const list of matchHoursInPlay(seasons, config, from, hours).values()) for (const h of list) covered[h] = true;
  return covered;
}

/** The lowest share of hours with a match in play over any 7 days in a row (days starting at `from`'s hour). */
export function worstWeek(covered: readonly boolean[]): number {
  const WEEK = 168;
  let worst = 1;
  for (let start = 0; start + WEEK <= covered.length; start += 24) {
    let inPlay = 0;
    for (let h = start; h < start + WEEK; h++) if (covered[h]) inPlay++;
    worst = Math.min(worst, inPlay / WEEK);
  }
  return worst;
}

/** A virtual-clock timeline on the real clock: every instant `speed` times closer to the epoch. */
function faster(timeline: Timeline, epoch: number, speed: number): Timeline {
  return mapTimes(timeline, (t) => epoch + (t - epoch) / speed);
}

/**
 * An epoch at which the season's first match has been in play for `into` at the instant `at`
 * (the rest of the calendar moved with it): the served site's browser tests take it as
 * DEMO_EPOCH, so a replay is being played whatever the hour they run at.
 */
export function epochInPlay(
  season: readonly SeasonMatch[],
  config: DemoClockConfig,
  at: number,
  into = 10 * MINUTE,
  shiftDays = 0,
): number {
  const first = seasonShape(season).matches[0]?.match;
  if (!first) return config.epoch;
  const firstBall = (epoch: number) => {
    const timeline = planSeason(season, { ...config, enabled: true, epoch }, at, shiftDays).get(first.id)!.timeline;
    return timeline.balls.find((times) => times.length > 0)?.[0] ?? timeline.start;
  };
  // Moving the epoch moves every start as much; a second step absorbs a daylight-saving change.
  let epoch = config.epoch;
  for (let step = 0; step < 2; step++) epoch += at - into - firstBall(epoch);
  return Math.round(epoch);
}
