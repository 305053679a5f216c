/**
 * Cricket Edge rankings of one format and gender on a date: team ratings by the ICC's method
 * (ratings-team.ts), player ratings by ours (ratings-player.ts), each row with its position now
 * and 30 days earlier (the trend). Pure: the stored results and innings lines in, tables out.
 */
import { type RatingFormat, type RatingLine, type RatingMatch, matchPerformances, playerRatingsOn } from "./ratings-player.ts";
import { MIN_TESTS_LISTED, type TeamMatchResult, teamRatings } from "./ratings-team.ts";

export type { RatingFormat, RatingLine, RatingMatch } from "./ratings-player.ts";
export type RankingCategory = "batting" | "bowling" | "all-rounder" | "teams";
export const RANKING_CATEGORIES: readonly RankingCategory[] = ["batting", "bowling", "all-rounder", "teams"];

/** The trend compares the position with the one this many days before. */
export const TREND_DAYS = 30;

export interface RankedRow {
  position: number;
  /** a player's register id, or a team's id as text */
  subject: string;
  teamId: number;
  rating: number;
  /** teams: weighted points; players: null */
  points: number | null;
  /** null: not ranked TREND_DAYS earlier */
  previousPosition: number | null;
}

export type RankingTables = Record<RankingCategory, RankedRow[]>;

/** `date` moved by `days` (YYYY-MM-DD). */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function ranked<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  return new Map(rows.map((row, i) => [key(row), i + 1]));
}

/**
 * Every ranking of one format on `at` (the latest match date of the data, for the site), at most
 * `limit` rows each. Matches after `at` are ignored.
 */
export function rankingsOn(
  format: RatingFormat,
  matches: readonly RatingMatch[],
  lines: readonly RatingLine[],
  at: string,
  limit = 100,
): RankingTables {
  const results: TeamMatchResult[] = matches.map((m) => ({
    matchId: m.id,
    seriesId: m.seriesId,
    date: m.date,
    teams: m.teams,
    winner: m.winner,
    noResult: m.noResult,
  }));
  // The ICC's Test table lists sides with eight Tests in the window; one-day and T20 lists have no
  // threshold here (the data has too few of those matches for one).
  const teams = teamRatings(results, { seriesBonus: format === "test", minMatches: format === "test" ? MIN_TESTS_LISTED : 0 });
  const performances = matchPerformances(format, matches, lines, (opponent, date) => teams.ratingBefore(opponent, date));
  const before = shiftDate(at, -TREND_DAYS);
  const now = playerRatingsOn(format, performances, at);
  const then = playerRatingsOn(format, performances, before);
  const players = (kind: "batting" | "bowling" | "allRounder"): RankedRow[] => {
    const previous = ranked(then[kind], (row) => row.personId);
    return now[kind].slice(0, limit).map((row, i) => ({
      position: i + 1,
      subject: row.personId,
      teamId: row.teamId,
      rating: row.rating,
      points: null,
      previousPosition: previous.get(row.personId) ?? null,
    }));
  };
  const teamTable = teams.table(at);
  const previousTeams = ranked(teams.table(before), (row) => String(row.team));
  return {
    batting: players("batting"),
    bowling: players("bowling"),
    "all-rounder": players("allRounder"),
    teams: teamTable.slice(0, limit).map((row, i) => ({
      position: i + 1,
      subject: String(row.team),
      teamId: row.team,
      rating: Math.round(row.rating),
      points: Math.round(row.points),
      previousPosition: previousTeams.get(String(row.team)) ?? null,
    })),
  };
}
