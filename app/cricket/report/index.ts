/** Public API of the match report ("Story") writer: pure, deterministic, built only from the balls. */
export { writeMatchReport } from "./match-report.ts";

/**
 * The writer's edition: kept reports (D1's report_cards) name the edition they were written by, so
 * a change to the text rewrites them. tests/unit/match-report-real-data.test.ts holds the digest of
 * every report of the bundle for this edition and fails until both are bumped together.
 */
export const REPORT_EDITION = 2;
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
