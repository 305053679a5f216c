import { z } from "zod";

/**
 * A championship points table (docs/product/content-areas.md#championship-points-tables): the
 * header row without its Flag header, one row per team — position, flag image, team, values — and
 * the rules paragraph (subText). Kept apart from schemas.ts: one area, one file.
 */
export const championshipFormatSchema = z.enum(["test", "odi"]);
export type ChampionshipFormat = z.infer<typeof championshipFormatSchema>;

export const championshipLeagueSchema = z.object({
  /** the URL's league name: world-test-championship-2023-25 */
  slug: z.string(),
  /** 'World Test Championship (2023-2025)' */
  name: z.string(),
});
export type ChampionshipLeague = z.infer<typeof championshipLeagueSchema>;

export const championshipRowSchema = z.object({
  position: z.number().int().positive(),
  /** id: the source's team id when it has one (the team page link); imageId: the provider's flag image */
  team: z.object({ id: z.number().int().nullable(), name: z.string(), imageId: z.string().nullable() }),
  /** one per header after "Rank" and "Team" */
  values: z.array(z.string()),
});
export type ChampionshipRow = z.infer<typeof championshipRowSchema>;

export const championshipSchema = z.object({
  format: championshipFormatSchema,
  league: championshipLeagueSchema,
  /** the format's leagues, newest first (links between cycles) */
  leagues: z.array(championshipLeagueSchema),
  /** "Rank", "Team", then the values' headers (the Flag header dropped) */
  headers: z.array(z.string()),
  rows: z.array(championshipRowSchema),
  /** the rules in words */
  subText: z.string().nullable(),
  /** what the table is built from (said under it), or null */
  basis: z.string().nullable(),
  /** with no rows: why (said after the spec's 'No data available') */
  emptyReason: z.string().nullable(),
});
export type Championship = z.infer<typeof championshipSchema>;
