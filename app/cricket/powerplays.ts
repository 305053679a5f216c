/**
 * Runs and wickets in each powerplay. Cricsheet gives the bounds in over.ball notation with a
 * 0-based over ({from: 0.1, to: 5.6}); a wide or no-ball belongs to the ball still to be bowled,
 * so one bowled after 5.5 is inside a powerplay ending at 5.6, one bowled before 6.1 is not.
 * A range ending on the last ball of an over covers the whole over, so an over with a seventh
 * (miscounted) ball stays inside it.
 */
import { DEFAULT_BALLS_PER_OVER, deliveryPositions, splitOverNotation, type DeliveryPosition } from "./overs.ts";
import type { Innings, Powerplay } from "./types.ts";
import { isDismissal } from "./wickets.ts";

export interface PowerplaySummary {
  type: Powerplay["type"];
  /** Bounds as given (over.ball, 0-based over), e.g. 0.1 and 5.6. */
  from: number;
  to: number;
  runs: number;
  wickets: number;
  /** Legal balls bowled inside the range. */
  legalBalls: number;
}

function compareToNotation(position: DeliveryPosition, notation: number): number {
  const { overs, balls } = splitOverNotation(notation);
  return position.over !== overs ? position.over - overs : position.ballNumber - balls;
}

export function isInPowerplay(
  position: DeliveryPosition,
  powerplay: Pick<Powerplay, "from" | "to">,
  ballsPerOver: number = DEFAULT_BALLS_PER_OVER,
): boolean {
  const end = splitOverNotation(powerplay.to);
  const beforeEnd = end.balls >= ballsPerOver ? position.over <= end.overs : compareToNotation(position, powerplay.to) <= 0;
  return compareToNotation(position, powerplay.from) >= 0 && beforeEnd;
}

export function powerplaySummaries(innings: Innings, ballsPerOver: number = DEFAULT_BALLS_PER_OVER): PowerplaySummary[] {
  const positions = deliveryPositions(innings.deliveries);
  return (innings.powerplays ?? []).map((powerplay) => {
    const summary: PowerplaySummary = { type: powerplay.type, from: powerplay.from, to: powerplay.to, runs: 0, wickets: 0, legalBalls: 0 };
    innings.deliveries.forEach((delivery, index) => {
      const position = positions[index];
      if (position === undefined || !isInPowerplay(position, powerplay, ballsPerOver)) return;
      summary.runs += delivery.runs.total;
      summary.wickets += delivery.wickets.filter((wicket) => isDismissal(wicket.kind)).length;
      if (position.legal) summary.legalBalls += 1;
    });
    return summary;
  });
}
