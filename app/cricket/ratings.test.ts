import { describe, expect, test } from "vitest";
import {
  type RatingLine,
  type RatingMatch,
  matchPerformances,
  playerRatingsOn,
  ratingOf,
  recencyWeight,
  toScale,
} from "./ratings-player.ts";
import { type TeamMatchResult, pointsEarned, teamRatings, windowWeight } from "./ratings-team.ts";
import { rankingsOn, shiftDate } from "./ratings.ts";

const A = 1;
const B = 2;
const C = 3;

let nextId = 1;
const result = (date: string, teams: [number, number], winner: number | null, seriesId = nextId): TeamMatchResult => ({
  matchId: nextId++,
  seriesId,
  date,
  teams,
  winner,
  noResult: false,
});

describe("team ratings (the ICC's method)", () => {
  test("evenly matched sides: the winner earns the loser's rating + 50, a draw the opponent's rating", () => {
    expect(pointsEarned(100, 110, 1, 0)).toBe(160);
    expect(pointsEarned(110, 100, 0, 1)).toBe(50);
    expect(pointsEarned(100, 110, 0.5, 0.5)).toBe(110);
  });

  test("40 or more apart: the favourite gains 10 for a win, loses 90 for a defeat; a draw costs it 40", () => {
    expect(pointsEarned(130, 80, 1, 0)).toBe(140);
    expect(pointsEarned(80, 130, 0, 1)).toBe(70);
    expect(pointsEarned(130, 80, 0, 1)).toBe(40);
    expect(pointsEarned(80, 130, 1, 0)).toBe(170);
    expect(pointsEarned(130, 80, 0.5, 0.5)).toBe(90);
  });

  test("points are conserved: the two sides' earnings add up to their ratings' sum per match", () => {
    for (const [a, b] of [
      [100, 110],
      [130, 80],
      [80, 130],
    ] as const) {
      for (const [pa, pb] of [
        [1, 0],
        [0, 1],
        [0.5, 0.5],
        [3, 1],
      ] as const) {
        expect(pointsEarned(a, b, pa, pb) + pointsEarned(b, a, pb, pa)).toBeCloseTo((a + b) * (pa + pb));
      }
    }
  });

  test("beating a stronger side gains more than beating a weaker one", () => {
    // B is made strong (beats C twice), C weak; then A beats B once, and separately A' beats C once.
    const history = [result("2024-06-01", [B, C], B), result("2024-06-10", [B, C], B), result("2024-06-20", [B, C], B)];
    const beatStrong = teamRatings([...history, result("2024-07-01", [A, B], A)], { seriesBonus: false });
    const beatWeak = teamRatings([...history, result("2024-07-01", [A, C], A)], { seriesBonus: false });
    const ratingOfA = (ratings: ReturnType<typeof teamRatings>) => ratings.table("2024-08-01").find((r) => r.team === A)!.rating;
    expect(ratingOfA(beatStrong)).toBeGreaterThan(ratingOfA(beatWeak));
  });

  test("a Test series won counts as one more Test won; a level series is one more drawn", () => {
    const won = teamRatings([result("2024-06-01", [A, B], A, 9), result("2024-06-10", [A, B], null, 9)], { seriesBonus: true });
    const table = won.table("2024-07-01");
    const a = table.find((r) => r.team === A)!;
    // three "matches" (two Tests and the series): series points 2.5 (1 + ½ + 1) to 0.5, both rated 100 at the start
    expect(a.matches).toBe(3);
    expect(a.points).toBe(2.5 * 150 + 0.5 * 50);
    const b = table.find((r) => r.team === B)!;
    expect(b.points).toBe(0.5 * 150 + 2.5 * 50);
  });

  test("the window: since the May before last in full, the two years before at half weight, older not at all", () => {
    expect(windowWeight("2025-06-01", "2026-01-10")).toBe(1);
    expect(windowWeight("2024-05-01", "2026-01-10")).toBe(1);
    expect(windowWeight("2024-04-30", "2026-01-10")).toBe(0.5);
    expect(windowWeight("2022-05-01", "2026-01-10")).toBe(0.5);
    expect(windowWeight("2022-04-30", "2026-01-10")).toBe(0);
    // each May the oldest year drops off
    expect(windowWeight("2022-04-15", "2025-04-30")).toBe(0.5);
    expect(windowWeight("2022-04-15", "2025-05-01")).toBe(0);
  });

  test("old results fade: a win four years ago no longer counts", () => {
    const ratings = teamRatings([result("2020-01-01", [A, B], A), result("2024-06-01", [A, B], null)], { seriesBonus: false });
    expect(ratings.table("2020-02-01").find((r) => r.team === A)!.rating).toBe(150);
    // the 2020 win is out of the window: the draw between two unrated sides is all that counts
    expect(ratings.table("2024-07-01").find((r) => r.team === A)!.rating).toBe(100);
    // within it, at half weight: (½ × 150 + 100) ÷ 1.5
    const halfWeight = teamRatings([result("2022-01-01", [A, B], A), result("2024-06-01", [A, B], null)], { seriesBonus: false });
    expect(halfWeight.table("2024-07-01").find((r) => r.team === A)!.rating).toBeGreaterThan(100);
  });
});

/** A match of A v B on `date` in which `batter` (of A) scores `runs` off `balls`, and `bowler` (of A) takes `wickets`. */
function game(
  id: number,
  date: string,
  { runs = 50, balls = 60, wickets = 2, winner = null as number | null, opponent = B } = {},
): { match: RatingMatch; lines: RatingLine[] } {
  const line = (
    personId: string,
    teamId: number,
    inningsNo: number,
    bat: [number, number] | null,
    bowl: [number, number, number] | null,
  ) => ({
    matchId: id,
    inningsNo,
    personId,
    teamId,
    runs: bat ? bat[0] : null,
    balls: bat ? bat[1] : null,
    out: bat ? true : null,
    bowlBalls: bowl ? bowl[0] : null,
    runsConceded: bowl ? bowl[1] : null,
    wickets: bowl ? bowl[2] : null,
  });
  return {
    match: { id, seriesId: id, date, teams: [A, opponent], winner, noResult: false, lastInnings: 2 },
    lines: [
      line("batter", A, 1, [runs, balls], null),
      line("other", A, 1, [30, 40], null),
      line("bowler", A, 2, null, [60, 40, wickets]),
      line("opp", opponent, 2, [40, 50], null),
      line("opp2", opponent, 2, [20, 30], null),
    ],
  };
}

describe("player ratings (Cricket Edge's method)", () => {
  test("the same innings against a stronger side earns more", () => {
    const { match, lines } = game(1, "2024-01-01");
    const strong = matchPerformances("test", [match], lines, () => 130).find((p) => p.personId === "batter")!;
    const weak = matchPerformances("test", [match], lines, () => 80).find((p) => p.personId === "batter")!;
    expect(strong.batting!).toBeGreaterThan(weak.batting!);
    const strongBowl = matchPerformances("test", [match], lines, () => 130).find((p) => p.personId === "bowler")!;
    const weakBowl = matchPerformances("test", [match], lines, () => 80).find((p) => p.personId === "bowler")!;
    expect(strongBowl.bowling!).toBeGreaterThan(weakBowl.bowling!);
  });

  test("a win counts more than a defeat, a winning chase more again", () => {
    const score = (winner: number | null, inningsNo: number) => {
      const { match, lines } = game(1, "2024-01-01", { winner });
      const moved = lines.map((l) => (l.personId === "batter" ? { ...l, inningsNo } : l));
      return matchPerformances("odi", [match], moved, () => 100).find((p) => p.personId === "batter")!.batting!;
    };
    expect(score(A, 1)).toBeGreaterThan(score(B, 1));
    expect(score(A, 2)).toBeGreaterThan(score(A, 1));
  });

  test("old results fade: the same performances rate lower the longer ago they were", () => {
    const fold = { sum: 300, weight: 3, last: "2024-01-01", matches: 3 };
    const soon = ratingOf(fold, "2024-02-01", "test", 55);
    const later = ratingOf(fold, "2026-01-01", "test", 55);
    expect(later).toBeLessThan(soon);
    expect(recencyWeight("test", "2022-01-01", "2024-01-01")).toBeCloseTo(0.5, 2);
  });

  test("a recent hundred moves a rating more than the same hundred two years ago", () => {
    const build = (bigDate: string) => {
      const games = [
        game(1, "2022-01-01", { runs: bigDate === "2022-01-01" ? 150 : 20 }),
        game(2, "2023-06-01", { runs: 20 }),
        game(3, "2023-12-01", { runs: 20 }),
        game(4, "2023-12-20", { runs: bigDate === "2023-12-20" ? 150 : 20 }),
      ];
      const perfs = matchPerformances(
        "test",
        games.map((g) => g.match),
        games.flatMap((g) => g.lines),
        () => 100,
      );
      return playerRatingsOn("test", perfs, "2024-01-01").batting.find((r) => r.personId === "batter")!.rating;
    };
    expect(build("2023-12-20")).toBeGreaterThan(build("2022-01-01"));
  });

  test("ratings stay within 0–1000 whatever the scores", () => {
    expect(toScale(0, 55)).toBe(0);
    expect(toScale(-50, 55)).toBe(0);
    expect(toScale(1e9, 55)).toBeLessThanOrEqual(1000);
    const games = Array.from({ length: 12 }, (_, i) =>
      game(i + 1, `2024-0${1 + (i % 9)}-1${i % 10}`, { runs: 400, balls: 100, wickets: 10 }),
    );
    const perfs = matchPerformances(
      "t20",
      games.map((g) => g.match),
      games.flatMap((g) => g.lines),
      () => 140,
    );
    const tables = playerRatingsOn("t20", perfs, "2024-12-31");
    for (const row of [...tables.batting, ...tables.bowling, ...tables.allRounder]) {
      expect(row.rating).toBeGreaterThanOrEqual(0);
      expect(row.rating).toBeLessThanOrEqual(1000);
    }
  });

  test("the all-rounder rating is batting × bowling ÷ 1000; players with too few matches or inactive are not listed", () => {
    const games = [1, 2, 3].map((i) => game(i, `2024-0${i}-01`));
    const perfs = matchPerformances(
      "odi",
      games.map((g) => g.match),
      games.flatMap((g) => g.lines),
      () => 100,
    );
    const tables = playerRatingsOn("odi", perfs, "2024-04-01");
    expect(tables.batting.map((r) => r.personId)).toContain("batter");
    expect(tables.allRounder).toEqual([]);
    // two games only: not listed
    expect(playerRatingsOn("odi", perfs, "2024-02-15").batting).toEqual([]);
    // more than a year since the last game: not listed
    expect(playerRatingsOn("odi", perfs, "2025-06-01").batting).toEqual([]);
  });
});

describe("rankingsOn", () => {
  test("positions now and 30 days earlier give the trend", () => {
    const games = [
      game(1, "2024-01-01", { runs: 10, winner: A }),
      game(2, "2024-01-10", { runs: 10, winner: A }),
      game(3, "2024-01-20", { runs: 10, winner: A }),
      game(4, "2024-03-01", { runs: 200, balls: 120, winner: A }),
    ];
    const tables = rankingsOn(
      "odi",
      games.map((g) => g.match),
      games.flatMap((g) => g.lines),
      "2024-03-02",
    );
    const batter = tables.batting.find((r) => r.subject === "batter")!;
    expect(batter.previousPosition).toBeGreaterThan(batter.position);
    expect(tables.teams.map((r) => r.teamId)).toEqual([A, B]);
    expect(tables.teams[0]!.points).toBeGreaterThan(0);
    expect(shiftDate("2024-03-02", -30)).toBe("2024-02-01");
  });

  test("a third side that never played is not ranked", () => {
    const { match, lines } = game(1, "2024-01-01", { winner: A });
    const tables = rankingsOn("t20", [match], lines, "2024-01-02");
    expect(tables.teams.some((r) => r.teamId === C)).toBe(false);
  });
});

describe("listing", () => {
  test("a Test side needs eight Tests in the window to be listed, but is rated for its opponents all the same", () => {
    const results = Array.from({ length: 8 }, (_, i) => result(`2024-0${1 + i}-01`, [A, B], A, 100 + i));
    results.push(result("2024-09-01", [A, C], A, 200));
    const ratings = teamRatings(results, { seriesBonus: true, minMatches: 8 });
    expect(ratings.table("2024-10-01").map((row) => row.team)).toEqual([A, B]);
    expect(ratings.ratingBefore(C, "2024-10-01")).not.toBeNull();
  });
});
