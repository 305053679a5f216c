import { expect, test } from "vitest";
import { type CricketData, SourceError } from "./contract.ts";
import type { Ownership } from "./embedded/ownership.server.ts";
import { createHybridData } from "./hybrid.server.ts";
import type { MatchList } from "./schemas.ts";

/** What a side answered: which side, which call. */
interface Answer {
  side: "provider" | "own";
  method: string;
  args: unknown[];
}

/** A CricketData whose every call answers who it is (or what `overrides` says). */
function side(name: Answer["side"], overrides: Partial<Record<keyof CricketData, (...args: unknown[]) => unknown>> = {}): CricketData {
  return new Proxy({} as CricketData, {
    // Not a thenable: the composition awaits the side it picks.
    get: (_, method: string) =>
      method === "then"
        ? undefined
        : async (...args: unknown[]) =>
            method in overrides ? overrides[method as keyof CricketData]!(...args) : ({ side: name, method, args } satisfies Answer),
  });
}

/** D1 holds match 1415755, series 5, team 2 and ground 9. */
const owns: Ownership = {
  match: async (id) => id === 1415755,
  series: async (id) => id === 5,
  team: async (id) => id === 2,
  venue: async (id) => id === 9,
};

const answerOf = async (promise: Promise<unknown>) => ((await promise) as Answer).side;

test("the present is the provider's; history and what the provider lacks are ours", async () => {
  const hybrid = createHybridData(side("provider"), side("own"), owns);
  for (const call of [
    hybrid.matchList("live"),
    hybrid.matchList("upcoming"),
    hybrid.todaysMatches(),
    hybrid.sliderMatches(),
    hybrid.internationalSchedule(),
    hybrid.liveMatches(),
    hybrid.currentSeries(),
    hybrid.latestNews(),
  ]) {
    expect(await answerOf(call)).toBe("provider");
  }
  for (const call of [
    hybrid.archiveYears(),
    hybrid.archive(2024),
    hybrid.teams("international"),
    hybrid.championship("test"),
    hybrid.rankings({ gender: "men", list: "teams", format: "t20" }),
    hybrid.statsQuery({} as never),
    hybrid.galleries(),
    hybrid.sitemapCounts(),
    hybrid.sitemapPage("matches", 0, 10),
    hybrid.search("kohli"),
    hybrid.matchList("recent", { before: "2025-09-01" }),
  ]) {
    expect(await answerOf(call)).toBe("own");
  }
});

test("a call by id goes to the side that owns the id", async () => {
  const hybrid = createHybridData(side("provider"), side("own"), owns);
  const ours = 1415755;
  const theirs = 30429;
  for (const [method, call] of [
    ["match", (id: number) => hybrid.match(id)],
    ["miniscore", (id: number) => hybrid.miniscore(id)],
    ["commentary", (id: number) => hybrid.commentary(id)],
    ["fullCommentary", (id: number) => hybrid.fullCommentary(id, { inningsNo: 1 })],
    ["highlights", (id: number) => hybrid.highlights(id, { inningsNo: 1, type: 0 as never })],
    ["scorecard", (id: number) => hybrid.scorecard(id)],
    ["squads", (id: number) => hybrid.squads(id)],
    ["facts", (id: number) => hybrid.facts(id)],
    ["forecast", (id: number) => hybrid.forecast(id)],
    ["matchNews", (id: number) => hybrid.matchNews(id)],
    ["liveSnapshot", (id: number) => hybrid.liveSnapshot(id)],
    ["matchGalleries", (id: number) => hybrid.matchGalleries(id)],
    ["gallery", (id: number) => hybrid.gallery(id)],
  ] as const) {
    expect([method, await answerOf(call(ours))]).toEqual([method, "own"]);
    expect([method, await answerOf(call(theirs))]).toEqual([method, "provider"]);
  }
  expect(await answerOf(hybrid.series(5))).toBe("own");
  expect(await answerOf(hybrid.series(7607))).toBe("provider");
  expect(await answerOf(hybrid.squadPlayers(5, 1))).toBe("own");
  expect(await answerOf(hybrid.seriesStats(7607))).toBe("provider");
  expect(await answerOf(hybrid.team(2))).toBe("own");
  expect(await answerOf(hybrid.teamPlayers(58, null))).toBe("provider");
  expect(await answerOf(hybrid.venue(9))).toBe("own");
  expect(await answerOf(hybrid.venue(81))).toBe("provider");
  expect(await answerOf(hybrid.story("report-1415755"))).toBe("own");
  expect(await answerOf(hybrid.story("131234"))).toBe("provider");
});

test("a player is ours when D1 knows him (by register id or Cricbuzz key), else the provider's", async () => {
  const known = new Set(["ba607b88", "1413"]);
  const own = side("own", { player: async (id) => (known.has(id as string) ? { side: "own" } : null) });
  const hybrid = createHybridData(side("provider"), own, owns);
  expect(await answerOf(hybrid.player("ba607b88"))).toBe("own");
  expect(await answerOf(hybrid.player("1413"))).toBe("own");
  expect(await answerOf(hybrid.player("6635"))).toBe("provider");
});

test("the provider's recent list pages on into our results before the day it begins", async () => {
  const match = (startDate: string) => ({ startDate });
  const recent = {
    groups: [{ matchType: "International", series: [{ series: {}, matches: [match("2025-09-20"), match("2025-09-18")] }] }],
    older: null,
  } as unknown as MatchList;
  const hybrid = createHybridData(side("provider", { matchList: async () => recent }), side("own"), owns);
  expect((await hybrid.matchList("recent")).older).toBe("2025-09-18");
  const empty = createHybridData(side("provider", { matchList: async () => ({ groups: [], older: null }) }), side("own"), owns);
  expect((await empty.matchList("recent")).older).toBeNull();
});

test("a provider failure reaches the edge cache as it is (its last good value, or the page's neutral state), not an empty answer", async () => {
  const failing = () => Promise.reject(new SourceError("status", "GET /matches/v1/live: HTTP 500", 500));
  const hybrid = createHybridData(side("provider", { matchList: failing, liveSnapshot: failing }), side("own"), owns);
  await expect(hybrid.matchList("live")).rejects.toBeInstanceOf(SourceError);
  await expect(hybrid.liveSnapshot(30429)).rejects.toBeInstanceOf(SourceError);
  // History does not depend on it.
  expect(await answerOf(hybrid.liveSnapshot(1415755))).toBe("own");
});
