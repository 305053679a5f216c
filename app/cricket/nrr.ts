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
 * - Not modelled: the ICC rule crediting the side batting first with the par score when a D/L
 *   result comes from an interrupted chase; the actual balls are used instead.
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
    for (const { index, innings } of mainInnings(match)) {
      const runs = inningsTotal(innings, ballsPerOver).runs;
      const overs = ballsChargedForNetRunRate(match, index) / ballsPerOver;
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
