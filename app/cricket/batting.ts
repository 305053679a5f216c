/**
 * Batting card: one row per batter in batting order (first appearance as striker or non-striker;
 * a batter dismissed without reaching the crease, e.g. timed out, enters at that wicket).
 * Balls faced count every delivery except wides; 4s/6s are boundaries (not all-run fours).
 */
import { describeDismissal } from "./dismissal.ts";
import { playerRef, type PlayerRef } from "./names.ts";
import { isWide } from "./overs.ts";
import { strikeRate } from "./rates.ts";
import type { Innings, PersonId, Wicket } from "./types.ts";
import { isRetirementNotOut, retirementsByReplacement } from "./wickets.ts";

export type BatterStatus = "not out" | "out" | "retired hurt" | "retired not out";

export interface BatterTally {
  id: PersonId;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  /** The batter's latest wicket entry; cleared when a retired batter comes back. */
  lastWicket?: { wicket: Wicket; bowler: PersonId };
}

export interface BattingEntry {
  player: PlayerRef;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  /** Two decimals, "0.00" when no ball was faced. */
  strikeRate: string;
  status: BatterStatus;
  /** Counts towards the team's wickets (retired out does, retired hurt / not out do not). */
  isOut: boolean;
  /** "c Klaasen b Maharaj", "retired hurt", "not out". */
  dismissal: string;
  wicket?: Wicket;
  /** Bowler of the delivery on which the wicket entry was recorded. */
  bowler?: PlayerRef;
}

/** Raw per-batter numbers in batting order, without names. */
export function tallyBatters(innings: Innings): BatterTally[] {
  const tallies = new Map<PersonId, BatterTally>();
  const tallyOf = (id: PersonId): BatterTally => {
    let tally = tallies.get(id);
    if (tally === undefined) {
      tally = { id, runs: 0, balls: 0, fours: 0, sixes: 0 };
      tallies.set(id, tally);
    }
    return tally;
  };

  for (const delivery of innings.deliveries) {
    // A retirement recorded as a replacement happened before this delivery.
    for (const retirement of retirementsByReplacement(delivery)) {
      tallyOf(retirement.playerOut).lastWicket = { wicket: retirement, bowler: delivery.bowler };
    }
    const striker = tallyOf(delivery.batter);
    const nonStriker = tallyOf(delivery.nonStriker);
    resumeIfRetired(striker);
    resumeIfRetired(nonStriker);

    striker.runs += delivery.runs.batter;
    if (!isWide(delivery)) striker.balls += 1;
    if (!delivery.runs.nonBoundary) {
      if (delivery.runs.batter === 4) striker.fours += 1;
      if (delivery.runs.batter === 6) striker.sixes += 1;
    }

    for (const wicket of delivery.wickets) {
      tallyOf(wicket.playerOut).lastWicket = { wicket, bowler: delivery.bowler };
    }
  }
  return [...tallies.values()];
}

/** Seen at the crease again after retiring hurt / not out: the innings resumed. */
function resumeIfRetired(atCrease: BatterTally): void {
  if (atCrease.lastWicket && isRetirementNotOut(atCrease.lastWicket.wicket.kind)) delete atCrease.lastWicket;
}

export function statusOf(tally: BatterTally): BatterStatus {
  const kind = tally.lastWicket?.wicket.kind;
  if (kind === undefined) return "not out";
  if (kind === "retired hurt" || kind === "retired not out") return kind;
  return "out";
}

/** Ids in batting order. */
export function battingOrder(innings: Innings): PersonId[] {
  return tallyBatters(innings).map((tally) => tally.id);
}

export function battingCard(innings: Innings, names: Readonly<Record<PersonId, string>>): BattingEntry[] {
  return tallyBatters(innings).map((tally) => {
    const status = statusOf(tally);
    const last = tally.lastWicket;
    return {
      player: playerRef(names, tally.id),
      runs: tally.runs,
      balls: tally.balls,
      fours: tally.fours,
      sixes: tally.sixes,
      strikeRate: strikeRate(tally.runs, tally.balls),
      status,
      isOut: status === "out",
      dismissal: last === undefined ? "not out" : describeDismissal(last.wicket, last.bowler, names),
      ...(last === undefined ? {} : { wicket: last.wicket, bowler: playerRef(names, last.bowler) }),
    };
  });
}
