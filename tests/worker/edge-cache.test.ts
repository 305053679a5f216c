import { env } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { cricketDataFor } from "../../app/data/index.server.ts";
import { TTL, withEdgeCache } from "../../app/data/cache.server.ts";
import type { CricketData } from "../../app/data/contract.ts";
import { SourceError } from "../../app/data/contract.ts";
import { importFixtures } from "./import.ts";

/** A source whose match list answers after a short delay, counting calls; it can be made to fail. */
function countingSource() {
  const state = { calls: 0, failing: false, version: 1 };
  const source = {
    async matchList(kind: string) {
      state.calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (state.failing) throw new SourceError("status", "upstream answered 503", 503);
      return { groups: [{ matchType: `${kind} v${state.version}`, series: [] }] };
    },
  } as unknown as CricketData;
  return { state, source };
}

const freshCache = () => caches.open(`test-${crypto.randomUUID()}`);

describe("edge cache (Cache API in workerd)", () => {
  test("100 concurrent identical requests cause 1 source call", async () => {
    const { state, source } = countingSource();
    const data = withEdgeCache(source, { cache: await freshCache(), namespace: "t" });
    const results = await Promise.all(Array.from({ length: 100 }, () => data.matchList("recent")));
    expect(state.calls).toBe(1);
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
  });

  test("a value is reused within its TTL class and fetched again after it", async () => {
    const { state, source } = countingSource();
    let now = 1_000_000;
    const data = withEdgeCache(source, { cache: await freshCache(), namespace: "t", now: () => now });
    await data.matchList("recent");
    now += TTL.lists - 1;
    await data.matchList("recent");
    expect(state.calls).toBe(1);
    now += 2;
    state.version = 2;
    expect((await data.matchList("recent")).groups[0]!.matchType).toBe("recent v2");
    expect(state.calls).toBe(2);
    // The live list has the live class: 3 s.
    await data.matchList("live");
    now += TTL.live + 1;
    await data.matchList("live");
    expect(state.calls).toBe(4);
  });

  test("a value kept before the source's last import write is read again, whatever its TTL (decision 039)", async () => {
    const { state, source } = countingSource();
    let now = 1_000_000;
    let changedAt = 0;
    const data = withEdgeCache(source, { cache: await freshCache(), namespace: "t", now: () => now, validSince: async () => changedAt });
    await data.matchList("recent");
    now += 1_000;
    await data.matchList("recent");
    expect(state.calls).toBe(1);
    // An import wrote new matches after the value was kept: well within the list's TTL, it is read again.
    changedAt = now;
    state.version = 2;
    now += 1_000;
    expect((await data.matchList("recent")).groups[0]!.matchType).toBe("recent v2");
    expect(state.calls).toBe(2);
    now += 1_000;
    await data.matchList("recent");
    expect(state.calls).toBe(2);
  });

  test("a source that fails after one success keeps serving the last value, flagged stale", async () => {
    const { state, source } = countingSource();
    let now = 5_000_000;
    const data = withEdgeCache(source, { cache: await freshCache(), namespace: "t", now: () => now });
    const first = await data.matchList("upcoming");
    expect(data.freshness(first)).toEqual({ fetchedAt: 5_000_000, stale: false });
    state.failing = true;
    now += TTL.lists + 1;
    const second = await data.matchList("upcoming");
    expect(second).toEqual(first);
    expect(data.freshness(second)).toEqual({ fetchedAt: 5_000_000, stale: true });
    expect(state.calls).toBe(2);
  });

  test("with nothing cached, a failing source's error reaches the caller", async () => {
    const { state, source } = countingSource();
    state.failing = true;
    const data = withEdgeCache(source, { cache: await freshCache(), namespace: "t" });
    await expect(data.matchList("live")).rejects.toBeInstanceOf(SourceError);
  });
});

describe("no I/O shared between requests (issue 16)", () => {
  const ctxOf = () => ({ waitUntil: () => {} }) as Pick<ExecutionContext, "waitUntil">;

  test("calls within one request share one cached source; another request, or none given, gets its own", () => {
    const first = ctxOf();
    expect(cricketDataFor(env, first)).toBe(cricketDataFor(env, first));
    expect(cricketDataFor(env, ctxOf())).not.toBe(cricketDataFor(env, first));
    expect(cricketDataFor(env)).not.toBe(cricketDataFor(env));
  });

  test("a call that never settles in one request does not hold up the same call in the next", async () => {
    let calls = 0;
    const hanging = {
      matchList: (kind: string) => {
        calls++;
        return calls === 1 ? new Promise(() => {}) : Promise.resolve({ groups: [{ matchType: kind, series: [] }] });
      },
    } as unknown as CricketData;
    const cache = await freshCache();
    // Request A's call never settles (its request was cancelled); request B has its own source.
    void withEdgeCache(hanging, { cache, namespace: "n" }).matchList("live");
    const b = await withEdgeCache(hanging, { cache, namespace: "n" }).matchList("live");
    expect(b).toEqual({ groups: [{ matchType: "live", series: [] }] });
    expect(calls).toBe(2);
  });
});

describe("a provider's passing 404 for a known match (issue 16)", () => {
  function vanishingSource() {
    const state = { gone: false };
    const source = {
      async match(id: number) {
        return state.gone ? null : { id, slug: "a-vs-b", complete: false };
      },
    } as unknown as CricketData;
    return { state, source };
  }

  test("with keepOnMissing (the upstream source) the last good value is served, flagged stale", async () => {
    const { state, source } = vanishingSource();
    let now = 7_000_000;
    const data = withEdgeCache(source, { cache: await freshCache(), namespace: "upstream:t", now: () => now, keepOnMissing: true });
    await data.match(42);
    state.gone = true;
    now += TTL.match + 1;
    const kept = await data.match(42);
    expect(kept).toEqual({ id: 42, slug: "a-vs-b", complete: false });
    expect(data.freshness(kept)).toEqual({ fetchedAt: 7_000_000, stale: true });
  });

  test("without it (D1, where a missing match was deleted) the match is gone", async () => {
    const { state, source } = vanishingSource();
    let now = 7_000_000;
    const data = withEdgeCache(source, { cache: await freshCache(), namespace: "embedded", now: () => now });
    await data.match(42);
    state.gone = true;
    now += TTL.match + 1;
    expect(await data.match(42)).toBeNull();
  });
});

describe("the world a value was made in (issue 31)", () => {
  test("a read made with the demo clock on is never served to a site with the clock off, nor to another epoch", async () => {
    await importFixtures("1415755");
    const replayed = { DEMO_SERIES: "ICC Men's T20 World Cup 2024" };
    const read = (world: Record<string, string>) => cricketDataFor({ ...env, ...world } as unknown as Env).match(1415755);
    const in2030 = (await read({ ...replayed, DEMO_EPOCH: "2030-01-01" }))!;
    expect(in2030.isReplay).toBe(true);
    // The same database with the clock off (as after a restart with DEMO_CLOCK=off): the real match, at once.
    const real = (await read({ DEMO_CLOCK: "off" }))!;
    expect(real).toMatchObject({ isReplay: false, complete: true, startDate: "2024-06-29" });
    // Another epoch is another world too: its replay is on other days.
    const in2031 = (await read({ ...replayed, DEMO_EPOCH: "2031-01-01" }))!;
    expect(in2031.isReplay).toBe(true);
    expect(in2031.startTime).not.toBe(in2030.startTime);
  });
});
