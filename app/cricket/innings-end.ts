/**
 * What ends an innings by the cricket alone: all out, the target reached, the overs used up
 * (declarations and forfeits are the captain's, recorded on the innings). One owner for the
 * scoring API (no ball after the end: commentary's isInningsFinished) and for the importer's check
 * that a finished match's file has no ball after the end (consistency.ts).
 */
import { chaseTarget } from "./chase.ts";
import { DEFAULT_BALLS_PER_OVER } from "./overs.ts";
import { wicketsAvailable } from "./score.ts";
import type { MatchInput } from "./types.ts";

export interface InningsLimits {
  /** Wickets that end it: 10, 2 in a super over. */
  wickets: number;
  /** Runs that end it (a chase's target); undefined when there is no chase. */
  targetRuns?: number;
  /** The chase's target is rain-revised (D/L): see chase.ts. */
  targetRevised: boolean;
  /** Legal balls it may last: one over in a super over, the target's overs, else the scheduled overs; undefined when unlimited (Tests). */
  balls?: number;
}

export type InningsEnd = "all out" | "target reached" | "overs used";

export function inningsLimits(
  match: Pick<MatchInput, "innings" | "matchType" | "overs" | "ballsPerOver">,
  inningsIndex: number,
): InningsLimits {
  const innings = match.innings[inningsIndex];
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const target = chaseTarget(match, inningsIndex);
  const balls = innings?.superOver ? ballsPerOver : (target?.balls ?? (match.overs === undefined ? undefined : match.overs * ballsPerOver));
  return {
    wickets: innings === undefined ? 10 : wicketsAvailable(innings),
    ...(target === undefined ? {} : { targetRuns: target.runs }),
    targetRevised: target?.revised === true,
    ...(balls === undefined ? {} : { balls }),
  };
}

/** What has ended the innings with this score so far (`out`: batters who cannot bat on), if anything. */
export function inningsEndedBy(
  limits: Pick<InningsLimits, "wickets" | "targetRuns" | "balls">,
  score: { runs: number; out: number; legalBalls: number },
): InningsEnd | undefined {
  if (score.out >= limits.wickets) return "all out";
  if (limits.targetRuns !== undefined && score.runs >= limits.targetRuns) return "target reached";
  if (limits.balls !== undefined && score.legalBalls >= limits.balls) return "overs used";
  return undefined;
}
