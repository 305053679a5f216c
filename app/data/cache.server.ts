import type { CricketData } from "./contract.ts";

/**
 * The edge cache around any CricketData (decision 005). Each call has a TTL class;
 * concurrent misses for one key share one source call; when the source fails, the last good value
 * is served and marked stale. Values live in the Cache API (per data centre, honours short
 * max-age, unlike KV's 60 s minimum) plus the in-flight map of this isolate.
 */

export const TTL = {
  live: 3_000,
  match: 10_000,
  lists: 30_000,
  content: 5 * 60_000,
  archive: 24 * 60 * 60_000,
  /** a career changes when one of the player's matches ends: at most once a day for most */
  profile: 60 * 60_000,
} as const;
export type TtlClass = keyof typeof TTL;

/** How long a value is kept to serve while the source is failing. */
const KEEP_FOR_STALE_SECONDS = 24 * 60 * 60;

export interface Freshness {
  fetchedAt: number;
  stale: boolean;
}

export interface CachedCricketData extends CricketData {
  /** When a returned value was fetched, and whether it is stale (source failing). */
  freshness(value: unknown): Freshness | undefined;
}

/** The slice of the Cache API used here (caches.default in Workers). */
export interface CacheStore {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

export interface CacheOptions {
  cache: CacheStore;
  /** distinguishes sources sharing a cache (e.g. "embedded", "upstream:host") */
  namespace: string;
  now?: () => number;
  /** keeps cache writes alive after the response (ctx.waitUntil) */
  waitUntil?: (promise: Promise<unknown>) => void;
  /**
   * A per-match call that answers "no such match" for a match the cache holds keeps the last good
   * value, served as stale (a provider's passing 404 must not blank a known match). Not for D1,
   * where a missing match was deleted.
   */
  keepOnMissing?: boolean;
  /**
   * When the source's data last changed in bulk (an import: UTC ms); a value kept from before is read
   * again, whatever its TTL (decision 039). Asked only when a kept value is found.
   */
  validSince?: () => Promise<number>;
}

type Method = keyof CricketData;
type CachedMethod = Exclude<Method, "search" | "liveSnapshot" | "liveScoreMark">;

/** TTL class per call; per-match calls of a finished match are archive material. */
/**
 * Calls answered straight by the source: search (one key per query, and renames must show at
 * once) and the live snapshot (rooms poll the source themselves, on their own cadence).
 */
const UNCACHED = ["search", "liveSnapshot", "liveScoreMark"] as const satisfies readonly Exclude<Method, CachedMethod>[];

const CALL_CLASS: Record<CachedMethod, TtlClass> = {
  matchList: "lists",
  todaysMatches: "lists",
  sliderMatches: "live",
  internationalSchedule: "lists",
  match: "match",
  miniscore: "live",
  commentary: "live",
  fullCommentary: "match",
  highlights: "live",
  scorecard: "live",
  squads: "match",
  facts: "content",
  forecast: "live",
  matchNews: "content",
  story: "content",
  // Home's news columns: a report shows within the lists' cadence of going out.
  latestNews: "lists",
  sitemapCounts: "content",
  sitemapPage: "content",
  series: "lists",
  pointsTable: "lists",
  seriesStats: "lists",
  archiveYears: "content",
  currentSeries: "lists",
  archive: "content",
  seriesNews: "content",
  // A squad grows, and its roles can change, with each finished match; grounds and their facts
  // change when a series' fixtures or a ground's records do.
  seriesSquads: "lists",
  squadPlayers: "lists",
  seriesVenues: "content",
  venue: "content",
  liveMatches: "live",
  // A team's directory and header change with imports; its records when one of its matches ends.
  teams: "content",
  team: "content",
  teamMatches: "lists",
  teamNews: "content",
  teamStats: "profile",
  teamPlayers: "profile",
  player: "profile",
  // A table changes when a championship Test ends.
  championship: "content",
  // embedded: replaced at each import; upstream: the ICC's lists change after matches
  rankings: "content",
  // Changes only when a match is imported or finished.
  statsQuery: "content",
  // A new gallery comes with each finished match; a finished match's gallery never changes.
  galleries: "lists",
  gallery: "content",
  matchGalleries: "content",
};
const PER_MATCH: ReadonlySet<Method> = new Set<Method>([
  "match",
  "miniscore",
  "commentary",
  "fullCommentary",
  "highlights",
  "scorecard",
  "squads",
  "facts",
  "forecast",
  "matchNews",
]);

export function ttlFor(method: CachedMethod, args: unknown[], completeMatches: ReadonlySet<number>): number {
  if (method === "matchList" && args[0] === "live") return TTL.live;
  // An older page of results is history: it changes only when matches are imported.
  if (method === "matchList" && (args[1] as { before?: string } | undefined)?.before) return TTL.content;
  if (PER_MATCH.has(method) && completeMatches.has(args[0] as number)) return TTL.archive;
  return TTL[CALL_CLASS[method]];
}

/**
 * The oldest stale value among those a page shows (its "Last updated" time), or null when every
 * one is fresh: a page built from several calls is as stale as its stalest part.
 */
export function stalest(data: Pick<CachedCricketData, "freshness">, values: unknown[]): Freshness | null {
  let oldest: Freshness | null = null;
  for (const value of values) {
    const freshness = data.freshness(value);
    if (freshness?.stale && (!oldest || freshness.fetchedAt < oldest.fetchedAt)) oldest = freshness;
  }
  return oldest;
}

export function withEdgeCache(source: CricketData, options: CacheOptions): CachedCricketData {
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<unknown>>();
  const meta = new WeakMap<object, Freshness>();
  const completeMatches = new Set<number>();

  const remember = <T>(value: T, freshness: Freshness): T => {
    if (value !== null && typeof value === "object") meta.set(value, freshness);
    return value;
  };

  async function load(method: CachedMethod, args: unknown[], key: string): Promise<unknown> {
    const request = new Request(key);
    const cached = await options.cache.match(request);
    const cachedAt = cached ? Number(cached.headers.get("x-fetched-at")) : 0;
    const fresh = cached && now() - cachedAt < ttlFor(method, args, completeMatches);
    if (fresh && (!options.validSince || cachedAt >= (await options.validSince()))) {
      return remember(await cached.json(), { fetchedAt: cachedAt, stale: false });
    }
    let value: unknown;
    try {
      value = await (source[method] as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      if (!cached) throw error;
      return remember(await cached.json(), { fetchedAt: cachedAt, stale: true });
    }
    if (value === null && cached && options.keepOnMissing && PER_MATCH.has(method)) {
      const last = await cached.json();
      if (last !== null) return remember(last, { fetchedAt: cachedAt, stale: true });
    }
    if (method === "match" && value && (value as { complete?: boolean }).complete) completeMatches.add(args[0] as number);
    const fetchedAt = now();
    const write = options.cache.put(
      request,
      new Response(JSON.stringify(value), {
        headers: {
          "content-type": "application/json",
          "cache-control": `max-age=${KEEP_FOR_STALE_SECONDS}`,
          "x-fetched-at": String(fetchedAt),
        },
      }),
    );
    if (options.waitUntil) options.waitUntil(write);
    else await write;
    return remember(value, { fetchedAt, stale: false });
  }

  function call(method: CachedMethod) {
    return (...args: unknown[]) => {
      const key = `https://cricket-data.invalid/${encodeURIComponent(options.namespace)}/${method}?args=${encodeURIComponent(JSON.stringify(args))}`;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const promise = load(method, args, key).finally(() => inFlight.delete(key));
      inFlight.set(key, promise);
      return promise;
    };
  }

  const methods = Object.keys(CALL_CLASS) as CachedMethod[];
  const passThrough = Object.fromEntries(
    UNCACHED.map((m) => [m, (...args: unknown[]) => (source[m] as (...a: unknown[]) => unknown)(...args)]),
  );
  const cached = { ...Object.fromEntries(methods.map((m) => [m, call(m)])), ...passThrough } as unknown as CricketData;
  return { ...cached, freshness: (value) => (value && typeof value === "object" ? meta.get(value) : undefined) };
}
