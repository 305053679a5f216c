import { describe, expect, test } from "vitest";
import { meaningfulBowlingBalls, median, squadGroups, squadRecord, squadRoles, type SquadLine } from "./squad-roles.ts";

const line = (person: string, extra: Partial<SquadLine> = {}): SquadLine => ({
  person,
  name: person,
  matches: 5,
  battingPositions: [],
  runs: 0,
  bowlingBalls: 0,
  wickets: 0,
  catches: 0,
  stumpings: 0,
  stumpedElsewhere: false,
  ...extra,
});

const T20 = 120;
const TEST = null;

describe("squadRoles", () => {
  test("bowling meaningfully is half a quota a match: 2 overs in a T20, 5 in an ODI, 8 in a Test", () => {
    expect([meaningfulBowlingBalls(120), meaningfulBowlingBalls(300), meaningfulBowlingBalls(null)]).toEqual([12, 30, 48]);
  });

  test("batters, all-rounders and bowlers by how much they bowled and where they batted", () => {
    const roles = squadRoles(
      [
        line("opener", { battingPositions: [1, 1, 2, 1, 1], runs: 200 }),
        line("part-timer", { battingPositions: [3, 4, 3, 3, 4], bowlingBalls: 30 }), // 6 balls a match
        line("all-rounder", { battingPositions: [6, 5, 7, 6], bowlingBalls: 84 }), // 16.8 a match, bats 6th
        line("tailender", { battingPositions: [9, 10], bowlingBalls: 120 }),
        line("never batted", { bowlingBalls: 96 }),
        line("one over, low order", { matches: 1, battingPositions: [10], bowlingBalls: 6 }),
        line("did nothing", { matches: 1 }),
      ],
      T20,
    );
    expect(Object.fromEntries(roles)).toEqual({
      opener: "Batter",
      "part-timer": "Batter",
      "all-rounder": "Allrounder",
      tailender: "Bowler",
      "never batted": "Bowler",
      "one over, low order": "Bowler",
      "did nothing": "Batter",
    });
  });

  test("the median place in the order decides: 7th is the top seven, 7.5 is not", () => {
    expect(median([])).toBeNull();
    expect(median([8, 7, 6])).toBe(7);
    expect(median([7, 8])).toBe(7.5);
    const roles = squadRoles(
      [line("seventh", { battingPositions: [8, 7, 6], bowlingBalls: 100 }), line("lower", { battingPositions: [7, 8], bowlingBalls: 100 })],
      T20,
    );
    expect([roles.get("seventh"), roles.get("lower")]).toEqual(["Allrounder", "Bowler"]);
  });

  test("keepers: a stumping here, a stumping elsewhere without bowling, or a Test side's leading catcher", () => {
    const t20 = squadRoles(
      [
        line("stumped here", { stumpings: 1, battingPositions: [1] }),
        line("kept elsewhere", { stumpedElsewhere: true, battingPositions: [4] }),
        line("kept elsewhere, bowls here", { stumpedElsewhere: true, bowlingBalls: 100, battingPositions: [5] }),
        line("catches a lot", { catches: 12, battingPositions: [3] }),
      ],
      T20,
    );
    expect(Object.fromEntries(t20)).toEqual({
      "stumped here": "WK-Batter",
      "kept elsewhere": "WK-Batter",
      "kept elsewhere, bowls here": "Allrounder",
      // Limited overs: catches alone say nothing (an outfielder can take the most).
      "catches a lot": "Batter",
    });
    // The Ashes 2025/26 for England: Smith kept (15 catches, no stumping); Brook took 11 at slip.
    const ashes = squadRoles(
      [
        line("JL Smith", { catches: 15, battingPositions: [7, 7, 6, 8, 7, 7, 7, 8, 7] }),
        line("HC Brook", { catches: 11, battingPositions: [5, 5, 5, 5, 5, 5, 5, 5, 5] }),
        line("JE Root", { catches: 3, bowlingBalls: 72, battingPositions: [4, 4, 4, 4, 4] }),
        line("BA Stokes", { catches: 2, bowlingBalls: 607, battingPositions: [6, 6, 7, 6, 6] }),
        line("BA Carse", { catches: 7, bowlingBalls: 832, battingPositions: [9, 8, 9, 8, 9] }),
      ],
      TEST,
    );
    expect(Object.fromEntries(ashes)).toEqual({
      "JL Smith": "WK-Batter",
      "HC Brook": "Batter",
      "JE Root": "Batter",
      "BA Stokes": "Allrounder",
      "BA Carse": "Bowler",
    });
    // Fewer than two catches a match is no keeper's count.
    expect(squadRoles([line("slip", { catches: 9, battingPositions: [3] })], TEST).get("slip")).toBe("Batter");
  });
});

describe("squadGroups", () => {
  test("the spec's header rows in order, empty ones left out; most matches first, then by name", () => {
    const groups = squadGroups(
      [
        line("B", { matches: 3, battingPositions: [2] }),
        line("A", { matches: 3, battingPositions: [1] }),
        line("C", { matches: 4, battingPositions: [3] }),
        line("Bowler", { bowlingBalls: 100 }),
        line("Keeper", { stumpings: 2 }),
      ],
      T20,
    );
    expect(groups.map((g) => [g.group, g.players.map((p) => p.person)])).toEqual([
      ["Batters", ["C", "A", "B"]],
      ["Wicket Keepers", ["Keeper"]],
      ["Bowlers", ["Bowler"]],
    ]);
    expect(groups[1]!.players[0]!.role).toBe("WK-Batter");
  });

  test("what the role was read from", () => {
    expect(squadRecord(line("x", { matches: 1, battingPositions: [3], runs: 1, bowlingBalls: 6, wickets: 1, catches: 1 }))).toBe(
      "1 match · 1 run · 1 wicket · 1 catch",
    );
    expect(squadRecord(line("y", { matches: 9, battingPositions: [7, 7], runs: 312, catches: 12, stumpings: 2 }))).toBe(
      "9 matches · 312 runs · 12 catches · 2 stumpings",
    );
    expect(squadRecord(line("z", { matches: 2 }))).toBe("2 matches");
  });
});
