/**
 * What the held provider (tests/support/held-provider.ts) answers for the worker-hybrid tests: the
 * real live list of September 2025, and one match being played (IPL 2020's 25th match, CSK v RCB:
 * the real in-progress commentary, and a match-centre answer made from the real IPL 2024 one with
 * this match's teams and state). The samples are read at test time from ../shared/data (vitest.config.ts).
 */

/** The provider's live match (its Cricbuzz id: not a Cricsheet id D1 holds). */
export const PROVIDER_LIVE_MATCH = 30429;

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
    "/matches/v1/recent": { typeMatches: [] },
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
  };
}
