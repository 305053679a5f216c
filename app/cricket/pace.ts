/**
 * When each ball of a match is bowled, at the game's usual pace. Cricsheet records no times, so a
 * replay (the demo clock) and commentary timestamps use this model: a T20 over takes about
 * 4¼ minutes, an ODI over 4.2, a Test over 4 in three two-hour sessions a day (lunch 40 min,
 * tea 20 min); innings breaks of 20 (T20), 45 (ODI) and 10 (Test) minutes; the toss 30 minutes
 * before the start. `speed` > 1 replays faster. A multi-day match starts each day at the first
 * day's local hour: given the venue's zone, day n begins n calendar days later at that hour there
 * (a daylight-saving change moves it in UTC, not on the venue's clock); without one, 24 h apart.
 */
import { isMultiInningsMatch } from "./chase.ts";
import { addLocalDays, DAY, HOUR, MINUTE } from "./time.ts";
import type { MatchType } from "./types.ts";

export interface TimelineInput {
  matchType: MatchType;
  /** per innings, in order: the number of deliveries in each over, and whether it is a super over */
  innings: { deliveriesPerOver: number[]; superOver?: boolean }[];
  /** the venue's IANA zone: a multi-day match's days start at the same local hour */
  timeZone?: string;
}

export type BreakKind = "Innings Break" | "Lunch" | "Tea" | "Stumps";

export interface Timeline {
  tossAt: number;
  start: number;
  /** time of each delivery, per innings */
  balls: number[][];
  /** after the last ball */
  end: number;
  breaks: { kind: BreakKind; from: number; to: number }[];
  /** when each playing day began (the first is `start`) */
  dayStarts: number[];
}

const PACE: Record<"T20" | "ODI" | "Test", { over: number; inningsBreak: number }> = {
  T20: { over: 4.25 * MINUTE, inningsBreak: 20 * MINUTE },
  ODI: { over: 4.2 * MINUTE, inningsBreak: 45 * MINUTE },
  Test: { over: 4 * MINUTE, inningsBreak: 10 * MINUTE },
};
const SUPER_OVER_BREAK = 10 * MINUTE;
export const TOSS_BEFORE_START = 30 * MINUTE;

/** A Test day's sessions, as offsets from the day's start. */
const SESSIONS = [
  { from: 0, to: 2 * HOUR },
  { from: 2 * HOUR + 40 * MINUTE, to: 4 * HOUR + 40 * MINUTE },
  { from: 5 * HOUR, to: 7 * HOUR },
];

function paceOf(matchType: MatchType) {
  if (isMultiInningsMatch(matchType)) return PACE.Test;
  return matchType === "ODI" || matchType === "ODM" ? PACE.ODI : PACE.T20;
}

export function matchTimeline(match: TimelineInput, start: number, speed = 1): Timeline {
  const pace = paceOf(match.matchType);
  const multiDay = isMultiInningsMatch(match.matchType);
  const scale = (t: number) => start + (t - start) / speed;
  const breaks: Timeline["breaks"] = [];
  const addBreak = (kind: BreakKind, from: number, to: number) => {
    if (to > from) breaks.push({ kind, from: scale(from), to: scale(to) });
  };

  const dayStarts = [start];
  /** When day `n` (0-based) begins, before scaling: the same local hour `n` days on. */
  const dayStart = (n: number) => {
    while (dayStarts.length <= n) {
      const next = dayStarts.length;
      dayStarts.push(match.timeZone ? addLocalDays(start, next, match.timeZone) : start + next * DAY);
    }
    return dayStarts[n]!;
  };

  let clock = start;
  let day = 0;
  let session = 0;
  /** Multi-day matches only: moves the clock into playing time, recording breaks it skips. */
  const intoPlayingTime = (needed: number) => {
    for (;;) {
      const today = dayStart(day);
      const s = SESSIONS[session]!;
      if (clock < today + s.from) clock = today + s.from;
      if (clock + needed <= today + s.to) return;
      const next = session + 1;
      if (next < SESSIONS.length) {
        addBreak(session === 0 ? "Lunch" : "Tea", clock, today + SESSIONS[next]!.from);
        session = next;
      } else {
        addBreak("Stumps", clock, dayStart(day + 1));
        day += 1;
        session = 0;
      }
      clock = Math.max(clock, dayStart(day) + SESSIONS[session]!.from);
    }
  };

  const balls = match.innings.map((innings, index) => {
    if (index > 0) {
      const gap = innings.superOver ? SUPER_OVER_BREAK : pace.inningsBreak;
      addBreak("Innings Break", clock, clock + gap);
      clock += gap;
    }
    const times: number[] = [];
    for (const deliveries of innings.deliveriesPerOver) {
      if (multiDay) intoPlayingTime(pace.over);
      const spacing = pace.over / Math.max(deliveries, 1);
      for (let k = 1; k <= deliveries; k++) times.push(scale(clock + k * spacing));
      clock += pace.over;
    }
    return times;
  });
  const last = balls.flat().at(-1) ?? start;
  // The days play reached (a match ending at stumps does not begin the next one).
  const days = dayStarts.slice(0, day + 1).map(scale);
  return { tossAt: start - TOSS_BEFORE_START / speed, start, balls, end: last, breaks, dayStarts: days };
}

/** How many deliveries of each innings have been bowled by `now`. */
export function revealedAt(timeline: Timeline, now: number): number[] {
  return timeline.balls.map((times) => {
    let low = 0;
    let high = times.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (times[mid]! <= now) low = mid + 1;
      else high = mid;
    }
    return low;
  });
}

/** The break in force at `now`, if any. */
export function breakAt(timeline: Timeline, now: number): BreakKind | null {
  return timeline.breaks.find((b) => now >= b.from && now < b.to)?.kind ?? null;
}

/** 1-based playing day at `now` (Tests); 1 before the start, the last day after the end. */
export function dayAt(timeline: Timeline, now: number): number {
  let day = 1;
  while (day < timeline.dayStarts.length && timeline.dayStarts[day]! <= now) day += 1;
  return day;
}

/** Deliveries per over from a list of deliveries' 0-based over numbers (in bowling order). */
export function deliveriesPerOver(overOfEachDelivery: readonly number[]): number[] {
  const counts: number[] = [];
  let previous: number | null = null;
  for (const over of overOfEachDelivery) {
    if (over !== previous) counts.push(0);
    counts[counts.length - 1]! += 1;
    previous = over;
  }
  return counts;
}
