import { z } from "zod";
import { withEdgeCache, type CachedCricketData } from "./cache.server.ts";
import type { CricketData } from "./contract.ts";
import { type DemoClockConfig, demoClockFromEnv, demoClockKey } from "./demo-clock.ts";
import { createEmbeddedData, readImportStatus, type ImportStatus } from "./embedded/index.server.ts";
import { d1Ownership } from "./embedded/ownership.server.ts";
import { d1Twins } from "./embedded/twins.server.ts";
import { createHybridData } from "./hybrid.server.ts";
import { breakerFor, createUpstreamData } from "./upstream/index.server.ts";
import { firstIssueLine } from "./zod-messages.ts";

export type { CricketData } from "./contract.ts";
export type { CachedCricketData } from "./cache.server.ts";

/** The provider's settings (upstream and hybrid). */
const providerSettings = {
  CRICKET_API_BASE: z.url({ protocol: /^https?$/ }),
  CRICKET_API_USER: z.string().min(1),
  CRICKET_API_SECRET: z.string().min(1),
  /** the longest the circuit breaker waits before trying a failing provider again (ms; default 60 s) */
  CRICKET_API_MAX_PAUSE_MS: z.coerce.number().int().min(100).max(600_000).optional(),
};

/**
 * embedded: everything from D1 (the default: a fresh install, the demo clock replaying history);
 * upstream: everything from the provider; hybrid (the production shape, decision 057): the present
 * from the provider, history and what the provider lacks from D1.
 */
const sourceConfigSchema = z.discriminatedUnion("CRICKET_SOURCE", [
  z.object({ CRICKET_SOURCE: z.literal("embedded") }),
  z.object({ CRICKET_SOURCE: z.literal("upstream"), ...providerSettings }),
  z.object({ CRICKET_SOURCE: z.literal("hybrid"), ...providerSettings }),
]);
type SourceConfig = z.infer<typeof sourceConfigSchema>;

type ParsedSourceConfig = ReturnType<typeof sourceConfigSchema.safeParse>;

/**
 * An isolate's env is one object for its life: its configuration is parsed once per env object
 * (a pure value, nothing of a request's I/O), not on every request (~0.3 ms each, by profile).
 */
const parsedConfigs = new WeakMap<object, ParsedSourceConfig>();

function parseSourceConfig(env: Env): ParsedSourceConfig {
  const known = parsedConfigs.get(env);
  if (known) return known;
  const vars = env as unknown as Record<string, unknown>;
  const parsed = sourceConfigSchema.safeParse({ ...vars, CRICKET_SOURCE: vars.CRICKET_SOURCE || "embedded" });
  parsedConfigs.set(env, parsed);
  return parsed;
}

const demoClocks = new WeakMap<object, DemoClockConfig>();

/**
 * The demo clock's settings of an env (parsed once per env object, as the source's are). In the
 * hybrid mode the provider is the present: D1's matches are shown on their true dates (clock off).
 */
export function demoClockFor(env: Env): DemoClockConfig {
  const known = demoClocks.get(env);
  if (known) return known;
  const fromEnv = demoClockFromEnv(env as unknown as Record<string, unknown>);
  const config = parseSourceConfig(env).data?.CRICKET_SOURCE === "hybrid" ? { ...fromEnv, enabled: false } : fromEnv;
  demoClocks.set(env, config);
  return config;
}

/**
 * What is wrong with the data source configuration, or null: a deployment missing the upstream
 * provider's settings or secrets answers 503 with this message (fail closed), never a page built
 * from nothing. Also checked before deploying (scripts/lib/deploy-check.ts: npm run deploy, npm run check:deploy).
 */
export function sourceConfigProblem(env: Env): string | null {
  const parsed = parseSourceConfig(env);
  if (parsed.success) return null;
  return `Bad data source configuration: ${firstIssueLine(parsed.error, { whole: "CRICKET_SOURCE" })}`;
}

/**
 * The configured source: CRICKET_SOURCE=embedded (default), upstream or hybrid (both with the
 * provider's API settings).
 * `perRequest`: the source serves one request only, so the embedded source reads each match once
 * (decision 041); a source kept across requests (a Durable Object's) must not pass it.
 */
export function sourceFor(env: Env, options: { perRequest?: boolean } = {}): { source: CricketData; namespace: string } {
  const parsed = parseSourceConfig(env);
  if (!parsed.success) throw new Error(sourceConfigProblem(env)!);
  const config = parsed.data;
  const embedded = () =>
    createEmbeddedData(env.DB, { config: demoClockFor(env), now: Date.now }, { oneReadPerMatch: options.perRequest === true });
  const source =
    config.CRICKET_SOURCE === "embedded"
      ? embedded()
      : config.CRICKET_SOURCE === "upstream"
        ? providerData(config)
        : createHybridData(providerData(config), embedded(), d1Ownership(env.DB), d1Twins(env.DB));
  return { source, namespace: sourceNamespace(env) };
}

function providerData(config: Exclude<SourceConfig, { CRICKET_SOURCE: "embedded" }>): CricketData {
  return createUpstreamData({
    base: config.CRICKET_API_BASE,
    user: config.CRICKET_API_USER,
    secret: config.CRICKET_API_SECRET,
    breaker: breakerFor(config.CRICKET_API_BASE, config.CRICKET_API_MAX_PAUSE_MS),
  });
}

/** Each env's namespace, made once (a pure value of the env), not hashed from the replay plan on every request. */
const namespaces = new WeakMap<object, string>();

/**
 * Which world a value was made in (the edge cache's and the page cache's keys, values kept in
 * memory): "upstream:{base}", "hybrid:{base}", or "embedded:" and the demo clock's settings (the
 * same data replayed with another epoch, or with the clock off, is another world).
 */
export function sourceNamespace(env: Env): string {
  const known = namespaces.get(env);
  if (known) return known;
  const parsed = parseSourceConfig(env);
  if (!parsed.success) throw new Error(sourceConfigProblem(env)!);
  const config = parsed.data;
  const namespace =
    config.CRICKET_SOURCE === "embedded"
      ? `embedded:${demoClockKey(demoClockFor(env))}`
      : `${config.CRICKET_SOURCE}:${config.CRICKET_API_BASE}`;
  namespaces.set(env, namespace);
  return namespace;
}

/** Whether the source reads D1 (embedded, hybrid): imports change what it answers. */
const readsD1 = (env: Env) => parseSourceConfig(env).data?.CRICKET_SOURCE !== "upstream";
/** Whether the source reads the provider (upstream, hybrid): a passing 404 must not blank a known match. */
const readsProvider = (env: Env) => parseSourceConfig(env).data?.CRICKET_SOURCE !== "embedded";

/**
 * One cached source per request (its ExecutionContext): calls within a request share in-flight
 * work, and no request is ever handed another's I/O. workerd cannot settle a promise in a request
 * other than the one that made it, so a map shared across requests would keep a dead promise
 * after its request ended or was cancelled and break that key for good (issue 16). Requests
 * share values through the Cache API instead.
 */
const perRequest = new WeakMap<object, CachedCricketData>();

/**
 * The site's data: which adapter serves it is configuration, never a code change, and it is
 * always read through the edge cache. Pass the request's `ctx`; without it every call gets its own.
 */
export function cricketDataFor(env: Env, ctx?: Pick<ExecutionContext, "waitUntil">): CachedCricketData {
  const existing = ctx && perRequest.get(ctx);
  if (existing) return existing;
  // A new source per request (or per call without ctx): its matches are read once for this request.
  const { source, namespace } = sourceFor(env, { perRequest: true });
  const cached = withEdgeCache(source, {
    cache: (caches as unknown as { default: Cache }).default,
    namespace,
    keepOnMissing: readsProvider(env),
    // D1's data changes in bulk when an import writes: what was kept before is read again.
    ...(readsD1(env) ? { validSince: async () => (await importStatus(env)).changedAt } : {}),
  });
  if (ctx) perRequest.set(ctx, cached);
  return cached;
}

/**
 * How long an isolate keeps the import's status it read: a cached read checks it, so one D1 read per
 * isolate every 2 s stands for all of them. A plain value, never a request's promise.
 */
export const IMPORT_STATUS_MEMO_MS = 2_000;
let importStatusMemo: { status: ImportStatus; readAt: number; db: D1Database } | null = null;

/**
 * The embedded data's import (decision 039): whether one is running (the site says so) and when it
 * last wrote (the embedded and hybrid sources). The upstream source has none.
 */
export async function importStatus(env: Env, now = Date.now()): Promise<ImportStatus> {
  if (!readsD1(env)) return { running: null, changedAt: 0 };
  if (importStatusMemo && importStatusMemo.db === env.DB && now - importStatusMemo.readAt < IMPORT_STATUS_MEMO_MS) {
    return importStatusMemo.status;
  }
  // A database without the table yet (before its migration) has had no import worth waiting for.
  const status = await readImportStatus(env.DB, now).catch((): ImportStatus => ({ running: null, changedAt: 0 }));
  importStatusMemo = { status, readAt: now, db: env.DB };
  return status;
}
