/**
 * Net run rate over a set of matches: runs scored / overs faced − runs conceded / overs bowled,
 * with overs as true fractions (balls / ballsPerOver, so 19.3 overs is 19.5).
 *
 * - A side bowled out is charged its full quota: the chasing side's target overs (D/L-revised
 *   when revised), else the scheduled overs; the side batting first gets the scheduled overs, or
 *   the target overs when the target was not revised but the overs were (a match shortened for
 *   both sides). Without a quota (Tests) actual balls are used.
 * - Matches with no result are left out (ICC: only matches with a result count); ties count.
 *   Super overs never count.
 * - A chase set a D/L-revised target: the side batting first is credited with the target − 1
 *   runs off the overs the chase was given (ICC). Cricsheet records a chase called off at its
 *   par as that target, so the side batting first gets the par score at the stoppage, off the
 *   overs the chase faced (2023 World Cup, Pakistan v New Zealand: New Zealand 179 off 25.3).
 */
import { chaseTarget, mainInnings } from "./chase.ts";
import { DEFAULT_BALLS_PER_OVER, overNotationToBalls } from "./overs.ts";
import { deriveMatchResult } from "./result.ts";
import { inningsTotal } from "./score.ts";
import type { MatchInput } from "./types.ts";

export interface NetRunRate {
  team: string;
  /** Matches that counted. */
  matches: number;
  runsFor: number;
  oversFaced: number;
  runsAgainst: number;
  oversBowled: number;
  value: number;
  /** Three decimals with a sign: "+0.512", "-1.204", "+0.000". */
  text: string;
}

/** Legal balls an innings is charged with for net run rate. */
export function ballsChargedForNetRunRate(match: MatchInput, inningsIndex: number): number {
  const innings = match.innings[inningsIndex];
  if (innings === undefined) return 0;
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const total = inningsTotal(innings, ballsPerOver);
  if (!total.allOut) return total.legalBalls;

  const main = mainInnings(match);
  const position = main.findIndex((entry) => entry.index === inningsIndex);
  const chase = main[1];
  let quotaOvers = match.overs;
  if (position === 1) {
    quotaOvers = innings.target?.overs ?? match.overs;
  } else if (position === 0 && chase !== undefined) {
    const target = chaseTarget(match, chase.index);
    if (target !== undefined && !target.revised && chase.innings.target?.overs !== undefined) quotaOvers = chase.innings.target.overs;
  }
  return quotaOvers === undefined ? total.legalBalls : Math.max(total.legalBalls, overNotationToBalls(quotaOvers, ballsPerOver));
}

export function formatNetRunRate(value: number): string {
  const thousandths = Math.round(value * 1000);
  const sign = thousandths < 0 ? "-" : "+";
  const magnitude = Math.abs(thousandths);
  return `${sign}${Math.floor(magnitude / 1000)}.${String(magnitude % 1000).padStart(3, "0")}`;
}

/** One main innings as net run rate counts it: the side, its runs and the legal balls charged. */
export interface NetRunRateInnings {
  team: string;
  runs: number;
  balls: number;
}

/** The main innings of a match as net run rate counts them (the D/L credit included). */
export function netRunRateInnings(match: MatchInput): NetRunRateInnings[] {
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const main = mainInnings(match);
  const chase = main[1];
  const target = chase ? chaseTarget(match, chase.index) : undefined;
  const credit = target?.revised && target.balls !== undefined ? { runs: target.runs - 1, balls: target.balls } : null;
  return main.map(({ index, innings }, position) =>
    position === 0 && credit
      ? { team: innings.team, ...credit }
      : { team: innings.team, runs: inningsTotal(innings, ballsPerOver).runs, balls: ballsChargedForNetRunRate(match, index) },
  );
}

export function netRunRate(team: string, matches: readonly MatchInput[]): NetRunRate {
  let counted = 0;
  let runsFor = 0;
  let oversFaced = 0;
  let runsAgainst = 0;
  let oversBowled = 0;
  for (const match of matches) {
    if (!match.teams.includes(team) || deriveMatchResult(match).result === "no result") continue;
    counted += 1;
    const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
    for (const innings of netRunRateInnings(match)) {
      const { runs } = innings;
      const overs = innings.balls / ballsPerOver;
      if (innings.team === team) {
        runsFor += runs;
        oversFaced += overs;
      } else {
        runsAgainst += runs;
        oversBowled += overs;
      }
    }
  }
  const rate = (runs: number, overs: number) => (overs > 0 ? runs / overs : 0);
  const value = rate(runsFor, oversFaced) - rate(runsAgainst, oversBowled);
  return { team, matches: counted, runsFor, oversFaced, runsAgainst, oversBowled, value, text: formatNetRunRate(value) };
}
