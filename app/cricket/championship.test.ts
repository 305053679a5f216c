import { expect, test } from "vitest";
import {
  championshipTable,
  leagueSlug,
  matchPoints,
  percentageText,
  rulesText,
  seriesOf,
  WTC_CYCLES,
  wtcCycle,
  type ChampionshipLine,
} from "./championship.ts";

const lines = (team: string, seriesLength: number, results: ChampionshipLine["result"][]): ChampionshipLine[] =>
  results.map((result) => ({ team, result, seriesLength }));

test("the cycles, newest first, with the spec's heading and clear league names", () => {
  expect(WTC_CYCLES.map((c) => [c.slug, c.name])).toEqual([
    ["world-test-championship-2025-27", "World Test Championship (2025-2027)"],
    ["world-test-championship-2023-25", "World Test Championship (2023-2025)"],
    ["world-test-championship-2021-23", "World Test Championship (2021-2023)"],
    ["world-test-championship-2019-21", "World Test Championship (2019-2021)"],
  ]);
  expect(wtcCycle("world-test-championship-2019-21")?.rules).toBe("points-per-series");
  expect(wtcCycle("world-test-championship-2019-20")).toBeUndefined();
});

test("2021–23 onward: 12 a win, 6 a tie, 4 a draw, each match contesting 12, whatever the series' length", () => {
  expect(matchPoints("points-per-match", 5, "won")).toEqual({ earned: 12, contested: 12 });
  expect(matchPoints("points-per-match", 2, "tied")).toEqual({ earned: 6, contested: 12 });
  expect(matchPoints("points-per-match", 3, "drawn")).toEqual({ earned: 4, contested: 12 });
  expect(matchPoints("points-per-match", 3, "lost")).toEqual({ earned: 0, contested: 12 });
  expect(matchPoints("points-per-match", 3, "no result")).toEqual({ earned: 0, contested: 0 });
});

test("2019–21: 120 points a series, split by its length; a draw in a 3-Test series is 13, as the ICC gave it", () => {
  expect(matchPoints("points-per-series", 2, "won")).toEqual({ earned: 60, contested: 60 });
  expect(matchPoints("points-per-series", 3, "drawn")).toEqual({ earned: 13, contested: 40 });
  expect(matchPoints("points-per-series", 4, "tied")).toEqual({ earned: 15, contested: 30 });
  expect(matchPoints("points-per-series", 5, "drawn")).toEqual({ earned: 8, contested: 24 });
  expect(() => matchPoints("points-per-series", 1, "won")).toThrow(RangeError);
});

test("PCT is points after deductions over points contested; the table ranks by it", () => {
  // South Africa 2023–25: 8 won, 3 lost, 1 drawn of 12 → 100 of 144 = 69.44.
  // Australia: 13 won, 4 lost, 2 drawn, 10 docked → 154 of 228 = 67.54.
  const table = championshipTable(
    "points-per-match",
    [
      ...lines("Australia", 5, [...Array(13).fill("won"), ...Array(4).fill("lost"), "drawn", "drawn"]),
      ...lines("South Africa", 2, [...Array(8).fill("won"), "lost", "lost", "lost", "drawn"]),
    ],
    [{ team: "Australia", points: 10 }],
  );
  expect(table.map((row) => [row.team, row.played, row.points, row.contested, percentageText(row.percentage)])).toEqual([
    ["South Africa", 12, 100, 144, "69.44"],
    ["Australia", 19, 154, 228, "67.54"],
  ]);
  expect(table[1]).toMatchObject({ won: 13, lost: 4, drawn: 2, tied: 0, deducted: 10 });
});

test("a half-played 2019–21 series contests only its played matches' share (Bangladesh in Pakistan, 2020)", () => {
  const [pakistan] = championshipTable("points-per-series", lines("Pakistan", 2, ["won"]));
  expect(pakistan).toMatchObject({ points: 60, contested: 60, percentage: 100 });
});

test("level on PCT, more wins ranks higher; a team with only a deduction still shows", () => {
  const table = championshipTable(
    "points-per-match",
    [...lines("B", 2, ["won", "lost"]), ...lines("A", 2, ["drawn", "drawn", "drawn"]), ...lines("C", 2, ["won", "lost"])],
    [{ team: "D", points: 2 }],
  );
  expect(table.map((row) => row.team)).toEqual(["B", "C", "A", "D"]);
  expect(table[3]).toMatchObject({ played: 0, points: -2, percentage: 0 });
});

test("a Test belongs to a series only between its teams and inside its dates", () => {
  const series = [
    { id: 1, teams: ["England", "India"] as const, first: "2021-08-04", last: "2022-07-01", matches: 5 },
    { id: 2, teams: ["New Zealand", "England"] as const, first: "2022-06-02", last: "2022-06-23", matches: 3 },
  ];
  expect(seriesOf(series, "India", "England", "2022-07-01")?.id).toBe(1);
  expect(seriesOf(series, "England", "New Zealand", "2022-06-10")?.id).toBe(2);
  // England in New Zealand, February 2023: a Test between two WTC teams that was not a WTC match.
  expect(seriesOf(series, "England", "New Zealand", "2023-02-16")).toBeUndefined();
  expect(seriesOf(series, "England", "Australia", "2021-12-08")).toBeUndefined();
});

test("the rules in words, per cycle", () => {
  expect(rulesText(wtcCycle("world-test-championship-2023-25")!)).toMatch(
    /^In the WTC 2023-25, teams get 12 points for a win, 4 for a draw and 6 for a tie\. .*PCT = Points won by a team \/ Points contested \* 100/,
  );
  expect(rulesText(wtcCycle("world-test-championship-2019-21")!)).toMatch(/each series was worth 120 points/);
});

test("a provider's league name becomes the URL's league name the cycles use", () => {
  expect(leagueSlug("World Test Championship (2023-2025)")).toBe("world-test-championship-2023-25");
  expect(leagueSlug(" World Test Championship (2019 - 2021) ")).toBe("world-test-championship-2019-21");
  expect(leagueSlug("ICC Men's Cricket World Cup Super League (2020-2023)")).toBe("icc-men-s-cricket-world-cup-super-league-2020-23");
  for (const cycle of WTC_CYCLES) expect(leagueSlug(cycle.name)).toBe(cycle.slug);
});
