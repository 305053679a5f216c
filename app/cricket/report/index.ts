/** Public API of the match report ("Story") writer: pure, deterministic, built only from the balls. */
export { writeMatchReport } from "./match-report.ts";
export { writeHeadline, type HeadlineInput, type HeadlineStage, type HeadlineText, type Standout } from "./headline.ts";
export {
  bestBowlers,
  chaseStateAfter,
  largestPartnership,
  mostExpensiveOver,
  overSummaries,
  topScorers,
  worstCollapse,
  type ChaseState,
  type Collapse,
  type OverSummary,
  type StandSummary,
} from "./figures.ts";
export type { BattingFigure, BowlingFigure, MatchReport, MatchReportContext, MatchReportFacts, QuotedFigure } from "./types.ts";
