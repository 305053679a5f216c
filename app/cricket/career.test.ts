import { describe, expect, test } from "vitest";
import {
  BATTING_HEADERS,
  BOWLING_HEADERS,
  battingCells,
  battingFigures,
  bowlingCells,
  bowlingFigures,
  career,
  careerFormat,
  careerRole,
  hideEmpty,
  isEmptyValue,
  type CareerFormat,
  type CareerInnings,
  type PlayedMatch,
} from "./career.ts";

const bat = (runs: number, out = true, balls = runs, position = 1) => ({ position, runs, balls, fours: 0, sixes: 0, out });
const innings = (matchId: number, extra: Partial<CareerInnings> = {}): CareerInnings => ({
  matchId,
  inningsNo: 1,
  startDate: `2020-01-${String(matchId).padStart(2, "0")}`,
  format: "Test",
  opponent: "Australia",
  batting: null,
  bowling: null,
  catches: 0,
  stumpings: 0,
  ...extra,
});
const played = (
  matchId: number,
  format: CareerFormat = "Test",
  startDate = `2020-01-${String(matchId).padStart(2, "0")}`,
): PlayedMatch => ({
  matchId,
  startDate,
  format,
  title: `match ${matchId}`,
});
const cell = (headers: readonly string[], values: string[], header: string) => values[headers.indexOf(header)];

describe("careerFormat", () => {
  test("Tests, ODIs, T20Is between international sides, the IPL and other club T20s; other formats left out", () => {
    const of = (matchType: string, teamType: string, seriesName = "") => careerFormat({ matchType, teamType, seriesName });
    expect(of("Test", "international")).toBe("Test");
    expect(of("ODI", "international")).toBe("ODI");
    expect(of("T20", "international", "ICC Men's T20 World Cup")).toBe("T20I");
    expect(of("IT20", "international")).toBe("T20I");
    expect(of("T20", "club", "Indian Premier League")).toBe("IPL");
    expect(of("T20", "club", "Big Bash League")).toBe("Other T20s");
    expect(of("T20", "club", "Women's Premier League")).toBe("Other T20s");
    expect(of("MDM", "club", "County Championship")).toBeNull();
    expect(of("ODM", "club")).toBeNull();
  });
});

describe("batting", () => {
  test("average over dismissals, strike rate over balls, hundreds including doubles, fifties 50–99", () => {
    const lines = [
      innings(1, { batting: bat(212, true, 400) }),
      innings(2, { batting: bat(100, false, 150) }),
      innings(3, { batting: bat(99, true, 120) }),
      innings(4, { batting: bat(50, true, 80) }),
      innings(5, { batting: bat(0, true, 3) }),
      innings(6), // fielded only
    ];
    const figures = battingFigures(6, lines);
    expect(figures).toMatchObject({
      matches: 6,
      innings: 5,
      notOuts: 1,
      runs: 461,
      balls: 753,
      hundreds: 2,
      doubleHundreds: 1,
      fifties: 2,
    });
    const cells = battingCells(figures);
    expect(cell(BATTING_HEADERS, cells, "Avg")).toBe("115.25"); // 461 / 4
    expect(cell(BATTING_HEADERS, cells, "SR")).toBe("61.22"); // 46100 / 753 = 61.221…
    expect(cell(BATTING_HEADERS, cells, "HS")).toBe("212");
  });

  test("the highest score is starred when not out, and a not-out equal score wins", () => {
    expect(battingCells(battingFigures(2, [innings(1, { batting: bat(80) }), innings(2, { batting: bat(80, false) })]))[4]).toBe("80*");
    expect(battingCells(battingFigures(2, [innings(1, { batting: bat(80, false) }), innings(2, { batting: bat(80) })]))[4]).toBe("80*");
  });

  test("no dismissal: the average is '-'; never batted: HS 0 and no strike rate", () => {
    expect(cell(BATTING_HEADERS, battingCells(battingFigures(1, [innings(1, { batting: bat(5, false) })])), "Avg")).toBe("-");
    const none = battingCells(battingFigures(3, []));
    expect([cell(BATTING_HEADERS, none, "HS"), cell(BATTING_HEADERS, none, "SR")]).toEqual(["0", "-"]);
  });
});

describe("bowling", () => {
  test("BBI is the best innings, BBM the best match; 5W per innings, 10W per match", () => {
    const lines = [
      innings(1, { inningsNo: 1, bowling: { balls: 120, runs: 60, wickets: 5 } }),
      innings(1, { inningsNo: 3, bowling: { balls: 110, runs: 40, wickets: 5 } }), // match 1: 10/100
      innings(2, { inningsNo: 2, bowling: { balls: 150, runs: 30, wickets: 6 } }), // best innings 6/30
      innings(2, { inningsNo: 4, bowling: { balls: 30, runs: 20, wickets: 0 } }),
      innings(3, { inningsNo: 2, bowling: { balls: 60, runs: 30, wickets: 6 } }), // 6/30 again: the first stays
    ];
    const figures = bowlingFigures(3, lines);
    expect(figures).toMatchObject({
      matches: 3,
      innings: 5,
      balls: 470,
      runs: 180,
      wickets: 22,
      bestInnings: { wickets: 6, runs: 30 },
      bestMatch: { wickets: 10, runs: 100 },
      fiveWickets: 4,
      tenWickets: 1,
    });
    const cells = bowlingCells(figures);
    expect(cell(BOWLING_HEADERS, cells, "BBI")).toBe("6/30");
    expect(cell(BOWLING_HEADERS, cells, "BBM")).toBe("10/100");
    expect(cell(BOWLING_HEADERS, cells, "Econ")).toBe("2.30"); // 180 runs in 78.2 overs
    expect(cell(BOWLING_HEADERS, cells, "Avg")).toBe("8.18");
    expect(cell(BOWLING_HEADERS, cells, "SR")).toBe("21.36");
  });

  test("equal wickets: fewer runs is better; no wicket: '-/-' figures and '-' rates", () => {
    const figures = bowlingFigures(2, [
      innings(1, { bowling: { balls: 24, runs: 30, wickets: 2 } }),
      innings(2, { bowling: { balls: 24, runs: 18, wickets: 2 } }),
    ]);
    expect(figures.bestInnings).toEqual({ wickets: 2, runs: 18 });
    const none = bowlingCells(bowlingFigures(4, []));
    expect([cell(BOWLING_HEADERS, none, "BBI"), cell(BOWLING_HEADERS, none, "Avg"), cell(BOWLING_HEADERS, none, "Econ")]).toEqual([
      "-/-",
      "-",
      "-",
    ]);
  });
});

describe("hideEmpty", () => {
  test("values that count as nothing", () => {
    expect(["0", "0.0", "0.00", "-/-", "-", "--", ""].every(isEmptyValue)).toBe(true);
    expect(["1", "0*", "10", "0/12", "0.50"].some(isEmptyValue)).toBe(false);
  });

  test("rows with nothing but matches are hidden, then columns that are all nothing", () => {
    const table = {
      headers: ["M", "Inn", "Runs", "200"],
      rows: [
        { format: "Test", values: ["10", "18", "700", "0"] },
        { format: "ODI", values: ["3", "0", "0", "0"] },
        { format: "IPL", values: ["5", "5", "0", "0"] },
      ],
    };
    expect(hideEmpty(table)).toEqual({
      headers: ["M", "Inn", "Runs"],
      rows: [
        { format: "Test", values: ["10", "18", "700"] },
        { format: "IPL", values: ["5", "5", "0"] },
      ],
    });
  });

  test("a player who never bowled has no bowling rows", () => {
    const table = { headers: [...BOWLING_HEADERS], rows: [{ format: "Test", values: bowlingCells(bowlingFigures(58, [])) }] };
    expect(hideEmpty(table).rows).toEqual([]);
  });
});

describe("career", () => {
  const matches = [played(1), played(2), played(3, "IPL", "2021-04-10"), played(4, "IPL", "2021-04-12"), played(5, "MDM" as CareerFormat)];
  const lines = [
    innings(1, { batting: bat(30), catches: 1 }),
    innings(1, { inningsNo: 3, batting: bat(12, false) }),
    innings(2, { batting: bat(101) }),
    innings(3, {
      format: "IPL",
      startDate: "2021-04-10",
      opponent: "CSK",
      batting: bat(40, false),
      bowling: { balls: 12, runs: 20, wickets: 1 },
    }),
    innings(4, { format: "IPL", startDate: "2021-04-12", opponent: "MI", catches: 1 }),
  ];
  const result = career(
    matches.filter((m) => m.format !== ("MDM" as CareerFormat)),
    lines,
  );

  test("one row per format played, in the spec's order, with debut and last match", () => {
    expect(result.batting.rows.map((row) => row.format)).toEqual(["Test", "IPL"]);
    expect(cell(BATTING_HEADERS, result.batting.rows[0]!.values, "Runs")).toBe("143");
    expect(cell(BATTING_HEADERS, result.batting.rows[0]!.values, "Avg")).toBe("71.50"); // 143 runs, 2 dismissals
    expect(result.spans.map((span) => [span.format, span.matches, span.debut.matchId, span.last.matchId])).toEqual([
      ["Test", 2, 1, 2],
      ["IPL", 2, 3, 4],
    ]);
    expect(result.coverage).toEqual({ matches: 4, since: "2020-01-01" });
  });

  test("recent form: one line per match with a bat or a ball, newest first; a Test's two innings share it", () => {
    expect(result.recentForm.map((line) => [line.matchId, line.inningsNo, line.batting, line.bowling])).toEqual([
      [3, 1, "40*", "1/20"],
      [2, 1, "101", null],
      [1, 1, "30 & 12*", null],
    ]);
    // The length counts matches, not innings.
    expect(career(matches.slice(0, 4), lines, 2).recentForm.map((line) => line.matchId)).toEqual([3, 2]);
  });

  test("recent form of a Test: innings in order whichever way they come, bat and ball apart", () => {
    const test = [
      innings(7, { inningsNo: 4, bowling: { balls: 60, runs: 40, wickets: 1 } }),
      innings(7, { inningsNo: 2, batting: bat(45), bowling: { balls: 120, runs: 24, wickets: 3 } }),
      innings(7, { inningsNo: 3, catches: 2 }),
    ];
    expect(career([played(7)], test).recentForm).toEqual([
      { matchId: 7, inningsNo: 2, startDate: "2020-01-07", format: "Test", opponent: "Australia", batting: "45", bowling: "3/24 & 1/40" },
    ]);
  });

  test("the role comes from the format played most", () => {
    expect(careerRole(matches.slice(0, 4), lines)).toBe("Batter");
    const keeper = [innings(1, { batting: bat(30, true, 30, 7), stumpings: 1 })];
    expect(careerRole([played(1)], keeper)).toBe("WK-Batter");
    const bowler = [innings(1, { batting: bat(3, true, 3, 10), bowling: { balls: 150, runs: 70, wickets: 3 } })];
    expect(careerRole([played(1)], bowler)).toBe("Bowler");
    expect(careerRole([], [])).toBeNull();
  });
});
