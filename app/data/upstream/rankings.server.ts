import { z } from "zod";
import type { RankingsData } from "../contract.ts";
import { type RankingList, type RankingRow, type RankingTable, rankingTableSchema } from "../rankings.ts";
import type { UpstreamClient } from "./client.server.ts";
import { mapChecked, optInt, optNum, optStr, parseWire } from "./wire.server.ts";

/**
 * The rankings area over the provider: its ICC rankings, `stats/v1/rankings/{list}` with
 * `formatType` (test, odi, t20) and `women=1` for women's lists only (docs/product/content-areas.md#source-calls). The list names are
 * the provider's paths (the sample folder stats-v1-rankings-batsmen): the spec's subcategories
 * batting, bowling, all-rounder and teams are its batsmen, bowlers, allrounders and teams. Only the
 * batters' list has a sample; the others are read with the same tolerant shape (rank, name, id,
 * country, rating, points, trend, difference, faceImageId), unknown fields ignored.
 */
export const PROVIDER_LIST: Record<RankingList, string> = {
  batting: "batsmen",
  bowling: "bowlers",
  "all-rounder": "allrounders",
  teams: "teams",
};

const rankWire = z.object({
  rank: z
    .array(
      z.object({
        id: optStr,
        rank: optInt,
        name: optStr,
        country: optStr,
        rating: optNum,
        points: optNum,
        trend: optStr,
        difference: optNum,
        faceimageid: optStr,
        lastupdatedon: optStr,
      }),
    )
    .optional()
    .catch(undefined)
    .default([]),
});

/** The provider's trend words: "Up" and "Down" move; "New", "Flat" or nothing show '--'. */
function trendOf(raw: string | undefined, difference: number | undefined): Pick<RankingRow, "trend" | "difference"> {
  const trend = raw?.trim().toLowerCase();
  if (trend !== "up" && trend !== "down") return { trend: null, difference: null };
  return { trend, difference: difference === undefined ? null : Math.abs(Math.round(difference)) };
}

/** `stats/v1/rankings/{list}`: `rank[]` as the domain's table (rows without a name or rank are skipped). */
export function rankingTableFromJson(json: unknown, list: RankingList): RankingTable {
  const wire = parseWire(rankWire, json, "rankings");
  const teams = list === "teams";
  return mapChecked(rankingTableSchema, "rankings", () => ({
    source: "icc",
    asOf: wire.rank.map((row) => row.lastupdatedon?.trim()).find((day) => day && /^\d{4}-\d{2}-\d{2}$/.test(day)) ?? null,
    rows: wire.rank
      .filter((row) => row.rank !== undefined && row.rank > 0 && row.name?.trim())
      .map((row) => ({
        position: row.rank!,
        playerId: teams || !row.id || !/^\d{1,10}$/.test(row.id.trim()) ? null : row.id.trim(),
        name: row.name!.trim(),
        country: teams ? null : (row.country?.trim() ?? null),
        // a team's missing rating shows 0 (docs/product/content-areas.md#rankings)
        rating: row.rating === undefined ? (teams ? 0 : null) : Math.round(row.rating),
        points: teams && row.points !== undefined ? Math.round(row.points) : null,
        ...trendOf(row.trend, row.difference),
        faceImageId: teams ? null : (row.faceimageid?.trim() ?? null),
      })),
  }));
}

export function upstreamRankings(client: UpstreamClient): RankingsData {
  return {
    async rankings({ gender, list, format }) {
      const json = await client.get(`/stats/v1/rankings/${PROVIDER_LIST[list]}`, {
        formatType: format,
        women: gender === "women" ? 1 : undefined,
      });
      return rankingTableFromJson(json, list);
    },
  };
}
