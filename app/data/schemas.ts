import { z } from "zod";

/**
 * The domain model every page reads (ARCHITECTURE principle 2). Adapters produce these shapes;
 * loaders and views depend on nothing else.
 */

export const MATCH_STATES = [
  "Preview", "Toss", "Delay", "In Progress", "Innings Break", "Lunch", "Stumps", "Complete", "Scheduled",
] as const;
export const matchStateSchema = z.enum(MATCH_STATES);
export type MatchState = z.infer<typeof matchStateSchema>;

export const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const venueRefSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  timeZone: z.string(),
});
export type VenueRef = z.infer<typeof venueRefSchema>;

export const seriesRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type SeriesRef = z.infer<typeof seriesRefSchema>;

export const inningsScoreSchema = z.object({
  inningsNo: z.number().int().positive(),
  teamId: z.number().int(),
  runs: z.number().int().nonnegative(),
  wickets: z.number().int().nonnegative(),
  /** over.ball text, e.g. "19.4" */
  overs: z.string(),
  declared: z.boolean(),
  superOver: z.boolean(),
});
export type InningsScore = z.infer<typeof inningsScoreSchema>;

export const matchSummarySchema = z.object({
  id: z.number().int().positive(),
  /** "Final", "12th Match, Group A" */
  description: z.string(),
  /** "T20", "ODI", "Test", … */
  format: z.string(),
  /** "International", "League" or "Women": the spec's typeMatches groups */
  matchType: z.string(),
  series: seriesRefSchema,
  teams: z.tuple([teamRefSchema, teamRefSchema]),
  venue: venueRefSchema.nullable(),
  /** first and last playing day, YYYY-MM-DD */
  startDate: z.string(),
  endDate: z.string(),
  /** scheduled start, UTC epoch ms, when known */
  startTime: z.number().int().nullable(),
  state: matchStateSchema,
  status: z.string(),
  innings: z.array(inningsScoreSchema),
  slug: z.string(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const seriesMatchesSchema = z.object({
  series: seriesRefSchema,
  matches: z.array(matchSummarySchema),
});

/** Matches grouped by match type, then by series (the spec's typeMatches → seriesMatches). */
export const matchListSchema = z.object({
  groups: z.array(
    z.object({
      matchType: z.string(),
      series: z.array(seriesMatchesSchema),
    }),
  ),
});
export type MatchList = z.infer<typeof matchListSchema>;

export const matchListKindSchema = z.enum(["live", "recent", "upcoming"]);
export type MatchListKind = z.infer<typeof matchListKindSchema>;
