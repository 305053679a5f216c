import type { CricketData } from "../contract.ts";
import { upstreamChampionships } from "./championships.server.ts";
import { upstreamGalleries } from "./galleries.server.ts";
import { createUpstreamClient, type UpstreamConfig } from "./client.server.ts";
import { upstreamLive } from "./live.server.ts";
import { upstreamMatches } from "./matches.server.ts";
import { upstreamPlayers } from "./players.server.ts";
import { upstreamRankings } from "./rankings.server.ts";
import { galleriesFromJson, storyFromJson, storyListFromJson, upstreamNews, upstreamSitemap } from "./news.server.ts";
import { scheduleEntriesFromJson } from "./schedule.server.ts";
import { upstreamSearch } from "./search.server.ts";
import { upstreamStatsQuery } from "./stats-query.server.ts";
import { seriesListFromJson, seriesMatchesFromJson, teamResultsFromJson, upstreamSeries } from "./series.server.ts";
import { groupedPlayersFromJson, seriesSquadsFromJson } from "./squads.server.ts";
import {
  careerFromJson,
  playerProfileFromJson,
  rankingsFromJson,
  standingsFromJson,
  statsTableFromJson,
  topStatsTypesFromJson,
  trendingFromJson,
} from "./stats.server.ts";
import { teamGroupsFromJson, upstreamTeams } from "./teams.server.ts";

export type { UpstreamConfig } from "./client.server.ts";
export { Breaker, breakerFor } from "./breaker.server.ts";
export { verifyToken, mintToken, TOKEN_LIFETIME_SECONDS, type TokenPayload } from "./token.server.ts";
export { scorecardFromHscard, scorecardFromScard, scorecardFromJson } from "./scorecard.server.ts";

/**
 * CricketData over the Cricbuzz-style HTTP API (decision 005; docs/product/match-pages.md#source-calls, docs/product/site-and-accounts.md#source-requests).
 *
 * Every request is a GET of `{base}{path}` carrying `x-auth-user: {user}` and `x-auth-token:
 * {token}` (token.ts). Paths are the provider's own, as the sample folders name them:
 *
 * | method                | request                                                                     |
 * |-----------------------|-----------------------------------------------------------------------------|
 * | matchList(kind)       | /matches/v1/{live,recent,upcoming}                                          |
 * | todaysMatches         | the three lists; matches whose start is on the UTC day of `now`             |
 * | sliderMatches         | the three lists: live, then the latest results, then the next fixtures      |
 * | internationalSchedule | /schedule/v1/international                                                  |
 * | match(id)             | /mcenter/v1/{id} + /mcenter/v1/{id}/comm (scores, header; optional); when   |
 * |                       | the first does not answer, a partial match from the comm's header or the    |
 * |                       | mini score's, /mcenter/v1/{id}/leanback (MatchInfo.partial)                 |
 * | miniscore(id)         | /mcenter/v1/{id}/comm, else /mcenter/v1/{id}/leanback                       |
 * | commentary(id)        | /mcenter/v1/{id}/comm[?lastTimeStamp={ms}&inning={n}] (both or neither)      |
 * | fullCommentary(id)    | /mcenter/v1/{id}/comm/full?inning={n}[&playerId={id}&type=batting|bowling]  |
 * | highlights(id)        | /mcenter/v1/{id}/hlights?inning={n}&highLightType={0,1,2,4,8,16,32,128,512}|
 * | scorecard(id)         | /mcenter/v1/{id}/hscard (or /scard, config.scorecardEndpoint); a 2025-shape |
 * |                       | answer also reads /mcenter/v1/{id} for the team ids                         |
 * | squads(id)            | /mcenter/v1/{id}/squads                                                     |
 * | facts(id)             | /mcenter/v1/{id}                                                            |
 * | matchNews(id)         | /mcenter/v1/{id} (its series) + /series/v1/{seriesId}/news[?lastId={id}]    |
 * | series(id)            | /series/v1/{id}                                                             |
 * | pointsTable(id)       | none: no sample of the provider's tables to map (null: no Points Table tab) |
 * | story(id)             | /news/v1/detail/{id} (numeric ids only)                                     |
 * | latestNews()          | /news/v1/index[?lastId={id}]                                                |
 * | sitemapCounts/Page    | none: the provider lists no whole catalogue (empty)                         |
 * | seriesNews(id)        | /series/v1/{id}/news[?lastId={id}]                                          |
 * | seriesSquads(id)      | /series/v1/{id}/squads                                                      |
 * | squadPlayers(id, sq)  | /series/v1/{id}/squads/{squadId}                                            |
 * | seriesVenues(id)      | /series/v1/{id}/venues (spec shape: no sample)                              |
 * | venue(id)             | /venues/v1/{id} + /venues/v1/{id}/stats (spec shapes; stats may fail)       |
 * | liveSnapshot(id)      | /mcenter/v1/{id}/comm; on its 404, /mcenter/v1/{id}/leanback (no balls)     |
 * | liveScoreMark(id)     | /mcenter/v1/{id}/leanback (the mini score: the room's 3 s poll)             |
 * | liveMatches           | /matches/v1/live                                                            |
 * | teams(type)           | /teams/v1/{international,domestic,league,women} (header rows are groups)    |
 * | team(id)              | its row in those lists (international first); no call answers one team      |
 * | teamMatches(id, kind) | /teams/v1/{id}/schedule or /teams/v1/{id}/results (teamMatchesData)         |
 * | teamNews(id)          | /teams/v1/{id}/news[?lastId={id}]                                           |
 * | teamStats(id)         | none: no sample of the provider's team stats to map (null: 'No data')       |
 * | teamPlayers(id)       | /teams/v1/{id}/players (players under header rows)                          |
 * | player(id)            | /stats/v1/player/{id} + /batting, /bowling, /career, /news (all but the     |
 * |                       | first may fail, leaving their part empty); a non-numeric id is unknown      |
 * | championship(f, l)    | /stats/v1/iccstanding/team/matchtype/{1 = test, 2 = odi}: the current season |
 * | rankings(query)       | /stats/v1/rankings/{batsmen,bowlers,allrounders,teams}?formatType=…[&women=1] |
 * | statsQuery(query)     | none: the provider has no per-match lines (empty, with emptyReason)         |
 * | search(query)         | /teams/v1/international + /series/v1/international, names ranked here       |
 * | galleries(query)      | /photos/v1/index[?timestamp={ms}] (none per series, team or match)           |
 * | gallery(id)           | /photos/v1/detail/{id} (no sample)                                          |
 *
 * Query names follow the spec's (lastTimeStamp, inning, highLightType, playerId, type, lastId).
 * Per-match calls answer null on 404 (or a "no such match" body); any other failure is a
 * SourceError: "network" (fetch threw or timed out), "status" (non-2xx), "invalid" (not JSON, or
 * not the expected shape, or values the domain model cannot hold).
 */
export function createUpstreamData(config: UpstreamConfig): CricketData {
  const client = createUpstreamClient(config);
  return {
    ...upstreamMatches(client, config),
    ...upstreamLive(client),
    ...upstreamNews(client),
    ...upstreamSitemap(),
    ...upstreamSeries(client),
    ...upstreamTeams(client),
    ...upstreamPlayers(client),
    ...upstreamChampionships(client),
    ...upstreamRankings(client),
    ...upstreamStatsQuery(),
    ...upstreamGalleries(client),
    ...upstreamSearch(client),
  };
}

/**
 * The provider's other endpoints (sample folders series-*, teams-*, news-*, photos-*, stats-*),
 * mapped to validated shapes for pages CricketData does not cover yet. By-id calls answer null on 404.
 */
export function createUpstreamExtras(config: UpstreamConfig) {
  const client = createUpstreamClient(config);
  const byId = async <T>(path: string, map: (json: unknown) => T, query?: Record<string, string | number | undefined>) => {
    const json = await client.getMatch(path, query);
    return json === null ? null : map(json);
  };
  return {
    /** series/v1/{id}: the series' matches */
    series: (id: number) => byId(`/series/v1/${id}`, seriesMatchesFromJson),
    /** series/v1/{international|league|domestic|women}: series by month */
    seriesList: async (type: string) => seriesListFromJson(await client.get(`/series/v1/${type}`)),
    /** series/v1/{id}/news[?lastId] */
    seriesNews: (id: number, options: { before?: string } = {}) =>
      byId(`/series/v1/${id}/news`, (json) => storyListFromJson(json, { seriesId: id }), { lastId: options.before }),
    /** series/v1/{id}/squads */
    seriesSquads: (id: number) => byId(`/series/v1/${id}/squads`, seriesSquadsFromJson),
    /** series/v1/{id}/squads/{squadId} */
    squadPlayers: (seriesId: number, squadId: number) => byId(`/series/v1/${seriesId}/squads/${squadId}`, groupedPlayersFromJson),
    /** schedule/v1/{type}: every playing day listed */
    schedule: async (type: string) => scheduleEntriesFromJson(await client.get(`/schedule/v1/${type}`)),
    /** teams/v1/{type} */
    teams: async (type: string) => teamGroupsFromJson(await client.get(`/teams/v1/${type}`)),
    /** teams/v1/{id}/players */
    teamPlayers: (id: number) => byId(`/teams/v1/${id}/players`, groupedPlayersFromJson),
    /** teams/v1/{id}/results */
    teamResults: (id: number) => byId(`/teams/v1/${id}/results`, teamResultsFromJson),
    /** news/v1/index[?lastId] */
    news: async (options: { before?: string } = {}) => storyListFromJson(await client.get("/news/v1/index", { lastId: options.before })),
    /** news/v1/detail/{id} */
    story: (id: number) => byId(`/news/v1/detail/${id}`, storyFromJson),
    /** photos/v1/index[?timestamp] */
    photos: async (options: { before?: number } = {}) =>
      galleriesFromJson(await client.get("/photos/v1/index", { timestamp: options.before })),
    /** stats/v1/player/{id} */
    player: (id: number) => byId(`/stats/v1/player/${id}`, playerProfileFromJson),
    /** stats/v1/player/{id}/batting */
    playerBatting: (id: number) => byId(`/stats/v1/player/${id}/batting`, statsTableFromJson),
    /** stats/v1/player/{id}/bowling */
    playerBowling: (id: number) => byId(`/stats/v1/player/${id}/bowling`, statsTableFromJson),
    /** stats/v1/player/{id}/career */
    playerCareer: (id: number) => byId(`/stats/v1/player/${id}/career`, careerFromJson),
    /** stats/v1/player/trending */
    trendingPlayers: async () => trendingFromJson(await client.get("/stats/v1/player/trending")),
    /** stats/v1/rankings/{batsmen|bowlers|allrounders}?formatType={test|odi|t20} */
    rankings: async (category: string, formatType: string) =>
      rankingsFromJson(await client.get(`/stats/v1/rankings/${category}`, { formatType })),
    /** stats/v1/iccstanding/team/matchtype/{1 = World Test Championship} */
    standings: async (matchType: number) => standingsFromJson(await client.get(`/stats/v1/iccstanding/team/matchtype/${matchType}`)),
    /** stats/v1/topstats: the record types */
    topStatsTypes: async () => topStatsTypesFromJson(await client.get("/stats/v1/topstats")),
    /** stats/v1/topstats/0?statsType={mostRuns …}[&matchType&team]: one record table */
    topStats: async (statsType: string, filters: { matchType?: string; team?: string } = {}) =>
      statsTableFromJson(await client.get("/stats/v1/topstats/0", { statsType, ...filters })),
  };
}
export type UpstreamExtras = ReturnType<typeof createUpstreamExtras>;
