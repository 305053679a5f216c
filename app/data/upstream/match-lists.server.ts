import { z } from "zod";
import { matchSlug } from "../../cricket/slug.ts";
import { matchListSchema, matchSummarySchema, type MatchList, type MatchSummary } from "../schemas.ts";
import { formatName, inningsScores, localDate, matchState, teamRef, venueRef, type WireInningsScore } from "./common.server.ts";
import {
  epochMs,
  int,
  mapChecked,
  numbered,
  optBool,
  optEpoch,
  optInt,
  optNum,
  optStr,
  parseWire,
  teamWire,
  venueWire,
  withoutAds,
} from "./wire.server.ts";

/**
 * `matches/v1/live|recent|upcoming`: typeMatches[] → seriesMatches[] → seriesAdWrapper.matches[]
 * ({matchInfo, matchScore}). seriesMatches[] entries without `seriesAdWrapper` (the `adDetail` /
 * `ad` entries) are skipped. The same {matchInfo, matchScore} pair appears in series/v1/{id} and
 * teams/v1/{id}/results, which reuse `summaryFromListMatch`.
 */

const inningsWire = z.object({
  inningsid: optInt,
  runs: optInt,
  wickets: optInt,
  overs: optNum,
  isdeclared: optBool,
});

const teamScoreWire = numbered("inngs", inningsWire);

export const listMatchWire = z.object({
  matchinfo: z.object({
    matchid: int,
    seriesid: optInt,
    seriesname: optStr,
    matchdesc: optStr,
    matchformat: optStr,
    startdate: epochMs,
    enddate: optEpoch,
    state: optStr,
    status: optStr,
    team1: teamWire,
    team2: teamWire,
    venueinfo: venueWire.optional().catch(undefined),
    istournament: optBool,
    currbatteamid: optInt,
  }),
  matchscore: z.object({ team1score: teamScoreWire.optional(), team2score: teamScoreWire.optional() }).optional(),
});
export type ListMatchWire = z.infer<typeof listMatchWire>;

export function scoresOf(score: ListMatchWire["matchscore"], team1Id: number, team2Id: number): WireInningsScore[] {
  const entries: WireInningsScore[] = [];
  for (const [teamId, innings] of [
    [team1Id, score?.team1score],
    [team2Id, score?.team2score],
  ] as const) {
    for (const inn of innings ?? []) {
      entries.push({
        inningsId: inn.inningsid,
        teamId,
        runs: inn.runs,
        wickets: inn.wickets,
        overs: inn.overs,
        declared: inn.isdeclared,
      });
    }
  }
  return entries;
}

export interface SeriesContext {
  /** the typeMatches group, "" when the response does not say */
  matchType: string;
  seriesId?: number;
  seriesName?: string;
}

export function summaryFromListMatch(match: ListMatchWire, context: SeriesContext): MatchSummary {
  const info = match.matchinfo;
  const team1 = teamRef(info.team1);
  const team2 = teamRef(info.team2);
  const venue = venueRef(info.venueinfo, info.startdate);
  const zone = venue?.timeZone ?? "UTC";
  const state = matchState(info.state);
  const end = info.enddate ?? info.startdate;
  const description = info.matchdesc?.trim() || "Match";
  const seriesName = info.seriesname ?? context.seriesName ?? "";
  return {
    id: info.matchid,
    description,
    format: formatName(info.matchformat),
    matchType: context.matchType,
    series: { id: info.seriesid ?? context.seriesId ?? 0, name: seriesName },
    isTournament: info.istournament === true,
    teams: [team1, team2],
    venue,
    startDate: localDate(info.startdate, zone),
    endDate: localDate(Math.max(end, info.startdate), zone),
    startTime: info.startdate,
    endTime: state === "Complete" && info.enddate !== undefined ? info.enddate : null,
    state,
    status: info.status?.trim() ?? "",
    innings: inningsScores(scoresOf(match.matchscore, team1.id, team2.id), info.matchformat),
    slug: matchSlug(team1.name, team2.name, description, seriesName),
    isReplay: false,
  };
}

const seriesWrapperWire = z.object({
  seriesid: optInt,
  seriesname: optStr,
  matches: z.array(listMatchWire).optional().default([]),
});

export const matchListWire = z.object({
  typematches: z
    .array(
      z.object({
        matchtype: optStr,
        seriesmatches: withoutAds("seriesadwrapper", seriesWrapperWire).optional().default([]),
      }),
    )
    .optional()
    .default([]),
});

/** A match list response → the domain's groups (match type → series → matches). */
export function matchListFromJson(json: unknown): MatchList {
  const wire = parseWire(matchListWire, json, "match list");
  return mapChecked(matchListSchema, "match list", () => ({
    groups: wire.typematches
      .map((group) => {
        const matchType = group.matchtype?.trim() ?? "";
        return {
          matchType,
          series: group.seriesmatches
            .filter((series) => series.matches.length > 0)
            .map((series) => {
              const matches = series.matches.map((m) =>
                summaryFromListMatch(m, { matchType, seriesId: series.seriesid, seriesName: series.seriesname }),
              );
              const first = matches[0]!;
              return {
                series: { id: series.seriesid ?? first.series.id, name: series.seriesname ?? first.series.name },
                matches,
              };
            }),
        };
      })
      .filter((group) => group.series.length > 0),
  }));
}

export function allMatches(list: MatchList): MatchSummary[] {
  return list.groups.flatMap((group) => group.series.flatMap((series) => series.matches));
}

/** Checks a list of summaries built elsewhere (series, team results). */
export const matchSummariesSchema = z.array(matchSummarySchema);
