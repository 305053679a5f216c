/**
 * One read of a match per request (decision 041): a match page's loaders ask the data for the
 * match's info, miniscore, scorecard, squads and each innings' overs; with a cold edge cache each
 * of these used to read the match's balls from D1 again (6 reads for a T20 scorecard, 8 for a
 * Test). Now the request's data read the match once, and a new request reads it again.
 */
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { workerContext } from "../../app/context.server.ts";
import { cricketDataFor, sourceFor } from "../../app/data/index.server.ts";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import { loader as layoutLoader, middleware } from "../../app/routes/match/layout.tsx";
import { loader as scorecardLoader } from "../../app/routes/match/scorecard.tsx";
import { importFixtures } from "./import.ts";

const T20 = 1415754; // India v England semi-final, 2024
const TEST = 1426557; // Brisbane Test, 2024: four innings

beforeAll(() => importFixtures(String(T20), String(TEST)));

/** env.DB, counting the statements that read a match's balls (loadMatchInput: one per match read). */
function countingEnv() {
  const reads: string[] = [];
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          if (sql.startsWith("SELECT * FROM deliveries WHERE match_id = ?")) reads.push(sql);
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { env: { ...env, DB: db, DEMO_CLOCK: "off" } as Env, reads };
}

const request = () => ({ waitUntil: () => {}, passThroughOnException: () => {} }) as unknown as ExecutionContext;

/** The edge cache's copies of a match page's calls, dropped: the next page reads the match cold. */
async function forgetCached(id: number) {
  const cache = (caches as unknown as { default: Cache }).default;
  const calls: unknown[][] = [[id], ...[1, 2, 3, 4].map((inningsNo) => [id, { inningsNo }])];
  for (const method of ["match", "miniscore", "scorecard", "squads", "fullCommentary"])
    for (const args of calls)
      await cache.delete(`https://cricket-data.invalid/embedded/${method}?args=${encodeURIComponent(JSON.stringify(args))}`);
}

/** The scorecard page's middleware and loaders for one request, as React Router runs them (side by side). */
async function scorecardPage(id: number, pageEnv: Env) {
  const info = await createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now }).match(id);
  const context = new RouterContextProvider();
  context.set(workerContext, { env: pageEnv, ctx: request() });
  const path = `/live-cricket-scores/${id}/${info!.slug}/scorecard`;
  const http = new Request(`http://site${path}`);
  const args = { request: http, context, params: { id: String(id), slug: info!.slug }, url: new URL(http.url) } as never;
  let loaded: [Awaited<ReturnType<typeof layoutLoader>>, Awaited<ReturnType<typeof scorecardLoader>>] | undefined;
  await middleware[0]!(args, async () => {
    loaded = await Promise.all([layoutLoader(args), scorecardLoader(args)]);
    return new Response();
  });
  return loaded!;
}

describe("a match page reads its match once per request", () => {
  test.each([
    ["a T20", T20, 2],
    ["a Test", TEST, 4],
  ])("a cold scorecard of %s: one read of the match, for every innings' overs too", async (_, id, innings) => {
    await forgetCached(id);
    const { env: pageEnv, reads } = countingEnv();
    const [layout, card] = await scorecardPage(id, pageEnv);
    expect(layout.info.id).toBe(id);
    expect(card.scorecard?.innings.filter((i) => !i.superOver)).toHaveLength(innings);
    expect(card.charts.length).toBeGreaterThan(0);
    expect(reads).toHaveLength(1);
  });

  test("the read is never shared between requests: each request's data read the match themselves", async () => {
    const { env: pageEnv, reads } = countingEnv();
    const first = sourceFor(pageEnv, { perRequest: true }).source;
    const second = sourceFor(pageEnv, { perRequest: true }).source;
    await Promise.all([first.scorecard(T20), first.squads(T20), first.miniscore(T20)]);
    expect(reads).toHaveLength(1);
    await Promise.all([second.scorecard(T20), second.squads(T20)]);
    expect(reads).toHaveLength(2);
    // cricketDataFor gives each request (ctx) its own data.
    expect(cricketDataFor(pageEnv, request())).not.toBe(cricketDataFor(pageEnv, request()));
  });

  test("a source kept across requests (a Durable Object's) reads the match at each call, as it must", async () => {
    const { env: pageEnv, reads } = countingEnv();
    const kept = sourceFor(pageEnv).source;
    await kept.liveSnapshot(T20);
    await kept.liveSnapshot(T20);
    expect(reads).toHaveLength(2);
  });
});
