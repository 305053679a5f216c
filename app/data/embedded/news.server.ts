import { writeMatchReport } from "../../cricket/report/index.ts";
import type { Story, StoryList } from "../schemas.ts";
import { describeMeta, type MatchView } from "./match-view.server.ts";

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
