import type { CricketData } from "../contract.ts";
import type { MatchListKind, MatchSummary, TeamRef } from "../schemas.ts";
import { createUpstreamClient, type UpstreamClient, type UpstreamConfig } from "./client.server.ts";
import { utcDate } from "./common.server.ts";
import { commentaryPageFromJson, fullCommentaryFromJson, highlightsFromJson, miniscoreFromJson } from "./commentary.server.ts";
import { factsFromJson, matchInfoFromJson, parseMatchInfo } from "./match-center.server.ts";
import { allMatches, matchListFromJson } from "./match-lists.server.ts";
import { galleriesFromJson, storyFromJson, storyListFromJson } from "./news.server.ts";
import { internationalScheduleFromJson, scheduleEntriesFromJson } from "./schedule.server.ts";
import { scorecardFromHscard, scorecardFromScard, scorecardShape } from "./scorecard.server.ts";
import { seriesListFromJson, seriesMatchesFromJson, teamResultsFromJson } from "./series.server.ts";
import { groupedPlayersFromJson, seriesSquadsFromJson, squadsFromJson } from "./squads.server.ts";
import {
  careerFromJson,
  playerProfileFromJson,
  rankingsFromJson,
  standingsFromJson,
  statsTableFromJson,
  topStatsTypesFromJson,
  trendingFromJson,
} from "./stats.server.ts";
import { teamGroupsFromJson } from "./teams.server.ts";

export type { UpstreamConfig } from "./client.server.ts";
export { verifyToken, mintToken, TOKEN_LIFETIME_SECONDS, type TokenPayload } from "./token.server.ts";
export { scorecardFromHscard, scorecardFromScard, scorecardFromJson } from "./scorecard.server.ts";

/**
 * CricketData over the Cricbuzz-style HTTP API (ARCHITECTURE principle 2, spec 2 §7, spec 1 §7).
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
 * | match(id)             | /mcenter/v1/{id} + /mcenter/v1/{id}/comm (scores, header; optional)         |
 * | miniscore(id)         | /mcenter/v1/{id}/comm                                                       |
 * | commentary(id)        | /mcenter/v1/{id}/comm[?lastTimeStamp={ms}&inning={n}] (both or neither)      |
 * | fullCommentary(id)    | /mcenter/v1/{id}/comm/full?inning={n}[&playerId={id}&type=batting|bowling]  |
 * | highlights(id)        | /mcenter/v1/{id}/hlights?inning={n}&highLightType={0,1,2,4,8,16,32,128,512}|
 * | scorecard(id)         | /mcenter/v1/{id}/hscard (or /scard, config.scorecardEndpoint); a 2025-shape |
 * |                       | answer also reads /mcenter/v1/{id} for the team ids                         |
 * | squads(id)            | /mcenter/v1/{id}/squads                                                     |
 * | facts(id)             | /mcenter/v1/{id}                                                            |
 * | matchNews(id)         | /mcenter/v1/{id} (its series) + /series/v1/{seriesId}/news[?lastId={id}]    |
 *
 * Query names follow the spec's (lastTimeStamp, inning, highLightType, playerId, type, lastId).
 * Per-match calls answer null on 404 (or a "no such match" body); any other failure is a
 * SourceError: "network" (fetch threw or timed out), "status" (non-2xx), "invalid" (not JSON, or
 * not the expected shape, or values the domain model cannot hold).
 */
export function createUpstreamData(config: UpstreamConfig): CricketData {
  return upstreamData(createUpstreamClient(config), config);
}

function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}

/** The slider takes this many of the latest results and of the next fixtures after the live matches. */
export const SLIDER_RESULTS = 10;
export const SLIDER_FIXTURES = 10;

function upstreamData(client: UpstreamClient, config: UpstreamConfig): CricketData {
  const list = async (kind: MatchListKind) => matchListFromJson(await client.get(`/matches/v1/${kind}`));
  const lists = () => Promise.all([list("live"), list("recent"), list("upcoming")]);

  return {
    matchList: list,

    async todaysMatches() {
      const today = utcDate(client.now());
      const seen = new Set<number>();
      return (await lists())
        .flatMap(allMatches)
        .filter((m) => utcDate(m.startTime) === today && !seen.has(m.id) && (seen.add(m.id), true))
        .sort((a, b) => a.startTime - b.startTime || a.id - b.id);
    },

    async sliderMatches() {
      const [live, recent, upcoming] = (await lists()).map(allMatches) as [MatchSummary[], MatchSummary[], MatchSummary[]];
      const seen = new Set(live.map((m) => m.id));
      const fresh = (m: MatchSummary) => !seen.has(m.id) && (seen.add(m.id), true);
      const results = [...recent]
        .sort((a, b) => (b.endTime ?? b.startTime) - (a.endTime ?? a.startTime) || b.id - a.id)
        .filter(fresh)
        .slice(0, SLIDER_RESULTS);
      const fixtures = [...upcoming].sort((a, b) => a.startTime - b.startTime || a.id - b.id).filter(fresh).slice(0, SLIDER_FIXTURES);
      return [...live, ...results, ...fixtures];
    },

    async internationalSchedule() {
      return internationalScheduleFromJson(await client.get("/schedule/v1/international"), client.now());
    },

    async match(id) {
      if (!validId(id)) return null;
      const [info, comm] = await Promise.all([
        client.getMatch(`/mcenter/v1/${id}`),
        // The comm response only adds scores and header fields: without it the match still shows.
        client.getMatch(`/mcenter/v1/${id}/comm`).catch(() => null),
      ]);
      return info === null ? null : matchInfoFromJson(info, comm);
    },

    async miniscore(id) {
      if (!validId(id)) return null;
      const comm = await client.getMatch(`/mcenter/v1/${id}/comm`);
      return comm === null ? null : miniscoreFromJson(comm);
    },

    async commentary(id, options = {}) {
      if (!validId(id)) return null;
      const before = options.before;
      const comm = await client.getMatch(
        `/mcenter/v1/${id}/comm`,
        before ? { lastTimeStamp: before.timestamp, inning: before.inningsNo } : undefined,
      );
      return comm === null ? null : commentaryPageFromJson(comm, options);
    },

    async fullCommentary(id, options) {
      if (!validId(id)) return null;
      const json = await client.getMatch(`/mcenter/v1/${id}/comm/full`, {
        inning: options.inningsNo,
        playerId: options.playerId,
        type: options.playerId ? options.role : undefined,
      });
      return json === null ? null : fullCommentaryFromJson(json, options);
    },

    async highlights(id, options) {
      if (!validId(id)) return null;
      const json = await client.getMatch(`/mcenter/v1/${id}/hlights`, {
        inning: options.inningsNo,
        highLightType: options.type,
      });
      return json === null ? null : highlightsFromJson(json, options);
    },

    async scorecard(id) {
      if (!validId(id)) return null;
      const json = await client.getMatch(`/mcenter/v1/${id}/${config.scorecardEndpoint ?? "hscard"}`);
      if (json === null) return null;
      if (scorecardShape(json) === "hscard") return scorecardFromHscard(json);
      // The 2025 shape has no team ids: take them (and the format) from the match info.
      let teams: TeamRef[] | undefined;
      let format: string | undefined;
      try {
        const info = await client.getMatch(`/mcenter/v1/${id}`);
        if (info !== null) {
          const match = matchInfoFromJson(info);
          teams = [...match.teams];
          format = match.format;
        }
      } catch {
        // without the info the innings keep team id 0 (unknown)
      }
      return scorecardFromScard(json, { teams, format });
    },

    async squads(id) {
      if (!validId(id)) return null;
      const json = await client.getMatch(`/mcenter/v1/${id}/squads`);
      return json === null ? null : squadsFromJson(json);
    },

    async facts(id) {
      if (!validId(id)) return null;
      const json = await client.getMatch(`/mcenter/v1/${id}`);
      return json === null ? null : factsFromJson(json);
    },

    async matchNews(id, options = {}) {
      if (!validId(id)) return null;
      const info = await client.getMatch(`/mcenter/v1/${id}`);
      if (info === null) return null;
      const wire = parseMatchInfo(info);
      const seriesId = wire.seriesid ?? wire.series?.id ?? wire.matchheader?.seriesid;
      if (!seriesId) return { stories: [], next: null };
      const json = await client.get(`/series/v1/${seriesId}/news`, { lastId: options.before });
      return storyListFromJson(json, { seriesId });
    },
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
