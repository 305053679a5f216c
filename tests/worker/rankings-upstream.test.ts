/**
 * The rankings with CRICKET_SOURCE=upstream: the provider's ICC rankings (docs/product/content-areas.md#source-calls: the list's
 * path, formatType, women=1 for women only), labelled as the ICC's. The batters' list is the real
 * sample (Test, 5 May 2025); the others have no sample, so they are written here in the spec's
 * Ranking entry shape (rank, name, id, country, rating, points, trend, difference).
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { loader, meta } from "../../app/routes/rankings/rankings.tsx";
import { FakeAnswer } from "../support/fake-upstream.ts";
import { upstreamSite } from "./upstream-env.ts";

const { serve, loaderArgs } = upstreamSite("https://rankings.test/api");
const batters = () => JSON.parse(env.TEST_SAMPLES["/stats/v1/rankings/batsmen"]!) as unknown;

test("men's Test batting: the provider's list, in its order, as ICC rankings", async () => {
  const upstream = serve({ "/stats/v1/rankings/batsmen": batters() });
  const result = await loader(loaderArgs("/cricket-stats/icc-rankings/men/batting", { gender: "men", list: "batting" }));
  const request = upstream.requests.find((r) => r.path === "/stats/v1/rankings/batsmen")!;
  expect(request.url.searchParams.get("formatType")).toBe("test");
  expect(request.url.searchParams.has("women")).toBe(false);
  expect(result.error).toBeNull();
  expect(result.table!.source).toBe("icc");
  expect(result.table!.asOf).toBe("2025-05-05");
  expect(result.table!.rows).toHaveLength(15);
  // The sample's first row: Joe Root, 895 (its trend "New" is no move: '--').
  expect(result.table!.rows[0]).toEqual({
    position: 1,
    playerId: "8019",
    name: "Joe Root",
    country: "England",
    rating: 895,
    points: null,
    trend: null,
    difference: null,
    faceImageId: "617404",
  });
  expect(result.table!.rows.map((row) => row.name).slice(1, 5)).toEqual([
    "Harry Brook",
    "Kane Williamson",
    "Yashasvi Jaiswal",
    "Steven Smith",
  ]);
});

test("women's ODI teams: women=1, the teams path; trends with their difference; a missing rating is 0", async () => {
  const upstream = serve({
    "/stats/v1/rankings/teams": {
      rank: [
        { rank: "1", name: "Australia", rating: "167", points: "4340", trend: "Flat" },
        { rank: "2", name: "England", rating: "126", points: "3540", trend: "Up", difference: "1" },
        { rank: "3", name: "India", points: "2850", trend: "Down", difference: -1 },
      ],
    },
  });
  const result = await loader(loaderArgs("/cricket-stats/icc-rankings/women/teams?format=odi", { gender: "women", list: "teams" }));
  const request = upstream.requests.find((r) => r.path === "/stats/v1/rankings/teams")!;
  expect(request.url.searchParams.get("formatType")).toBe("odi");
  expect(request.url.searchParams.get("women")).toBe("1");
  expect(result.table!.rows.map((r) => [r.position, r.name, r.rating, r.points, r.trend, r.difference])).toEqual([
    [1, "Australia", 167, 4340, null, null],
    [2, "England", 126, 3540, "up", 1],
    [3, "India", 0, 2850, "down", 1],
  ]);
});

test("all-rounders and bowlers use the provider's names for the lists", async () => {
  const upstream = serve({ "/stats/v1/rankings/allrounders": { rank: [] }, "/stats/v1/rankings/bowlers": { rank: [] } });
  const allRounders = await loader(
    loaderArgs("/cricket-stats/icc-rankings/men/all-rounder?format=t20", { gender: "men", list: "all-rounder" }),
  );
  expect(allRounders.table!.rows).toEqual([]);
  await loader(loaderArgs("/cricket-stats/icc-rankings/women/bowling?format=t20", { gender: "women", list: "bowling" }));
  expect(upstream.requests.map((r) => `${r.path}?${r.url.searchParams}`)).toEqual(
    expect.arrayContaining(["/stats/v1/rankings/allrounders?formatType=t20", "/stats/v1/rankings/bowlers?formatType=t20&women=1"]),
  );
});

test("a provider failure is logged and shown as a neutral message (never its internals), never a 500", async () => {
  serve({ "/stats/v1/rankings/bowlers": new FakeAnswer(503, { message: "down" }) });
  const result = await loader(loaderArgs("/cricket-stats/icc-rankings/men/bowling?format=odi", { gender: "men", list: "bowling" }));
  expect(result.table).toBeNull();
  expect(result.error).toBe("Not available right now");
  // Neither the ICC's nor ours: the heading claims no source.
  expect(meta({ loaderData: result } as never)).toContainEqual({ title: "Cricket Rankings - Men's Bowling (ODI) | Cricket Edge" });
});
