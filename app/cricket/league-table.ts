/**
 * League tables from stored team lines (app/cricket/aggregates.ts): one table per group, teams
 * ordered by points, then wins (IPL playing conditions 16.10.2.1; the ICC's events likewise), then
 * net run rate (ICC method: runs per over scored minus conceded, overs as true fractions), then name.
 */
import type { TeamResult } from "./aggregates.ts";

export interface TableLine {
  matchId: number;
  group: string;
  team: number;
  result: TeamResult;
  tieBreak: "won" | "lost" | null;
  points: number;
  runsFor: number;
  ballsFor: number;
  runsAgainst: number;
  ballsAgainst: number;
  ballsPerOver: number;
}

export interface TableStanding {
  team: number;
  played: number;
  won: number;
  lost: number;
  tied: number;
  noResult: number;
  points: number;
  netRunRate: number;
  matchIds: number[];
}

/**
 * `entrants`: every team of each group's fixtures, so a table stands from the first day of a
 * league, teams without a result yet on nought.
 */
export function leagueTables(
  lines: readonly TableLine[],
  nameOf: (team: number) => string,
  entrants: readonly { group: string; team: number }[] = [],
): { group: string; standings: TableStanding[] }[] {
  type Row = TableStanding & { runsFor: number; oversFor: number; runsAgainst: number; oversAgainst: number };
  const groups = new Map<string, Map<number, Row>>();
  const rowOf = (group: string, team: number): Row => {
    const table = groups.get(group) ?? new Map<number, Row>();
    groups.set(group, table);
    const row = table.get(team) ?? {
      team,
      played: 0,
      won: 0,
      lost: 0,
      tied: 0,
      noResult: 0,
      points: 0,
      netRunRate: 0,
      matchIds: [],
      runsFor: 0,
      oversFor: 0,
      runsAgainst: 0,
      oversAgainst: 0,
    };
    table.set(team, row);
    return row;
  };
  for (const { group, team } of entrants) rowOf(group, team);
  for (const line of lines) {
    const row = rowOf(line.group, line.team);
    row.played += 1;
    if (line.result === "won" || line.tieBreak === "won") row.won += 1;
    else if (line.result === "lost" || line.tieBreak === "lost") row.lost += 1;
    else if (line.result === "tied") row.tied += 1;
    else if (line.result === "no result") row.noResult += 1;
    row.points += line.points;
    row.runsFor += line.runsFor;
    row.oversFor += line.ballsFor / line.ballsPerOver;
    row.runsAgainst += line.runsAgainst;
    row.oversAgainst += line.ballsAgainst / line.ballsPerOver;
    row.matchIds.push(line.matchId);
  }
  const rate = (runs: number, overs: number) => (overs > 0 ? runs / overs : 0);
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))
    .map(([group, table]) => ({
      group,
      standings: [...table.values()]
        .map(({ runsFor, oversFor, runsAgainst, oversAgainst, ...row }) => ({
          ...row,
          netRunRate: rate(runsFor, oversFor) - rate(runsAgainst, oversAgainst),
        }))
        .sort(
          (a, b) => b.points - a.points || b.won - a.won || b.netRunRate - a.netRunRate || nameOf(a.team).localeCompare(nameOf(b.team)),
        ),
    }));
}
