import { momentAt, statusAt } from "../../cricket/match-state.ts";
import { formatOvers } from "../../cricket/overs.ts";
import { formatResult, resultFromRecord, type MatchResult } from "../../cricket/result.ts";
import { formatGmt } from "../../cricket/time.ts";
import type { MatchInput, MatchType } from "../../cricket/types.ts";
import type { MatchList, MatchState, MatchSummary, ScheduleEntry } from "../schemas.ts";
import { fixtureMoment, replayPlan, shownDate, type Clock } from "./clock.server.ts";

type ReplayPlan = Awaited<ReturnType<typeof replayPlan>>;
import { recordedOutcome } from "./match-input.server.ts";
import { playedNameSql, playedShortName } from "./store/played-names.ts";
import { describeMeta, matchTypeGroup, type MatchMeta } from "./match-record.server.ts";
import { loadMatchView } from "./match-view.server.ts";
import { summaryOf } from "./views.server.ts";

const LIVE_STATES: readonly MatchState[] = ["In Progress", "Innings Break", "Lunch", "Stumps", "Delay", "Toss"];
const UPCOMING_STATES: readonly MatchState[] = ["Preview", "Scheduled"];

interface ListRow extends MatchMeta {
  toss_winner_name: string | null;
  toss_decision: "bat" | "field" | null;
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

const LIST_SQL = `
  SELECT m.id, m.match_type, m.gender, m.team_type, m.match_number, m.event_group, m.event_stage,
    m.start_date, m.end_date, m.dates, m.start_time, m.state, m.source, m.note, m.source_url, m.player_of_match, m.balls_per_over,
    s.id AS series_id, s.name AS series_name, s.season,
    (SELECT count(*) FROM matches x WHERE x.series_id = s.id) AS series_matches,
    t1.id AS team1_id, m.team1_name, t1.name AS team1_current, t1.short_name AS team1_short,
    t2.id AS team2_id, m.team2_name, t2.name AS team2_current, t2.short_name AS team2_short,
    v.id AS venue_id, v.name AS venue_name, v.city AS venue_city, v.country AS venue_country, v.time_zone AS venue_zone,
    ${playedNameSql("m.toss_winner_id")} AS toss_winner_name, m.toss_decision,
    ${playedNameSql("m.winner_id")} AS winner_name, m.by_runs, m.by_wickets, m.by_innings, m.result, m.method,
    ${playedNameSql("m.eliminator_id")} AS eliminator_name
  FROM matches m
  JOIN series s ON s.id = m.series_id
  JOIN teams t1 ON t1.id = m.team1_id
  JOIN teams t2 ON t2.id = m.team2_id
  LEFT JOIN venues v ON v.id = m.venue_id`;

/** A tie decided by super overs says so ("won the Super Over"): two stored innings a super over. */
function withSuperOvers(result: MatchResult, innings: InningsRow[]): MatchResult {
  const superOvers = Math.ceil(innings.filter((i) => i.super_over === 1).length / 2);
  return superOvers ? { ...result, superOvers } : result;
}

/** Replayed matches by id, as SQL's `json_each` reads them. */
const REPLAYED = "(SELECT value FROM json_each(?))";

/**
 * The summaries of the stored matches `where` selects (a condition on `m`, with its parameters), at
 * this moment. Finished and future matches need no balls: their scores are the stored innings
 * totals; only the few matches being replayed or scored right now are derived ball by ball
 * (loadMatchView). Lists read the rows they show, never the whole table (issue 11).
 */
async function summariesWhere(db: D1Database, clock: Clock, plan: ReplayPlan, where: string, params: unknown[]): Promise<MatchSummary[]> {
  const [matches, innings] = await db.batch([
    db.prepare(`${LIST_SQL} WHERE ${where} ORDER BY m.start_time DESC, m.id DESC`).bind(...params),
    db
      .prepare(
        `SELECT match_id, innings_no, batting_team_id, runs, wickets, legal_balls, declared, super_over FROM innings
         WHERE match_id IN (SELECT m.id FROM matches m WHERE ${where}) ORDER BY match_id, innings_no`,
      )
      .bind(...params),
  ]);
  const inningsByMatch = new Map<number, InningsRow[]>();
  for (const row of innings!.results as unknown as InningsRow[]) {
    const list = inningsByMatch.get(row.match_id) ?? [];
    list.push(row);
    inningsByMatch.set(row.match_id, list);
  }
  const now = clock.now();
  return Promise.all(
    (matches!.results as unknown as (ListRow & { balls_per_over: number })[]).map(async (row) => {
      const slot = plan.get(row.id);
      const moment = slot ? (row.source === "fixture" ? fixtureMoment(slot, now) : momentAt(slot.timeline, now)) : null;
      const scoredLive = row.source === "scoring" && row.state !== "Complete";
      if (scoredLive || (moment && !["Preview", "Toss", "Complete"].includes(moment.state))) {
        const view = await loadMatchView(db, clock, row.id);
        if (view) return summaryOf(view);
      }
      const { description, seriesName, slug } = describeMeta(row);
      const zone = row.venue_zone ?? "UTC";
      const state: MatchState = moment?.state ?? row.state;
      const started = state !== "Preview" && state !== "Toss" && state !== "Scheduled";
      const toss: MatchInput["toss"] | undefined =
        row.toss_winner_name && row.toss_decision ? { winner: row.toss_winner_name, decision: row.toss_decision } : undefined;
      const startTime = slot?.timeline.start ?? row.start_time;
      const status =
        state === "Complete"
          ? (row.note ?? formatResult(withSuperOvers(resultFromRecord(recordedOutcome(row)), inningsByMatch.get(row.id) ?? [])))
          : moment
            ? statusAt({ toss } as MatchInput, moment, formatGmt(startTime))
            : "";
      return {
        id: row.id,
        description,
        format: row.match_type,
        matchType: matchTypeGroup(row),
        series: { id: row.series_id, name: seriesName },
        isTournament: row.series_matches > 5,
        teams: [
          { id: row.team1_id, name: row.team1_name, shortName: playedShortName(row.team1_name, row.team1_current, row.team1_short) },
          { id: row.team2_id, name: row.team2_name, shortName: playedShortName(row.team2_name, row.team2_current, row.team2_short) },
        ],
        venue: row.venue_name ? { id: row.venue_id, name: row.venue_name, city: row.venue_city, timeZone: zone } : null,
        startDate: shownDate(slot, zone, row.start_date),
        endDate: shownDate(slot, zone, row.end_date, "end", { matchType: row.match_type, over: state === "Complete" }),
        startTime,
        endTime: state === "Complete" ? (slot?.timeline.end ?? null) : null,
        state,
        status,
        innings: started
          ? (inningsByMatch.get(row.id) ?? []).map((i) => ({
              inningsNo: i.innings_no,
              teamId: i.batting_team_id,
              runs: i.runs,
              wickets: i.wickets,
              overs: formatOvers(i.legal_balls, row.balls_per_over),
              declared: i.declared === 1,
              superOver: i.super_over === 1,
            }))
          : [],
        slug,
        isReplay: slot !== undefined,
      } satisfies MatchSummary;
    }),
  );
}

const GROUP_ORDER = ["International", "League", "Domestic", "Women"];

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

/** The live or upcoming matches among `all`, soonest first. */
export function selectList(all: MatchSummary[], kind: "live" | "upcoming"): MatchSummary[] {
  const states = kind === "live" ? LIVE_STATES : UPCOMING_STATES;
  return all.filter((m) => states.includes(m.state)).sort((a, b) => a.startTime - b.startTime);
}

/**
 * Every match that is not simply history at this moment: the ones being replayed, every stored
 * match not finished (scheduled, or being scored), and those starting today. Live and upcoming
 * lists, today's matches and the schedule come from these; a bounded set however much history
 * is stored.
 */
export async function currentSummaries(db: D1Database, clock: Clock): Promise<MatchSummary[]> {
  const plan = await replayPlan(db, clock);
  const today = new Date(clock.now()).toISOString().slice(0, 10);
  // One id list from three indexed lookups (an OR of them would scan the table).
  const current = `m.id IN (SELECT value FROM json_each(?) UNION ALL SELECT id FROM matches WHERE state != 'Complete'
    UNION ALL SELECT id FROM matches WHERE start_date = ?)`;
  return summariesWhere(db, clock, plan, current, [JSON.stringify([...plan.keys()]), today]);
}

/** Every match of a series at this moment (replayed ones on their replayed days), in playing order. */
export async function seriesSummaries(db: D1Database, clock: Clock, seriesId: number): Promise<MatchSummary[]> {
  const plan = await replayPlan(db, clock);
  const matches = await summariesWhere(db, clock, plan, "m.series_id = ?", [seriesId]);
  return matches.sort((a, b) => a.startTime - b.startTime || a.id - b.id);
}

/** A series' first and last shown day (YYYY-MM-DD). */
export interface SeriesDays {
  startDate: string;
  endDate: string;
}

/**
 * The replayed series' days at this moment (issue 31): series id → its first and last shown day,
 * each replayed match dated as its list entry and its match page date it (the replay's days in the
 * venue's zone; an unfinished match's scheduled days). One read of the plan's matches, no balls.
 * Empty when the clock is off.
 */
export async function replayedSeriesDays(db: D1Database, clock: Clock): Promise<Map<number, SeriesDays>> {
  const plan = await replayPlan(db, clock);
  if (plan.size === 0) return new Map();
  const rows = await db
    .prepare(
      `SELECT m.id, m.series_id, m.source, m.match_type, m.start_date, m.end_date, v.time_zone AS venue_zone
       FROM matches m LEFT JOIN venues v ON v.id = m.venue_id WHERE m.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(JSON.stringify([...plan.keys()]))
    .all<{
      id: number;
      series_id: number;
      source: string;
      match_type: MatchType;
      start_date: string;
      end_date: string;
      venue_zone: string | null;
    }>();
  const now = clock.now();
  const days = new Map<number, SeriesDays>();
  for (const row of rows.results) {
    const slot = plan.get(row.id)!;
    const state = (row.source === "fixture" ? fixtureMoment(slot, now) : momentAt(slot.timeline, now)).state;
    const zone = row.venue_zone ?? "UTC";
    const start = shownDate(slot, zone, row.start_date);
    const end = shownDate(slot, zone, row.end_date, "end", { matchType: row.match_type, over: state === "Complete" });
    const known = days.get(row.series_id);
    days.set(row.series_id, {
      startDate: known && known.startDate < start ? known.startDate : start,
      endDate: known && known.endDate > end ? known.endDate : end,
    });
  }
  return days;
}

/** These matches at this moment (a team's results), newest first. */
export async function summariesOfIds(db: D1Database, clock: Clock, ids: number[]): Promise<MatchSummary[]> {
  if (ids.length === 0) return [];
  const plan = await replayPlan(db, clock);
  return summariesWhere(db, clock, plan, `m.id IN ${REPLAYED}`, [JSON.stringify(ids)]);
}

/** How many days with results one page of the recent list covers. */
export const RECENT_DAYS = 7;

export interface RecentPage {
  matches: MatchSummary[];
  /** the `before` of the next page (its first day is this page's oldest), or null at the start of the records */
  older: string | null;
}

/**
 * The results of the latest `pageDays` days that have any, before `before` (YYYY-MM-DD; null: up
 * to now), newest first. Replayed matches count on their replayed dates, the rest on their own.
 */
export async function recentPage(db: D1Database, clock: Clock, before: string | null, pageDays = RECENT_DAYS): Promise<RecentPage> {
  const plan = await replayPlan(db, clock);
  const replayedIds = JSON.stringify([...plan.keys()]);
  const until = before ?? "9999-12-31";
  const replayed = plan.size
    ? (await summariesWhere(db, clock, plan, `m.id IN ${REPLAYED}`, [replayedIds])).filter(
        (m) => m.state === "Complete" && m.startDate < until,
      )
    : [];
  const stored = `m.state = 'Complete' AND m.id NOT IN ${REPLAYED}`;
  const days = await db
    .prepare(`SELECT DISTINCT m.start_date AS day FROM matches m WHERE ${stored} AND m.start_date < ? ORDER BY day DESC LIMIT ?`)
    .bind(replayedIds, until, pageDays)
    .all<{ day: string }>();
  const window = [...new Set([...replayed.map((m) => m.startDate), ...days.results.map((r) => r.day)])].sort().reverse();
  const oldest = window.slice(0, pageDays).at(-1);
  if (oldest === undefined) return { matches: [], older: null };
  const inWindow = (m: MatchSummary) => m.startDate >= oldest;
  const matches = [
    ...replayed.filter(inWindow),
    ...(await summariesWhere(db, clock, plan, `${stored} AND m.start_date >= ? AND m.start_date < ?`, [replayedIds, oldest, until])),
  ].sort((a, b) => b.startTime - a.startTime || b.id - a.id);
  const olderStored = await db
    .prepare(`SELECT 1 AS found FROM matches m WHERE ${stored} AND m.start_date < ? LIMIT 1`)
    .bind(replayedIds, oldest)
    .first();
  const older = olderStored || replayed.some((m) => m.startDate < oldest) ? oldest : null;
  return { matches, older };
}

/** International fixtures from today on; a multi-day match gives one entry per day ("Day 2"). */
export function scheduleEntries(all: MatchSummary[], now: number): ScheduleEntry[] {
  const today = new Date(now).toISOString().slice(0, 10);
  const entries: ScheduleEntry[] = [];
  for (const m of all) {
    if (m.matchType !== "International" && m.matchType !== "Women") continue;
    const days = dayList(m.startDate, m.endDate);
    days.forEach((date, i) => {
      if (date < today) return;
      entries.push({
        matchId: m.id,
        series: m.series,
        title: `${m.teams[0].name} vs ${m.teams[1].name}, ${m.description}`,
        day: days.length > 1 ? `Day ${i + 1}` : null,
        date,
        startTime: m.startTime + i * 86_400_000,
        slug: m.slug,
      });
    });
  }
  return entries.sort((a, b) => a.startTime - b.startTime || a.matchId - b.matchId);
}

function dayList(start: string, end: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
