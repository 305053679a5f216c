import { FORMATS_OF, type RankingFormat, type RankingGender, type RankingList } from "../../data/rankings.ts";

/** A list's address; the default (first) format has no query, so each list has one canonical URL. */
export function rankingsPath({ gender, list, format }: { gender: RankingGender; list: RankingList; format?: RankingFormat }) {
  const base = `/cricket-stats/icc-rankings/${gender}/${list}`;
  return format && format !== FORMATS_OF[gender][0] ? `${base}?format=${format}` : base;
}

/** The method behind the embedded source's ratings (docs/ratings.md, as a page). */
export const METHOD_PATH = "/cricket-stats/ratings-method";
