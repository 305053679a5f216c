/**
 * Cricket Edge player ratings (the method is docs/ratings.md; this is its code). Each match a
 * player batted or bowled in earns a performance score, adjusted for
 * - the opposition: its team rating before the match against the average (100), so the same
 *   innings against a stronger side is worth more;
 * - the conditions: the match's runs per wicket against the format's average in the data, so runs
 *   on a bowlers' pitch count more, wickets on a batters' pitch count more;
 * - the match: a win counts 10% more, a loss 5% less, a winning chase's innings 10% more again;
 *   in one-day and T20 cricket, scoring rate and economy against the match's own.
 * Scores fold into a recency-weighted average (each result's weight halves every HALF_LIFE days),
 * shrunk towards nought by SHRINK_MATCHES pseudo-matches so a few good games do not top the
 * table, then mapped onto 0–1000: 1000 × (1 − e^(−average ÷ scale)).
 */

export type RatingFormat = "test" | "odi" | "t20";

/** A player's line in one innings of a match (the stored innings lines, app/cricket/aggregates.ts). */
export interface RatingLine {
  matchId: number;
  inningsNo: number;
  personId: string;
  teamId: number;
  runs: number | null;
  balls: number | null;
  out: boolean | null;
  bowlBalls: number | null;
  runsConceded: number | null;
  wickets: number | null;
}

export interface RatingMatch {
  id: number;
  /** the competition (a Test series is its matches between the same two sides) */
  seriesId: number;
  /** YYYY-MM-DD */
  date: string;
  teams: readonly [number, number];
  winner: number | null;
  noResult: boolean;
  /** the number of the match's last innings (a chase when its side won) */
  lastInnings: number;
}

/** Days for a result's weight to halve. */
export const HALF_LIFE: Record<RatingFormat, number> = { test: 730, odi: 548, t20: 365 };
/** Pseudo-matches of nought every average starts with. */
export const SHRINK_MATCHES = 3;
/** The average score that rates 1 − 1/e ≈ 632. */
export const SCALE: Record<RatingFormat, { batting: number; bowling: number }> = {
  test: { batting: 55, bowling: 55 },
  odi: { batting: 32, bowling: 32 },
  t20: { batting: 24, bowling: 24 },
};
/** Points per wicket, before adjustments. */
const WICKET_POINTS: Record<RatingFormat, number> = { test: 20, odi: 25, t20: 25 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const DAY_MS = 86_400_000;
export const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** The opposition factor: its rating against the average, within 0.6–1.4 (an unrated side counts as average). */
export const oppositionFactor = (rating: number | null) => clamp((rating ?? 100) / 100, 0.6, 1.4);

/** A result's weight in a rating on `at`. */
export const recencyWeight = (format: RatingFormat, date: string, at: string) => 0.5 ** (daysBetween(date, at) / HALF_LIFE[format]);

/** An average performance on the 0–1000 scale. */
export const toScale = (average: number, scale: number) => Math.round(1000 * (1 - Math.exp(-Math.max(0, average) / scale)));

export interface MatchPerformance {
  personId: string;
  teamId: number;
  matchId: number;
  date: string;
  /** null: did not bat (or bowl) in the match */
  batting: number | null;
  bowling: number | null;
}

interface MatchLevel {
  runsPerWicket: number;
  runsPerBall: number;
}

function levelOf(lines: readonly RatingLine[]): MatchLevel {
  let runs = 0;
  let outs = 0;
  let balls = 0;
  for (const line of lines) {
    if (line.runs === null) continue;
    runs += line.runs;
    balls += line.balls ?? 0;
    if (line.out) outs++;
  }
  return { runsPerWicket: runs / Math.max(1, outs), runsPerBall: balls > 0 ? runs / balls : 0 };
}

/**
 * Every player's batting and bowling score in every match, in date order. `opponentRating` is the
 * opponent's team rating before the match (ratings-team.ts), null when unrated.
 */
export function matchPerformances(
  format: RatingFormat,
  matches: readonly RatingMatch[],
  lines: readonly RatingLine[],
  opponentRating: (opponent: number, date: string) => number | null,
): MatchPerformance[] {
  const byMatch = new Map<number, RatingLine[]>();
  for (const line of lines) {
    const list = byMatch.get(line.matchId) ?? [];
    list.push(line);
    byMatch.set(line.matchId, list);
  }
  const rated = matches
    .filter((m) => !m.noResult && byMatch.has(m.id))
    .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
    .map((match) => ({ match, lines: byMatch.get(match.id)!, level: levelOf(byMatch.get(match.id)!) }));
  // The format's average conditions in this data (the baseline the conditions factor compares to).
  const levels = rated.map((r) => r.level.runsPerWicket).filter((x) => x > 0);
  const baseline = levels.length ? levels.reduce((a, b) => a + b, 0) / levels.length : 30;
  const limitedOvers = format !== "test";

  const out: MatchPerformance[] = [];
  for (const { match, lines: matchLines, level } of rated) {
    const conditions = level.runsPerWicket > 0 ? level.runsPerWicket / baseline : 1;
    const players = new Map<string, MatchPerformance>();
    for (const line of matchLines) {
      const opponent = match.teams[0] === line.teamId ? match.teams[1] : match.teams[0];
      const opposition = oppositionFactor(opponentRating(opponent, match.date));
      const won = match.winner === line.teamId;
      const result = won ? 1.1 : match.winner === null ? 1 : 0.95;
      const perf = players.get(line.personId) ?? {
        personId: line.personId,
        teamId: line.teamId,
        matchId: match.id,
        date: match.date,
        batting: null,
        bowling: null,
      };
      if (line.runs !== null) {
        const chase = won && line.inningsNo === match.lastInnings ? 1.1 : 1;
        const strikeRate = line.balls && level.runsPerBall > 0 ? line.runs / line.balls / level.runsPerBall : 1;
        const tempo = limitedOvers && line.balls ? Math.sqrt(clamp(strikeRate, 0.5, 1.6)) : 1;
        const score = line.runs * clamp(1 / conditions, 0.7, 1.4) * opposition * result * chase * tempo;
        perf.batting = (perf.batting ?? 0) + score;
      }
      if (line.bowlBalls !== null && line.bowlBalls > 0) {
        const saved = limitedOvers ? level.runsPerBall * line.bowlBalls - (line.runsConceded ?? 0) : 0;
        const base = Math.max(0, (line.wickets ?? 0) * WICKET_POINTS[format] + saved);
        const score = base * clamp(conditions, 0.7, 1.4) * opposition * result;
        perf.bowling = (perf.bowling ?? 0) + score;
      }
      players.set(line.personId, perf);
    }
    out.push(...players.values());
  }
  return out;
}

/** A player's fold: recency-weighted sums carried to the date of the last result. */
interface Fold {
  sum: number;
  weight: number;
  last: string;
  matches: number;
}

const carry = (fold: Fold, to: string, format: RatingFormat): Fold => {
  const decay = recencyWeight(format, fold.last, to);
  return { sum: fold.sum * decay, weight: fold.weight * decay, last: to, matches: fold.matches };
};

/** The 0–1000 rating of a fold on `at` (no later result in it). */
export function ratingOf(fold: Fold, at: string, format: RatingFormat, scale: number): number {
  const now = carry(fold, at, format);
  return toScale(now.sum / (now.weight + SHRINK_MATCHES), scale);
}

export interface PlayerRating {
  personId: string;
  /** the side of the player's latest match in the format */
  teamId: number;
  rating: number;
  matches: number;
  lastDate: string;
}

export interface PlayerRatingTables {
  batting: PlayerRating[];
  bowling: PlayerRating[];
  allRounder: PlayerRating[];
}

export interface Eligibility {
  /** listed only with a match in the format within this many days of the date */
  activeDays: number;
  /** and at least this many matches batted (bowled) in the format */
  minMatches: number;
}

export const ELIGIBILITY: Record<RatingFormat, Eligibility> = {
  test: { activeDays: 456, minMatches: 3 },
  odi: { activeDays: 365, minMatches: 3 },
  t20: { activeDays: 365, minMatches: 3 },
};

/**
 * Batting, bowling and all-rounder ratings on `at` from the performances up to that day, best
 * first. The all-rounder rating is batting × bowling ÷ 1000 (the ICC's all-rounder index),
 * for players eligible in both.
 */
export function playerRatingsOn(format: RatingFormat, performances: readonly MatchPerformance[], at: string): PlayerRatingTables {
  const folds = { batting: new Map<string, Fold>(), bowling: new Map<string, Fold>() };
  const teams = new Map<string, { teamId: number; date: string }>();
  for (const perf of performances) {
    if (perf.date > at) continue;
    teams.set(perf.personId, { teamId: perf.teamId, date: perf.date });
    for (const kind of ["batting", "bowling"] as const) {
      const score = perf[kind];
      if (score === null) continue;
      const before = folds[kind].get(perf.personId);
      const carried = before ? carry(before, perf.date, format) : { sum: 0, weight: 0, last: perf.date, matches: 0 };
      folds[kind].set(perf.personId, {
        sum: carried.sum + score,
        weight: carried.weight + 1,
        last: perf.date,
        matches: carried.matches + 1,
      });
    }
  }
  const { activeDays, minMatches } = ELIGIBILITY[format];
  const table = (kind: "batting" | "bowling") =>
    [...folds[kind]]
      .filter(([person, fold]) => fold.matches >= minMatches && daysBetween(teams.get(person)!.date, at) <= activeDays)
      .map(([personId, fold]) => ({
        personId,
        teamId: teams.get(personId)!.teamId,
        rating: ratingOf(fold, at, format, SCALE[format][kind]),
        matches: fold.matches,
        lastDate: fold.last,
      }));
  const byRating = (a: PlayerRating, b: PlayerRating) =>
    b.rating - a.rating || b.matches - a.matches || a.personId.localeCompare(b.personId);
  const batting = table("batting").sort(byRating);
  const bowling = table("bowling").sort(byRating);
  const bowlingOf = new Map(bowling.map((row) => [row.personId, row]));
  const allRounder = batting
    .filter((row) => bowlingOf.has(row.personId))
    .map((row) => ({ ...row, rating: Math.round((row.rating * bowlingOf.get(row.personId)!.rating) / 1000) }))
    .sort(byRating);
  return { batting, bowling, allRounder };
}
