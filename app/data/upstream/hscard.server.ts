import { z } from "zod";
import type { ScorecardSummary } from "../scorecard-summary.ts";

/**
 * Cricbuzz `mcenter/v1/{id}/hscard` (camelCase generation). Unknown fields are ignored; a
 * pre-match response has `"scoreCard": []`.
 */
const batter = z.object({
  batId: z.number().int(),
  batName: z.string(),
  runs: z.number().int(),
  balls: z.number().int(),
  fours: z.number().int().optional(),
  sixes: z.number().int().optional(),
  strikeRate: z.number().optional(),
  outDesc: z.string().optional().default(""),
  isCaptain: z.boolean().optional(),
  isKeeper: z.boolean().optional(),
});

const innings = z.object({
  inningsId: z.number().int(),
  batTeamDetails: z.object({
    batTeamId: z.number().int(),
    batTeamName: z.string(),
    batTeamShortName: z.string().optional(),
    batsmenData: z.record(z.string(), batter),
  }),
  scoreDetails: z.object({
    runs: z.number().int(),
    wickets: z.number().int(),
    overs: z.number(),
    isDeclared: z.boolean().optional(),
  }),
});

export const hscardSchema = z.object({
  scoreCard: z.array(innings),
  matchHeader: z
    .object({
      matchId: z.number().int(),
      matchDescription: z.string(),
      seriesName: z.string().optional(),
      seriesId: z.number().int().optional(),
      matchStartTimestamp: z.number().optional(),
      status: z.string().optional(),
      state: z.string().optional(),
    })
    .optional(),
});
export type Hscard = z.infer<typeof hscardSchema>;

/** `bat_1`, `bat_2`, … in batting order (the keys, not the object order, carry the order). */
function inBattingOrder<T>(record: Record<string, T>): T[] {
  return Object.entries(record)
    .sort(([a], [b]) => Number(a.replace(/\D/g, "")) - Number(b.replace(/\D/g, "")))
    .map(([, value]) => value);
}

/** Cricbuzz writes overs as a number: 20.0, 19.4. */
function oversText(overs: number): string {
  return String(Number(overs.toFixed(1)));
}

export function summariseHscard(card: Hscard): ScorecardSummary {
  return {
    innings: card.scoreCard.map((inn) => ({
      team: inn.batTeamDetails.batTeamName,
      runs: inn.scoreDetails.runs,
      wickets: inn.scoreDetails.wickets,
      overs: oversText(inn.scoreDetails.overs),
      // Batters with no dismissal text did not bat.
      batters: inBattingOrder(inn.batTeamDetails.batsmenData)
        .filter((b) => b.outDesc !== "")
        .map((b) => ({ cricbuzzId: String(b.batId), name: b.batName, runs: b.runs, balls: b.balls })),
    })),
  };
}
