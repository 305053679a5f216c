import { writeMatchReport } from "../../cricket/report/index.ts";
import type { NewsData } from "../contract.ts";
import type { Story, StoryList } from "../schemas.ts";
import type { Clock } from "./clock.server.ts";
import { describeMeta, type MatchView } from "./match-record.server.ts";
import { loadMatchView } from "./match-view.server.ts";

/** A report goes out half an hour after the last ball. */
const REPORT_DELAY = 30 * 60_000;

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
  };
}

export function matchNews(view: MatchView, _options: { before?: string }): StoryList {
  const report = matchReport(view);
  return { stories: report ? [report] : [], next: null };
}

/** The news area of the embedded source: a match's stories are its auto-written report. */
export function embeddedNews(db: D1Database, clock: Clock): NewsData {
  return {
    matchNews: async (id, options = {}) => {
      const view = await loadMatchView(db, clock, id);
      return view ? matchNews(view, options) : null;
    },
  };
}

/** The published reports of these matches (search shows a report only once it is out). */
export async function publishedReports(db: D1Database, clock: Clock, matchIds: number[]): Promise<Story[]> {
  const views = await Promise.all(matchIds.map((id) => loadMatchView(db, clock, id).catch(() => null)));
  const now = clock.now();
  return views.flatMap((view) => {
    const report = view ? matchReport(view) : null;
    return report && report.publishedTime <= now ? [report] : [];
  });
}
