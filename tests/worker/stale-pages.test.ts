/**
 * A list page whose source is failing serves the last good list and says so (issue 16): the hub
 * loader, with CRICKET_SOURCE=upstream and a provider that answers 503, returns the list the edge
 * cache kept from an hour ago with `stale` and its time, which the page shows as "Last updated …".
 */
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { workerContext } from "../../app/context.server.ts";
import { loader } from "../../app/routes/hub/hub.tsx";
import { loader as homeLoader } from "../../app/routes/home/home.tsx";
import { matchMiddleware } from "../../app/routes/match/match.server.ts";
import { loader as squadsLoader } from "../../app/routes/match/squads.tsx";
import { FakeAnswer } from "../support/fake-upstream.ts";
import { upstreamSite } from "./upstream-env.ts";

const BASE = "https://stale.test/api";
const { upstreamEnv, serve } = upstreamSite(BASE);
// A second provider whose circuit the outages above never opened.
const healthy = upstreamSite("https://healthy.test/api");

/** Leaves `value` in the edge cache as an earlier request would have, fetched at `fetchedAt`. */
async function keep(method: string, args: unknown[], value: unknown, fetchedAt: number) {
  const key = `https://cricket-data.invalid/${encodeURIComponent(`upstream:${BASE}`)}/${method}?args=${encodeURIComponent(JSON.stringify(args))}`;
  await (caches as unknown as { default: Cache }).default.put(
    new Request(key),
    new Response(JSON.stringify(value), { headers: { "cache-control": "max-age=86400", "x-fetched-at": String(fetchedAt) } }),
  );
}

function loaderArgs(path: string, env = upstreamEnv) {
  const context = new RouterContextProvider();
  context.set(workerContext, {
    env,
    ctx: { waitUntil: () => {}, passThroughOnException: () => {} } as unknown as ExecutionContext,
  });
  const request = new Request(`http://site${path}`);
  return { request, context, params: {}, url: new URL(request.url) } as unknown as Parameters<typeof loader>[0];
}

const DOWN = new FakeAnswer(503, { message: "down" });

test("the recent-matches hub serves the kept list, marked stale with its time, while the provider is down", async () => {
  const hourAgo = Date.now() - 3_600_000;
  const kept = { groups: [{ matchType: "International", series: [{ series: { id: 1, name: "Kept Series" }, matches: [] }] }] };
  // What an earlier request left in the edge cache (an hour old: past its 30 s freshness).
  await keep("matchList", ["recent"], kept, hourAgo);
  const upstream = serve({ "/matches/v1/recent": DOWN });
  const data = await loader(loaderArgs("/cricket-match/live-scores/recent-matches"));
  expect(upstream.requests.map((r) => r.path)).toEqual(["/matches/v1/recent"]);
  expect(data.list).toEqual(kept);
  expect(data.stale).toBe(true);
  expect(data.fetchedAt).toBe(hourAgo);
});

test("the home page's sections say when they show the last good data: the slider and news, and the schedule", async () => {
  const twoHoursAgo = Date.now() - 7_200_000;
  const hourAgo = Date.now() - 3_600_000;
  await keep("sliderMatches", [], [], twoHoursAgo);
  await keep("latestNews", [], { stories: [], next: null }, hourAgo);
  await keep("internationalSchedule", [], [], hourAgo);
  serve({
    "/matches/v1/live": DOWN,
    "/matches/v1/recent": DOWN,
    "/matches/v1/upcoming": DOWN,
    "/news/v1/index": DOWN,
    "/schedule/v1/international": DOWN,
  });
  const data = await homeLoader(loaderArgs("/") as unknown as Parameters<typeof homeLoader>[0]);
  const main = await data.main;
  const side = await data.side;
  if (!main.ok || !side.ok) throw new Error("the home data failed although the cache held it");
  // The main block is as old as its oldest part (the slider, two hours).
  expect(main.value.stale).toEqual({ stale: true, fetchedAt: twoHoursAgo });
  expect(side.value.stale).toEqual({ stale: true, fetchedAt: hourAgo });
});

test("with the provider answering, the home page's sections are not marked stale", async () => {
  const empty = { typeMatches: [] };
  healthy.serve({
    "/matches/v1/live": empty,
    "/matches/v1/recent": empty,
    "/matches/v1/upcoming": empty,
    "/news/v1/index": { storyList: [] },
    "/schedule/v1/international": { matchScheduleMap: [] },
  });
  const data = await homeLoader(loaderArgs("/", healthy.upstreamEnv) as unknown as Parameters<typeof homeLoader>[0]);
  const main = await data.main;
  const side = await data.side;
  if (!main.ok || !side.ok) throw new Error("the home data failed");
  expect(main.value.stale).toBeNull();
  expect(side.value.stale).toBeNull();
});

test("a match tab says when its own data is the last good one (the header shows the oldest stale time)", async () => {
  const hourAgo = Date.now() - 3_600_000;
  const squads = [{ team: { id: 1, name: "Kept A", shortName: "KA" }, players: [] }];
  await keep("match", [4242], { id: 4242, complete: false, teams: [] }, Date.now());
  await keep("squads", [4242], squads, hourAgo);
  serve({ "/mcenter/v1/4242": DOWN });
  const args = loaderArgs("/live-cricket-scores/4242/kept/squads") as unknown as Parameters<typeof squadsLoader>[0];
  const params = { id: "4242", slug: "kept" };
  const data = await matchMiddleware({ ...args, params } as never, () => squadsLoader({ ...args, params }) as never);
  expect(data).toMatchObject({ squads, stale: { stale: true, fetchedAt: hourAgo } });
});
