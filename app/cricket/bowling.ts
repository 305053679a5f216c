/**
 * Bowling card: one row per bowler in order of first delivery.
 *
 * NB / WD: both the number of no-ball / wide deliveries and the extras runs they gave are returned.
 * Cricbuzz's WD column is the wide *runs*: in the 29 IPL 2024 scorecards paired with Cricsheet
 * files, every bowler whose wide count and wide runs differ (23 of them) shows the runs
 * (e.g. 5 wides for 6 runs → "6"). The no-ball column agrees with both (no-ball extras are 1).
 */
import { playerRef, type PlayerRef } from "./names.ts";
import { DEFAULT_BALLS_PER_OVER, formatOvers, isLegalDelivery, isNoBall, isWide } from "./overs.ts";
import { economyRate } from "./rates.ts";
import type { Delivery, Innings, PersonId } from "./types.ts";
import { isBowlerWicket } from "./wickets.ts";

export interface BowlingEntry {
  player: PlayerRef;
  legalBalls: number;
  /** O in over.ball notation ("3.4", "4"). */
  overs: string;
  maidens: number;
  /** R: runs.total minus byes, leg byes and penalty runs. */
  runs: number;
  wickets: number;
  noBallDeliveries: number;
  wideDeliveries: number;
  noBallRuns: number;
  /** What Cricbuzz prints under WD. */
  wideRuns: number;
  /** ECO, two decimals. */
  economy: string;
}

/** Runs charged to the bowler: byes, leg byes and penalties are not the bowler's fault. */
export function bowlerRuns(delivery: Delivery): number {
  const { byes = 0, legbyes = 0, penalty = 0 } = delivery.extras;
  return delivery.runs.total - byes - legbyes - penalty;
}

/**
 * A maiden is a complete over (at least ballsPerOver legal balls) bowled entirely by one bowler
 * without a run charged to him; byes and leg byes do not spoil it, wides and no-balls do.
 */
export function maidensByBowler(deliveries: readonly Delivery[], ballsPerOver: number): Map<PersonId, number> {
  const overs = new Map<number, Delivery[]>();
  for (const delivery of deliveries) {
    const over = overs.get(delivery.over);
    if (over === undefined) overs.set(delivery.over, [delivery]);
    else over.push(delivery);
  }
  const maidens = new Map<PersonId, number>();
  for (const over of overs.values()) {
    const bowler = over[0]?.bowler;
    if (bowler === undefined || over.some((delivery) => delivery.bowler !== bowler)) continue;
    const legalBalls = over.filter(isLegalDelivery).length;
    const runs = over.reduce((sum, delivery) => sum + bowlerRuns(delivery), 0);
    if (legalBalls >= ballsPerOver && runs === 0) maidens.set(bowler, (maidens.get(bowler) ?? 0) + 1);
  }
  return maidens;
}

export function bowlingCard(
  innings: Innings,
  names: Readonly<Record<PersonId, string>>,
  ballsPerOver: number = DEFAULT_BALLS_PER_OVER,
): BowlingEntry[] {
  const tallies = new Map<PersonId, Omit<BowlingEntry, "player" | "overs" | "economy" | "maidens">>();
  for (const delivery of innings.deliveries) {
    let tally = tallies.get(delivery.bowler);
    if (tally === undefined) {
      tally = { legalBalls: 0, runs: 0, wickets: 0, noBallDeliveries: 0, wideDeliveries: 0, noBallRuns: 0, wideRuns: 0 };
      tallies.set(delivery.bowler, tally);
    }
    if (isLegalDelivery(delivery)) tally.legalBalls += 1;
    tally.runs += bowlerRuns(delivery);
    tally.wickets += delivery.wickets.filter((wicket) => isBowlerWicket(wicket.kind)).length;
    if (isNoBall(delivery)) {
      tally.noBallDeliveries += 1;
      tally.noBallRuns += delivery.extras.noballs ?? 0;
    }
    if (isWide(delivery)) {
      tally.wideDeliveries += 1;
      tally.wideRuns += delivery.extras.wides ?? 0;
    }
  }
  const maidens = maidensByBowler(innings.deliveries, ballsPerOver);
  return [...tallies].map(([id, tally]) => ({
    player: playerRef(names, id),
    ...tally,
    overs: formatOvers(tally.legalBalls, ballsPerOver),
    maidens: maidens.get(id) ?? 0,
    economy: economyRate(tally.runs, tally.legalBalls, ballsPerOver),
  }));
}
