import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parseCricsheet, toMatchInput } from "../data/cricsheet.ts";
import { leaguePoints, partnershipLines, playerInningsLines, teamMatchLines } from "./aggregates.ts";
import { battingCard } from "./batting.ts";
import { bowlingCard } from "./bowling.ts";
import { chaseTarget, mainInnings } from "./chase.ts";
import { netRunRate } from "./nrr.ts";
import { inningsTotal } from "./score.ts";
import type { MatchInput } from "./types.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));
const load = (relative: string): MatchInput => toMatchInput(parseCricsheet(readFileSync(join(DATA_DIR, relative), "utf8")));
const all = readdirSync(DATA_DIR, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".json"))
  .map((entry) => join(entry.parentPath, entry.name).slice(DATA_DIR.length + 1))
  .sort();

describe("player innings lines", () => {
  // IPL 2025 final, Ahmedabad: RCB 190-9, PBKS 184-7; RCB won by 6 runs.
  const final = load("club/ipl-2025/1473511.json");
  const lines = playerInningsLines(final);
  const of = (name: string) => {
    const id = Object.entries(final.names).find(([, n]) => n === name)?.[0];
    return lines.filter((line) => line.person === id);
  };

  test("the final's figures as the scorecard printed them", () => {
    expect(of("V Kohli").find((line) => line.batting)?.batting).toEqual({
      position: 2,
      runs: 43,
      balls: 35,
      fours: 3,
      sixes: 0,
      out: true,
      how: "caught and bowled",
    });
    expect(of("Shashank Singh").find((line) => line.batting)?.batting).toMatchObject({ runs: 61, balls: 30, sixes: 6, out: false });
    expect(of("KH Pandya").find((line) => line.bowling)?.bowling).toMatchObject({ legalBalls: 24, runs: 17, wickets: 2 });
    expect(of("Arshdeep Singh").find((line) => line.bowling)?.bowling).toMatchObject({ legalBalls: 24, runs: 40, wickets: 3 });
    expect(of("KA Jamieson").find((line) => line.bowling)?.bowling).toMatchObject({ legalBalls: 24, runs: 48, wickets: 3 });
  });

  test.each(all)("%s: lines add up to the scorecard the core builds", (file) => {
    const match = load(file);
    const lines = playerInningsLines(match);
    for (const { index, innings } of mainInnings(match)) {
      const own = lines.filter((line) => line.innings === index);
      const card = battingCard(innings, match.names);
      const batting = own.filter((line) => line.batting);
      expect(batting.map((line) => [line.person, line.batting!.runs, line.batting!.balls, line.batting!.out])).toEqual(
        card.map((entry) => [entry.player.id, entry.runs, entry.balls, entry.isOut]),
      );
      const bowling = bowlingCard(innings, match.names, match.ballsPerOver);
      const byPerson = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
      expect(
        own
          .filter((line) => line.bowling)
          .map((line) => [line.person, line.bowling!.legalBalls, line.bowling!.runs, line.bowling!.wickets, line.bowling!.maidens])
          .sort(byPerson),
      ).toEqual(bowling.map((entry) => [entry.player.id, entry.legalBalls, entry.runs, entry.wickets, entry.maidens]).sort(byPerson));
      const dismissals = innings.deliveries.flatMap((d) => d.wickets);
      const fielded = own.reduce((sum, line) => sum + line.catches + line.stumpings, 0);
      const credited = dismissals.filter(
        (w) => w.kind === "caught and bowled" || (["caught", "stumped"].includes(w.kind) && w.fielders.some((f) => f.id && !f.substitute)),
      );
      expect(fielded).toBe(credited.length);
      expect(own.every((line) => (line.batting ? line.team === innings.team : line.team !== innings.team))).toBe(true);
    }
    expect(lines.every((line) => !match.innings[line.innings]!.superOver)).toBe(true);
  });
});

describe("partnership lines", () => {
  test("the IPL 2025 final's stands: RCB's opening stand and the unbroken last one", () => {
    const final = load("club/ipl-2025/1473511.json");
    const stands = partnershipLines(final);
    const idOf = (name: string) => Object.entries(final.names).find(([, n]) => n === name)?.[0];
    const first = stands.find((stand) => stand.innings === 0 && stand.stand === 1)!;
    expect(first.wicket).toBe(1);
    expect(first.batters).toContain(idOf("V Kohli"));
    expect(first.unbroken).toBe(false);
    // PBKS ended 184-7: their last stand was still together.
    const last = stands.filter((stand) => stand.innings === 1).at(-1)!;
    expect(last).toMatchObject({ wicket: 8, unbroken: true });
  });

  test.each(all)("%s: an innings' stands add up to its total, wickets 1 to 10, each batter's share within the stand", (file) => {
    const match = load(file);
    const stands = partnershipLines(match);
    for (const { index, innings } of mainInnings(match)) {
      const own = stands.filter((stand) => stand.innings === index);
      expect(own.reduce((sum, stand) => sum + stand.runs, 0)).toBe(inningsTotal(innings).runs);
      expect(own.map((stand) => stand.stand)).toEqual(own.map((_, order) => order + 1));
      for (const stand of own) {
        expect(stand.wicket).toBeGreaterThanOrEqual(1);
        expect(stand.wicket).toBeLessThanOrEqual(10);
        expect(stand.batters[0]).not.toBe(stand.batters[1]);
        expect(stand.shares[0].runs + stand.shares[1].runs).toBeLessThanOrEqual(stand.runs);
        expect(stand.team).toBe(innings.team);
      }
    }
  });
});

describe("team match lines", () => {
  test("league points: 2 a win, 1 a tie or no result, a super over's winner takes the tie's 2", () => {
    expect(leaguePoints("won", false, false)).toBe(2);
    expect(leaguePoints("lost", false, false)).toBe(0);
    expect(leaguePoints("no result", false, false)).toBe(1);
    expect(leaguePoints("tied", false, false)).toBe(1);
    expect(leaguePoints("tied", true, true)).toBe(2);
    expect(leaguePoints("tied", false, true)).toBe(0);
  });

  test("a Test has no league points", () => {
    const test = load(all.find((file) => file.startsWith("test/"))!);
    expect(teamMatchLines(test).map((line) => line.points)).toEqual([undefined, undefined]);
  });

  test.each(all)("%s: the two sides' lines mirror each other", (file) => {
    const match = load(file);
    const [a, b] = teamMatchLines(match);
    const opposite = { won: "lost", lost: "won", tied: "tied", drawn: "drawn", "no result": "no result" } as const;
    expect(b.result).toBe(opposite[a.result]);
    expect([a.runsFor, a.ballsFor]).toEqual([b.runsAgainst, b.ballsAgainst]);
    if (a.countsForNetRunRate) {
      const main = mainInnings(match);
      const target = main[1] ? chaseTarget(match, main[1].index) : undefined;
      const runs = main.map(({ innings }) => inningsTotal(innings, match.ballsPerOver).runs);
      // A D/L-revised chase: the side batting first is credited with the target − 1 (ICC).
      if (target?.revised) runs[0] = target.runs - 1;
      expect(a.runsFor + a.runsAgainst).toBe(runs.reduce((sum, r) => sum + r, 0));
    } else expect(a.ballsFor + a.ballsAgainst).toBe(0);
  });

  test("summed over IPL 2025, each team's parts give the net run rate the core computes", () => {
    const season = all.filter((file) => file.startsWith("club/ipl-2025/")).map(load);
    const teams = [...new Set(season.flatMap((match) => match.teams))];
    expect(teams).toHaveLength(10);
    for (const team of teams) {
      const lines = season.flatMap((match) => teamMatchLines(match).filter((line) => line.team === team && line.countsForNetRunRate));
      const sum = (key: "runsFor" | "ballsFor" | "runsAgainst" | "ballsAgainst") => lines.reduce((total, line) => total + line[key], 0);
      const value = sum("runsFor") / (sum("ballsFor") / 6) - sum("runsAgainst") / (sum("ballsAgainst") / 6);
      expect(value).toBeCloseTo(netRunRate(team, season).value, 9);
    }
  });
});
