/**
 * Innings totals and the score format (docs/product/match-pages.md#formats): "176-7", "169" when all ten wickets are
 * down, "450-7 d" when declared, two innings joined with " & ", overs in brackets on request.
 */
import { statusOf, tallyBatters } from "./batting.ts";
import { inningsPenaltyRuns } from "./extras.ts";
import { countLegalBalls, DEFAULT_BALLS_PER_OVER, formatOvers } from "./overs.ts";
import type { Innings, MatchType } from "./types.ts";
import { isDismissal, WICKETS_PER_INNINGS, WICKETS_PER_SUPER_OVER } from "./wickets.ts";

export interface InningsTotal {
  /** Sum of runs.total plus the innings' pre/post penalty runs. */
  runs: number;
  /** Dismissals (retired out counts; retired hurt / retired not out do not). */
  wickets: number;
  legalBalls: number;
  /** Over.ball notation ("19.4", "20"). */
  overs: string;
  declared: boolean;
  /**
   * No batter is left to come in: wickets plus batters who cannot continue (absent hurt, or retired
   * hurt / not out and never back) reach 10 (2 in a super over).
   */
  allOut: boolean;
}

export function inningsRuns(innings: Innings): number {
  const { pre, post } = inningsPenaltyRuns(innings);
  return innings.deliveries.reduce((sum, delivery) => sum + delivery.runs.total, pre + post);
}

export function inningsWickets(innings: Innings): number {
  let wickets = 0;
  for (const delivery of innings.deliveries) {
    for (const wicket of delivery.wickets) if (isDismissal(wicket.kind)) wickets += 1;
  }
  return wickets;
}

export function wicketsAvailable(innings: Innings): number {
  return innings.superOver ? WICKETS_PER_SUPER_OVER : WICKETS_PER_INNINGS;
}

export function inningsTotal(innings: Innings, ballsPerOver: number = DEFAULT_BALLS_PER_OVER): InningsTotal {
  const wickets = inningsWickets(innings);
  const retiredAndNotBack = tallyBatters(innings).filter((tally) => {
    const status = statusOf(tally);
    return status === "retired hurt" || status === "retired not out";
  }).length;
  const cannotBat = (innings.absentHurt?.length ?? 0) + retiredAndNotBack;
  const legalBalls = countLegalBalls(innings.deliveries);
  return {
    runs: inningsRuns(innings),
    wickets,
    legalBalls,
    overs: formatOvers(legalBalls, ballsPerOver),
    declared: innings.declared === true,
    allOut: wickets + cannotBat >= wicketsAvailable(innings),
  };
}

export interface ScoreLike {
  runs: number;
  wickets: number;
  declared?: boolean;
  /** Over.ball text, shown in brackets when asked for. */
  overs?: string;
}

export interface ScoreFormatOptions {
  /** Append " (overs)"; off by default. Tests leave overs out of match lists (see showsOversInLists). */
  withOvers?: boolean;
}

/** "176-7", "169" (ten down), "450-7 d", "176-7 (20)". */
export function formatScore(score: ScoreLike, options: ScoreFormatOptions = {}): string {
  let text = score.wickets < WICKETS_PER_INNINGS ? `${score.runs}-${score.wickets}` : `${score.runs}`;
  if (score.declared) text += " d";
  if (options.withOvers && score.overs !== undefined) text += ` (${score.overs})`;
  return text;
}

/** A side's innings joined with " & " ("180 & 225-4"); overs, if asked for, follow the latest innings. */
export function formatTeamScore(innings: readonly ScoreLike[], options: ScoreFormatOptions = {}): string {
  return innings
    .map((score, index) => formatScore(score, { withOvers: options.withOvers === true && index === innings.length - 1 }))
    .join(" & ");
}

/** Match lists leave the overs out for Tests (docs/product/match-pages.md#formats; multi-day matches in general). */
export function showsOversInLists(matchType: MatchType): boolean {
  return matchType !== "Test" && matchType !== "MDM";
}
