import { displayName } from "../../cricket/names.ts";
import type { RankingsData } from "../contract.ts";
import { type RankingTable, rankingTableSchema, trendOf } from "../rankings.ts";
import { ratingCoverage, storedRatings } from "./store/ratings.server.ts";

/**
 * The rankings area of the embedded source: Cricket Edge ratings (never the ICC's), stored at the
 * end of each import (store/ratings.server.ts), one list per read. No licensed photos: no face image.
 */
export function embeddedRankings(db: D1Database): RankingsData {
  return {
    async rankings({ gender, list, format }) {
      const [rows, covers] = await Promise.all([
        storedRatings(db, gender, format, list),
        // Women's Tests are not rated (FORMATS_OF): nothing to say they cover.
        format === "test" && gender === "women" ? null : ratingCoverage(db, gender, format),
      ]);
      const table: RankingTable = {
        source: "cricket-edge",
        asOf: rows[0]?.as_of ?? null,
        covers,
        rows: rows.map((row) => ({
          position: row.position,
          playerId: row.person === null ? null : row.subject,
          name: row.person === null ? row.team : displayName(row.person),
          country: row.person === null ? null : row.team,
          rating: row.rating,
          points: row.points,
          ...trendOf(row.position, row.previous_position),
          faceImageId: null,
        })),
      };
      return rankingTableSchema.parse(table);
    },
  };
}
