import type { MatchSummary } from "../data/schemas.ts";

export { teamScore } from "./score-text.ts";

/** /live-cricket-scores/{matchId}/{teams-desc-series} (spec 1 §2 Match strip). */
export function matchHref(match: Pick<MatchSummary, "id" | "slug">): string {
  return `/live-cricket-scores/${match.id}/${match.slug}`;
}
