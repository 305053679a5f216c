/**
 * Cricket Edge ratings (migration 0016, docs/ratings.md): computed from the stored results and
 * innings lines by the pure fold (app/cricket/ratings.ts) and stored whole per format and gender;
 * read back as one index range per list. Written at the end of an import (workers/ingest
 * POST /ratings), not per match: each rating depends on every earlier result.
 */
import { type RatingFormat, type RatingLine, type RatingMatch, RANKING_CATEGORIES, rankingsOn } from "../../../cricket/ratings.ts";
import type { RankingFormat, RankingGender, RankingList } from "../../rankings.ts";

/** The Cricsheet match types of a rating format (international sides only). */
const MATCH_TYPES: Record<RatingFormat, string[]> = { test: ["Test"], odi: ["ODI"], t20: ["T20", "IT20"] };
const GENDER: Record<RankingGender, string> = { men: "male", women: "female" };

/** The lists there are: Test, ODI, T20 for men; ODI and T20 for women (docs/product/content-areas.md#rankings). */
export const RATED: readonly { gender: RankingGender; format: RatingFormat }[] = [
  { gender: "men", format: "test" },
  { gender: "men", format: "odi" },
  { gender: "men", format: "t20" },
  { gender: "women", format: "odi" },
  { gender: "women", format: "t20" },
];

const types = (format: RatingFormat) => `(${MATCH_TYPES[format].map((t) => `'${t}'`).join(", ")})`;

/** One result per finished international match of the format (two team lines each). */
const resultsSql = (format: RatingFormat) => `
  SELECT t.match_id, t.series_id, t.start_date, t.team_id, t.opponent_id, t.result
  FROM team_matches t JOIN teams s ON s.id = t.team_id
  WHERE t.gender = ? AND t.match_type IN ${types(format)} AND s.team_type = 'international' AND t.team_id < t.opponent_id`;

const linesSql = (format: RatingFormat) => `
  SELECT p.match_id, p.innings_no, p.person_id, p.team_id, p.runs, p.balls, p.out, p.bowl_balls, p.runs_conceded, p.wickets
  FROM player_innings p JOIN matches m ON m.id = p.match_id
  WHERE m.gender = ? AND p.match_type IN ${types(format)} AND p.team_type = 'international'`;

interface ResultRow {
  match_id: number;
  series_id: number;
  start_date: string;
  team_id: number;
  opponent_id: number;
  result: "won" | "lost" | "tied" | "drawn" | "no result";
}

interface LineRow {
  match_id: number;
  innings_no: number;
  person_id: string;
  team_id: number;
  runs: number | null;
  balls: number | null;
  out: number | null;
  bowl_balls: number | null;
  runs_conceded: number | null;
  wickets: number | null;
}

/** The fold's inputs for one format and gender, as stored. */
export async function ratingInputs(db: D1Database, gender: RankingGender, format: RatingFormat) {
  const [results, lines] = await db.batch([
    db.prepare(resultsSql(format)).bind(GENDER[gender]),
    db.prepare(linesSql(format)).bind(GENDER[gender]),
  ]);
  const lineRows = lines!.results as LineRow[];
  const lastInnings = new Map<number, number>();
  for (const line of lineRows) lastInnings.set(line.match_id, Math.max(lastInnings.get(line.match_id) ?? 0, line.innings_no));
  const matches: RatingMatch[] = (results!.results as ResultRow[]).map((row) => ({
    id: row.match_id,
    seriesId: row.series_id,
    date: row.start_date,
    teams: [row.team_id, row.opponent_id],
    // a tie settled by a super over is still a tie in the ICC's method
    winner: row.result === "won" ? row.team_id : row.result === "lost" ? row.opponent_id : null,
    noResult: row.result === "no result",
    lastInnings: lastInnings.get(row.match_id) ?? 0,
  }));
  const ratingLines: RatingLine[] = lineRows.map((row) => ({
    matchId: row.match_id,
    inningsNo: row.innings_no,
    personId: row.person_id,
    teamId: row.team_id,
    runs: row.runs,
    balls: row.balls,
    out: row.out === null ? null : row.out === 1,
    bowlBalls: row.bowl_balls,
    runsConceded: row.runs_conceded,
    wickets: row.wickets,
  }));
  return { matches, lines: ratingLines };
}

/** What a format's lists are worked out from: its international matches in the data, first and last day. */
export async function ratingCoverage(db: D1Database, gender: RankingGender, format: RatingFormat) {
  const row = await db
    .prepare(`SELECT count(*) AS matches, min(start_date) AS first, max(start_date) AS last FROM (${resultsSql(format)})`)
    .bind(GENDER[gender])
    .first<{ matches: number; first: string | null; last: string | null }>();
  return row?.first && row.last ? { matches: row.matches, from: row.first, to: row.last } : null;
}

/** The latest match day of the inputs: the day the lists stand on. */
export const latestDate = (matches: readonly RatingMatch[]) =>
  matches.reduce<string | null>((max, m) => (max === null || m.date > max ? m.date : max), null);

/**
 * Computes every list of every rated format and gender and replaces the stored ones (one batch
 * per format and gender). Answers the number of rows stored per list.
 */
export async function storeRatings(db: D1Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { gender, format } of RATED) {
    const { matches, lines } = await ratingInputs(db, gender, format);
    const asOf = latestDate(matches);
    const statements = [db.prepare("DELETE FROM ratings WHERE gender = ? AND format = ?").bind(gender, format)];
    if (asOf) {
      const tables = rankingsOn(format, matches, lines, asOf);
      for (const list of RANKING_CATEGORIES) {
        counts[`${gender}/${format}/${list}`] = tables[list].length;
        for (const row of tables[list]) {
          statements.push(
            db
              .prepare(
                `INSERT INTO ratings (gender, format, list, position, subject, team_id, rating, points, previous_position, as_of)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
              )
              .bind(gender, format, list, row.position, row.subject, row.teamId, row.rating, row.points, row.previousPosition, asOf),
          );
        }
      }
    }
    await db.batch(statements);
  }
  return counts;
}

export interface StoredRatingRow {
  position: number;
  subject: string;
  rating: number;
  points: number | null;
  previous_position: number | null;
  as_of: string;
  team: string;
  /** the player's name (register, else a match file's); null for a team */
  person: string | null;
}

/** One stored list, best first (the primary key's range). */
export const RATINGS_SQL = `
  SELECT r.position, r.subject, r.rating, r.points, r.previous_position, r.as_of, t.name AS team,
    CASE WHEN r.list = 'teams' THEN NULL
      ELSE coalesce((SELECT name FROM people WHERE id = r.subject), (SELECT name FROM match_players WHERE person_id = r.subject LIMIT 1))
    END AS person
  FROM ratings r JOIN teams t ON t.id = r.team_id
  WHERE r.gender = ? AND r.format = ? AND r.list = ? ORDER BY r.position`;

export async function storedRatings(db: D1Database, gender: RankingGender, format: RankingFormat, list: RankingList) {
  return (await db.prepare(RATINGS_SQL).bind(gender, format, list).all<StoredRatingRow>()).results;
}

/** One player's places in the stored batting and bowling lists, and the day each list stands on. */
export interface PlayerRatingRows {
  places: { gender: RankingGender; format: RankingFormat; list: "batting" | "bowling"; position: number; rating: number }[];
  /** the day the lists of a gender and format stand on */
  asOf: { gender: RankingGender; format: RankingFormat; as_of: string }[];
}

/**
 * A player's places (a profile's ranking block): the table holds the top 100 of each list (a few
 * thousand rows), so the scan by subject is small; not listed means not in a top 100.
 */
export async function playerRatings(db: D1Database, personId: string): Promise<PlayerRatingRows> {
  const [places, days] = await db.batch([
    db
      .prepare("SELECT gender, format, list, position, rating FROM ratings WHERE subject = ? AND list IN ('batting', 'bowling')")
      .bind(personId),
    db.prepare("SELECT gender, format, max(as_of) AS as_of FROM ratings GROUP BY gender, format"),
  ]);
  return {
    places: places!.results as unknown as PlayerRatingRows["places"],
    asOf: days!.results as unknown as PlayerRatingRows["asOf"],
  };
}
