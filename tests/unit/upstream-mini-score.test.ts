import { expect, test } from "vitest";
import { SourceError } from "../../app/data/contract.ts";
import { createUpstreamData } from "../../app/data/upstream/index.server.ts";
import { FakeAnswer, fakeUpstream, type FakeRoute } from "../support/fake-upstream.ts";

/**
 * A match from whatever answers (issue 32): when the match centre does not answer, the upstream
 * source makes the match from the commentary's header or the mini score (`leanback`); the score and
 * the live snapshot fall back to the mini score when the commentary fails.
 */

function connect(routes: Record<string, FakeRoute>) {
  const upstream = fakeUpstream(routes);
  return { data: createUpstreamData({ base: upstream.base, user: "u", secret: "s", fetch: upstream.fetch }), requests: upstream.requests };
}

/** A mini score as the provider sends it: `matchHeaders` and `miniscore`. */
const LEANBACK = {
  matchHeaders: {
    matchId: 133869,
    matchDescription: "3rd Match",
    matchFormat: "TEST",
    complete: false,
    matchStartTimestamp: 1758787200000,
    matchCompleteTimestamp: 1759071600000,
    state: "Stumps",
    status: "Day 3: Stumps - North West trail by 29 runs",
    team1: { id: 1766, name: "KwaZulu-Natal Inland", shortName: "KZNIN" },
    team2: { id: 922, name: "North West", shortName: "NWEST" },
    seriesId: 10878,
    seriesDesc: "CSA Four-Day Series Division One 2025-26",
  },
  miniscore: {
    inningsId: 2,
    batTeam: { teamId: 922, teamScore: 370, teamWkts: 5 },
    overs: 91.4,
    matchScoreDetails: {
      inningsScoreList: [
        { inningsId: 2, batTeamId: 922, batTeamName: "NWEST", score: 370, wickets: 5, overs: 91.4 },
        { inningsId: 1, batTeamId: 1766, batTeamName: "KZNIN", score: 399, wickets: 10, overs: 104.5 },
      ],
      state: "Stumps",
    },
  },
};

test("the mini score alone makes a partial match: teams, state, status, series and innings", async () => {
  const { data } = connect({ "/mcenter/v1/133869/leanback": LEANBACK });
  const match = await data.match(133869);
  expect(match).toMatchObject({
    id: 133869,
    partial: true,
    description: "3rd Match",
    format: "Test",
    series: { id: 10878, name: "CSA Four-Day Series Division One 2025-26" },
    state: "Stumps",
    status: "Day 3: Stumps - North West trail by 29 runs",
    venue: null,
    complete: false,
  });
  expect(match?.teams.map((t) => t.name)).toEqual(["KwaZulu-Natal Inland", "North West"]);
  expect(match?.innings.map((i) => [i.teamId, i.runs, i.wickets])).toEqual([
    [1766, 399, 10],
    [922, 370, 5],
  ]);
  expect(await data.miniscore(133869)).toMatchObject({ inningsNo: 2, runs: 370, wickets: 5 });
  expect(await data.liveSnapshot(133869)).toMatchObject({ state: "Stumps", miniscore: { runs: 370 }, commentary: [] });
});

test("a failing match centre with a mini score is a partial match; with nothing else answering it is the failure", async () => {
  const failing = new FakeAnswer(500, { message: "down" });
  const partial = connect({ "/mcenter/v1/133869": failing, "/mcenter/v1/133869/comm": failing, "/mcenter/v1/133869/leanback": LEANBACK });
  expect((await partial.data.match(133869))?.partial).toBe(true);
  expect(await partial.data.miniscore(133869)).toMatchObject({ runs: 370 });
  const down = connect({ "/mcenter/v1/133869": failing, "/mcenter/v1/133869/comm": failing });
  await expect(down.data.match(133869)).rejects.toBeInstanceOf(SourceError);
  await expect(down.data.miniscore(133869)).rejects.toBeInstanceOf(SourceError);
  await expect(down.data.liveSnapshot(133869)).rejects.toBeInstanceOf(SourceError);
});

test("an unknown match is still null, after asking the mini score too", async () => {
  const unknown = connect({});
  expect(await unknown.data.match(5)).toBeNull();
  expect(unknown.requests.map((r) => r.path).sort()).toEqual(["/mcenter/v1/5", "/mcenter/v1/5/comm", "/mcenter/v1/5/leanback"]);
});
