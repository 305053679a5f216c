/**
 * Championship points tables (docs/product/content-areas.md#championship-points-tables): the ICC World Test Championship
 * cycles and their rules. Pure: one team's line per championship match in, a ranked table out.
 *
 * - 2019–21: every series was worth 120 points, split over its length (a win in a 2-Test series
 *   60, in a 5-Test series 24); in November 2020 (COVID had stopped series) the ICC ranked teams
 *   by the percentage of points contested won (PCT) instead of by points. Over-rate penalties were
 *   2 points per over short.
 * - 2021–23 onward: 12 points a win, 6 a tie, 4 a draw, each match contesting 12; PCT = points won
 *   ÷ points contested. Penalties 1 point per over short.
 * Over-rate deductions are given in points (the sourced data file records what the ICC docked).
 */

export type ChampionshipRules = "points-per-series" | "points-per-match";

export interface WtcCycle {
  /** the URL's league name: world-test-championship-2023-25 */
  slug: string;
  /** 'World Test Championship (2023-2025)' (the spec's heading, before ' - Points Table') */
  name: string;
  /** '2023-25': the cycle's key in the data file */
  key: string;
  rules: ChampionshipRules;
  /** first and last day a league Test of the cycle can start (the final is not a league match) */
  from: string;
  to: string;
}

/** Newest first: the first is the current cycle. */
export const WTC_CYCLES: readonly WtcCycle[] = [
  cycle("2025-27", "points-per-match", "2025-06-17", "2027-05-31"),
  cycle("2023-25", "points-per-match", "2023-06-16", "2025-02-28"),
  cycle("2021-23", "points-per-match", "2021-08-04", "2023-03-31"),
  cycle("2019-21", "points-per-series", "2019-08-01", "2021-06-30"),
];

function cycle(key: string, rules: ChampionshipRules, from: string, to: string): WtcCycle {
  const [start, end] = key.split("-") as [string, string];
  return {
    slug: `world-test-championship-${key}`,
    name: `World Test Championship (${start}-${start.slice(0, 2)}${end})`,
    key,
    rules,
    from,
    to,
  };
}

export const wtcCycle = (slug: string): WtcCycle | undefined => WTC_CYCLES.find((c) => c.slug === slug);

/** The ODI championship of 2020–23 (the spec's 'odi' table). */
export const SUPER_LEAGUE = {
  slug: "icc-cricket-world-cup-super-league-2020-23",
  name: "ICC Men's Cricket World Cup Super League (2020-2023)",
} as const;

/**
 * A league's name as the URL's league name: "World Test Championship (2023-2025)" →
 * "world-test-championship-2023-25" (the years shortened as the cycles are known).
 */
export function leagueSlug(name: string): string {
  return name
    .replace(/\((\d{4})\s*-\s*\d{2}(\d{2})\)/, "$1-$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A result as one team saw it. 'no result' (abandoned) contests no points. */
export type ChampionshipResult = "won" | "lost" | "drawn" | "tied" | "no result";

/** One team's line for one championship match. */
export interface ChampionshipLine {
  team: string;
  result: ChampionshipResult;
  /** Tests in its series (2019–21 splits 120 points by it) */
  seriesLength: number;
}

export interface PointsDeduction {
  team: string;
  points: number;
}

export interface ChampionshipRow {
  team: string;
  played: number;
  won: number;
  lost: number;
  drawn: number;
  tied: number;
  /** points docked for slow over rates */
  deducted: number;
  /** points won, after deductions */
  points: number;
  contested: number;
  /** points ÷ contested × 100; 0 before a match */
  percentage: number;
}

/** 2019–21: per match of an n-Test series, win / tie / draw points (the ICC's table: a draw in a 3-Test series is 13). */
const PER_SERIES: Record<number, { won: number; tied: number; drawn: number }> = {
  2: { won: 60, tied: 30, drawn: 20 },
  3: { won: 40, tied: 20, drawn: 13 },
  4: { won: 30, tied: 15, drawn: 10 },
  5: { won: 24, tied: 12, drawn: 8 },
};
const PER_MATCH = { won: 12, tied: 6, drawn: 4 } as const;

/** What one match gives a team: points earned and points contested. */
export function matchPoints(
  rules: ChampionshipRules,
  seriesLength: number,
  result: ChampionshipResult,
): { earned: number; contested: number } {
  if (result === "no result") return { earned: 0, contested: 0 };
  if (rules === "points-per-match") {
    return { earned: result === "lost" ? 0 : PER_MATCH[result], contested: PER_MATCH.won };
  }
  const split = PER_SERIES[seriesLength];
  if (!split) throw new RangeError(`a WTC 2019–21 series has 2 to 5 Tests, not ${seriesLength}`);
  return { earned: result === "lost" ? 0 : split[result], contested: split.won };
}

/**
 * The table: every team with a line or a deduction, ranked by PCT, then by wins, then by name
 * (the ICC breaks ties by series won, then runs per wicket — not needed by any final table).
 */
export function championshipTable(
  rules: ChampionshipRules,
  lines: readonly ChampionshipLine[],
  deductions: readonly PointsDeduction[] = [],
): ChampionshipRow[] {
  const rows = new Map<string, ChampionshipRow>();
  const row = (team: string) => {
    let found = rows.get(team);
    if (!found) {
      found = { team, played: 0, won: 0, lost: 0, drawn: 0, tied: 0, deducted: 0, points: 0, contested: 0, percentage: 0 };
      rows.set(team, found);
    }
    return found;
  };
  for (const line of lines) {
    const target = row(line.team);
    const { earned, contested } = matchPoints(rules, line.seriesLength, line.result);
    if (line.result !== "no result") {
      target.played += 1;
      target[line.result] += 1;
    }
    target.points += earned;
    target.contested += contested;
  }
  for (const deduction of deductions) {
    const target = row(deduction.team);
    target.deducted += deduction.points;
    target.points -= deduction.points;
  }
  for (const target of rows.values()) {
    target.percentage = target.contested > 0 ? (target.points / target.contested) * 100 : 0;
  }
  return [...rows.values()].sort((a, b) => b.percentage - a.percentage || b.won - a.won || a.team.localeCompare(b.team));
}

/** PCT as the ICC prints it: two decimals ("69.44"). */
export const percentageText = (percentage: number) => percentage.toFixed(2);

/** A series of the championship: its two teams and the days its Tests start on. */
export interface ChampionshipSeries {
  teams: readonly [string, string];
  /** the first and last Test's start dates (YYYY-MM-DD) */
  first: string;
  last: string;
  /** Tests scheduled (the 2019–21 split), not necessarily all played */
  matches: number;
}

/**
 * The series a Test between two teams on a day belongs to, or undefined: not every Test between
 * two championship teams inside a cycle's dates is a championship match (England in New Zealand
 * in 2019 and 2023 were not).
 */
export function seriesOf<S extends ChampionshipSeries>(
  series: readonly S[],
  team: string,
  opponent: string,
  startDate: string,
): S | undefined {
  return series.find(
    (s) =>
      ((s.teams[0] === team && s.teams[1] === opponent) || (s.teams[0] === opponent && s.teams[1] === team)) &&
      startDate >= s.first &&
      startDate <= s.last,
  );
}

/** The rules in words (the table's subText). */
export function rulesText(cycle: WtcCycle): string {
  if (cycle.rules === "points-per-series") {
    return (
      `In the WTC ${cycle.key}, each series was worth 120 points, split by its length: a win earned 60 points in a two-Test ` +
      "series, 40 in three, 30 in four and 24 in five; a tie half that, a draw a third (13 in a three-Test series). " +
      "After series were lost to COVID-19, teams were ranked by the percentage of points won out of those contested (PCT). " +
      "Slow over rates cost two points per over short."
    );
  }
  return (
    `In the WTC ${cycle.key}, teams get 12 points for a win, 4 for a draw and 6 for a tie. ` +
    "Points percentage system (PCT) is used to determine the leaderboard. PCT = Points won by a team / Points contested * 100. " +
    "Slow over rates cost one point per over short."
  );
}
