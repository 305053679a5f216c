import { writeMatchReport } from "../../cricket/report/index.ts";
import type { NewsData } from "../contract.ts";
import type { Story, StoryList } from "../schemas.ts";
import { replayPlan, type Clock } from "./clock.server.ts";
import { summariesOfIds } from "./match-list.server.ts";
import { describeMeta, loadMatchMetas, type MatchView } from "./match-record.server.ts";
import { keepReports, keepsReport, keptReports } from "./store/report-cards.server.ts";
import { loadMatchView, type MatchViewReader } from "./match-view.server.ts";

/** A report goes out half an hour after the last ball. */
export const REPORT_DELAY = 30 * 60_000;

/** The auto-written report of a finished match, as a Story (facts only, from the balls). */
export function matchReport(view: MatchView): Story | null {
  if (view.state !== "Complete") return null;
  const { description } = describeMeta(view.meta);
  const report = writeMatchReport(view.full, {
    seriesName: view.meta.series_name,
    description,
    ...(view.venue ? { venue: view.venue.name } : {}),
    ...(view.venue?.city ? { city: view.venue.city } : {}),
    dates: view.isReplay ? [view.startDate] : (JSON.parse(view.meta.dates) as string[]),
    playerOfMatch: JSON.parse(view.meta.player_of_match) as string[],
  });
  return {
    id: `report-${view.id}`,
    headline: report.headline,
    intro: report.intro,
    body: report.body,
    cardType: "NewsBig",
    context: `${view.meta.series_name} ${view.meta.season}`,
    publishedTime: Math.round(view.timeline.end + REPORT_DELAY),
    imageId: null,
    matchId: view.id,
    seriesId: view.meta.series_id,
    slug: reportSlug(describeMeta(view.meta).slug),
  };
}

/** A report's address names its match (known without writing it: the sitemaps list every report). */
export const reportSlug = (matchSlug: string) => `${matchSlug}-match-report`;

/** `report-1415755` → 1415755; anything else null. */
export function reportMatchId(storyId: string): number | null {
  const match = /^report-([1-9]\d{0,15})$/.exec(storyId);
  return match ? Number(match[1]) : null;
}

export function matchNews(view: MatchView, _options: { before?: string }): StoryList {
  const report = matchReport(view);
  return { stories: report ? [report] : [], next: null };
}

/** Reports on one page of the latest news. */
const NEWS_PAGE = 10;
/** Stored matches read to find a page's reports: a Test's report comes days after its start. */
const CANDIDATES = 3 * NEWS_PAGE;

/**
 * The news area of the embedded source: a match's stories are its auto-written report; the
 * latest news is every report, newest first — the replayed season's finished matches, then the
 * stored history — paged by publish time.
 */
export function embeddedNews(db: D1Database, clock: Clock, views: MatchViewReader = (id) => loadMatchView(db, clock, id)): NewsData {
  return {
    matchNews: async (id, options = {}) => {
      const view = await views(id);
      return view ? matchNews(view, options) : null;
    },

    story: async (id) => {
      const matchId = reportMatchId(id);
      if (matchId === null) return null;
      const [report] = await publishedReports(db, clock, [matchId]);
      return report ?? null;
    },

    latestNews: async (options = {}) => {
      const now = clock.now();
      const olderThan = Math.min(options.olderThan ?? Number.POSITIVE_INFINITY, now + 1);
      const plan = await replayPlan(db, clock);
      const replayed = [...plan.keys()];
      // Summaries carry each match's end: a report's time without writing it.
      const day = Number.isFinite(olderThan) ? new Date(olderThan).toISOString().slice(0, 10) : "9999-12-31";
      const stored = await finishedBefore(db, JSON.stringify(replayed), day, CANDIDATES);
      const summaries = await summariesOfIds(db, clock, [...replayed, ...stored]);
      const timed = summaries
        .filter((m) => m.state === "Complete")
        .map((m) => ({ id: m.id, time: Math.round((m.endTime ?? m.startTime) + REPORT_DELAY) }))
        .filter((m) => m.time < olderThan)
        .sort((a, b) => b.time - a.time || b.id - a.id);
      const page = timed.slice(0, NEWS_PAGE);
      const stories = (
        await publishedReports(
          db,
          clock,
          page.map((m) => m.id),
        )
      ).sort((a, b) => b.publishedTime - a.publishedTime || (b.matchId ?? 0) - (a.matchId ?? 0));
      const more = timed.length > NEWS_PAGE || stored.length === CANDIDATES;
      return { stories, next: more ? (stories.at(-1)?.id ?? null) : null };
    },
  };
}

/** Finished stored matches (not replayed) that began on or before a day, newest first: matches_start, backwards. */
async function finishedBefore(db: D1Database, replayed: string, day: string, limit: number): Promise<number[]> {
  const rows = await db
    .prepare(
      `SELECT id FROM matches WHERE state = 'Complete' AND start_date <= ? AND id NOT IN (SELECT value FROM json_each(?))
       ORDER BY start_date DESC, id DESC LIMIT ?`,
    )
    .bind(day, replayed, limit)
    .all<{ id: number }>();
  return rows.results.map((r) => r.id);
}

/**
 * The published reports of these matches (search shows a report only once it is out): kept ones
 * read from D1, the others written from their balls (and kept when they may be).
 */
export async function publishedReports(db: D1Database, clock: Clock, matchIds: number[]): Promise<Story[]> {
  if (matchIds.length === 0) return [];
  const [plan, metas] = await Promise.all([replayPlan(db, clock), loadMatchMetas(db, matchIds)]);
  const keepable = metas.filter((meta) => keepsReport(meta, plan.has(meta.id)));
  const kept = await keptReports(db, keepable);
  const toWrite = matchIds.filter((id) => !kept.has(id) && metas.some((meta) => meta.id === id));
  const views = await Promise.all(toWrite.map((id) => loadMatchView(db, clock, id).catch(() => null)));
  const written = views.flatMap((view) => {
    const report = view ? matchReport(view) : null;
    return view && report ? [{ meta: view.meta, story: report }] : [];
  });
  await keepReports(
    db,
    written.filter(({ meta }) => keepable.some((k) => k.id === meta.id)),
  ).catch((error) => console.error("report cards: not kept", error));
  const byMatch = new Map([...kept, ...written.map(({ meta, story }) => [meta.id, story] as const)]);
  const now = clock.now();
  return matchIds.flatMap((id) => {
    const report = byMatch.get(id);
    return report && report.publishedTime <= now ? [report] : [];
  });
}
