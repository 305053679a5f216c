/**
 * Test helper (not part of the public API): an innings from a ball-by-ball script with real strike
 * rotation, so partnerships, fall of wickets and bowling spells come out as in a match.
 *
 * Each event is one delivery: a number is runs off the bat; "W" bowls the striker; "wd" is a wide;
 * an object gives runs, extras and a wicket of any kind. Batters come in from `lineup` in order;
 * bowlers bowl whole overs in turn from `bowlers`.
 */
import type { Delivery, Extras, Innings, PersonId, WicketKind } from "../../app/cricket/types.ts";

export type BallEvent =
  | number
  | "W"
  | "wd"
  | { runs?: number; extras?: Extras; wicket?: WicketKind; fielder?: PersonId; out?: "striker" | "non-striker" };

export function scriptedInnings(
  team: string,
  lineup: readonly PersonId[],
  bowlers: readonly PersonId[],
  events: readonly BallEvent[],
  extra: Partial<Innings> = {},
  ballsPerOver = 6,
): Innings {
  let striker = lineup[0] ?? "bat1";
  let nonStriker = lineup[1] ?? "bat2";
  let nextBatter = 2;
  let over = 0;
  let legalInOver = 0;
  const deliveries: Delivery[] = [];
  for (const event of events) {
    const spec =
      typeof event === "number"
        ? { runs: event }
        : event === "W"
          ? { wicket: "bowled" as const }
          : event === "wd"
            ? { extras: { wides: 1 } }
            : event;
    const extras = spec.extras ?? {};
    const extraRuns = Object.values(extras).reduce((sum: number, value) => sum + (value ?? 0), 0);
    const runs = spec.runs ?? 0;
    const bowler = bowlers[over % bowlers.length] ?? "bowl1";
    const playerOut = spec.out === "non-striker" ? nonStriker : striker;
    deliveries.push({
      over,
      batter: striker,
      nonStriker,
      bowler,
      runs: { batter: runs, extras: extraRuns, total: runs + extraRuns },
      extras,
      wickets:
        spec.wicket === undefined
          ? []
          : [{ playerOut, kind: spec.wicket, fielders: spec.fielder === undefined ? [] : [{ id: spec.fielder }] }],
    });
    if (spec.wicket !== undefined) {
      const incoming = lineup[nextBatter] ?? `bat${nextBatter + 1}`;
      nextBatter += 1;
      if (playerOut === striker) striker = incoming;
      else nonStriker = incoming;
    }
    const ranBetween = runs + (extras.byes ?? 0) + (extras.legbyes ?? 0);
    if (ranBetween % 2 === 1) [striker, nonStriker] = [nonStriker, striker];
    if (!(extras.wides || extras.noballs)) {
      legalInOver += 1;
      if (legalInOver === ballsPerOver) {
        over += 1;
        legalInOver = 0;
        [striker, nonStriker] = [nonStriker, striker];
      }
    }
  }
  return { team, deliveries, ...extra };
}

/** `count` copies of an event. */
export function times(count: number, event: BallEvent): BallEvent[] {
  return Array.from({ length: count }, () => event);
}

/** The events of one over (typed, so literals such as "W" keep their meaning). */
export function over(...events: BallEvent[]): BallEvent[] {
  return events;
}

/** `count` copies of the same over. */
export function overs(count: number, events: readonly BallEvent[]): BallEvent[] {
  return Array.from({ length: count }, () => events).flat();
}
