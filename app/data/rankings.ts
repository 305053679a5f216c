import { z } from "zod";

/**
 * The rankings area's shapes (docs/product/content-areas.md#rankings): what both
 * adapters answer for one list, and the lists there are. Safe for the browser.
 */

export const RANKING_GENDERS = ["men", "women"] as const;
export const RANKING_LISTS = ["batting", "bowling", "all-rounder", "teams"] as const;
export const RANKING_FORMATS = ["test", "odi", "t20"] as const;
export type RankingGender = (typeof RANKING_GENDERS)[number];
export type RankingList = (typeof RANKING_LISTS)[number];
export type RankingFormat = (typeof RANKING_FORMATS)[number];

/** docs/product/content-areas.md#rankings: Test, ODI and T20 for men; ODI and T20 only for women. The first is the default. */
export const FORMATS_OF: Record<RankingGender, readonly RankingFormat[]> = { men: ["test", "odi", "t20"], women: ["odi", "t20"] };

export interface RankingQuery {
  gender: RankingGender;
  list: RankingList;
  format: RankingFormat;
}

export const rankingRowSchema = z.object({
  position: z.number().int().positive(),
  /** a player's id (the source's), or null for a team */
  playerId: z.string().nullable(),
  name: z.string(),
  /** a player's country, or null */
  country: z.string().nullable(),
  rating: z.number().int().nullable(),
  /** teams: their points; players: null */
  points: z.number().int().nullable(),
  trend: z.enum(["up", "down"]).nullable(),
  /** how many places moved (absolute), null without a trend */
  difference: z.number().int().nonnegative().nullable(),
  faceImageId: z.string().nullable(),
});
export type RankingRow = z.infer<typeof rankingRowSchema>;

export const rankingTableSchema = z.object({
  /** "icc": the provider's ICC rankings; "cricket-edge": ratings computed here (never labelled ICC) */
  source: z.enum(["icc", "cricket-edge"]),
  /** the day the table stands on (YYYY-MM-DD), when known */
  asOf: z.string().nullable(),
  /**
   * computed lists: the matches they are worked out from (count, first and last day, YYYY-MM-DD),
   * and how many of the format's matches they leave out (the seasons the demo clock replays: decision 056)
   */
  covers: z
    .object({
      matches: z.number().int().nonnegative(),
      from: z.string(),
      to: z.string(),
      leftOut: z.number().int().nonnegative().default(0),
    })
    .nullable()
    .default(null),
  rows: z.array(rankingRowSchema),
});
export type RankingTable = z.infer<typeof rankingTableSchema>;

/** A trend from a position now and one earlier (lower is better); null when there was none. */
export function trendOf(position: number, previous: number | null): Pick<RankingRow, "trend" | "difference"> {
  if (previous === null || previous === position) return { trend: null, difference: null };
  return { trend: previous > position ? "up" : "down", difference: Math.abs(previous - position) };
}
