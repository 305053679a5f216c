/**
 * Cricket Edge ratings (migration 0016, docs/ratings.md): computed from the stored results and
 * innings lines by the pure fold (app/cricket/ratings.ts) and stored whole per format and gender;
 * read back as one index range per list. Written at the end of an import (workers/ingest
 * POST /ratings), not per match: each rating depends on every earlier result.
 */
import { type RatingFormat, type RatingLine, type RatingMatch, RANKING_CATEGORIES, rankingsOn } from "../../../cricket/ratings.ts";
import type { RankingGender, RankingList } from "../../rankings.ts";

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

const isRated = (gender: RankingGender, format: RatingFormat) => RATED.some((r) => r.gender === gender && r.format === format);

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

/** The fold's inputs for one format and gender, as stored (every match: a basis is chosen later, `withoutSeries`). */
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

type RatingInputs = Awaited<ReturnType<typeof ratingInputs>>;

/** A basis: its key and the seasons ("<series name> <season>") whose matches it leaves out (demo-clock.ts rankingBasis). */
export interface RatingBasis {
  key: string;
  leftOut: readonly string[];
}

/** The ids of the series named "<name> <season>". */
async function seriesIds(db: D1Database, seasons: readonly string[]): Promise<Set<number>> {
  if (seasons.length === 0) return new Set();
  const rows = await db
    .prepare("SELECT id FROM series WHERE name || ' ' || season IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(seasons))
    .all<{ id: number }>();
  return new Set(rows.results.map((row) => row.id));
}

/** The inputs without the matches of some series, and how many matches that left out. */
function withoutSeries(inputs: RatingInputs, left: ReadonlySet<number>) {
  if (left.size === 0) return { ...inputs, leftOut: 0 };
  const matches = inputs.matches.filter((m) => !left.has(m.seriesId));
  const kept = new Set(matches.map((m) => m.id));
  return { matches, lines: inputs.lines.filter((line) => kept.has(line.matchId)), leftOut: inputs.matches.length - matches.length };
}

/** The latest match day of the inputs: the day the lists stand on. */
export const latestDate = (matches: readonly RatingMatch[]) =>
  matches.reduce<string | null>((max, m) => (max === null || m.date > max ? m.date : max), null);

const earliestDate = (matches: readonly RatingMatch[]) =>
  matches.reduce<string | null>((min, m) => (min === null || m.date < min ? m.date : min), null);

/** The statements that replace one format and gender's lists on a basis (and say they were computed). */
function listStatements(
  db: D1Database,
  basis: string,
  gender: RankingGender,
  format: RatingFormat,
  { matches, lines, leftOut }: RatingInputs & { leftOut: number },
  counts: Record<string, number>,
): D1PreparedStatement[] {
  const asOf = latestDate(matches);
  const statements = [
    db.prepare("DELETE FROM ratings WHERE basis = ? AND gender = ? AND format = ?").bind(basis, gender, format),
    db
      .prepare(
        `INSERT OR REPLACE INTO rating_lists (basis, gender, format, matches, first_day, last_day, left_out)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(basis, gender, format, matches.length, earliestDate(matches), asOf, leftOut),
  ];
  if (!asOf) return statements;
  const tables = rankingsOn(format, matches, lines, asOf);
  for (const list of RANKING_CATEGORIES) {
    counts[`${basis}/${gender}/${format}/${list}`] = tables[list].length;
    for (const row of tables[list]) {
      statements.push(
        db
          .prepare(
            `INSERT INTO ratings (basis, gender, format, list, position, subject, team_id, rating, points, previous_position, as_of)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .bind(basis, gender, format, list, row.position, row.subject, row.teamId, row.rating, row.points, row.previousPosition, asOf),
      );
    }
  }
  return statements;
}

/**
 * Computes every list of every rated format and gender on each basis and replaces all stored ones
 * (one batch per format and gender; lists of other bases are dropped: they counted the old data).
 * Answers the number of rows stored per list.
 */
export async function storeRatings(
  db: D1Database,
  bases: readonly RatingBasis[] = [{ key: "all", leftOut: [] }],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const unique = [...new Map(bases.map((basis) => [basis.key, basis])).values()];
  const leftSeries = await Promise.all(unique.map((basis) => seriesIds(db, basis.leftOut)));
  for (const { gender, format } of RATED) {
    const inputs = await ratingInputs(db, gender, format);
    const statements = unique.flatMap((basis, i) =>
      listStatements(db, basis.key, gender, format, withoutSeries(inputs, leftSeries[i]!), counts),
    );
    await db.batch(statements);
  }
  const keys = JSON.stringify(unique.map((basis) => basis.key));
  await db.batch([
    db.prepare("DELETE FROM ratings WHERE basis NOT IN (SELECT value FROM json_each(?1))").bind(keys),
    db.prepare("DELETE FROM rating_lists WHERE basis NOT IN (SELECT value FROM json_each(?1))").bind(keys),
  ]);
  return counts;
}

/**
 * A format and gender's lists on a basis the import did not compute (a site started with its own
 * DEMO_SERIES): worked out once, on the first read, and kept until the next import. Two readers at
 * once write the same rows.
 */
async function ensureLists(db: D1Database, basis: RatingBasis, gender: RankingGender, format: RatingFormat) {
  const known = await db
    .prepare("SELECT matches, first_day, last_day, left_out FROM rating_lists WHERE basis = ? AND gender = ? AND format = ?")
    .bind(basis.key, gender, format)
    .first<ListRow>();
  if (known) return known;
  const inputs = withoutSeries(await ratingInputs(db, gender, format), await seriesIds(db, basis.leftOut));
  await db.batch(listStatements(db, basis.key, gender, format, inputs, {}));
  return {
    matches: inputs.matches.length,
    first_day: earliestDate(inputs.matches),
    last_day: latestDate(inputs.matches),
    left_out: inputs.leftOut,
  };
}

interface ListRow {
  matches: number;
  first_day: string | null;
  last_day: string | null;
  left_out: number;
}

/** What a format's lists on a basis are worked out from: the matches counted (first and last day) and those left out. */
export async function ratingCoverage(db: D1Database, basis: RatingBasis, gender: RankingGender, format: RatingFormat) {
  if (!isRated(gender, format)) return null;
  const row = await ensureLists(db, basis, gender, format);
  return row.first_day && row.last_day ? { matches: row.matches, from: row.first_day, to: row.last_day, leftOut: row.left_out } : null;
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
  WHERE r.basis = ? AND r.gender = ? AND r.format = ? AND r.list = ? ORDER BY r.position`;

/** One list on a basis (computed first if the import did not: ensureLists). */
export async function storedRatings(db: D1Database, basis: RatingBasis, gender: RankingGender, format: RatingFormat, list: RankingList) {
  if (!isRated(gender, format)) return [];
  await ensureLists(db, basis, gender, format);
  return (await db.prepare(RATINGS_SQL).bind(basis.key, gender, format, list).all<StoredRatingRow>()).results;
}

/** One player's places in the stored batting and bowling lists, and the day each list stands on. */
export interface PlayerRatingRows {
  places: { gender: RankingGender; format: RatingFormat; list: "batting" | "bowling"; position: number; rating: number }[];
  /** the day the lists of a gender and format stand on */
  asOf: { gender: RankingGender; format: RatingFormat; as_of: string }[];
}

/**
 * A player's places (a profile's ranking block): the table holds the top 100 of each list (a few
 * thousand rows), so the scan by subject is small; not listed means not in a top 100.
 */
export async function playerRatings(db: D1Database, basis: RatingBasis, personId: string): Promise<PlayerRatingRows> {
  await Promise.all(RATED.map(({ gender, format }) => ensureLists(db, basis, gender, format)));
  const [places, days] = await db.batch([
    db
      .prepare(
        "SELECT gender, format, list, position, rating FROM ratings WHERE basis = ? AND subject = ? AND list IN ('batting', 'bowling')",
      )
      .bind(basis.key, personId),
    // The day of the lists that have rows (a format whose lists are all empty has nothing to date).
    db.prepare("SELECT gender, format, max(as_of) AS as_of FROM ratings WHERE basis = ? GROUP BY gender, format").bind(basis.key),
  ]);
  return {
    places: places!.results as unknown as PlayerRatingRows["places"],
    asOf: days!.results as unknown as PlayerRatingRows["asOf"],
  };
}
