/** Ball-by-ball commentary derived from MatchInput (pure, no I/O). */
export * from "./types.ts";
export { commentaryForInnings, commentaryFrom, isInningsFinished, matchCommentary, type CommentaryResume } from "./commentary.ts";
export { commentaryPlayers, highlightsOf, playerFilter } from "./filters.ts";
export { ballToken } from "./ball-text.ts";
export { stableHash, toCricbuzzFormats, type CricbuzzFormattedText } from "./text.ts";
