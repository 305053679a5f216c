import type { MatchesData } from "../contract.ts";
import type { Clock } from "./clock.server.ts";
import { commentaryPage, fullCommentary, highlights } from "./commentary.server.ts";
import { matchFacts } from "./facts.server.ts";
import { currentSummaries, groupMatches, recentPage, scheduleEntries, selectList } from "./match-list.server.ts";
import type { MatchView } from "./match-record.server.ts";
import { loadMatchView, type MatchViewReader } from "./match-view.server.ts";
import { matchForecast } from "./forecast.server.ts";
import { computedSeriesAward } from "./series-award.server.ts";
import { matchInfo, miniscore, scorecard, squads } from "./views.server.ts";

/**
 * The matches area of the embedded source: lists and single matches from D1, seen through the
 * clock. `views` reads a match (a request's data read each match once: matchViewsOncePerRequest).
 */
export function embeddedMatches(db: D1Database, clock: Clock, views: MatchViewReader = (id) => loadMatchView(db, clock, id)): MatchesData {
  const withView = <T>(id: number, build: (view: MatchView) => T | Promise<T>) => views(id).then((v) => (v ? build(v) : null));

  return {
    async matchList(kind, page = {}) {
      if (kind !== "recent") return groupMatches(selectList(await currentSummaries(db, clock), kind));
      const { matches, older } = await recentPage(db, clock, page.before ?? null);
      return { ...groupMatches(matches), older };
    },
    async todaysMatches() {
      const today = new Date(clock.now()).toISOString().slice(0, 10);
      return (await currentSummaries(db, clock)).filter((m) => m.startDate === today).sort((a, b) => a.startTime - b.startTime);
    },
    async sliderMatches() {
      const [current, recent] = await Promise.all([currentSummaries(db, clock), recentPage(db, clock, null)]);
      return [...selectList(current, "live"), ...recent.matches.slice(0, 6), ...selectList(current, "upcoming").slice(0, 6)];
    },
    async internationalSchedule() {
      return scheduleEntries(await currentSummaries(db, clock), clock.now());
    },
    match: (id) =>
      withView(id, async (v) => {
        const officials = await db
          .prepare("SELECT role, name FROM match_officials WHERE match_id = ? ORDER BY role, ordinal")
          .bind(id)
          .all<{ role: string; name: string }>();
        const info = matchInfo(v, officials.results);
        return { ...info, ...(await computedSeriesAward(db, clock, info)) };
      }),
    miniscore: async (id) => (await withView(id, miniscore)) ?? null,
    commentary: (id, options = {}) => withView(id, (v) => commentaryPage(v, options)),
    fullCommentary: (id, options) => withView(id, (v) => fullCommentary(v, options)),
    highlights: (id, options) => withView(id, (v) => highlights(v, options)),
    scorecard: (id) => withView(id, scorecard),
    squads: (id) =>
      withView(id, async (v) => {
        const replacements = await db
          .prepare("SELECT team_id, in_id, out_id, reason FROM match_replacements WHERE match_id = ?")
          .bind(id)
          .all<{ team_id: number; in_id: string; out_id: string; reason: string }>();
        return squads(v, replacements.results);
      }),
    facts: (id) => withView(id, (v) => matchFacts(db, v)),
    forecast: (id) => withView(id, matchForecast),
  };
}
