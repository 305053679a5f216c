/**
 * Strike rate, economy and run rates, always shown with two decimals ("105.00", "7.25").
 * Values are rounded half up from the exact ratio of integers, so 35 off 23 is "152.17" and
 * 1 off 32 is "3.13" without floating-point surprises.
 */
import { DEFAULT_BALLS_PER_OVER } from "./overs.ts";

/** numerator / denominator with two decimals; "0.00" when the denominator is not positive. */
export function ratioWithTwoDecimals(numerator: number, denominator: number): string {
  if (!(denominator > 0)) return "0.00";
  const hundredths = Math.round((numerator * 100) / denominator);
  return formatHundredths(hundredths);
}

/** Any number with two decimals, rounded half up (7 → "7.00", 11.2173 → "11.22"). */
export function formatTwoDecimals(value: number): string {
  return formatHundredths(Math.round(value * 100));
}

function formatHundredths(hundredths: number): string {
  const sign = hundredths < 0 ? "-" : "";
  const magnitude = Math.abs(hundredths);
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, "0")}`;
}

/** Runs per 100 balls faced; "0.00" before the first ball. */
export function strikeRate(runs: number, ballsFaced: number): string {
  return ratioWithTwoDecimals(runs * 100, ballsFaced);
}

/** Runs conceded per over (legal balls / ballsPerOver); "0.00" before the first legal ball. */
export function economyRate(runsConceded: number, legalBalls: number, ballsPerOver: number = DEFAULT_BALLS_PER_OVER): string {
  return ratioWithTwoDecimals(runsConceded * ballsPerOver, legalBalls);
}

/** Current run rate: runs per over from legal balls (CRR). */
export function currentRunRate(runs: number, legalBalls: number, ballsPerOver: number = DEFAULT_BALLS_PER_OVER): string {
  return ratioWithTwoDecimals(runs * ballsPerOver, legalBalls);
}

export function runsNeeded(targetRuns: number, runsScored: number): number {
  return Math.max(0, targetRuns - runsScored);
}

export function ballsRemaining(totalBalls: number, legalBallsBowled: number): number {
  return Math.max(0, totalBalls - legalBallsBowled);
}

/**
 * Required run rate (REQ): runs still needed per over remaining. "0.00" once nothing is needed;
 * 'N/A' when runs are needed but no balls remain (the rate is undefined).
 */
export function requiredRunRate(runsStillNeeded: number, ballsLeft: number, ballsPerOver: number = DEFAULT_BALLS_PER_OVER): string {
  if (runsStillNeeded <= 0) return "0.00";
  if (ballsLeft <= 0) return "N/A";
  return ratioWithTwoDecimals(runsStillNeeded * ballsPerOver, ballsLeft);
}
