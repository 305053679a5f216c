import { leagueTables, type TableLine } from "../../cricket/league-table.ts";
import type { SeriesData } from "../contract.ts";
import type { MatchSummary, PointsTable, SeriesDetail, Story, TeamRef } from "../schemas.ts";
import type { Clock } from "./clock.server.ts";
import { seriesSummaries } from "./match-list.server.ts";
import { publishedReports } from "./news.server.ts";

/** Stories per page of a series' news. */
const NEWS_PAGE = 10;

interface LineRow {
  match_id: number;
  team_id: number;
  table_group: string;
  result: TableLine["result"];
  tie_break: "won" | "lost" | null;
  points: number;
  runs_for: number;
  balls_for: number;
  runs_against: number;
  balls_against: number;
  balls_per_over: number;
}

function detail(seriesId: number, matches: MatchSummary[]): SeriesDetail {
  const days = matches.flatMap((m) => [m.startDate, m.endDate]).sort();
  return { id: seriesId, name: matches[0]!.series.name, startDate: days[0]!, endDate: days.at(-1)!, matches };
}

/**
 * The series area of the embedded source. Tables are summed from the stored team lines of the
 * matches finished at this moment (a replayed season's table grows with its replay), and a table
 * needs more than two teams (a two-team series has none).
 */
export function embeddedSeries(db: D1Database, clock: Clock): SeriesData {
  return {
    series: async (id) => {
      const matches = await seriesSummaries(db, clock, id);
      return matches.length ? detail(id, matches) : null;
    },

    pointsTable: async (id) => {
      const [matches, lines] = await Promise.all([
        seriesSummaries(db, clock, id),
        db
          .prepare(
            `SELECT t.match_id, t.team_id, t.table_group, t.result, t.tie_break, t.points, t.runs_for, t.balls_for,
               t.runs_against, t.balls_against, m.balls_per_over
             FROM team_matches t JOIN matches m ON m.id = t.match_id
             WHERE t.series_id = ? AND t.table_group IS NOT NULL`,
          )
          .bind(id)
          .all<LineRow>(),
      ]);
      const byId = new Map(matches.map((m) => [m.id, m]));
      const finished = lines.results.filter((line) => byId.get(line.match_id)?.state === "Complete");
      const teams = new Map<number, TeamRef>(matches.flatMap((m) => m.teams.map((team) => [team.id, team] as const)));
      const tables = leagueTables(
        finished.map((line) => ({
          matchId: line.match_id,
          group: line.table_group,
          team: line.team_id,
          result: line.result,
          tieBreak: line.tie_break,
          points: line.points,
          runsFor: line.runs_for,
          ballsFor: line.balls_for,
          runsAgainst: line.runs_against,
          ballsAgainst: line.balls_against,
          ballsPerOver: line.balls_per_over,
        })),
        (team) => teams.get(team)?.name ?? "",
      ).filter((table) => table.standings.length > 2);
      if (!tables.length) return null;
      const table: PointsTable = {
        groups: tables.map(({ group, standings }) => ({
          name: group === "" ? "" : `Group ${group}`,
          rows: standings.map((row) => ({
            team: teams.get(row.team)!,
            played: row.played,
            won: row.won,
            lost: row.lost,
            tied: row.tied,
            noResult: row.noResult,
            points: row.points,
            netRunRate: row.netRunRate,
            matches: row.matchIds.map((matchId) => {
              const match = byId.get(matchId)!;
              return {
                matchId,
                opponent: match.teams.find((team) => team.id !== row.team)!,
                description: match.description,
                date: match.startDate,
                result: match.status,
              };
            }),
          })),
        })),
        basis: `From the ${new Set(finished.map((line) => line.match_id)).size} finished league-stage matches with ball-by-ball data.`,
      };
      return table;
    },

    seriesNews: async (id, options = {}) => {
      const matches = await seriesSummaries(db, clock, id);
      if (!matches.length) return null;
      const done = matches.filter((m) => m.state === "Complete").map((m) => m.id);
      const reports: Story[] = (await publishedReports(db, clock, done)).sort((a, b) => b.publishedTime - a.publishedTime);
      const start = options.before ? reports.findIndex((story) => story.id === options.before) + 1 : 0;
      const page = reports.slice(start, start + NEWS_PAGE);
      return { stories: page, next: start + NEWS_PAGE < reports.length ? (page.at(-1)?.id ?? null) : null };
    },
  };
}
