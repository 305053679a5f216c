import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { SourceError, type CricketData } from "../../app/data/contract.ts";
import { FakeAnswer, fakeUpstream, type FakeRoute } from "../support/fake-upstream.ts";
import { createUpstreamData, scorecardFromHscard, scorecardFromScard } from "../../app/data/upstream/index.server.ts";
import { matchListFromJson } from "../../app/data/upstream/match-lists.server.ts";

/** Failures are SourceErrors (never a raw exception or a zod error); unknown matches are null; extras are tolerated. */

const SAMPLES = process.env.CRICBUZZ_SAMPLES ?? path.resolve(import.meta.dirname, "../../../shared/data/cricbuzz-samples");
const sample = (file: string): any => JSON.parse(readFileSync(path.join(SAMPLES, file), "utf8"));

function connect(routes: Record<string, FakeRoute>) {
  const upstream = fakeUpstream(routes);
  return { data: createUpstreamData({ base: upstream.base, user: "u", secret: "s", fetch: upstream.fetch }), requests: upstream.requests };
}

async function sourceError(promise: Promise<unknown>): Promise<SourceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return error as SourceError;
  }
  throw new Error("expected a SourceError");
}

const PER_MATCH: [string, (d: CricketData, id: number) => Promise<unknown>][] = [
  ["match", (d, id) => d.match(id)],
  ["miniscore", (d, id) => d.miniscore(id)],
  ["commentary", (d, id) => d.commentary(id)],
  ["fullCommentary", (d, id) => d.fullCommentary(id, { inningsNo: 1 })],
  ["highlights", (d, id) => d.highlights(id, { inningsNo: 1, type: 0 })],
  ["scorecard", (d, id) => d.scorecard(id)],
  ["squads", (d, id) => d.squads(id)],
  ["facts", (d, id) => d.facts(id)],
  ["matchNews", (d, id) => d.matchNews(id)],
];

describe("upstream errors", () => {
  test("an unexpected shape is SourceError invalid", async () => {
    const { data } = connect({ "/matches/v1/live": { typeMatches: "nope" } });
    const error = await sourceError(data.matchList("live"));
    expect(error.kind).toBe("invalid");
    expect(error.message).toMatch(/match list/);
    expect(() =>
      matchListFromJson({ typeMatches: [{ seriesMatches: [{ seriesAdWrapper: { matches: [{ matchInfo: { matchId: "x" } }] } }] }] }),
    ).toThrow(SourceError);
  });

  test("a 500 is SourceError status", async () => {
    const { data } = connect({ "/matches/v1/recent": new FakeAnswer(500, { error: "boom" }) });
    const error = await sourceError(data.matchList("recent"));
    expect([error.kind, error.status]).toEqual(["status", 500]);
    const perMatch = connect({ "/mcenter/v1/5/hscard": new FakeAnswer(503) });
    expect((await sourceError(perMatch.data.scorecard(5))).status).toBe(503);
  });

  test("a network failure is SourceError network", async () => {
    const { data } = connect({ "/matches/v1/live": new TypeError("fetch failed") });
    expect((await sourceError(data.matchList("live"))).kind).toBe("network");
  });

  test("a body that is not JSON is SourceError invalid", async () => {
    const { data } = connect({ "/matches/v1/live": new FakeAnswer(200, "<html>", true) });
    expect((await sourceError(data.matchList("live"))).kind).toBe("invalid");
  });

  test("a list that answers 404 is an error, not an empty list", async () => {
    const { data } = connect({});
    expect((await sourceError(data.matchList("upcoming"))).status).toBe(404);
    expect((await sourceError(data.internationalSchedule())).status).toBe(404);
  });

  test.each(PER_MATCH)("%s: 404 or a 'no such match' answer is null; a bad id makes no request", async (_name, call) => {
    const missing = connect({});
    expect(await call(missing.data, 404)).toBeNull();
    const message = { message: "No match found", status: "error" };
    const said = connect({
      "/mcenter/v1/7": message,
      "/mcenter/v1/7/comm": message,
      "/mcenter/v1/7/comm/full": message,
      "/mcenter/v1/7/hlights": message,
      "/mcenter/v1/7/hscard": message,
      "/mcenter/v1/7/squads": message,
    });
    expect(await call(said.data, 7)).toBeNull();
    const none = connect({});
    expect(await call(none.data, -1)).toBeNull();
    expect(await call(none.data, Number.NaN)).toBeNull();
    expect(none.requests).toEqual([]);
  });

  test.each(PER_MATCH)("%s: a malformed answer is SourceError invalid", async (_name, call) => {
    const bad = { matchid: "x", team1: 5, commentaryList: "nope", scoreCard: "nope", team2: [], miniscore: 3, commentary: 4 };
    const { data } = connect({
      "/mcenter/v1/9": bad,
      "/mcenter/v1/9/comm": bad,
      "/mcenter/v1/9/comm/full": bad,
      "/mcenter/v1/9/hlights": bad,
      "/mcenter/v1/9/hscard": bad,
      "/mcenter/v1/9/squads": bad,
    });
    expect((await sourceError(call(data, 9))).kind).toBe("invalid");
  });

  test("values the domain model cannot hold are SourceError invalid", () => {
    const card = {
      scoreCard: [
        {
          inningsId: 1,
          batTeamDetails: { batTeamId: 1, batTeamName: "A", batsmenData: {} },
          bowlTeamDetails: { bowlTeamId: 2, bowlTeamName: "B", bowlersData: {} },
          scoreDetails: { runs: 10, wickets: 1, overs: 2 },
        },
      ],
    };
    expect(scorecardFromHscard(card).innings[0]!.score).toBe("10-1");
    expect(() => scorecardFromHscard({ scoreCard: [{ ...card.scoreCard[0], batTeamDetails: undefined }] })).toThrow(SourceError);
    expect(() => scorecardFromScard({ scorecard: [{ inningsId: 1 }] })).toThrow(SourceError);
    const list = {
      typeMatches: [
        {
          matchType: "X",
          seriesMatches: [
            {
              seriesAdWrapper: {
                seriesId: 1,
                seriesName: "S",
                matches: [
                  {
                    matchInfo: {
                      matchId: 1,
                      startDate: "1700000000000",
                      team1: { teamId: 1, teamName: "A" },
                      team2: { teamId: 2, teamName: "B" },
                    },
                    matchScore: { team1Score: { inngs1: { inningsId: 1, runs: -5, wickets: 0, overs: 1 } } },
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(() => matchListFromJson(list)).toThrow(SourceError);
  });
});

describe("upstream tolerance", () => {
  /** Adds unknown fields to every object (and one unknown top-level entry kind to every list). */
  function withExtras(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(withExtras);
    if (value && typeof value === "object") {
      return {
        ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withExtras(v)])),
        zzNewField: { nested: [1, "two", null] },
        zzFlag: true,
      };
    }
    return value;
  }

  test.each([
    ["matches-v1-recent/2024-06_recent.json", "/matches/v1/recent", (d: CricketData) => d.matchList("recent")],
    ["mcenter-v1-id-hscard/89700_complete.json", "/mcenter/v1/89700/hscard", (d: CricketData) => d.scorecard(89700)],
    ["mcenter-v1-id/91596_mi_v_kkr_ipl2024_m51_info.json", "/mcenter/v1/91596", (d: CricketData) => d.facts(91596)],
    ["mcenter-v1-id-comm/30429_ipl2020_m25_inprogress.json", "/mcenter/v1/30429/comm", (d: CricketData) => d.miniscore(30429)],
    ["schedule-v1-type/schedule.json", "/schedule/v1/international", (d: CricketData) => d.internationalSchedule()],
  ] as const)("unknown extra fields change nothing: %s", async (file, route, call) => {
    const plain = await call(connect({ [route]: sample(file) }).data);
    const extra = await call(connect({ [route]: withExtras(sample(file)) }).data);
    expect(extra).toEqual(plain);
  });

  test("the match header of a malformed type does not sink a scorecard", () => {
    const json = sample("mcenter-v1-id-hscard/89654_complete.json");
    const card = scorecardFromHscard({ ...json, matchHeader: "unexpected", videos: 7 });
    expect(card.innings.map((i) => i.score)).toEqual(["173-6", "176-4"]);
  });
});
