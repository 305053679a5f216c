/**
 * Squad roles from what players did in a series (docs/product/content-areas.md#squads-tab). Cricsheet names no roles,
 * no captains and no wicket-keepers, so a squad is the players a side used, each placed by what
 * the balls show:
 *
 * - **Wicket Keepers**: made a stumping in the series; or made one in another match of the data
 *   (a keeper elsewhere) and did not bowl meaningfully here; or, in multi-day matches, was the
 *   side's leading catcher of the series without bowling a ball, at two or more catches a match
 *   (a Test keeper takes most of a side's catches; the slips rarely take that many).
 * - **All Rounders**: bowled meaningfully and batted in the top seven.
 * - **Bowlers**: bowled meaningfully; or bowled at all and batted only eighth or lower, or never.
 * - **Batters**: everyone else (no bowling, or part-time bowling while batting in the top seven).
 *
 * "Bowled meaningfully": on average at least half a bowler's quota a match — 12 balls (2 overs)
 * in a T20, 30 (5 overs) in an ODI, a tenth of the innings in general; 48 balls (8 overs) a match
 * in multi-day cricket, which has no quota. "Top seven": the median of his batting positions
 * is 7 or better. A keeper is listed as a keeper, whatever else he did.
 */
import { plural } from "./plural.ts";

export type SquadRole = "Batter" | "Allrounder" | "WK-Batter" | "Bowler";

/** The header rows of a squad, in the spec's order, and the role each holds. */
export const SQUAD_GROUPS: readonly { group: string; role: SquadRole }[] = [
  { group: "Batters", role: "Batter" },
  { group: "All Rounders", role: "Allrounder" },
  { group: "Wicket Keepers", role: "WK-Batter" },
  { group: "Bowlers", role: "Bowler" },
];

/** What one player did for one side in a series. */
export interface SquadLine {
  person: string;
  name: string;
  /** matches played for the side in the series */
  matches: number;
  /** his place in the order, once per innings batted */
  battingPositions: number[];
  runs: number;
  /** legal balls bowled */
  bowlingBalls: number;
  wickets: number;
  catches: number;
  stumpings: number;
  /** made a stumping in some other match of the data */
  stumpedElsewhere: boolean;
}

export type SquadMember = SquadLine & { role: SquadRole };

/** Balls a match that count as bowling meaningfully; `ballsPerInnings` null for multi-day matches. */
export function meaningfulBowlingBalls(ballsPerInnings: number | null): number {
  return ballsPerInnings === null ? 48 : ballsPerInnings / 10;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The role of each player of one side (see the module comment for the rule). */
export function squadRoles(lines: readonly SquadLine[], ballsPerInnings: number | null): Map<string, SquadRole> {
  const threshold = meaningfulBowlingBalls(ballsPerInnings);
  const bowlsMeaningfully = (line: SquadLine) => line.matches > 0 && line.bowlingBalls / line.matches >= threshold;
  const mostCatches = Math.max(0, ...lines.filter((line) => line.bowlingBalls === 0).map((line) => line.catches));
  const roles = new Map<string, SquadRole>();
  for (const line of lines) {
    const bowls = bowlsMeaningfully(line);
    const position = median(line.battingPositions);
    const batsInTopSeven = position !== null && position <= 7;
    const leadingCatcher =
      ballsPerInnings === null &&
      line.bowlingBalls === 0 &&
      line.matches > 0 &&
      line.catches === mostCatches &&
      line.catches / line.matches >= 2;
    const keeper = line.stumpings > 0 || (line.stumpedElsewhere && !bowls) || leadingCatcher;
    roles.set(
      line.person,
      keeper
        ? "WK-Batter"
        : bowls
          ? batsInTopSeven
            ? "Allrounder"
            : "Bowler"
          : line.bowlingBalls > 0 && !batsInTopSeven
            ? "Bowler"
            : "Batter",
    );
  }
  return roles;
}

/**
 * One side's players under the spec's header rows (Batters, All Rounders, Wicket Keepers,
 * Bowlers), empty groups left out; in each, most matches first, then by name.
 */
export function squadGroups(
  lines: readonly SquadLine[],
  ballsPerInnings: number | null,
): { group: string; role: SquadRole; players: SquadMember[] }[] {
  const roles = squadRoles(lines, ballsPerInnings);
  const members = lines
    .map((line) => ({ ...line, role: roles.get(line.person)! }))
    .sort((a, b) => b.matches - a.matches || a.name.localeCompare(b.name));
  return SQUAD_GROUPS.map(({ group, role }) => ({ group, role, players: members.filter((m) => m.role === role) })).filter(
    (g) => g.players.length > 0,
  );
}

/** "9 matches · 312 runs · 4 wickets · 2 stumpings": what the role was read from (zeros left out, matches always). */
export function squadRecord(line: SquadLine): string {
  return [
    plural(line.matches, "match", "matches"),
    line.battingPositions.length > 0 ? plural(line.runs, "run") : null,
    line.bowlingBalls > 0 ? plural(line.wickets, "wicket") : null,
    line.catches > 0 ? plural(line.catches, "catch", "catches") : null,
    line.stumpings > 0 ? plural(line.stumpings, "stumping") : null,
  ]
    .filter((part) => part !== null)
    .join(" · ");
}
