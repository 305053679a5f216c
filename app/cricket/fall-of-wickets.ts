/**
 * Fall of wickets: the running total and over.ball at each dismissal. Retired hurt / retired not
 * out are not wickets and do not appear. Several wickets on one delivery (a catch, then the next
 * batter timed out) share the score and the over.
 */
import { inningsPenaltyRuns } from "./extras.ts";
import { playerRef, type PlayerRef } from "./names.ts";
import { deliveryPositions, positionLabel } from "./overs.ts";
import type { Innings, PersonId, WicketKind } from "./types.ts";
import { isDismissal } from "./wickets.ts";

export interface FallOfWicket {
  /** 1 for the first wicket. */
  wicketNumber: number;
  /** Team total when the wicket fell (including the delivery's runs and pre-innings penalty runs). */
  runs: number;
  /** Cricbuzz-style over.ball: 0-based over and legal balls bowled in it ("4.3", "19.6"). */
  over: string;
  /** Legal balls bowled in the innings at that moment. */
  legalBalls: number;
  player: PlayerRef;
  kind: WicketKind;
}

export function fallOfWickets(innings: Innings, names: Readonly<Record<PersonId, string>>): FallOfWicket[] {
  const positions = deliveryPositions(innings.deliveries);
  const fallen: FallOfWicket[] = [];
  let runningTotal = inningsPenaltyRuns(innings).pre;
  innings.deliveries.forEach((delivery, index) => {
    runningTotal += delivery.runs.total;
    const position = positions[index];
    if (position === undefined) return;
    for (const wicket of delivery.wickets) {
      if (!isDismissal(wicket.kind)) continue;
      fallen.push({
        wicketNumber: fallen.length + 1,
        runs: runningTotal,
        over: positionLabel(position),
        legalBalls: position.legalBallsInInnings,
        player: playerRef(names, wicket.playerOut),
        kind: wicket.kind,
      });
    }
  });
  return fallen;
}
