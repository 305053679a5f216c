import { z } from "zod";
import { matchSummarySchema, playerRefSchema, seriesRefSchema, teamRefSchema } from "./schemas.ts";

/**
 * The shapes of the team pages (docs/product/content-areas.md#team-directory, docs/product/content-areas.md#team-page; CricketData's TeamsData):
 * safe for the browser, read by both adapters and the pages.
 */

/** The directory's tabs, as the provider's teams/v1/{type} names them; international is /cricket-team. */
export const TEAM_CATEGORIES = ["international", "domestic", "league", "women"] as const;
export type TeamCategory = (typeof TEAM_CATEGORIES)[number];

export const teamEntrySchema = teamRefSchema.extend({
  /** the provider's flag image; null where there is none (the embedded data has no images) */
  imageId: z.string().nullable(),
});
export type TeamEntry = z.infer<typeof teamEntrySchema>;

/** One group of the directory under its header row ("Test Teams", "Associate Teams"); "" for none. */
export const teamDirectoryGroupSchema = z.object({ group: z.string(), teams: z.array(teamEntrySchema) });
export type TeamDirectoryGroup = z.infer<typeof teamDirectoryGroupSchema>;

/** A format a team played, as the Stats and Players filters offer it. */
export const teamFormatSchema = z.object({
  /** the filter's value: "test", "odi", "t20" */
  value: z.string(),
  /** "Test", "ODI", "T20I" for national sides, "T20" for clubs */
  label: z.string(),
  /** finished matches in the data; null when the source does not say */
  matches: z.number().int().nullable(),
});
export type TeamFormat = z.infer<typeof teamFormatSchema>;

/** A team's page header. */
export const teamInfoSchema = teamEntrySchema.extend({
  category: z.enum(TEAM_CATEGORIES),
  /** formats with finished matches, most played first; empty when the source does not say */
  formats: z.array(teamFormatSchema),
  /** first and last finished match in the data (YYYY-MM-DD); null when unknown */
  firstDate: z.string().nullable(),
  lastDate: z.string().nullable(),
});
export type TeamInfo = z.infer<typeof teamInfoSchema>;

/** Schedule and Results tabs: the team's matches grouped by series, in the order shown. */
export const teamMatchGroupSchema = z.object({ series: seriesRefSchema, matches: z.array(matchSummarySchema) });
export type TeamMatchGroup = z.infer<typeof teamMatchGroupSchema>;

/** Stats filters as GET parameters: format value, opponent team id, year. */
export interface TeamStatsFilter {
  format?: string | null;
  opponent?: number | null;
  year?: string | null;
}

/** M, W, L, T, D/NR of a year or an opponent. */
export const teamResultRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  tied: z.number().int(),
  drawnOrNoResult: z.number().int(),
});
export type TeamResultRow = z.infer<typeof teamResultRowSchema>;

export const teamTotalSchema = z.object({
  /** "245-6" or "36" (all out) */
  score: z.string(),
  overs: z.string(),
  opponent: z.string(),
  matchId: z.number().int(),
  date: z.string(),
  venue: z.string().nullable(),
});
export type TeamTotal = z.infer<typeof teamTotalSchema>;

export const teamBatterSchema = playerRefSchema.extend({
  matches: z.number().int(),
  innings: z.number().int(),
  runs: z.number().int(),
  highest: z.string(),
  /** rounded to an integer (docs/product/content-areas.md#team-page); null without a dismissal */
  average: z.number().int().nullable(),
});
export type TeamBatter = z.infer<typeof teamBatterSchema>;

export const teamBowlerSchema = playerRefSchema.extend({
  matches: z.number().int(),
  wickets: z.number().int(),
  /** rounded to an integer (docs/product/content-areas.md#team-page) */
  average: z.number().int().nullable(),
  /** two decimals (docs/product/content-areas.md#team-page) */
  economy: z.string(),
});
export type TeamBowler = z.infer<typeof teamBowlerSchema>;

/** The Stats tab: what can be chosen, what is chosen, and the records of that choice. */
export const teamStatsSchema = z.object({
  formats: z.array(teamFormatSchema),
  /** opponents met in the chosen format */
  opponents: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** the years the team played the chosen format, newest first */
  years: z.array(z.string()),
  applied: z.object({ format: z.string(), opponent: z.number().int().nullable(), year: z.string().nullable() }),
  byYear: z.array(teamResultRowSchema),
  byOpponent: z.array(teamResultRowSchema),
  highestTotals: z.array(teamTotalSchema),
  lowestTotals: z.array(teamTotalSchema),
  runScorers: z.array(teamBatterSchema),
  wicketTakers: z.array(teamBowlerSchema),
  /** the leader tables' questions in the stats query, to change a filter and go on (our own data only) */
  queries: z.object({ runs: z.string(), wickets: z.string() }).optional(),
  /** the data's known gaps that concern the chosen format's matches (app/cricket/coverage.ts), one sentence each */
  notes: z.array(z.string()),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;

export const teamPlayerSchema = playerRefSchema.extend({
  role: z.string().nullable(),
  captain: z.boolean(),
  /** matches for the team in the format; null when the source does not say */
  matches: z.number().int().nullable(),
  /** the last of them (YYYY-MM-DD) */
  lastDate: z.string().nullable(),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

/** The Players tab: rows under header rows, for one format when the source knows formats. */
export const teamPlayersSchema = z.object({
  formats: z.array(teamFormatSchema),
  format: z.string().nullable(),
  groups: z.array(z.object({ group: z.string(), players: z.array(teamPlayerSchema) })),
});
export type TeamPlayers = z.infer<typeof teamPlayersSchema>;
