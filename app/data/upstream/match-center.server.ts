import { z } from "zod";
import { matchSlug } from "../../cricket/slug.ts";
import { matchFactsSchema, matchInfoSchema, type MatchFacts, type MatchInfo, type TeamRef } from "../schemas.ts";
import {
  formatName,
  inningsScores,
  localDate,
  matchState,
  matchTypeGroup,
  personName,
  teamRef,
  venueRef,
  venueTimeZone,
  type WireInningsScore,
} from "./common.server.ts";
import {
  inningsFromScoreList,
  inningsScoreListWire,
  matchHeaderWire,
  peopleOf,
  tossFromResults,
  tossFromText,
  tossWire,
  type MatchHeaderWire,
} from "./header.server.ts";
import {
  int,
  lowercaseKeys,
  mapChecked,
  optBool,
  optEpoch,
  optInt,
  optStr,
  parseWire,
  personWire,
  teamWire,
  venueWire,
  type VenueWire,
} from "./wire.server.ts";

/**
 * `mcenter/v1/{id}`: match info, venue and broadcast guide. Two generations:
 * - camelCase: `{matchInfo: {matchId, matchDescription, team1: {id, name, shortName}, series, venue,
 *   matchStartTimestamp, tossResults, umpire1 …}, venueInfo: {ground, capacity, ends …},
 *   broadcastInfo: [{country, broadcaster: [{broadcastType, value}]}]}`;
 * - lowercase and flat: `{matchid, matchdesc, seriesid, team1: {teamid, teamname, teamsname},
 *   startdate, venueinfo: {ground, country, timezone, capacity, ends, hometeam, established},
 *   umpire1: {id, name}, tossstatus, istournament, broadcastinfo}`.
 * Both are flattened into one lowercase record before parsing.
 */

const broadcastWire = z.object({
  country: optStr,
  broadcaster: z
    .array(z.object({ broadcasttype: optStr, value: optStr, name: optStr }))
    .optional()
    .catch(undefined),
});

export const matchInfoWire = z.object({
  matchid: int,
  matchdesc: optStr,
  matchdescription: optStr,
  matchformat: optStr,
  matchtype: optStr,
  seriesid: optInt,
  seriesname: optStr,
  seriesdesc: optStr,
  series: z.object({ id: optInt, name: optStr }).optional().catch(undefined),
  startdate: optEpoch,
  matchstarttimestamp: optEpoch,
  enddate: optEpoch,
  matchcompletetimestamp: optEpoch,
  state: optStr,
  status: optStr,
  complete: optBool,
  team1: teamWire,
  team2: teamWire,
  umpire1: personWire,
  umpire2: personWire,
  umpire3: personWire,
  referee: personWire,
  venueinfo: venueWire.optional().catch(undefined),
  venue: venueWire.optional().catch(undefined),
  tossstatus: optStr,
  tossresults: tossWire,
  istournament: optBool,
  currbatteamid: optInt,
  playersofthematch: z.array(personWire).optional().catch(undefined),
  playersoftheseries: z.array(personWire).optional().catch(undefined),
  broadcastinfo: z.array(broadcastWire).optional().catch(undefined),
  matchheader: matchHeaderWire.optional().catch(undefined),
});
export type MatchInfoWire = z.infer<typeof matchInfoWire>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The camelCase generation nests under `matchInfo`; lift it so one schema reads both. */
function flatten(json: unknown): unknown {
  const body = lowercaseKeys(json);
  if (!isRecord(body) || !isRecord(body.matchinfo)) return body;
  const info = body.matchinfo;
  return {
    ...info,
    venueinfo: body.venueinfo ?? info.venueinfo,
    broadcastinfo: body.broadcastinfo ?? info.broadcastinfo,
    matchheader: body.matchheader ?? info.matchheader,
  };
}

export function parseMatchInfo(json: unknown): MatchInfoWire {
  return parseWire(matchInfoWire, flatten(json), "match info");
}

/** `venue` (camelCase matchInfo: id, name, timezone) merged over `venueInfo` (ground, capacity …). */
function mergedVenue(wire: MatchInfoWire): VenueWire | undefined {
  if (!wire.venue && !wire.venueinfo) return undefined;
  const merged: VenueWire = { ...wire.venueinfo } as VenueWire;
  for (const [key, value] of Object.entries(wire.venue ?? {})) {
    if (value !== undefined && value !== "") (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

function startOf(wire: MatchInfoWire): number {
  const start = wire.startdate ?? wire.matchstarttimestamp ?? wire.matchheader?.matchstarttimestamp;
  if (start === undefined) throw new Error("a match without a start time");
  return start;
}

/** What a comm response adds to the match page header: innings scores, the batting side, the header. */
export const commSummaryWire = z.object({
  matchheader: matchHeaderWire.optional().catch(undefined),
  miniscore: z
    .object({
      inningsid: optInt,
      batteam: z.object({ teamid: optInt }).optional().catch(undefined),
      matchscoredetails: z.object({ inningsscorelist: inningsScoreListWire }).optional().catch(undefined),
    })
    .optional()
    .catch(undefined),
});
export type CommSummaryWire = z.infer<typeof commSummaryWire>;

export function parseCommSummary(json: unknown): CommSummaryWire {
  return parseWire(commSummaryWire, json, "commentary");
}

export interface MatchExtras {
  header?: MatchHeaderWire;
  innings?: WireInningsScore[];
  battingTeamId?: number;
}

export function matchInfoFromWire(wire: MatchInfoWire, extras: MatchExtras = {}): MatchInfo {
  const header = extras.header ?? wire.matchheader;
  const team1 = teamRef(wire.team1);
  const team2 = teamRef(wire.team2);
  const teams: [TeamRef, TeamRef] = [team1, team2];
  const start = startOf(wire);
  const venue = venueRef(mergedVenue(wire), start);
  const zone = venue?.timeZone ?? "UTC";
  const complete = wire.complete ?? header?.complete;
  const state = matchState(wire.state ?? header?.state, complete);
  const isComplete = complete ?? state === "Complete";
  const description = (wire.matchdesc ?? wire.matchdescription ?? header?.matchdescription)?.trim() || "Match";
  const seriesName = wire.seriesname ?? wire.series?.name ?? header?.seriesname ?? header?.seriesdesc ?? "";
  const format = wire.matchformat ?? header?.matchformat;
  const end = wire.enddate ?? wire.matchcompletetimestamp ?? header?.matchcompletetimestamp;
  const live = !isComplete && !["Preview", "Scheduled", "Toss"].includes(state);
  const lastBatting = header?.matchteaminfo?.at(-1)?.battingteamid;
  const battingTeamId = live ? wire.currbatteamid || extras.battingTeamId || lastBatting || null : null;
  return {
    id: wire.matchid,
    description,
    format: formatName(format),
    matchType: matchTypeGroup(wire.matchtype ?? header?.matchtype, wire.team1.iswomenteam === true || wire.team2.iswomenteam === true),
    series: { id: wire.seriesid ?? wire.series?.id ?? header?.seriesid ?? 0, name: seriesName },
    isTournament: wire.istournament === true,
    teams,
    venue,
    startDate: localDate(start, zone),
    endDate: localDate(Math.max(end ?? start, start), zone),
    startTime: start,
    endTime: state === "Complete" && end !== undefined ? end : null,
    state,
    status: (wire.status ?? header?.status ?? "").trim(),
    innings: inningsScores(extras.innings ?? [], format),
    slug: matchSlug(team1.name, team2.name, description, seriesName),
    isReplay: false,
    complete: isComplete,
    toss: tossFromResults(wire.tossresults, teams) ?? tossFromResults(header?.tossresults, teams) ?? tossFromText(wire.tossstatus, teams),
    umpires: [personName(wire.umpire1), personName(wire.umpire2)].filter((n): n is string => n !== null),
    tvUmpire: personName(wire.umpire3),
    referee: personName(wire.referee),
    playersOfMatch: peopleOf(wire.playersofthematch ?? header?.playersofthematch),
    playersOfSeries: peopleOf(wire.playersoftheseries ?? header?.playersoftheseries),
    // The provider names its awards: none is ever computed here.
    playersOfSeriesComputed: null,
    battingTeamId,
  };
}

/**
 * Match info from `mcenter/v1/{id}`, optionally with the comm response of the same match for the
 * innings scores, the batting side and the header fields the info lacks (players of the match).
 */
export function matchInfoFromJson(infoJson: unknown, commJson?: unknown): MatchInfo {
  const wire = parseMatchInfo(infoJson);
  let comm: CommSummaryWire | undefined;
  try {
    comm = commJson === undefined || commJson === null ? undefined : parseCommSummary(commJson);
  } catch {
    comm = undefined; // the comm part is optional: a malformed one is ignored, the info still maps
  }
  return mapChecked(matchInfoSchema, "match info", () =>
    matchInfoFromWire(wire, {
      header: comm?.matchheader ?? wire.matchheader,
      innings: inningsFromScoreList(comm?.miniscore?.matchscoredetails?.inningsscorelist),
      battingTeamId: comm?.miniscore?.batteam?.teamid,
    }),
  );
}

/**
 * A match from a small answer alone (issue 32): the header of a comm or mini score (`leanback`)
 * response, when the match centre does not answer. Teams, state, status, series, start and the
 * innings scores; no venue, officials or toss. Null when the header lacks the teams or the start.
 */
export function matchInfoFromHeader(id: number, json: unknown): MatchInfo | null {
  let summary: CommSummaryWire;
  let wire: MatchInfoWire;
  try {
    summary = parseCommSummary(leanbackAsComm(json));
    const header = lowercaseKeys(leanbackAsComm(json)) as { matchheader?: Record<string, unknown> };
    if (!summary.matchheader?.team1 || !summary.matchheader.team2 || !isRecord(header.matchheader)) return null;
    wire = parseMatchInfo({ ...header.matchheader, matchid: id });
  } catch {
    return null;
  }
  try {
    return {
      ...mapChecked(matchInfoSchema, "match info", () =>
        matchInfoFromWire(wire, {
          header: summary.matchheader,
          innings: inningsFromScoreList(summary.miniscore?.matchscoredetails?.inningsscorelist),
          battingTeamId: summary.miniscore?.batteam?.teamid,
        }),
      ),
      partial: true,
    };
  } catch {
    return null;
  }
}

/**
 * The mini score (`mcenter/v1/{id}/leanback`) in the comm response's shape: its `matchHeaders` (the
 * name some generations use) read as `matchHeader`; its `miniscore` is the comm's.
 */
export function leanbackAsComm(json: unknown): unknown {
  if (!isRecord(json) || json.matchHeader !== undefined || json.matchheader !== undefined) return json;
  const headers = json.matchHeaders ?? json.matchheaders;
  return headers === undefined ? json : { ...json, matchHeader: headers };
}

/**
 * Match Facts (docs/product/match-pages.md#match-facts): the venue guide and the broadcast guide. "Also Hosts" is the venue's
 * `othersports`, else its `hometeam` ("Mumbai, Mumbai Indians"). The provider does not say how many
 * other matches a ground has seen in our data: otherMatches is 0.
 */
export function factsFromWire(wire: MatchInfoWire): MatchFacts {
  const venue = mergedVenue(wire);
  const stadium = venue?.ground || venue?.name;
  const start = startOf(wire);
  return {
    venue:
      venue && stadium
        ? {
            stadium,
            city: venue.city || null,
            country: venue.country || null,
            capacity: venue.capacity || null,
            ends: venue.ends || null,
            alsoHosts: venue.othersports || venue.hometeam || null,
            established: venue.established && venue.established > 0 ? venue.established : null,
            timeZone: venueTimeZone(venue.timezone, venue.country, start),
            otherMatches: 0,
          }
        : null,
    broadcast: (wire.broadcastinfo ?? [])
      .filter((entry) => entry.country)
      .map((entry) => ({
        country: entry.country!,
        broadcasters: (entry.broadcaster ?? [])
          .map((b) => ({ type: b.broadcasttype ?? "", name: b.value ?? b.name ?? "" }))
          .filter((b) => b.name !== ""),
      })),
  };
}

export function factsFromJson(json: unknown): MatchFacts {
  const wire = parseMatchInfo(json);
  return mapChecked(matchFactsSchema, "match facts", () => factsFromWire(wire));
}
