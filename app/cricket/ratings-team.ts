/**
 * Team ratings by the ICC's published team-ranking method (docs/ratings.md cites the sources):
 *
 * - Each result earns series points: 1 per win, ½ per draw or tie. A Test series of two or more
 *   matches adds one more "match": a bonus point to the side that won more Tests (½ each when level).
 * - Points earned against an opponent, from both sides' ratings at the start of the series
 *   (a one-day or T20 match is its own series): when the ratings are less than 40 apart,
 *   own series points × (opponent's rating + 50) + opponent's series points × (opponent's rating − 50);
 *   40 or more apart, the stronger side earns own × (own rating + 10) + opponent's × (own rating − 90)
 *   and the weaker own × (own rating + 90) + opponent's × (own rating − 10).
 * - Rating = points ÷ matches over the window: results since the May before last count in full,
 *   the two years before that at half weight, older ones not at all (36 to 48 months).
 *
 * - Listed (Tests): a side needs eight Tests in the window, as the ICC's table does; a side below
 *   it is still rated, and its rating still counts for its opponents.
 *
 * Pure: results in, ratings out. A side with nothing in the window is rated INITIAL_TEAM_RATING
 * when an opponent's points need its rating (the average, as the method's 100 is).
 */

export const INITIAL_TEAM_RATING = 100;
/** Ratings closer than this are "evenly matched" (the ICC's threshold). */
export const RATING_GAP = 40;
/** Tests a side needs in the window to be listed (the ICC's threshold for its Test table). */
export const MIN_TESTS_LISTED = 8;

export interface TeamMatchResult {
  matchId: number;
  /** the competition (Cricsheet's series); a Test series is its matches between the same two sides */
  seriesId: number;
  /** YYYY-MM-DD */
  date: string;
  teams: readonly [number, number];
  /** the winner's id; null for a draw or tie */
  winner: number | null;
  /** abandoned or no result: not rated */
  noResult: boolean;
}

export interface TeamStanding {
  team: number;
  /** points ÷ matches, unrounded */
  rating: number;
  /** weighted points (as the ICC's table shows them) */
  points: number;
  /** weighted matches (series bonus included) */
  matches: number;
  /** matches played in the window, unweighted (the listing threshold counts these) */
  played: number;
}

/** One side's earnings from one series (or one match). */
interface Earning {
  team: number;
  end: string;
  matches: number;
  /** matches played (the series bonus apart) */
  played: number;
  points: number;
}

/** The weight of a result dated `date` in ratings on `at` (both YYYY-MM-DD): 1, ½ or 0. */
export function windowWeight(date: string, at: string): number {
  if (date > at) return 0;
  const year = Number(at.slice(0, 4));
  const lastMay = at.slice(5) >= "05-01" ? year : year - 1;
  if (date >= `${lastMay - 1}-05-01`) return 1;
  if (date >= `${lastMay - 3}-05-01`) return 0.5;
  return 0;
}

/** Points a side rated `own` earns from `ownPoints` series points against `opponent` who took `opponentPoints`. */
export function pointsEarned(own: number, opponent: number, ownPoints: number, opponentPoints: number): number {
  if (Math.abs(own - opponent) < RATING_GAP) return ownPoints * (opponent + 50) + opponentPoints * (opponent - 50);
  if (own > opponent) return ownPoints * (own + 10) + opponentPoints * (own - 90);
  return ownPoints * (own + 90) + opponentPoints * (own - 10);
}

interface Series {
  teams: readonly [number, number];
  start: string;
  end: string;
  results: TeamMatchResult[];
}

/** Test results grouped into series (same competition, same two sides); other formats: each match alone. */
function seriesOf(results: readonly TeamMatchResult[], bonus: boolean): Series[] {
  const groups = new Map<string, Series>();
  for (const result of results) {
    if (result.noResult || result.teams[0] === result.teams[1]) continue;
    const pair = [...result.teams].sort((a, b) => a - b) as [number, number];
    const key = bonus ? `${result.seriesId}:${pair[0]}:${pair[1]}` : `match:${result.matchId}`;
    const series = groups.get(key) ?? { teams: pair, start: result.date, end: result.date, results: [] };
    series.results.push(result);
    if (result.date < series.start) series.start = result.date;
    if (result.date > series.end) series.end = result.date;
    groups.set(key, series);
  }
  return [...groups.values()].sort((a, b) => a.end.localeCompare(b.end) || a.start.localeCompare(b.start) || a.teams[0] - b.teams[0]);
}

export interface TeamRatings {
  /** The rated sides on `at` with at least `minMatches` played in the window, best first (ties: more points, then id). */
  table(at: string): TeamStanding[];
  /** A side's rating from results before `date`; null when it has none in the window. */
  ratingBefore(team: number, date: string): number | null;
}

/**
 * The chronological fold: series in order of their last day, each side's earnings from both
 * ratings at the series' first day. `seriesBonus` is the Test rule (true for Tests).
 */
export function teamRatings(
  results: readonly TeamMatchResult[],
  { seriesBonus, minMatches = 0 }: { seriesBonus: boolean; minMatches?: number },
): TeamRatings {
  const earnings = new Map<number, Earning[]>();

  const standing = (team: number, at: string, before: boolean): TeamStanding | null => {
    let points = 0;
    let matches = 0;
    let played = 0;
    for (const earning of earnings.get(team) ?? []) {
      if (before ? earning.end >= at : earning.end > at) continue;
      const weight = windowWeight(earning.end, at);
      points += weight * earning.points;
      matches += weight * earning.matches;
      if (weight > 0) played += earning.played;
    }
    return matches > 0 ? { team, rating: points / matches, points, matches, played } : null;
  };

  for (const series of seriesOf(results, seriesBonus)) {
    const [a, b] = series.teams;
    let pointsA = 0;
    let pointsB = 0;
    for (const result of series.results) {
      if (result.winner === a) pointsA += 1;
      else if (result.winner === b) pointsB += 1;
      else {
        pointsA += 0.5;
        pointsB += 0.5;
      }
    }
    let matches = series.results.length;
    if (seriesBonus && series.results.length >= 2) {
      matches += 1;
      if (pointsA > pointsB) pointsA += 1;
      else if (pointsB > pointsA) pointsB += 1;
      else {
        pointsA += 0.5;
        pointsB += 0.5;
      }
    }
    const ratingA = standing(a, series.start, true)?.rating ?? INITIAL_TEAM_RATING;
    const ratingB = standing(b, series.start, true)?.rating ?? INITIAL_TEAM_RATING;
    const add = (team: number, points: number) => {
      const list = earnings.get(team) ?? [];
      list.push({ team, end: series.end, matches, played: series.results.length, points });
      earnings.set(team, list);
    };
    add(a, pointsEarned(ratingA, ratingB, pointsA, pointsB));
    add(b, pointsEarned(ratingB, ratingA, pointsB, pointsA));
  }

  return {
    table(at) {
      return [...earnings.keys()]
        .map((team) => standing(team, at, false))
        .filter((row): row is TeamStanding => row !== null && row.played >= minMatches)
        .sort((x, y) => y.rating - x.rating || y.points - x.points || x.team - y.team);
    },
    ratingBefore: (team, date) => standing(team, date, true)?.rating ?? null,
  };
}
