/**
 * A list page whose source is failing serves the last good list and says so (issue 16): the hub
 * loader, with CRICKET_SOURCE=upstream and a provider that answers 503, returns the list the edge
 * cache kept from an hour ago with `stale` and its time, which the page shows as "Last updated …".
 */
import { RouterContextProvider } from "react-router";
import { expect, test } from "vitest";
import { workerContext } from "../../app/context.server.ts";
import { loader } from "../../app/routes/hub/hub.tsx";
import { FakeAnswer } from "../support/fake-upstream.ts";
import { upstreamSite } from "./upstream-env.ts";

const BASE = "https://stale.test/api";
const { upstreamEnv, serve } = upstreamSite(BASE);

test("the recent-matches hub serves the kept list, marked stale with its time, while the provider is down", async () => {
  const hourAgo = Date.now() - 3_600_000;
  const kept = { groups: [{ matchType: "International", series: [{ series: { id: 1, name: "Kept Series" }, matches: [] }] }] };
  // What an earlier request left in the edge cache (an hour old: past its 30 s freshness).
  const key = `https://cricket-data.invalid/${encodeURIComponent(`upstream:${BASE}`)}/matchList?args=${encodeURIComponent(JSON.stringify(["recent"]))}`;
  await (caches as unknown as { default: Cache }).default.put(
    new Request(key),
    new Response(JSON.stringify(kept), { headers: { "cache-control": "max-age=86400", "x-fetched-at": String(hourAgo) } }),
  );
  const upstream = serve({ "/matches/v1/recent": new FakeAnswer(503, { message: "down" }) });

  const context = new RouterContextProvider();
  context.set(workerContext, {
    env: upstreamEnv,
    ctx: { waitUntil: () => {}, passThroughOnException: () => {} } as unknown as ExecutionContext,
  });
  const request = new Request("http://site/cricket-match/live-scores/recent-matches");
  const data = await loader({ request, context, params: {}, url: new URL(request.url) } as unknown as Parameters<typeof loader>[0]);
  expect(upstream.requests.map((r) => r.path)).toEqual(["/matches/v1/recent"]);
  expect(data.list).toEqual(kept);
  expect(data.stale).toBe(true);
  expect(data.fetchedAt).toBe(hourAgo);
});
