import { describe, expect, test } from "vitest";
import { leagueTables, type TableLine } from "./league-table.ts";

const names: Record<number, string> = { 1: "Alpha", 2: "Bravo", 3: "Charlie", 4: "Delta" };
let nextMatch = 1;
/** One finished T20 between two teams: runs each side scored in 20 overs. */
function game(a: number, b: number, runsA: number, runsB: number, group = ""): TableLine[] {
  const matchId = nextMatch++;
  const noResult = runsA < 0;
  const line = (team: number, mine: number, theirs: number): TableLine => ({
    matchId,
    group,
    team,
    result: noResult ? "no result" : mine > theirs ? "won" : mine < theirs ? "lost" : "tied",
    tieBreak: null,
    points: noResult ? 1 : mine > theirs ? 2 : mine < theirs ? 0 : 1,
    runsFor: noResult ? 0 : mine,
    ballsFor: noResult ? 0 : 120,
    runsAgainst: noResult ? 0 : theirs,
    ballsAgainst: noResult ? 0 : 120,
    ballsPerOver: 6,
  });
  return [line(a, runsA, runsB), line(b, runsB, runsA)];
}

describe("leagueTables", () => {
  test("2 a win, 1 a no result; net run rate from runs per over", () => {
    const [table] = leagueTables([...game(1, 2, 200, 100), ...game(2, 3, 150, 140), ...game(1, 3, -1, -1)], (t) => names[t]!);
    expect(table!.standings.map((r) => [names[r.team], r.played, r.won, r.lost, r.noResult, r.points])).toEqual([
      ["Alpha", 2, 1, 0, 1, 3],
      ["Bravo", 2, 1, 1, 0, 2],
      ["Charlie", 2, 0, 1, 1, 1],
    ]);
    // Alpha: 200 off 20 overs against 100 off 20 (the no result counts nowhere): +5.000
    expect(table!.standings[0]!.netRunRate).toBeCloseTo(5, 10);
  });

  test("level on points, more wins ranks higher even with the worse net run rate (IPL 16.10.2.1)", () => {
    // Delta: 2 wins by 1 run and a defeat = 4 points; Bravo: 1 big win and 2 no results = 4 points.
    const lines = [
      ...game(4, 1, 101, 100),
      ...game(4, 3, 101, 100),
      ...game(4, 2, 100, 101 - 1 + 50),
      ...game(2, 1, -1, -1),
      ...game(2, 3, -1, -1),
    ];
    const [table] = leagueTables(lines, (t) => names[t]!);
    const bravo = table!.standings.find((r) => r.team === 2)!;
    const delta = table!.standings.find((r) => r.team === 4)!;
    expect([bravo.points, delta.points]).toEqual([4, 4]);
    expect(bravo.netRunRate).toBeGreaterThan(delta.netRunRate);
    expect(table!.standings.map((r) => names[r.team]).slice(0, 2)).toEqual(["Delta", "Bravo"]);
  });

  test("equal points and wins: net run rate decides; one table per group", () => {
    const tables = leagueTables(
      [...game(1, 2, 180, 120, "A"), ...game(3, 4, 160, 150, "B"), ...game(2, 1, 170, 160, "A")],
      (t) => names[t]!,
    );
    expect(tables.map((t) => t.group)).toEqual(["A", "B"]);
    expect(tables[0]!.standings.map((r) => names[r.team])).toEqual(["Alpha", "Bravo"]);
  });

  test("entrants stand in their group's table on nought before their first result", () => {
    const [a, b] = leagueTables(game(1, 2, 150, 140, "A"), (t) => names[t]!, [
      { group: "A", team: 3 },
      { group: "B", team: 4 },
    ]);
    // Charlie (no match yet, NRR 0) ranks above Bravo (beaten: NRR -0.5).
    expect(a!.standings.map((r) => [names[r.team], r.played, r.points])).toEqual([
      ["Alpha", 1, 2],
      ["Charlie", 0, 0],
      ["Bravo", 1, 0],
    ]);
    expect(b).toEqual({ group: "B", standings: [expect.objectContaining({ team: 4, played: 0, points: 0, netRunRate: 0, matchIds: [] })] });
  });
});
