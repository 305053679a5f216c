import { namesWomen, type ProviderMatchKey } from "../cricket/twin-match.ts";
import type { CricketData } from "./contract.ts";
import type { Ownership } from "./embedded/ownership.server.ts";
import type { Twins } from "./embedded/twins.server.ts";
import type { MatchList, MatchSummary } from "./schemas.ts";

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
 * The live lists (the hub's and the ticker's), home's day and its slider list the matches being
 * scored on our own site (the scoring API's, in D1) beside the provider's.
 *
 * A provider match that is also ours (`twins`: the same two teams and start day, decision 061) is
 * shown once, under our id: the lists give our id and slug for it, and the provider's id answers
 * our match (the match page then redirects to our canonical address, 301).
 *
 * A provider that fails on a live call throws SourceError as in the upstream mode, so the edge
 * cache above serves its last good value (marked stale) and, with none, the page shows its neutral
 * "not available right now" state — never a 5xx (the outage drill in tests/worker-hybrid). The one
 * exception: while matches are being scored on our site, the live hub and the ticker list them
 * alone, the hub saying the rest is not available. History, answered by D1, does not depend on the
 * provider at all.
 */
export function createHybridData(provider: CricketData, own: CricketData, owns: Ownership, twins: Twins): CricketData {
  /** The side that answers for a match id, and the id it knows the match by (ours for a provider match we also hold). */
  const sideOf = async (id: number): Promise<[CricketData, number]> => {
    if (await owns.match(id)) return [own, id];
    const twin = twins.known(id);
    return twin ? [own, twin.id] : [provider, id];
  };
  /** Calls `call` on the side that answers for match `id`. */
  const byMatch =
    <T>(call: (side: CricketData, id: number) => Promise<T>) =>
    async (id: number) => {
      const [side, known] = await sideOf(id);
      return call(side, known);
    };
  /** The provider's matches with ours in place of those we also hold (our id and slug). */
  const once = async (matches: MatchSummary[]): Promise<MatchSummary[]> => {
    if (matches.length === 0) return matches;
    const found = await twins.find(matches.map(keyOf));
    return found.size === 0
      ? matches
      : matches.map((match) => {
          const twin = found.get(match.id);
          return twin ? { ...match, id: twin.id, slug: twin.slug } : match;
        });
  };
  const listOnce = async (list: MatchList): Promise<MatchList> => {
    const all = list.groups.flatMap((group) => group.series.flatMap((series) => series.matches));
    const twinned = new Map((await once(all)).map((match, at) => [all[at]!, match]));
    return {
      ...list,
      groups: list.groups.map((group) => ({
        ...group,
        series: group.series.map((series) => ({ ...series, matches: series.matches.map((match) => twinned.get(match) ?? match) })),
      })),
    };
  };
  const bySeries = async (id: number) => ((await owns.series(id)) ? own : provider);
  const byTeam = async (id: number) => ((await owns.team(id)) ? own : provider);

  return {
    // What is happening now: the provider's.
    async matchList(kind, page = {}) {
      // The provider's recent list is one page; the results before its oldest day are our history.
      if (kind === "recent" && page.before !== undefined) return own.matchList(kind, page);
      if (kind === "live") {
        // Beside the provider's, the matches being scored on our own site (the scoring API's, in D1).
        const [theirs, ours] = await Promise.all([provider.matchList(kind, page).then(listOnce, failed), own.matchList(kind, page)]);
        if (!("error" in theirs)) return withOurs(theirs, ours);
        // A failing provider does not take our own live matches off the hub: they are listed, and
        // the list says the rest is missing. With none of ours, the failure stands (above).
        if (!ours.groups.some((group) => group.series.length > 0)) throw theirs.error;
        return { ...ours, providerUnavailable: true };
      }
      const list = await listOnce(await provider.matchList(kind, page));
      return kind === "recent" ? { ...list, older: oldestDay(list) } : list;
    },
    // Home's day and slider, and the ticker: the provider's, and the matches being scored on our site
    // (D1's live ones: with the clock off in this mode, nothing else of D1's is live) beside them.
    todaysMatches: async () => besideTheirs(await Promise.all([provider.todaysMatches().then(once), own.liveMatches()])),
    // The slider begins with what is live: ours first.
    sliderMatches: async () => {
      const [theirs, ours] = await Promise.all([provider.sliderMatches().then(once), own.liveMatches()]);
      if (ours.length === 0) return theirs;
      const listed = new Set(ours.map((match) => match.id));
      return [...ours, ...theirs.filter((match) => !listed.has(match.id))];
    },
    internationalSchedule: () => provider.internationalSchedule(),
    liveMatches: async () => {
      const [theirs, ours] = await Promise.all([provider.liveMatches().then(once, failed), own.liveMatches()]);
      if (!("error" in theirs)) return besideTheirs([theirs, ours]);
      // The ticker keeps our own live matches while the provider fails.
      if (ours.length === 0) throw theirs.error;
      return ours;
    },
    currentSeries: () => provider.currentSeries(),
    latestNews: (options) => provider.latestNews(options),

    // One match: whoever owns its id.
    async match(id) {
      const [side, known] = await sideOf(id);
      const info = await side.match(known);
      if (side === own || !info) return info;
      // A provider match not asked about within the minute: ours when we also hold it.
      const twin = (await twins.find([keyOf(info)])).get(id);
      return twin ? ((await own.match(twin.id)) ?? info) : info;
    },
    miniscore: byMatch((side, id) => side.miniscore(id)),
    commentary: (id, options) => byMatch((side, known) => side.commentary(known, options))(id),
    fullCommentary: (id, options) => byMatch((side, known) => side.fullCommentary(known, options))(id),
    highlights: (id, options) => byMatch((side, known) => side.highlights(known, options))(id),
    scorecard: byMatch((side, id) => side.scorecard(id)),
    squads: byMatch((side, id) => side.squads(id)),
    facts: byMatch((side, id) => side.facts(id)),
    forecast: byMatch((side, id) => side.forecast(id)),
    matchNews: (id, options) => byMatch((side, known) => side.matchNews(known, options))(id),
    liveSnapshot: byMatch((side, id) => side.liveSnapshot(id)),
    liveScoreMark: byMatch((side, id) => side.liveScoreMark(id)),
    matchGalleries: byMatch((side, id) => side.matchGalleries(id)),
    // A gallery of ours is a finished match's graphics, its id the match's.
    gallery: byMatch((side, id) => side.gallery(id)),
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

/**
 * The provider's live list with ours (matches scored on our site) beside it, in their match type's
 * group; a match of ours the provider's list already gives under our id (decision 061) is not
 * listed twice.
 */
function withOurs(theirs: MatchList, ours: MatchList): MatchList {
  const listed = new Set(theirs.groups.flatMap((group) => group.series.flatMap((series) => series.matches.map((match) => match.id))));
  const groups = theirs.groups.map((group) => ({ ...group, series: [...group.series] }));
  for (const group of ours.groups) {
    const series = group.series
      .map((entry) => ({ ...entry, matches: entry.matches.filter((match) => !listed.has(match.id)) }))
      .filter((entry) => entry.matches.length > 0);
    if (series.length === 0) continue;
    const same = groups.find((other) => other.matchType === group.matchType);
    if (same) same.series.push(...series);
    else groups.push({ ...group, series });
  }
  return { ...theirs, groups };
}

/** A failed call, kept as a value so the other side's answer can still be used. */
const failed = (error: unknown) => ({ error });

/** The provider's matches, then ours that they do not already give under our id (decision 061). */
function besideTheirs([theirs, ours]: [MatchSummary[], MatchSummary[]]): MatchSummary[] {
  const listed = new Set(theirs.map((match) => match.id));
  const added = ours.filter((match) => !listed.has(match.id));
  return added.length === 0 ? theirs : [...theirs, ...added];
}

/** What a provider match is matched to ours by (decision 061). */
function keyOf(match: MatchSummary): ProviderMatchKey {
  const [one, two] = match.teams;
  return {
    id: match.id,
    teams: [one.name, two.name],
    startDate: match.startDate,
    women: match.matchType === "Women" || namesWomen(one.name) || namesWomen(two.name),
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
