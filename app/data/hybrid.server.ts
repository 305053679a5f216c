import type { CricketData } from "./contract.ts";
import type { Ownership } from "./embedded/ownership.server.ts";
import type { MatchList } from "./schemas.ts";

/**
 * The hybrid source (CRICKET_SOURCE=hybrid, decision 057): the production shape. The provider
 * (`provider`, the upstream adapter) serves what is happening now: the match lists, today's and the
 * slider's matches, the schedule, the series being played, the ticker's live matches and the
 * latest news. Our own D1 (`own`, the embedded adapter over imported Cricsheet data and scored
 * matches) serves history and everything the provider lacks: the archive, rankings, championship
 * tables, the stats query, sitemaps, search, galleries and the team directory.
 *
 * Calls by id go to the side that owns the id (`owns`): a match, series, team or ground D1 holds
 * is ours, any other the provider's; a player is ours when D1 knows him by his register id or by
 * his Cricbuzz key, else the provider's; a story is ours when it is a match report (`report-{id}`).
 *
 * Nothing here catches a failure: a provider that fails on a live call throws SourceError as in the
 * upstream mode, so the edge cache above serves its last good value (marked stale) and, with none,
 * the page shows its neutral "not available right now" state — never a 5xx (the outage drill in
 * tests/worker-hybrid). History, answered by D1, does not depend on the provider at all.
 */
export function createHybridData(provider: CricketData, own: CricketData, owns: Ownership): CricketData {
  /** The side that answers for a match id. */
  const byMatch = async (id: number) => ((await owns.match(id)) ? own : provider);
  const bySeries = async (id: number) => ((await owns.series(id)) ? own : provider);
  const byTeam = async (id: number) => ((await owns.team(id)) ? own : provider);

  return {
    // What is happening now: the provider's.
    async matchList(kind, page = {}) {
      // The provider's recent list is one page; the results before its oldest day are our history.
      if (kind === "recent" && page.before !== undefined) return own.matchList(kind, page);
      const list = await provider.matchList(kind, page);
      return kind === "recent" ? { ...list, older: oldestDay(list) } : list;
    },
    todaysMatches: () => provider.todaysMatches(),
    sliderMatches: () => provider.sliderMatches(),
    internationalSchedule: () => provider.internationalSchedule(),
    liveMatches: () => provider.liveMatches(),
    currentSeries: () => provider.currentSeries(),
    latestNews: (options) => provider.latestNews(options),

    // One match: whoever owns its id.
    match: async (id) => (await byMatch(id)).match(id),
    miniscore: async (id) => (await byMatch(id)).miniscore(id),
    commentary: async (id, options) => (await byMatch(id)).commentary(id, options),
    fullCommentary: async (id, options) => (await byMatch(id)).fullCommentary(id, options),
    highlights: async (id, options) => (await byMatch(id)).highlights(id, options),
    scorecard: async (id) => (await byMatch(id)).scorecard(id),
    squads: async (id) => (await byMatch(id)).squads(id),
    facts: async (id) => (await byMatch(id)).facts(id),
    forecast: async (id) => (await byMatch(id)).forecast(id),
    matchNews: async (id, options) => (await byMatch(id)).matchNews(id, options),
    liveSnapshot: async (id) => (await byMatch(id)).liveSnapshot(id),
    matchGalleries: async (id) => (await byMatch(id)).matchGalleries(id),
    // A gallery of ours is a finished match's graphics, its id the match's.
    gallery: async (id) => (await byMatch(id)).gallery(id),
    story: (id) => (/^report-\d+$/.test(id) ? own.story(id) : provider.story(id)),

    // A series, team or ground: whoever owns its id.
    series: async (id) => (await bySeries(id)).series(id),
    pointsTable: async (id) => (await bySeries(id)).pointsTable(id),
    seriesStats: async (id) => (await bySeries(id)).seriesStats(id),
    seriesNews: async (id, options) => (await bySeries(id)).seriesNews(id, options),
    seriesSquads: async (id) => (await bySeries(id)).seriesSquads(id),
    squadPlayers: async (seriesId, squadId) => (await bySeries(seriesId)).squadPlayers(seriesId, squadId),
    seriesVenues: async (id) => (await bySeries(id)).seriesVenues(id),
    venue: async (id) => ((await owns.venue(id)) ? own : provider).venue(id),
    team: async (id) => (await byTeam(id)).team(id),
    teamMatches: async (id, kind) => (await byTeam(id)).teamMatches(id, kind),
    teamNews: async (id, options) => (await byTeam(id)).teamNews(id, options),
    teamStats: async (id, filter) => (await byTeam(id)).teamStats(id, filter),
    teamPlayers: async (id, format) => (await byTeam(id)).teamPlayers(id, format),
    // Ours by register id or Cricbuzz key (the embedded adapter reads both), else the provider's.
    player: async (id) => (await own.player(id)) ?? provider.player(id),

    // History and what the provider lacks: ours.
    archiveYears: () => own.archiveYears(),
    archive: (year) => own.archive(year),
    teams: (category) => own.teams(category),
    championship: (format, league) => own.championship(format, league),
    rankings: (query) => own.rankings(query),
    statsQuery: (query) => own.statsQuery(query),
    galleries: (query) => own.galleries(query),
    sitemapCounts: () => own.sitemapCounts(),
    sitemapPage: (kind, page, size) => own.sitemapPage(kind, page, size),
    search: (query) => own.search(query),
  };
}

/** The day the provider's recent list begins (its oldest match's start day): our older results page from it. */
function oldestDay(list: MatchList): string | null {
  let oldest: string | null = null;
  for (const group of list.groups) {
    for (const series of group.series) {
      for (const match of series.matches) if (oldest === null || match.startDate < oldest) oldest = match.startDate;
    }
  }
  return oldest;
}
