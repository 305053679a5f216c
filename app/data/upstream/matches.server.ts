import { type MatchesData, SourceError } from "../contract.ts";
import type { MatchListKind, MatchSummary, TeamRef } from "../schemas.ts";
import type { UpstreamClient, UpstreamConfig } from "./client.server.ts";
import { utcDate, validId } from "./common.server.ts";
import { commentaryPageFromJson, fullCommentaryFromJson, highlightsFromJson, miniscoreFromJson } from "./commentary.server.ts";
import { factsFromJson, leanbackAsComm, matchInfoFromHeader, matchInfoFromJson } from "./match-center.server.ts";
import { allMatches, matchListFromJson } from "./match-lists.server.ts";
import { internationalScheduleFromJson } from "./schedule.server.ts";
import { scorecardFromHscard, scorecardFromScard, scorecardShape } from "./scorecard.server.ts";
import { squadsFromJson } from "./squads.server.ts";

/** The matches area of the upstream source: /matches/v1/*, /schedule/v1/international and /mcenter/v1/{id}/*. */

/** The slider takes this many of the latest results and of the next fixtures after the live matches. */
export const SLIDER_RESULTS = 10;
export const SLIDER_FIXTURES = 10;

export function upstreamMatches(client: UpstreamClient, config: UpstreamConfig): MatchesData {
  const list = async (kind: MatchListKind) => matchListFromJson(await client.get(`/matches/v1/${kind}`));
  const lists = () => Promise.all([list("live"), list("recent"), list("upcoming")]);

  const matches: MatchesData = {
    /**
     * The provider's lists are one page each: `before` keeps the results of its recent list that
     * started before that day, and there is never an older page to offer.
     */
    async matchList(kind, page = {}) {
      const whole = await list(kind);
      const before = page.before;
      if (kind !== "recent" || before === undefined) return whole;
      const groups = whole.groups
        .map((g) => ({ ...g, series: g.series.map((s) => ({ ...s, matches: s.matches.filter((m) => m.startDate < before) })) }))
        .map((g) => ({ ...g, series: g.series.filter((s) => s.matches.length > 0) }))
        .filter((g) => g.series.length > 0);
      return { groups, older: null };
    },

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
      const fixtures = [...upcoming]
        .sort((a, b) => a.startTime - b.startTime || a.id - b.id)
        .filter(fresh)
        .slice(0, SLIDER_FIXTURES);
      return [...live, ...results, ...fixtures];
    },

    async internationalSchedule() {
      return internationalScheduleFromJson(await client.get("/schedule/v1/international"), client.now());
    },

    async match(id) {
      if (!validId(id)) return null;
      const [info, comm] = await Promise.all([
        client.getMatch(`/mcenter/v1/${id}`).then(
          (json) => ({ json }),
          (error: unknown) => ({ error }),
        ),
        // The comm response only adds scores and header fields: without it the match still shows.
        client.getMatch(`/mcenter/v1/${id}/comm`).catch(() => null),
      ]);
      if ("json" in info && info.json !== null) {
        const found = matchInfoFromJson(info.json, comm);
        // A provider answering for another match (a mix-up behind its cache) must not put that
        // match under this id: an invalid answer, shown as the provider being unavailable.
        if (found.id !== id) throw new SourceError("invalid", `GET /mcenter/v1/${id}: the answer is match ${found.id}`);
        return found;
      }
      // A match from whatever answers (issue 32): the comm's header, else the mini score's.
      const partial = matchInfoFromHeader(id, comm) ?? matchInfoFromHeader(id, await miniScore(client, id));
      if (partial) return partial;
      if ("error" in info) throw info.error;
      return null;
    },

    async miniscore(id) {
      if (!validId(id)) return null;
      const comm = await client.getMatch(`/mcenter/v1/${id}/comm`).catch(async (error: unknown) => {
        // The mini score carries the same score when the commentary fails.
        const mini = await miniScore(client, id);
        if (mini === null) throw error;
        return mini;
      });
      const json = comm ?? (await miniScore(client, id));
      return json === null ? null : miniscoreFromJson(json);
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

    // The provider gives no ball-by-ball record to forecast from: a known match, no forecast.
    async forecast(id) {
      const info = await matches.match(id);
      return info ? { matchId: id, game: null, teams: info.teams.map((t) => t.name), points: [] } : null;
    },
  };
  return matches;
}

/**
 * The provider's smallest answer that carries a match's live score, `/mcenter/v1/{id}/leanback`
 * (the mini score: header and score, no commentary), in the comm response's shape; null when it
 * does not know the match or fails (it only ever stands in for a bigger answer).
 */
export async function miniScore(client: UpstreamClient, id: number): Promise<unknown | null> {
  try {
    const json = await client.getMatch(`/mcenter/v1/${id}/leanback`);
    return json === null ? null : leanbackAsComm(json);
  } catch {
    return null;
  }
}
