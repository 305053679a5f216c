/**
 * A series' leaders (docs/product/content-areas.md#stats-tab) from stored player innings lines (aggregates.ts): most runs,
 * highest scores, best batting average and strike rate, most hundreds, fifties and sixes, most
 * wickets, best bowling figures, best economy and bowling average, most catches. Rates need a
 * qualifying minimum, stated with the table. Ties keep the earlier name in alphabetical order.
 */
import { formatOvers } from "./overs.ts";
import { economyRate, strikeRate } from "./rates.ts";
import { plural } from "./plural.ts";

export interface StatsLine {
  matchId: number;
  person: string;
  name: string;
  team: string;
  opponent: string;
  batting?: { runs: number; balls: number; out: boolean; fours: number; sixes: number };
  bowling?: { balls: number; runs: number; wickets: number };
  catches: number;
}

export interface StatsTable {
  key: string;
  title: string;
  /** the qualifying minimum, said under the table (rates only) */
  qualification?: string;
  headers: string[];
  rows: { person: string; name: string; team: string; values: string[] }[];
}

/** Rows per table. */
export const STATS_ROWS = 20;

interface Totals {
  person: string;
  name: string;
  team: string;
  matches: Set<number>;
  innings: number;
  notOuts: number;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
  hundreds: number;
  fifties: number;
  bowlBalls: number;
  bowlRuns: number;
  wickets: number;
  catches: number;
}

const average = (runs: number, dismissals: number) => (dismissals > 0 ? runs / dismissals : Number.POSITIVE_INFINITY);
const two = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "-");

/** Qualifying minimums for rates, by the series' longest format. */
function minimums(ballsPerInnings: number | null) {
  const limited = ballsPerInnings !== null;
  return {
    battingInnings: 3,
    strikeRateBalls: limited ? Math.round((ballsPerInnings * 5) / 6) : 500,
    economyBalls: limited ? Math.round(ballsPerInnings * 0.5) * 2 : 600,
    bowlingWickets: limited ? 5 : 10,
  };
}

/**
 * The leader tables of a series. `ballsPerInnings` is its scheduled innings length (120 for T20,
 * 300 for ODI; null for multi-day matches), which scales the qualifying minimums.
 */
export function seriesStatsTables(
  lines: readonly StatsLine[],
  matchesPlayed: ReadonlyMap<string, number>,
  ballsPerInnings: number | null,
): StatsTable[] {
  const byPerson = new Map<string, Totals>();
  for (const line of lines) {
    let t = byPerson.get(line.person);
    if (!t) {
      t = {
        person: line.person,
        name: line.name,
        team: line.team,
        matches: new Set(),
        innings: 0,
        notOuts: 0,
        runs: 0,
        balls: 0,
        fours: 0,
        sixes: 0,
        hundreds: 0,
        fifties: 0,
        bowlBalls: 0,
        bowlRuns: 0,
        wickets: 0,
        catches: 0,
      };
      byPerson.set(line.person, t);
    }
    t.matches.add(line.matchId);
    if (line.batting) {
      t.innings += 1;
      if (!line.batting.out) t.notOuts += 1;
      t.runs += line.batting.runs;
      t.balls += line.batting.balls;
      t.fours += line.batting.fours;
      t.sixes += line.batting.sixes;
      if (line.batting.runs >= 100) t.hundreds += 1;
      else if (line.batting.runs >= 50) t.fifties += 1;
    }
    if (line.bowling) {
      t.bowlBalls += line.bowling.balls;
      t.bowlRuns += line.bowling.runs;
      t.wickets += line.bowling.wickets;
    }
    t.catches += line.catches;
  }
  const all = [...byPerson.values()];
  const m = (t: Totals) => String(matchesPlayed.get(t.person) ?? t.matches.size);
  const min = minimums(ballsPerInnings);
  const top = (list: Totals[], order: (a: Totals, b: Totals) => number) =>
    [...list].sort((a, b) => order(a, b) || a.name.localeCompare(b.name)).slice(0, STATS_ROWS);
  const row = (t: { person: string; name: string; team: string }, values: string[]) => ({
    person: t.person,
    name: t.name,
    team: t.team,
    values,
  });
  const dismissals = (t: Totals) => t.innings - t.notOuts;
  const bestInnings = (key: "batting" | "bowling") =>
    lines
      .filter((line) => line[key])
      .sort((a, b) =>
        key === "batting"
          ? b.batting!.runs - a.batting!.runs || Number(a.batting!.out) - Number(b.batting!.out) || a.batting!.balls - b.batting!.balls
          : b.bowling!.wickets - a.bowling!.wickets || a.bowling!.runs - b.bowling!.runs || a.bowling!.balls - b.bowling!.balls,
      )
      .slice(0, STATS_ROWS);

  const tables: StatsTable[] = [
    {
      key: "most-runs",
      title: "Most Runs",
      headers: ["M", "I", "R", "Avg"],
      rows: top(
        all.filter((t) => t.runs > 0),
        (a, b) => b.runs - a.runs,
      ).map((t) => row(t, [m(t), String(t.innings), String(t.runs), two(average(t.runs, dismissals(t)))])),
    },
    {
      key: "highest-score",
      title: "Highest Scores",
      headers: ["HS", "BF", "Vs"],
      rows: bestInnings("batting").map((line) =>
        row(line, [`${line.batting!.runs}${line.batting!.out ? "" : "*"}`, String(line.batting!.balls), line.opponent]),
      ),
    },
    {
      key: "best-batting-average",
      title: "Best Batting Average",
      qualification: `At least ${plural(min.battingInnings, "innings", "innings")} and one dismissal.`,
      headers: ["M", "I", "R", "Avg"],
      rows: top(
        all.filter((t) => t.innings >= min.battingInnings && dismissals(t) > 0),
        (a, b) => average(b.runs, dismissals(b)) - average(a.runs, dismissals(a)),
      ).map((t) => row(t, [m(t), String(t.innings), String(t.runs), two(average(t.runs, dismissals(t)))])),
    },
    {
      key: "best-strike-rate",
      title: "Best Batting Strike Rate",
      qualification: `At least ${plural(min.strikeRateBalls, "ball")} faced.`,
      headers: ["BF", "R", "SR"],
      rows: top(
        all.filter((t) => t.balls >= min.strikeRateBalls),
        (a, b) => b.runs / b.balls - a.runs / a.balls,
      ).map((t) => row(t, [String(t.balls), String(t.runs), strikeRate(t.runs, t.balls)])),
    },
    {
      key: "most-hundreds",
      title: "Most Hundreds",
      headers: ["M", "I", "R", "100s"],
      rows: top(
        all.filter((t) => t.hundreds > 0),
        (a, b) => b.hundreds - a.hundreds || b.runs - a.runs,
      ).map((t) => row(t, [m(t), String(t.innings), String(t.runs), String(t.hundreds)])),
    },
    {
      key: "most-fifties",
      title: "Most Fifties",
      headers: ["M", "I", "R", "50s"],
      rows: top(
        all.filter((t) => t.fifties > 0),
        (a, b) => b.fifties - a.fifties || b.runs - a.runs,
      ).map((t) => row(t, [m(t), String(t.innings), String(t.runs), String(t.fifties)])),
    },
    {
      key: "most-sixes",
      title: "Most Sixes",
      headers: ["M", "I", "R", "6s"],
      rows: top(
        all.filter((t) => t.sixes > 0),
        (a, b) => b.sixes - a.sixes || b.runs - a.runs,
      ).map((t) => row(t, [m(t), String(t.innings), String(t.runs), String(t.sixes)])),
    },
    {
      key: "most-wickets",
      title: "Most Wickets",
      headers: ["M", "O", "W", "Avg"],
      rows: top(
        all.filter((t) => t.wickets > 0),
        (a, b) => b.wickets - a.wickets || a.bowlRuns / a.wickets - b.bowlRuns / b.wickets,
      ).map((t) => row(t, [m(t), formatOvers(t.bowlBalls), String(t.wickets), two(t.bowlRuns / t.wickets)])),
    },
    {
      key: "best-bowling",
      title: "Best Bowling Figures",
      headers: ["BBI", "O", "Vs"],
      rows: bestInnings("bowling").map((line) =>
        row(line, [`${line.bowling!.wickets}-${line.bowling!.runs}`, formatOvers(line.bowling!.balls), line.opponent]),
      ),
    },
    {
      key: "best-economy",
      title: "Best Economy",
      qualification: `At least ${plural(formatOvers(min.economyBalls), "over")} bowled.`,
      headers: ["O", "R", "Econ"],
      rows: top(
        all.filter((t) => t.bowlBalls >= min.economyBalls),
        (a, b) => a.bowlRuns / a.bowlBalls - b.bowlRuns / b.bowlBalls,
      ).map((t) => row(t, [formatOvers(t.bowlBalls), String(t.bowlRuns), economyRate(t.bowlRuns, t.bowlBalls)])),
    },
    {
      key: "best-bowling-average",
      title: "Best Bowling Average",
      qualification: `At least ${plural(min.bowlingWickets, "wicket")}.`,
      headers: ["O", "W", "Avg"],
      rows: top(
        all.filter((t) => t.wickets >= min.bowlingWickets),
        (a, b) => a.bowlRuns / a.wickets - b.bowlRuns / b.wickets,
      ).map((t) => row(t, [formatOvers(t.bowlBalls), String(t.wickets), two(t.bowlRuns / t.wickets)])),
    },
    {
      key: "most-catches",
      title: "Most Catches",
      headers: ["M", "Ct"],
      rows: top(
        all.filter((t) => t.catches > 0),
        (a, b) => b.catches - a.catches,
      ).map((t) => row(t, [m(t), String(t.catches)])),
    },
  ];
  return tables;
}
