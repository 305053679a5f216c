/**
 * Targets and chase progress: runs needed, balls remaining, CRR and REQ.
 *
 * Targets: the second innings of a limited-overs match uses the innings' recorded target (the
 * rain-revised one after D/L) or else first-innings total + 1 over the scheduled overs; the
 * fourth innings of a Test needs the opponents' aggregate minus the side's first innings, plus 1,
 * with no ball limit; the second super over of a pair needs the first's total + 1 in one over.
 */
import { DEFAULT_BALLS_PER_OVER, overNotationToBalls } from "./overs.ts";
import { currentRunRate, requiredRunRate, runsNeeded, ballsRemaining } from "./rates.ts";
import { inningsRuns, inningsTotal } from "./score.ts";
import type { Innings, MatchInput, MatchType } from "./types.ts";

export interface ChaseTarget {
  /** Runs to reach to win (one more than the score to beat). */
  runs: number;
  /** Legal balls available to the chase; undefined when unlimited (Tests). */
  balls?: number;
  /** A rain rule changed the runs (they are not the score to beat + 1): the result takes method D/L. */
  revised: boolean;
}

export interface IndexedInnings {
  /** Position in MatchInput.innings. */
  index: number;
  innings: Innings;
}

export function isMultiInningsMatch(matchType: MatchType): boolean {
  return matchType === "Test" || matchType === "MDM";
}

/** The innings that count towards the result and totals (super overs excluded). */
export function mainInnings(match: Pick<MatchInput, "innings">): IndexedInnings[] {
  return match.innings.flatMap((innings, index) => (innings.superOver ? [] : [{ index, innings }]));
}

export function superOverInnings(match: Pick<MatchInput, "innings">): IndexedInnings[] {
  return match.innings.flatMap((innings, index) => (innings.superOver ? [{ index, innings }] : []));
}

type TargetMatch = Pick<MatchInput, "innings" | "matchType" | "overs" | "ballsPerOver">;

export function chaseTarget(match: TargetMatch, inningsIndex: number): ChaseTarget | undefined {
  const innings = match.innings[inningsIndex];
  if (innings === undefined) return undefined;
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;

  if (innings.superOver) {
    const supers = superOverInnings(match);
    const position = supers.findIndex((entry) => entry.index === inningsIndex);
    const first = supers[position - 1];
    if (position % 2 === 0 || first === undefined) return undefined;
    return { runs: inningsRuns(first.innings) + 1, balls: ballsPerOver, revised: false };
  }

  const main = mainInnings(match);
  const position = main.findIndex((entry) => entry.index === inningsIndex);

  if (isMultiInningsMatch(match.matchType)) {
    if (position !== 3) return undefined;
    const opponentsRuns = main
      .filter((entry) => entry.innings.team !== innings.team)
      .reduce((sum, entry) => sum + inningsRuns(entry.innings), 0);
    const ownEarlierRuns = main
      .slice(0, 3)
      .filter((entry) => entry.innings.team === innings.team)
      .reduce((sum, entry) => sum + inningsRuns(entry.innings), 0);
    const scoreToBeat = opponentsRuns - ownEarlierRuns;
    const runs = innings.target?.runs ?? scoreToBeat + 1;
    return { runs, revised: runs !== scoreToBeat + 1 };
  }

  const first = main[0];
  if (position !== 1 || first === undefined) return undefined;
  const scoreToBeat = inningsRuns(first.innings);
  const runs = innings.target?.runs ?? scoreToBeat + 1;
  const overs = innings.target?.overs ?? match.overs;
  return {
    runs,
    ...(overs === undefined ? {} : { balls: overNotationToBalls(overs, ballsPerOver) }),
    revised: runs !== scoreToBeat + 1,
  };
}

export interface ChaseProgress {
  target: ChaseTarget;
  runs: number;
  legalBalls: number;
  runsNeeded: number;
  /** Undefined when the chase has no ball limit. */
  ballsRemaining?: number;
  currentRunRate: string;
  /** REQ; undefined when the chase has no ball limit. */
  requiredRunRate?: string;
}

export function chaseProgress(match: TargetMatch, inningsIndex: number): ChaseProgress | undefined {
  const target = chaseTarget(match, inningsIndex);
  const innings = match.innings[inningsIndex];
  if (target === undefined || innings === undefined) return undefined;
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const { runs, legalBalls } = inningsTotal(innings, ballsPerOver);
  const needed = runsNeeded(target.runs, runs);
  const progress: ChaseProgress = {
    target,
    runs,
    legalBalls,
    runsNeeded: needed,
    currentRunRate: currentRunRate(runs, legalBalls, ballsPerOver),
  };
  if (target.balls !== undefined) {
    progress.ballsRemaining = ballsRemaining(target.balls, legalBalls);
    progress.requiredRunRate = requiredRunRate(needed, progress.ballsRemaining, ballsPerOver);
  }
  return progress;
}
