import type { MatchSummary } from "../data/schemas.ts";

export { teamScore } from "./score-text.ts";

/** /live-cricket-scores/{matchId}/{teams-desc-series} (docs/product/site-and-accounts.md#match-strip). */
export function matchHref(match: Pick<MatchSummary, "id" | "slug">): string {
  return `/live-cricket-scores/${match.id}/${match.slug}`;
}
