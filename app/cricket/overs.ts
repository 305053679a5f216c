/**
 * Legal balls and over notation.
 *
 * Display choice: a completed over count is shown without ".0" ("20", not "20.0"), as Cricbuzz
 * does in scorecards and match lists; a part-over shows the balls ("19.4").
 */
import type { Delivery } from "./types.ts";

export const DEFAULT_BALLS_PER_OVER = 6;

/** Wides and no-balls have to be bowled again, so they do not advance the over. */
export function isLegalDelivery(delivery: Delivery): boolean {
  return !((delivery.extras.wides ?? 0) > 0 || (delivery.extras.noballs ?? 0) > 0);
}

export function isWide(delivery: Delivery): boolean {
  return (delivery.extras.wides ?? 0) > 0;
}

export function isNoBall(delivery: Delivery): boolean {
  return (delivery.extras.noballs ?? 0) > 0;
}

export function countLegalBalls(deliveries: readonly Delivery[]): number {
  let legalBalls = 0;
  for (const delivery of deliveries) if (isLegalDelivery(delivery)) legalBalls += 1;
  return legalBalls;
}

/** 116 legal balls → "19.2"; 120 → "20"; 0 → "0". */
export function formatOvers(legalBalls: number, ballsPerOver: number = DEFAULT_BALLS_PER_OVER): string {
  const completedOvers = Math.floor(legalBalls / ballsPerOver);
  const ballsInPartOver = legalBalls % ballsPerOver;
  return ballsInPartOver === 0 ? `${completedOvers}` : `${completedOvers}.${ballsInPartOver}`;
}

/**
 * Splits over.ball notation (19.4, or Cricsheet's 0.1 / 5.6 / 25.3) into whole overs and balls.
 * The digit after the point is a ball count, not a decimal fraction, so it is read as tenths.
 */
export function splitOverNotation(notation: number): { overs: number; balls: number } {
  const overs = Math.floor(notation);
  const balls = Math.round((notation - overs) * 10);
  return { overs, balls };
}

/** Over.ball notation → legal balls: 25.3 → 153, 20 → 120 (with 6-ball overs). */
export function overNotationToBalls(notation: number, ballsPerOver: number = DEFAULT_BALLS_PER_OVER): number {
  const { overs, balls } = splitOverNotation(notation);
  return overs * ballsPerOver + balls;
}

/**
 * The spec's overs normaliser (section 5): the value must be a non-negative number (or numeric
 * string); a ball part of ballsPerOver or more rolls into the next over (4.6 → 5, 19.7 → 20.1).
 * Anything else (NaN, negative, non-numeric string, infinite) gives 'N/A'.
 */
export function normaliseOvers(value: unknown, ballsPerOver: number = DEFAULT_BALLS_PER_OVER): number | "N/A" {
  const numeric = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (!Number.isFinite(numeric) || numeric < 0) return "N/A";
  const { overs, balls } = splitOverNotation(numeric);
  const totalBalls = overs * ballsPerOver + balls;
  const normalisedOvers = Math.floor(totalBalls / ballsPerOver);
  const normalisedBalls = totalBalls % ballsPerOver;
  // Built from integers so 20 + 1 ball is exactly 20.1, not 20.099999.
  return Number(`${normalisedOvers}.${normalisedBalls}`);
}

export interface DeliveryPosition {
  /** 0-based over index (Cricsheet's `over`). */
  over: number;
  legal: boolean;
  /** Legal balls bowled in this over once this delivery is done. */
  legalBallsInOver: number;
  /** Legal balls bowled in the innings once this delivery is done. */
  legalBallsInInnings: number;
  /**
   * The ball this delivery belongs to within its over: a wide or no-ball belongs to the ball still
   * to be bowled (legal balls so far + 1). Used to place deliveries inside powerplay ranges.
   */
  ballNumber: number;
}

/** Where each delivery falls in the innings, in the order bowled (from `from`, the first ball of an over, after `legalBallsBefore`). */
export function deliveryPositions(deliveries: readonly Delivery[], from = 0, legalBallsBefore = 0): DeliveryPosition[] {
  const positions: DeliveryPosition[] = [];
  let currentOver = Number.NaN;
  let legalBallsInOver = 0;
  let legalBallsInInnings = legalBallsBefore;
  for (let index = from; index < deliveries.length; index++) {
    const delivery = deliveries[index]!;
    if (delivery.over !== currentOver) {
      currentOver = delivery.over;
      legalBallsInOver = 0;
    }
    const legal = isLegalDelivery(delivery);
    if (legal) {
      legalBallsInOver += 1;
      legalBallsInInnings += 1;
    }
    positions.push({
      over: delivery.over,
      legal,
      legalBallsInOver,
      legalBallsInInnings,
      ballNumber: legal ? legalBallsInOver : legalBallsInOver + 1,
    });
  }
  return positions;
}

/**
 * Over.ball label of the moment a delivery was completed, as Cricbuzz prints fall of wickets:
 * 0-based over and legal balls so far in it ("4.3", "10.6"); a wicket on a wide bowled after two
 * legal balls of over 15 is "15.2".
 */
export function positionLabel(position: DeliveryPosition): string {
  return `${position.over}.${position.legalBallsInOver}`;
}
