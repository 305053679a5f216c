import { formatScore } from "../cricket/score.ts";
import type { InningsScore } from "../data/schemas.ts";

/** One team's scores: its innings joined with " & ", overs shown except in Tests (docs/product/match-pages.md#formats). */
export function teamScore(match: { format: string; innings: readonly InningsScore[] }, teamId: number): string {
  const withOvers = match.format !== "Test";
  return match.innings
    .filter((i) => i.teamId === teamId && !i.superOver)
    .map((i) => formatScore(i, { withOvers }))
    .join(" & ");
}
