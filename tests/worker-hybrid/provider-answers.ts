/**
 * What the held provider (tests/support/held-provider.ts) answers for the worker-hybrid tests: the
 * real live list of September 2025, and one match being played (IPL 2020's 25th match, CSK v RCB:
 * the real in-progress commentary, and a match-centre answer made from the real IPL 2024 one with
 * this match's teams and state), and another match of the live list known only by its mini score
 * (`leanback`, made from the list's own entry). The samples are read at test time from
 * ../shared/data (vitest.config.ts).
 */

/** The provider's live match (its Cricbuzz id: not a Cricsheet id D1 holds). */
export const PROVIDER_LIVE_MATCH = 30429;

/**
 * A match of the live list the provider answers only with its mini score (`leanback`): no match
 * centre, commentary, scorecard or squads (CSA Four-Day Series, KwaZulu-Natal Inland v North West).
 */
export const MINI_SCORE_MATCH = 133869;

/**
 * A result of the provider's recent list that D1 also holds (decision 061): the 2024 men's T20 World
 * Cup final (India v South Africa, Bridgetown, 29 June 2024; Cricsheet's 1415755) under a provider
 * id of its own, with its match centre. Shaped as the live list's entries and the match centre sample.
 */
export const TWIN_MATCH = 99155;
const TWIN_START = Date.UTC(2024, 5, 29, 14, 30);

export interface ProviderSamples {
  /** matches-v1-live/2025-09_live.json */
  liveList: unknown;
  /** mcenter-v1-id/91596_mi_v_kkr_ipl2024_m51_info.json */
  matchCentre: Record<string, unknown>;
  /** mcenter-v1-id-comm/30429_ipl2020_m25_inprogress.json */
  commentary: unknown;
}

export function hybridProviderAnswers(samples: ProviderSamples): Record<string, unknown> {
  const team = (base: unknown, teamid: number, teamname: string, teamsname: string) => ({
    ...(base as Record<string, unknown>),
    teamid,
    teamname,
    teamsname,
  });
  const info = samples.matchCentre;
  return {
    "/matches/v1/live": samples.liveList,
    "/matches/v1/recent": recentWithTwin(),
    "/matches/v1/upcoming": { typeMatches: [] },
    [`/mcenter/v1/${PROVIDER_LIVE_MATCH}`]: {
      ...info,
      matchid: PROVIDER_LIVE_MATCH,
      seriesid: 3130,
      seriesname: "Indian Premier League 2020",
      matchdesc: "25th Match",
      startdate: 1602338400000,
      enddate: 1602352800000,
      state: "In Progress",
      status: "Chennai Super Kings need 129 runs",
      team1: team(info.team1, 58, "Chennai Super Kings", "CSK"),
      team2: team(info.team2, 59, "Royal Challengers Bangalore", "RCB"),
    },
    [`/mcenter/v1/${PROVIDER_LIVE_MATCH}/comm`]: samples.commentary,
    [`/mcenter/v1/${TWIN_MATCH}`]: {
      ...info,
      matchid: TWIN_MATCH,
      seriesid: 7476,
      seriesname: "ICC Mens T20 World Cup 2024",
      matchdesc: "Final",
      matchformat: "T20",
      startdate: TWIN_START,
      enddate: TWIN_START + 4 * 3_600_000,
      state: "Complete",
      status: "India won by 7 runs",
      team1: team(info.team1, 2, "India", "IND"),
      team2: team(info.team2, 11, "South Africa", "RSA"),
    },
    [`/mcenter/v1/${MINI_SCORE_MATCH}/leanback`]: miniScoreOf(samples.liveList, MINI_SCORE_MATCH),
  };
}

/** The provider's recent list: the final D1 also holds. */
function recentWithTwin() {
  const matchInfo = {
    matchId: TWIN_MATCH,
    seriesId: 7476,
    seriesName: "ICC Mens T20 World Cup 2024",
    matchDesc: "Final",
    matchFormat: "T20",
    startDate: String(TWIN_START),
    endDate: String(TWIN_START + 4 * 3_600_000),
    state: "Complete",
    status: "India won by 7 runs",
    team1: { teamId: 2, teamName: "India", teamSName: "IND", imageId: 172115 },
    team2: { teamId: 11, teamName: "South Africa", teamSName: "RSA", imageId: 172126 },
    venueInfo: { id: 54, ground: "Kensington Oval", city: "Bridgetown", timezone: "-04:00" },
    isTimeAnnounced: true,
    stateTitle: "IND Won",
  };
  const matchScore = {
    team1Score: { inngs1: { inningsId: 1, runs: 176, wickets: 7, overs: 19.6 } },
    team2Score: { inngs1: { inningsId: 2, runs: 169, wickets: 8, overs: 19.6 } },
  };
  return {
    typeMatches: [
      {
        matchType: "International",
        seriesMatches: [{ seriesAdWrapper: { seriesId: 7476, seriesName: matchInfo.seriesName, matches: [{ matchInfo, matchScore }] } }],
      },
    ],
  };
}

interface ListedMatch {
  matchInfo: {
    matchId: number;
    seriesId: number;
    seriesName: string;
    matchDesc: string;
    matchFormat: string;
    startDate: string;
    endDate: string;
    state: string;
    status: string;
    team1: { teamId: number; teamName: string; teamSName: string };
    team2: { teamId: number; teamName: string; teamSName: string };
    currBatTeamId?: number;
  };
  matchScore?: Record<string, Record<string, { inningsId: number; runs: number; wickets: number; overs: number }>>;
}

/** The mini score (`leanback`: `matchHeaders` and `miniscore`) of a match as the live list shows it. */
function miniScoreOf(liveList: unknown, id: number) {
  const listed = (liveList as { typeMatches: { seriesMatches?: { seriesAdWrapper?: { matches: ListedMatch[] } }[] }[] }).typeMatches
    .flatMap((type) => type.seriesMatches ?? [])
    .flatMap((series) => series.seriesAdWrapper?.matches ?? [])
    .find((match) => match.matchInfo.matchId === id);
  if (!listed) throw new Error(`the live list has no match ${id}`);
  const info = listed.matchInfo;
  const sides = [
    [info.team1, listed.matchScore?.team1Score],
    [info.team2, listed.matchScore?.team2Score],
  ] as const;
  const innings = sides
    .flatMap(([team, score]) =>
      Object.values(score ?? {}).map((inn) => ({
        inningsId: inn.inningsId,
        batTeamId: team.teamId,
        batTeamName: team.teamSName,
        score: inn.runs,
        wickets: inn.wickets,
        overs: inn.overs,
      })),
    )
    .sort((a, b) => b.inningsId - a.inningsId);
  const current = innings[0]!;
  return {
    matchHeaders: {
      matchId: id,
      matchDescription: info.matchDesc,
      matchFormat: info.matchFormat,
      complete: false,
      matchStartTimestamp: Number(info.startDate),
      matchCompleteTimestamp: Number(info.endDate),
      state: info.state,
      status: info.status,
      team1: { id: info.team1.teamId, name: info.team1.teamName, shortName: info.team1.teamSName },
      team2: { id: info.team2.teamId, name: info.team2.teamName, shortName: info.team2.teamSName },
      seriesId: info.seriesId,
      seriesDesc: info.seriesName,
    },
    miniscore: {
      inningsId: current.inningsId,
      batTeam: { teamId: current.batTeamId, teamScore: current.score, teamWkts: current.wickets },
      overs: current.overs,
      matchScoreDetails: { matchId: id, inningsScoreList: innings, state: info.state, customStatus: info.status },
    },
  };
}
