import { displayName } from "../../cricket/names.ts";
import type { RankingsData } from "../contract.ts";
import { type RankingTable, rankingTableSchema, trendOf } from "../rankings.ts";
import { rankingBasis } from "../demo-clock.ts";
import type { Clock } from "./clock.server.ts";
import { ratingCoverage, storedRatings } from "./store/ratings.server.ts";

/**
 * The rankings area of the embedded source: Cricket Edge ratings (never the ICC's), stored at the
 * end of each import (store/ratings.server.ts), one list per read. No licensed photos: no face image.
 * The lists count no match of a season the demo clock replays (decision 056: rankingBasis).
 */
export function embeddedRankings(db: D1Database, clock: Clock): RankingsData {
  const basis = rankingBasis(clock.config);
  return {
    async rankings({ gender, list, format }) {
      // The coverage first: it computes the lists when this basis has none yet.
      const covers = await ratingCoverage(db, basis, gender, format);
      const rows = await storedRatings(db, basis, gender, format, list);
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
