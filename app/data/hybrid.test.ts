import { expect, test } from "vitest";
import { type CricketData, SourceError } from "./contract.ts";
import type { Ownership } from "./embedded/ownership.server.ts";
import type { Twin, Twins } from "./embedded/twins.server.ts";
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

/** D1 holds none of the provider's matches. */
const noTwins: Twins = { find: async () => new Map(), known: () => undefined };

/** A provider's answer with a match's teams and day (what it is matched to ours by), tagged with its side. */
const providerMatch = (id: number) => ({
  side: "provider",
  id,
  teams: [{ name: "India" }, { name: "South Africa" }],
  startDate: "2024-06-29",
  matchType: "International",
});
/** A provider side whose lists are empty (tagged with the side) and whose match has teams and a day. */
const present = (overrides: Parameters<typeof side>[1] = {}) =>
  side("provider", {
    matchList: async () => ({ side: "provider", groups: [] }),
    todaysMatches: async () => Object.assign([], { side: "provider" }),
    sliderMatches: async () => Object.assign([], { side: "provider" }),
    liveMatches: async () => Object.assign([], { side: "provider" }),
    match: async (id) => providerMatch(id as number),
    ...overrides,
  });

/** Our side with no match being scored on our site (its live lists empty). */
const history = (overrides: Parameters<typeof side>[1] = {}) =>
  side("own", {
    matchList: async (kind, page) => (kind === "live" ? { groups: [] } : { side: "own", method: "matchList", args: [kind, page] }),
    liveMatches: async () => [],
    ...overrides,
  });

const answerOf = async (promise: Promise<unknown>) => ((await promise) as Answer).side;

test("the present is the provider's; history and what the provider lacks are ours", async () => {
  const hybrid = createHybridData(present(), history(), owns, noTwins);
  for (const call of [
    hybrid.matchList("live"),
    hybrid.matchList("upcoming"),
    hybrid.todaysMatches(),
    hybrid.sliderMatches(),
    hybrid.internationalSchedule(),
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
  const hybrid = createHybridData(present(), history(), owns, noTwins);
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
  const hybrid = createHybridData(present(), own, owns, noTwins);
  expect(await answerOf(hybrid.player("ba607b88"))).toBe("own");
  expect(await answerOf(hybrid.player("1413"))).toBe("own");
  expect(await answerOf(hybrid.player("6635"))).toBe("provider");
});

test("the provider's recent list pages on into our results before the day it begins", async () => {
  const match = (startDate: string) => ({ startDate, teams: [{ name: "India" }, { name: "Nepal" }], matchType: "International" });
  const recent = {
    groups: [{ matchType: "International", series: [{ series: {}, matches: [match("2025-09-20"), match("2025-09-18")] }] }],
    older: null,
  } as unknown as MatchList;
  const hybrid = createHybridData(side("provider", { matchList: async () => recent }), side("own"), owns, noTwins);
  expect((await hybrid.matchList("recent")).older).toBe("2025-09-18");
  const empty = createHybridData(side("provider", { matchList: async () => ({ groups: [], older: null }) }), side("own"), owns, noTwins);
  expect((await empty.matchList("recent")).older).toBeNull();
});

test("a provider failure reaches the edge cache as it is (its last good value, or the page's neutral state), not an empty answer", async () => {
  const failing = () => Promise.reject(new SourceError("status", "GET /matches/v1/live: HTTP 500", 500));
  const hybrid = createHybridData(side("provider", { matchList: failing, liveSnapshot: failing }), history(), owns, noTwins);
  await expect(hybrid.matchList("live")).rejects.toBeInstanceOf(SourceError);
  await expect(hybrid.liveSnapshot(30429)).rejects.toBeInstanceOf(SourceError);
  // History does not depend on it.
  expect(await answerOf(hybrid.liveSnapshot(1415755))).toBe("own");
});

test("a provider match we also hold is ours: the lists give our id and slug, and its id answers our match", async () => {
  const ours: Twin = { id: 1415755, slug: "ind-vs-rsa-final-icc-mens-t20-world-cup-2024" };
  const asked: number[] = [];
  const twins: Twins = {
    find: async (matches) => {
      asked.push(...matches.map((match) => match.id));
      return new Map(matches.filter((match) => match.id === 100).map((match) => [match.id, ours]));
    },
    known: (id) => (asked.includes(id) ? (id === 100 ? ours : null) : undefined),
  };
  const listed = (id: number) => ({ ...providerMatch(id), slug: "provider-slug" });
  const live = {
    groups: [{ matchType: "International", series: [{ series: {}, matches: [listed(100), listed(200)] }] }],
  } as unknown as MatchList;
  const own = history({ match: async (id) => ({ side: "own", id }) });
  const hybrid = createHybridData(present({ matchList: async () => live, liveMatches: async () => [listed(100)] }), own, owns, twins);
  const matches = (await hybrid.matchList("live")).groups[0]!.series[0]!.matches;
  expect(matches.map((match) => [match.id, match.slug])).toEqual([
    [1415755, ours.slug],
    [200, "provider-slug"],
  ]);
  expect((await hybrid.liveMatches()).map((match) => match.id)).toEqual([1415755]);
  // The provider's id: our match (the page redirects to it), and every call by id goes to our side under our id.
  expect(await hybrid.match(100)).toEqual({ side: "own", id: 1415755 });
  expect(await hybrid.scorecard(100)).toMatchObject({ side: "own", args: [1415755] });
  expect(await answerOf(hybrid.match(200))).toBe("provider");
  expect(await answerOf(hybrid.scorecard(200))).toBe("provider");
});

test("the live lists give the matches scored on our site beside the provider's, each once", async () => {
  const summary = (id: number, name: string) => ({ ...providerMatch(id), slug: name, matchType: "International" });
  const theirs = {
    groups: [{ matchType: "International", series: [{ series: { id: 1, name: "Theirs" }, matches: [summary(100, "p")] }] }],
  };
  const ours = {
    groups: [
      {
        matchType: "International",
        series: [{ series: { id: 2, name: "Ours" }, matches: [summary(5001, "o"), summary(1415755, "twin")] }],
      },
      { matchType: "League", series: [{ series: { id: 3, name: "Our league" }, matches: [summary(5002, "l")] }] },
    ],
  };
  const twins: Twins = {
    find: async (matches) => new Map(matches.filter((m) => m.id === 100).map((m) => [m.id, { id: 1415755, slug: "twin" }])),
    known: () => undefined,
  };
  const hybrid = createHybridData(
    present({ matchList: async () => theirs, liveMatches: async () => [summary(100, "p")] }),
    history({ matchList: async () => ours, liveMatches: async () => [summary(5001, "o"), summary(1415755, "twin")] }),
    owns,
    twins,
  );
  const live = await hybrid.matchList("live");
  expect(live.groups.map((group) => [group.matchType, group.series.map((s) => s.matches.map((m) => m.id))])).toEqual([
    ["International", [[1415755], [5001]]],
    ["League", [[5002]]],
  ]);
  expect((await hybrid.liveMatches()).map((match) => match.id)).toEqual([1415755, 5001]);
});

test("while the provider's live list fails, ours are listed alone and the list says so; with none of ours the failure stands", async () => {
  const down = new SourceError("status", "GET /matches/v1/live: HTTP 500", 500);
  const failing = present({
    matchList: async () => {
      throw down;
    },
    liveMatches: async () => {
      throw down;
    },
  });
  const scored = { id: 100000001, teams: [{ name: "India" }, { name: "Pakistan" }] };
  const ours: MatchList = {
    groups: [{ matchType: "International", series: [{ series: { id: 1, name: "Ours" }, matches: [scored] }] }],
  } as never;
  const withOurs = createHybridData(failing, history({ matchList: async () => ours, liveMatches: async () => [scored] }), owns, noTwins);
  expect(await withOurs.matchList("live")).toEqual({ ...ours, providerUnavailable: true });
  expect(await withOurs.liveMatches()).toEqual([scored]);
  const withoutOurs = createHybridData(failing, history(), owns, noTwins);
  await expect(withoutOurs.matchList("live")).rejects.toBe(down);
  await expect(withoutOurs.liveMatches()).rejects.toBe(down);
});
