/** What the held provider (tests/support/held-provider.ts) answers for the worker-upstream tests. */
const finishedMatch = {
  matchInfo: {
    matchId: 77,
    seriesId: 9,
    seriesName: "Provider Cup",
    matchDesc: "1st ODI",
    matchFormat: "ODI",
    startDate: "1700000000000",
    endDate: "1700030000000",
    state: "Complete",
    status: "Team A won by 5 wkts",
    team1: { teamId: 1, teamName: "Team A", teamSName: "TA" },
    team2: { teamId: 2, teamName: "Team B", teamSName: "TB" },
  },
};

export const HELD_PROVIDER_ANSWERS: Record<string, unknown> = {
  "/matches/v1/recent": {
    typeMatches: [
      {
        matchType: "International",
        seriesMatches: [{ seriesAdWrapper: { seriesId: 9, seriesName: "Provider Cup", matches: [finishedMatch] } }],
      },
    ],
  },
  "/matches/v1/live": { typeMatches: [] },
  "/matches/v1/upcoming": { typeMatches: [] },
};
