import { formatOvers } from "../../cricket/overs.ts";
import { matchDescription } from "../../cricket/match-description.ts";
import { formatResult, resultFromRecord } from "../../cricket/result.ts";
import type { Outcome } from "../../cricket/types.ts";
import { matchSlug } from "../../cricket/slug.ts";
import type { MatchList, MatchListKind, MatchSummary } from "../schemas.ts";

/** How many of each series' latest results a recent list shows. */
const RECENT_PER_SERIES = 10;

interface MatchRow {
  id: number;
  match_type: string;
  gender: string;
  team_type: string;
  match_number: number | null;
  event_stage: string | null;
  event_group: string | null;
  start_date: string;
  end_date: string;
  start_time: number | null;
  state: MatchSummary["state"];
  balls_per_over: number;
  series_id: number;
  series_name: string;
  season: string;
  team1_id: number;
  team1_name: string;
  team1_short: string;
  team2_id: number;
  team2_name: string;
  team2_short: string;
  venue_id: number | null;
  venue_name: string | null;
  venue_city: string | null;
  venue_zone: string | null;
  winner_name: string | null;
  by_runs: number | null;
  by_wickets: number | null;
  by_innings: number | null;
  result: "tie" | "no result" | "draw" | null;
  method: string | null;
  eliminator_name: string | null;
}

interface InningsRow {
  match_id: number;
  innings_no: number;
  batting_team_id: number;
  runs: number;
  wickets: number;
  legal_balls: number;
  declared: number;
  super_over: number;
}

const MATCH_COLUMNS = `
  m.id, m.match_type, m.gender, m.team_type, m.match_number, m.event_stage, m.event_group,
  m.start_date, m.end_date, m.start_time, m.state, m.balls_per_over,
  s.id AS series_id, s.name AS series_name, s.season,
  t1.id AS team1_id, t1.name AS team1_name, t1.short_name AS team1_short,
  t2.id AS team2_id, t2.name AS team2_name, t2.short_name AS team2_short,
  v.id AS venue_id, v.name AS venue_name, v.city AS venue_city, v.time_zone AS venue_zone,
  w.name AS winner_name, m.by_runs, m.by_wickets, m.by_innings, m.result, m.method, e.name AS eliminator_name`;

const MATCH_JOINS = `
  FROM matches m
  JOIN series s ON s.id = m.series_id
  JOIN teams t1 ON t1.id = m.team1_id
  JOIN teams t2 ON t2.id = m.team2_id
  LEFT JOIN venues v ON v.id = m.venue_id
  LEFT JOIN teams w ON w.id = m.winner_id
  LEFT JOIN teams e ON e.id = m.eliminator_id`;

/** The list's matches, newest series first for results, soonest first for fixtures. */
function listQuery(kind: MatchListKind): string {
  if (kind === "recent") {
    return `WITH ranked AS (
        SELECT id, row_number() OVER (PARTITION BY series_id ORDER BY start_date DESC, id DESC) AS n
        FROM matches WHERE state = 'Complete')
      SELECT ${MATCH_COLUMNS} ${MATCH_JOINS}
      WHERE m.id IN (SELECT id FROM ranked WHERE n <= ${RECENT_PER_SERIES})
      ORDER BY m.start_date DESC, m.id DESC`;
  }
  const states =
    kind === "live"
      ? `('In Progress', 'Innings Break', 'Lunch', 'Stumps', 'Delay', 'Toss')`
      : `('Preview', 'Scheduled')`;
  return `SELECT ${MATCH_COLUMNS} ${MATCH_JOINS} WHERE m.state IN ${states}
    ORDER BY m.start_date ${kind === "live" ? "DESC" : "ASC"}, m.id`;
}

/** The outcome columns of a match row in the core's shape. */
export function recordedOutcome(row: Pick<MatchRow, "winner_name" | "by_runs" | "by_wickets" | "by_innings" | "result" | "method" | "eliminator_name">): Outcome {
  const method = row.method ? { method: row.method } : {};
  if (row.result) {
    return { result: row.result, ...(row.eliminator_name ? { eliminator: row.eliminator_name } : {}), ...method };
  }
  const by: { runs?: number; wickets?: number; innings?: number } = {};
  if (row.by_runs != null) by.runs = row.by_runs;
  if (row.by_wickets != null) by.wickets = row.by_wickets;
  if (row.by_innings != null) by.innings = row.by_innings;
  return { winner: row.winner_name ?? "", by, ...method };
}

/** Cricbuzz's typeMatches groups. */
function matchTypeGroup(row: Pick<MatchRow, "gender" | "team_type">): string {
  if (row.gender === "female") return "Women";
  return row.team_type === "club" ? "League" : "International";
}
const GROUP_ORDER = ["International", "League", "Domestic", "Women"];

export function toSummary(row: MatchRow, innings: InningsRow[]): MatchSummary {
  const description = matchDescription({
    matchNumber: row.match_number,
    stage: row.event_stage,
    group: row.event_group,
  });
  const seriesName = `${row.series_name} ${row.season}`;
  const status =
    row.state === "Complete"
      ? formatResult(resultFromRecord(recordedOutcome(row)))
      : "";
  return {
    id: row.id,
    description,
    format: row.match_type,
    matchType: matchTypeGroup(row),
    series: { id: row.series_id, name: seriesName },
    teams: [
      { id: row.team1_id, name: row.team1_name, shortName: row.team1_short },
      { id: row.team2_id, name: row.team2_name, shortName: row.team2_short },
    ],
    venue: row.venue_name
      ? { id: row.venue_id, name: row.venue_name, city: row.venue_city, timeZone: row.venue_zone ?? "UTC" }
      : null,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    state: row.state,
    status,
    innings: innings.map((i) => ({
      inningsNo: i.innings_no,
      teamId: i.batting_team_id,
      runs: i.runs,
      wickets: i.wickets,
      overs: formatOvers(i.legal_balls, row.balls_per_over),
      declared: i.declared === 1,
      superOver: i.super_over === 1,
    })),
    slug: matchSlug(row.team1_name, row.team2_name, description, seriesName),
  };
}

/** Groups summaries by match type (in Cricbuzz's order), then series in order of appearance. */
export function groupMatches(matches: MatchSummary[]): MatchList {
  const byType = new Map<string, Map<number, MatchList["groups"][number]["series"][number]>>();
  for (const match of matches) {
    const seriesMap = byType.get(match.matchType) ?? new Map();
    byType.set(match.matchType, seriesMap);
    const entry = seriesMap.get(match.series.id) ?? { series: match.series, matches: [] };
    seriesMap.set(match.series.id, entry);
    entry.matches.push(match);
  }
  return {
    groups: [...byType.entries()]
      .sort(([a], [b]) => GROUP_ORDER.indexOf(a) - GROUP_ORDER.indexOf(b))
      .map(([matchType, series]) => ({ matchType, series: [...series.values()] })),
  };
}

export async function loadMatchList(db: D1Database, kind: MatchListKind): Promise<MatchList> {
  const sql = listQuery(kind);
  const [matches, innings] = await db.batch([
    db.prepare(sql),
    db.prepare(
      `SELECT match_id, innings_no, batting_team_id, runs, wickets, legal_balls, declared, super_over
       FROM innings WHERE match_id IN (SELECT id FROM (${sql})) ORDER BY match_id, innings_no`,
    ),
  ]);
  const inningsByMatch = new Map<number, InningsRow[]>();
  for (const row of innings!.results as unknown as InningsRow[]) {
    const list = inningsByMatch.get(row.match_id) ?? [];
    list.push(row);
    inningsByMatch.set(row.match_id, list);
  }
  const summaries = (matches!.results as unknown as MatchRow[]).map((row) =>
    toSummary(row, inningsByMatch.get(row.id) ?? []),
  );
  return groupMatches(summaries);
}
