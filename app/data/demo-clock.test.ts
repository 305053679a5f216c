import { describe, expect, test } from "vitest";
import { type LiveState, momentAt } from "../cricket/match-state.ts";
import type { Timeline } from "../cricket/pace.ts";
import { usualStartTime } from "../cricket/schedule.ts";
import { addDays, DAY, HOUR, MINUTE } from "../cricket/time.ts";
import { REPLAY_PLAN } from "./replay-plan.ts";
import {
  CYCLE_GAP_DAYS,
  demoClockFromEnv,
  epochInPlay,
  hoursInPlay,
  matchHoursInPlay,
  planSeason,
  type ReplaySlot,
  type SeasonMatch,
  worstWeek,
} from "./demo-clock.ts";

/*
 * The seasons as the importer stores them (app/cricket/schedule.ts starts them), from their real
 * dates: The Ashes 2025/26 and IPL 2025.
 */

const overs = (n: number) => Array.from({ length: n }, () => 6);

/** The Ashes 2025/26: first days, venues' zones, and the overs of each innings as played. */
const ASHES_2025_26 = [
  { id: 1455611, date: "2025-11-21", end: "2025-11-22", zone: "Australia/Perth", innings: [33, 46, 35, 29] },
  { id: 1455612, date: "2025-12-04", end: "2025-12-07", zone: "Australia/Brisbane", innings: [77, 118, 76, 10] },
  { id: 1455613, date: "2025-12-17", end: "2025-12-21", zone: "Australia/Adelaide", innings: [92, 88, 85, 103] },
  { id: 1455614, date: "2025-12-26", end: "2025-12-27", zone: "Australia/Melbourne", innings: [46, 30, 35, 33] },
  { id: 1455615, date: "2026-01-04", end: "2026-01-08", zone: "Australia/Sydney", innings: [98, 134, 89, 32] },
];

function ashes(inningsOf: (real: number[]) => number[] = (real) => real): SeasonMatch[] {
  return ASHES_2025_26.map((t) => ({
    id: t.id,
    matchType: "Test",
    start: usualStartTime(t.date, "Test", "international", t.zone),
    timeZone: t.zone,
    endDate: t.end,
    innings: inningsOf(t.innings).map((n) => ({ deliveriesPerOver: overs(n) })),
  }));
}
/** Every Test played out to the fifth day's last session. */
const fiveFullDays = () => [120, 120, 100, 100];

/** IPL 2025 match days (league matches 1–70, then the four play-offs); "×2" marks a double-header. */
const IPL_2025_DAYS = `03-22 03-23×2 03-24 03-25 03-26 03-27 03-28 03-29 03-30×2 03-31 04-01 04-02 04-03 04-04 04-05×2
  04-06 04-07 04-08×2 04-09 04-10 04-11 04-12×2 04-13×2 04-14 04-15 04-16 04-17 04-18 04-19×2 04-20×2 04-21 04-22
  04-23 04-24 04-25 04-26 04-27×2 04-28 04-29 04-30 05-01 05-02 05-03 05-04×2 05-05 05-06 05-07 05-08 05-18×2 05-19
  05-20 05-21 05-22 05-23 05-24 05-25×2 05-26 05-27 05-29 05-30 06-01 06-03`;
const IST = "Asia/Kolkata";

function ipl(): SeasonMatch[] {
  const days = IPL_2025_DAYS.trim()
    .split(/\s+/)
    .flatMap((day) => (day.endsWith("×2") ? [`2025-${day.slice(0, 5)}`, `2025-${day.slice(0, 5)}`] : [`2025-${day}`]));
  return days.map((date, i) => ({
    id: 9000 + i + 1, // the match number, plus 9000
    matchType: "T20",
    start: usualStartTime(date, "T20", "club", IST, days[i + 1] === date ? 1 : 0),
    timeZone: IST,
    endDate: date,
    innings: [{ deliveriesPerOver: overs(20) }, { deliveriesPerOver: overs(20) }],
  }));
}

const EPOCH = Date.UTC(2026, 0, 1);
/** These two seasons, each repeating after its own span (decision 015; the default plan shares one cycle: decision 045). */
const OWN_CYCLES = "Indian Premier League 2025,The Ashes 2025/26";
const config = demoClockFromEnv({ DEMO_EPOCH: "2026-01-01", DEMO_SERIES: OWN_CYCLES });
/** Real span in days plus the gap: the Ashes ran 21 Nov – 8 Jan (49 days), the IPL 22 Mar – 3 Jun (74). */
const ASHES_PERIOD = (49 + CYCLE_GAP_DAYS) * DAY;
const IPL_PERIOD = (74 + CYCLE_GAP_DAYS) * DAY;

const LIVE: readonly LiveState[] = ["Toss", "In Progress", "Innings Break", "Lunch", "Stumps"];
const stateAt = (slot: ReplaySlot, now: number) => momentAt(slot.timeline, now).state;
const local = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(instant)
    .replace(",", "");
const localDate = (instant: number, timeZone: string) => local(instant, timeZone).slice(0, 10);
const localTime = (instant: number, timeZone: string) => local(instant, timeZone).slice(11);

/** Every distinct replayed instance of each match seen at `step` intervals over [from, to). */
function instancesOver(season: SeasonMatch[], from: number, to: number, step: number, cfg = config) {
  const seen = new Map<string, { id: number; timeline: Timeline }>();
  for (let now = from; now < to; now += step) {
    for (const [id, slot] of planSeason(season, cfg, now)) seen.set(`${id}@${slot.timeline.start}`, { id, timeline: slot.timeline });
  }
  return [...seen.values()];
}

test("configuration comes from the environment, with defaults, and rejects nonsense", () => {
  expect(demoClockFromEnv({})).toMatchObject({
    enabled: true,
    series: REPLAY_PLAN.seasons,
    periodDays: REPLAY_PLAN.periodDays,
    speed: 1,
    epoch: EPOCH,
  });
  expect(demoClockFromEnv({ DEMO_SERIES: "A 2024, B 2025@12" })).toMatchObject({
    series: [
      { name: "A 2024", shiftDays: 0 },
      { name: "B 2025", shiftDays: 12 },
    ],
    periodDays: null,
  });
  expect(demoClockFromEnv({ DEMO_SERIES: "A 2024", DEMO_PERIOD: "60" }).periodDays).toBe(60);
  expect(() => demoClockFromEnv({ DEMO_PERIOD: "-3" })).toThrow();
  expect(demoClockFromEnv({ DEMO_CLOCK: "off" }).enabled).toBe(false);
  expect(demoClockFromEnv({ DEMO_SPEED: "20", DEMO_EPOCH: "2026-11-01" })).toMatchObject({
    speed: 20,
    epoch: Date.UTC(2026, 10, 1),
  });
  expect(() => demoClockFromEnv({ DEMO_SPEED: "fast" })).toThrow();
});

describe("The Ashes 2025/26 replayed", () => {
  for (const [name, season] of [
    ["as played", ashes()],
    ["every Test lasting five days", ashes(fiveFullDays)],
  ] as const) {
    test(`${name}: over a full cycle no two Tests are live at the same instant`, () => {
      for (let now = EPOCH; now < EPOCH + ASHES_PERIOD + 2 * DAY; now += 20 * MINUTE) {
        const live = [...planSeason(season, config, now)].filter(([, slot]) => LIVE.includes(stateAt(slot, now)));
        expect(live.length, new Date(now).toISOString()).toBeLessThanOrEqual(1);
      }
      // And as intervals: each Test from its toss to its last ball, none overlapping another.
      const spans = instancesOver(season, EPOCH, EPOCH + 2 * ASHES_PERIOD, HOUR)
        .map(({ timeline }) => [timeline.tossAt, timeline.end] as const)
        .sort((a, b) => a[0] - b[0]);
      expect(spans.length).toBeGreaterThanOrEqual(10);
      for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThan(spans[i - 1]![1]);
    });
  }

  test("every day of every Test starts at 10:00 in its venue's time zone, over a year of cycles (daylight saving included)", () => {
    const season = ashes(fiveFullDays);
    let days = 0;
    for (let k = 0; k < 8; k++) {
      const plan = planSeason(season, config, EPOCH + k * ASHES_PERIOD + DAY);
      for (const t of ASHES_2025_26) {
        const { timeline } = plan.get(t.id)!;
        expect(timeline.dayStarts).toHaveLength(5);
        timeline.dayStarts.forEach((dayStart, n) => {
          expect(localTime(dayStart, t.zone), `${t.id} day ${n + 1}, cycle ${k}`).toBe("10:00");
          expect(localDate(dayStart, t.zone)).toBe(addDays(localDate(timeline.start, t.zone), n));
          // Play begins then: the day's first ball is bowled in its first over.
          expect(timeline.balls.flat().find((ball) => ball > dayStart)! - dayStart).toBeLessThanOrEqual(4 * MINUTE);
          days++;
        });
      }
    }
    expect(days).toBe(8 * 5 * 5);

    // A cycle whose Sydney Test spans the end of daylight time (Sunday 5 April 2026): 3–7 April.
    const april = demoClockFromEnv({ DEMO_EPOCH: "2026-02-18", DEMO_SERIES: OWN_CYCLES });
    const sydney = planSeason(season, april, Date.UTC(2026, 3, 1)).get(1455615)!.timeline;
    expect(sydney.dayStarts.map((t) => local(t, "Australia/Sydney"))).toEqual([
      "2026-04-03 10:00",
      "2026-04-04 10:00",
      "2026-04-05 10:00",
      "2026-04-06 10:00",
      "2026-04-07 10:00",
    ]);
    expect(sydney.dayStarts[2]! - sydney.dayStarts[1]!).toBe(DAY + HOUR);
  });

  test("the Tests keep their real order and the real days between them", () => {
    const plan = planSeason(ashes(), config, EPOCH + HOUR);
    expect([...plan.keys()]).toEqual(ASHES_2025_26.map((t) => t.id));
    const starts = ASHES_2025_26.map((t) => plan.get(t.id)!.timeline.start);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    // Cycle 0 plays the first day on the epoch's date: 1 January 2026, then the real gaps.
    expect(ASHES_2025_26.map((t) => localDate(plan.get(t.id)!.timeline.start, t.zone))).toEqual([
      "2026-01-01", // Perth (real: 21 Nov)
      "2026-01-14", // Brisbane (4 Dec: 13 days later)
      "2026-01-27", // Adelaide (17 Dec)
      "2026-02-05", // Melbourne (Boxing Day)
      "2026-02-14", // Sydney (4 Jan)
    ]);
  });

  test("between two Tests the series has one upcoming and none live; the next cycle follows the last Test", () => {
    const season = ashes();
    const betweenFirstAndSecond = EPOCH + 6 * DAY; // Perth ended on day 2, Brisbane starts on day 14
    const states = [...planSeason(season, config, betweenFirstAndSecond).values()].map((slot) => stateAt(slot, betweenFirstAndSecond));
    expect(states).toEqual(["Complete", "Preview", "Preview", "Preview", "Preview"]);
    // Every moment of two cycles: something live or upcoming.
    for (let now = EPOCH; now < EPOCH + 2 * ASHES_PERIOD; now += 30 * MINUTE) {
      const plan = [...planSeason(season, config, now).values()];
      expect(
        plan.some((slot) => stateAt(slot, now) !== "Complete"),
        new Date(now).toISOString(),
      ).toBe(true);
    }
  });

  test("the cycle repeats: a cycle later, each Test starts on the same local hour, the period later", () => {
    const season = ashes();
    const now = EPOCH + 20 * DAY;
    const first = planSeason(season, config, now);
    const later = planSeason(season, config, now + ASHES_PERIOD);
    for (const t of ASHES_2025_26) {
      const [a, b] = [first.get(t.id)!.timeline, later.get(t.id)!.timeline];
      expect(localDate(b.start, t.zone)).toBe(addDays(localDate(a.start, t.zone), ASHES_PERIOD / DAY));
      expect(localTime(b.start, t.zone)).toBe(localTime(a.start, t.zone));
      expect(b.balls.flat().length).toBe(a.balls.flat().length);
    }
  });
});

describe("IPL 2025 replayed", () => {
  const season = ipl();

  test("double-headers: the earlier match at 15:30 IST, the other at 19:30; single days at 19:30", () => {
    const plan = planSeason(season, config, EPOCH + HOUR);
    const byDay = new Map<string, string[]>();
    for (const match of season) {
      const start = plan.get(match.id)!.timeline.start;
      const day = localDate(start, IST);
      byDay.set(day, [...(byDay.get(day) ?? []), localTime(start, IST)]);
    }
    const doubleHeaders = [...byDay.values()].filter((times) => times.length === 2);
    expect(doubleHeaders).toHaveLength(12);
    for (const times of doubleHeaders) expect(times).toEqual(["15:30", "19:30"]);
    for (const times of byDay.values()) if (times.length === 1) expect(times).toEqual(["19:30"]);
    // 23 March 2025 (matches 2 and 3) is replayed on the second day of the cycle.
    expect(local(plan.get(9002)!.timeline.start, IST)).toBe("2026-01-02 15:30");
    expect(local(plan.get(9003)!.timeline.start, IST)).toBe("2026-01-02 19:30");
    // The afternoon game is over before the evening one's toss.
    expect(plan.get(9002)!.timeline.end).toBeLessThan(plan.get(9003)!.timeline.tossAt);
  });

  test("matches keep the real order, and the real days: the suspension of 9–17 May stays a gap", () => {
    const plan = planSeason(season, config, EPOCH + HOUR);
    expect([...plan.keys()]).toEqual(season.map((m) => m.id));
    const starts = season.map((m) => plan.get(m.id)!.timeline.start);
    for (let i = 1; i < starts.length; i++) expect(starts[i]).toBeGreaterThan(starts[i - 1]!);
    expect(localDate(starts[57]!, IST)).toBe("2026-02-17"); // match 58, 8 May: day 47
    expect(localDate(starts[58]!, IST)).toBe("2026-02-27"); // match 59, 18 May: day 57
    expect(localDate(starts[73]!, IST)).toBe("2026-03-15"); // the final, 3 June: day 73
  });

  test("the cycle repeats exactly (no daylight saving in India)", () => {
    const now = EPOCH + 30 * DAY;
    const first = planSeason(season, config, now);
    const later = planSeason(season, config, now + IPL_PERIOD);
    for (const match of season) expect(later.get(match.id)!.timeline.start - first.get(match.id)!.timeline.start).toBe(IPL_PERIOD);
  });

  test("mid-season: results, then what is live, then fixtures, in the season's order", () => {
    const now = Date.UTC(2026, 0, 12, 15, 0); // day 12 (2 April 2025's match), 20:30 IST
    const states = [...planSeason(season, config, now).values()].map((slot) => stateAt(slot, now));
    expect(states.slice(0, 13)).toEqual(Array(13).fill("Complete"));
    expect(states[13]).toBe("In Progress");
    expect(states.slice(14)).toEqual(Array(60).fill("Preview"));
  });

  test("when the final ends, the next cycle's fixtures are upcoming while the final stays a result for a day", () => {
    const plan = planSeason(season, config, EPOCH + HOUR);
    const finalEnd = plan.get(9074)!.timeline.end;
    const after = finalEnd + 1;
    const next = planSeason(season, config, after);
    expect(stateAt(next.get(9074)!, after)).toBe("Complete");
    expect(stateAt(next.get(9001)!, after)).toBe("Preview");
    expect(next.get(9001)!.timeline.start - plan.get(9001)!.timeline.start).toBe(IPL_PERIOD);
    const dayLater = finalEnd + DAY + 1;
    expect(planSeason(season, config, dayLater).get(9074)!.timeline.start).toBe(plan.get(9074)!.timeline.start + IPL_PERIOD);
  });
});

test("at any moment of a year, each season has a match live or upcoming, and the two together have one live on most days", () => {
  const seasons = [ipl(), ashes()];
  let hours = 0;
  let withLive = 0;
  for (let now = EPOCH; now < EPOCH + 365 * DAY; now += HOUR) {
    hours++;
    const states = seasons.map((season) => [...planSeason(season, config, now).values()].map((slot) => stateAt(slot, now)));
    for (const s of states) expect(s.some((state) => state !== "Complete")).toBe(true);
    if (states.flat().some((state) => LIVE.includes(state))) withLive++;
  }
  // IPL evenings and Australian Test days: a live replay about half of all hours.
  expect(withLive / hours).toBeGreaterThan(0.35);
});

test("DEMO_SPEED runs the whole calendar faster: still one Test at a time, in order, the cycle shorter", () => {
  const fast = demoClockFromEnv({ DEMO_EPOCH: "2026-01-01", DEMO_SPEED: "20", DEMO_SERIES: OWN_CYCLES });
  const season = ashes(fiveFullDays);
  const normal = planSeason(season, config, EPOCH + HOUR);
  const plan = planSeason(season, fast, EPOCH + HOUR / 20);
  for (const t of ASHES_2025_26) {
    const [a, b] = [normal.get(t.id)!.timeline, plan.get(t.id)!.timeline];
    expect(b.start - EPOCH).toBeCloseTo((a.start - EPOCH) / 20, 3);
    expect(b.end - b.start).toBeCloseTo((a.end - a.start) / 20, 3);
    expect(b.dayStarts[1]! - b.start).toBeCloseTo((a.dayStarts[1]! - a.start) / 20, 3);
  }
  const spans = instancesOver(season, EPOCH, EPOCH + (2 * ASHES_PERIOD) / 20, (2 * HOUR) / 20, fast)
    .map(({ timeline }) => [timeline.tossAt, timeline.end] as const)
    .sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++) expect(spans[i]![0]).toBeGreaterThan(spans[i - 1]![1]);
  const later = planSeason(season, fast, EPOCH + HOUR / 20 + ASHES_PERIOD / 20);
  expect(later.get(1455611)!.timeline.start - plan.get(1455611)!.timeline.start).toBeCloseTo(ASHES_PERIOD / 20, 3);
});

test("an epoch with the first match in play at any hour (the served site's browser tests)", () => {
  const season = ipl();
  for (let hour = 0; hour < 24; hour += 5) {
    const at = Date.UTC(2026, 10, 22, hour, 17);
    const epoch = epochInPlay(season, config, at, 10 * MINUTE);
    const slot = planSeason(season, { ...config, epoch }, at).get(9001)!;
    expect(stateAt(slot, at)).toBe("In Progress");
    expect(Math.abs(slot.timeline.balls[0]![0]! - (at - 10 * MINUTE))).toBeLessThanOrEqual(1);
  }
});

test("the clock off plans nothing", () => {
  expect(planSeason(ipl(), demoClockFromEnv({ DEMO_CLOCK: "off" }), Date.now()).size).toBe(0);
});

describe("a shared cycle (decision 045)", () => {
  const shared = demoClockFromEnv({ DEMO_EPOCH: "2026-01-01", DEMO_SERIES: "A 2025@3", DEMO_PERIOD: "80" });
  const firstMatchStart = (shiftDays: number) => {
    const plan = planSeason(ipl(), { ...shared, series: [{ name: "A 2025", shiftDays }] }, EPOCH + 100 * DAY, shiftDays);
    return plan.get(9001)!.timeline.start;
  };

  test("a shift moves a season whole days: the same local hour, the same gaps", () => {
    expect(firstMatchStart(3) - firstMatchStart(0)).toBe(3 * DAY);
    expect(localTime(firstMatchStart(3), IST)).toBe(localTime(firstMatchStart(0), IST));
  });

  test("the measure: an hour counts when a match is in play at some moment of it", () => {
    const season = ipl();
    const from = EPOCH + 80 * DAY; // the second cycle's first midnight (UTC)
    const inPlay = matchHoursInPlay([{ matches: season, shiftDays: 0 }], shared, from, 24);
    // IPL 2025's first match, 19:30 IST on its first day = 14:00 UTC, toss half an hour before
    expect(inPlay.get(9001)![0]).toBe(13);
    expect(Math.max(...inPlay.get(9001)!)).toBeGreaterThanOrEqual(17);
    const covered = hoursInPlay([{ matches: season, shiftDays: 0 }], shared, from, 24);
    expect(covered.slice(0, 13).some(Boolean)).toBe(false);
    expect(covered[13]).toBe(true);
    // The worst week of a season with idle days is below 1; a week of nothing is 0.
    expect(worstWeek(hoursInPlay([{ matches: season, shiftDays: 0 }], shared, from, 14 * 24))).toBeLessThan(0.5);
    expect(worstWeek(Array.from({ length: 168 }, () => false))).toBe(0);
  });
});
