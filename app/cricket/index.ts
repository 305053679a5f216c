/** Public API of the pure scoring core (no I/O): every displayed number is derived from MatchInput. */
export * from "./types.ts";
export {
  DEFAULT_BALLS_PER_OVER,
  countLegalBalls,
  deliveryPositions,
  formatOvers,
  isLegalDelivery,
  isNoBall,
  isWide,
  normaliseOvers,
  overNotationToBalls,
  positionLabel,
  splitOverNotation,
  type DeliveryPosition,
} from "./overs.ts";
export {
  ballsRemaining,
  currentRunRate,
  economyRate,
  formatTwoDecimals,
  ratioWithTwoDecimals,
  requiredRunRate,
  runsNeeded,
  strikeRate,
} from "./rates.ts";
export { displayName, matchShortName, nameOf, playerRef, shortName, type PlayerRef } from "./names.ts";
export {
  isBowlerWicket,
  isDismissal,
  isRetirementNotOut,
  retirementsByReplacement,
  WICKETS_PER_INNINGS,
  WICKETS_PER_SUPER_OVER,
} from "./wickets.ts";
export { describeDismissal, fielderLabel } from "./dismissal.ts";
export { battingCard, battingOrder, type BatterStatus, type BattingEntry } from "./batting.ts";
export { bowlerRuns, bowlingCard, type BowlingEntry } from "./bowling.ts";
export { inningsExtras, type ExtrasSummary } from "./extras.ts";
export {
  formatScore,
  formatTeamScore,
  inningsRuns,
  inningsTotal,
  inningsWickets,
  showsOversInLists,
  type InningsTotal,
  type ScoreFormatOptions,
  type ScoreLike,
} from "./score.ts";
export { fallOfWickets, type FallOfWicket } from "./fall-of-wickets.ts";
export { currentPartnership, partnerships, type Partnership, type PartnershipEnd, type PartnershipShare } from "./partnerships.ts";
export { yetToBat } from "./yet-to-bat.ts";
export { isInPowerplay, powerplaySummaries, type PowerplaySummary } from "./powerplays.ts";
export {
  chaseProgress,
  chaseTarget,
  isMultiInningsMatch,
  mainInnings,
  superOverInnings,
  type ChaseProgress,
  type ChaseTarget,
  type IndexedInnings,
} from "./chase.ts";
export {
  compareWithOutcome,
  deriveMatchResult,
  formatResult,
  resultFromRecord,
  type MatchResult,
  type ResultMargin,
} from "./result.ts";
export { ballsChargedForNetRunRate, formatNetRunRate, netRunRate, type NetRunRate } from "./nrr.ts";
export { buildScorecard, type InningsScorecard, type MatchScorecard } from "./scorecard.ts";
