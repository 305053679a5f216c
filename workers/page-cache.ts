/**
 * Pages at the edge (docs/decisions/019): anonymous GETs of public pages are answered from the
 * Cache API while fresh, served stale while one request renders them again, and rendered once
 * for many readers who ask at the same moment (2,000 pages reading a match after a ball).
 *
 * - The key: the page's origin, path and query, the build (a page names its build's scripts and
 *   stylesheets: a copy kept before a deploy would load files the deploy removed), the site's
 *   version (settings, ads, editors' content, each import write: app/backend/site/site-version.server.ts),
 *   the data's world (its source, and the demo clock's settings: a restart with the clock off or
 *   another epoch never serves a page of the replay made before) and, for a
 *   page's refresh after a push, the seqs it was told of: its match room's (`x-live-seq`), the
 *   ticker's (`x-ticker-seq`).
 * - Public pages carry no nonce (their scripts are files of this origin, app/root.tsx): their copy is
 *   sent as it was kept, the same bytes for every reader, its body never read. A copy whose markup
 *   does use its nonce remembers it, and each reader's copy gets the reader's own in its place.
 * - `ETag` on every cached page; `If-None-Match` answers 304 without a body (and without a
 *   policy header, so the browser keeps the one that goes with its copy's nonce).
 * - Never one request's I/O handed to another: one leader renders, followers wait on timers and
 *   then read its copy from the cache (workers/render-once.ts).
 * - Bypassed: other methods, signed-in readers (our session cookies, Authorization), pages with
 *   no policy, answers that set a cookie, statuses other than 200 and 404.
 */
import type { EdgeCachePolicy } from "../app/edge-cache.server.ts";
import { siteVersion } from "../app/backend/site/site-version.server.ts";
import { sourceNamespace } from "../app/data/index.server.ts";
import { renderOnce } from "./render-once.ts";

export interface RenderedPage {
  response: Response;
  /** the nonce the page's scripts carry */
  nonce: string;
  analytics: boolean;
  policy: EdgeCachePolicy | null;
}

export interface ServedPage {
  response: Response;
  nonce: string;
  analytics: boolean;
  /**
   * hit, stale (served while one request renders it again), wait (a follower got the leader's
   * copy), miss (rendered and kept), render (rendered, not to be kept: no policy, a status or a
   * seq that must not be kept), bypass (not an anonymous read: rendered for this reader alone)
   */
  cache: "hit" | "stale" | "wait" | "miss" | "render" | "bypass";
}

type Render = (nonce: string) => Promise<RenderedPage>;

/**
 * How long followers wait for the leader's copy before one of them takes over (workers/render-once.ts):
 * long, as a render slower than this means a busy isolate, which more renders would only make busier.
 */
const FOLLOW_FOR_MS = 10_000;

/** Seconds a match page's copy for one seq of its room stays fresh (a live page's own: 1 s). */
export const SEQ_COPY_FRESH_FOR = 10;

/** Keys being revalidated in this isolate (one background render per stale copy). */
const revalidating = new Set<string>();

const SESSION_COOKIE = /(?:^|;\s*)(?:ce_|__Host-|__Secure-)[^=]*=/;

export function isAnonymousRead(request: Request): boolean {
  return request.method === "GET" && !request.headers.has("authorization") && !SESSION_COOKIE.test(request.headers.get("cookie") ?? "");
}

/** The seq a page's refresh asks for — of its match room (`x-live-seq`) or of the ticker (`x-ticker-seq`) — or null. */
function requestedSeq(request: Request, header: "x-live-seq" | "x-ticker-seq" = "x-live-seq"): number | null {
  const raw = request.headers.get(header);
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/** The key of a page's copy: `build` is the build's assets version, `version` the site's, `world` the data's (sourceNamespace). */
export async function pageKey(request: Request, version: number, build: string, world: string): Promise<Request> {
  const url = new URL(request.url);
  const seq = requestedSeq(request) ?? "-";
  const ticker = requestedSeq(request, "x-ticker-seq") ?? "-";
  const key = `https://page-cache.invalid/${encodeURIComponent(url.origin)}/b${encodeURIComponent(build)}/v${version}/w${encodeURIComponent(world)}/s${seq}/t${ticker}${url.pathname}${url.search}`;
  return new Request(key);
}

const cache = () => (caches as unknown as { default: Cache }).default;

export async function servePage(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  { nonce, build }: { nonce: string; build: string },
  render: Render,
): Promise<ServedPage> {
  if (!isAnonymousRead(request)) return { ...(await render(nonce)), cache: "bypass" };
  const key = await pageKey(request, await siteVersion(env.DB), build, sourceNamespace(env));
  const now = Date.now();

  const stored = await cache().match(key);
  if (stored) {
    const storedAt = Number(stored.headers.get("x-stored-at"));
    const freshFor = Number(stored.headers.get("x-fresh-for")) * 1000;
    if (now - storedAt > freshFor && !revalidating.has(key.url)) {
      revalidating.add(key.url);
      ctx.waitUntil(renderAndStore(key, request, render, createNonceLike(nonce)).finally(() => revalidating.delete(key.url)));
    }
    return fromCopy(stored, request, nonce, now - storedAt > freshFor ? "stale" : "hit");
  }

  const { value } = await renderOnce<ServedPage>(key.url, {
    followForMs: FOLLOW_FOR_MS,
    lookedUpAt: now,
    lookup: async () => {
      const copy = await cache().match(key);
      return copy ? fromCopy(copy, request, nonce, "wait") : undefined;
    },
    render: async () => {
      const page = await render(nonce);
      const kept = await storable(page, request);
      if (!kept) return { ...page, cache: "render" };
      await cache().put(key, kept.copy);
      // This reader's answer is the text just kept (rendered with its own nonce): no second read.
      return answer(kept.copy, request, nonce, "miss", { text: kept.body });
    },
  });
  return value;
}

/** A second nonce for a background render (its copy is stored, never sent as it is). */
function createNonceLike(nonce: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const fresh = btoa(String.fromCharCode(...bytes));
  return fresh === nonce ? `${fresh}x` : fresh;
}

async function renderAndStore(key: Request, request: Request, render: Render, nonce: string): Promise<void> {
  try {
    const page = await render(nonce);
    const kept = await storable(page, request);
    if (kept) await cache().put(key, kept.copy);
    // A page now never to be kept loses its old copy; an error keeps it (stale beats an error).
    else if (!page.policy) await cache().delete(key);
  } catch (error) {
    console.error("page cache: revalidation failed", error);
  }
}

/** The copy to keep, or null when this answer must not be kept. */
async function storable(page: RenderedPage, request: Request): Promise<{ copy: Response; body: string } | null> {
  const { response, policy } = page;
  if (!policy || (response.status !== 200 && response.status !== 404)) return null;
  if (response.headers.has("set-cookie")) return null;
  if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  const seq = requestedSeq(request);
  // A refresh asked for seq N; a page that shows an older one must not be kept under N.
  if (seq !== null && policy.liveSeq !== undefined && policy.liveSeq < seq) return null;
  const body = await response.text();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body)));
  const etag = `"${[...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, "0")).join("")}"`;
  const headers = new Headers(response.headers);
  headers.set("etag", etag);
  // The nonce is remembered only when the markup uses it: then each reader's copy gets its own.
  headers.set("x-page-nonce", body.includes(`nonce="${page.nonce}"`) ? page.nonce : "");
  headers.set("x-page-analytics", page.analytics ? "1" : "0");
  // A refresh for seq N shows the match at N: every page told of N asks for that same copy, in a
  // burst that can outlast a live page's own second, so it is kept for SEQ_COPY_FRESH_FOR.
  const freshFor = seq !== null && policy.liveSeq !== undefined ? Math.max(policy.freshFor, SEQ_COPY_FRESH_FOR) : policy.freshFor;
  headers.set("x-stored-at", String(Date.now()));
  headers.set("x-fresh-for", String(freshFor));
  headers.set("cache-control", `max-age=${Math.max(1, freshFor + policy.staleFor)}`);
  // Kept compressed, once: readers who accept gzip (every browser) get these bytes as they are,
  // instead of the runtime compressing the same page again for each of them. The marker is ours,
  // not Content-Encoding, so the cache keeps and returns the bytes untouched.
  headers.set("x-page-encoding", "gzip");
  headers.delete("content-length");
  const gzipped = await new Response(new Response(body).body!.pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  return { copy: new Response(gzipped, { status: response.status, headers }), body };
}

const INTERNAL = ["x-page-nonce", "x-page-analytics", "x-stored-at", "x-fresh-for", "x-page-encoding"];

/** Whether the reader takes gzip (`Accept-Encoding`, with a q above zero). */
function acceptsGzip(request: Request): boolean {
  return (request.headers.get("accept-encoding") ?? "").split(",").some((part) => {
    const [coding, ...params] = part.split(";").map((token) => token.trim().toLowerCase());
    if (coding !== "gzip" && coding !== "*") return false;
    const q = params.find((param) => param.startsWith("q="));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** A reader's answer from a kept copy: as kept (or with its own nonce), or 304 when it has this version. */
function fromCopy(copy: Response, request: Request, nonce: string, cacheState: ServedPage["cache"]): Promise<ServedPage> {
  const gzipped = copy.headers.get("x-page-encoding") === "gzip";
  return answer(copy, request, nonce, cacheState, gzipped ? { gzip: copy.body } : { text: copy.body });
}

/** A kept page's body: its text, or its gzip bytes as kept. */
type KeptBody = { text: string | ReadableStream | null } | { gzip: ReadableStream | null };

/** The answer from a kept copy's headers; its body is read only when sent (never for a 304). */
async function answer(
  copy: Response,
  request: Request,
  nonce: string,
  cacheState: ServedPage["cache"],
  kept: KeptBody,
): Promise<ServedPage> {
  const etag = copy.headers.get("etag") ?? "";
  const analytics = copy.headers.get("x-page-analytics") === "1";
  const storedNonce = copy.headers.get("x-page-nonce") ?? "";
  const headers = new Headers(copy.headers);
  for (const name of INTERNAL) headers.delete(name);
  // Browsers ask again each time (a 304 costs little); the edge keeps the page by its policy.
  headers.set("cache-control", "no-cache");
  headers.set("x-page-cache", cacheState);
  headers.append("vary", "accept-encoding");
  const matches = (request.headers.get("if-none-match") ?? "").split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, "") === etag);
  if (etag && matches) {
    return { response: new Response(null, { status: 304, headers: notModifiedHeaders(headers) }), nonce, analytics, cache: cacheState };
  }
  const sameBytes = storedNonce === "" || storedNonce === nonce;
  if ("gzip" in kept && sameBytes && acceptsGzip(request)) {
    headers.set("content-encoding", "gzip");
    // The bytes are gzip already: the runtime sends them as they are.
    return {
      response: new Response(kept.gzip, { status: copy.status, headers, encodeBody: "manual" }),
      nonce,
      analytics,
      cache: cacheState,
    };
  }
  const text = "gzip" in kept ? kept.gzip?.pipeThrough(new DecompressionStream("gzip")) : kept.text;
  const body = sameBytes ? text : (await new Response(text).text()).replaceAll(`nonce="${storedNonce}"`, `nonce="${nonce}"`);
  return { response: new Response(body, { status: copy.status, headers }), nonce, analytics, cache: cacheState };
}

function notModifiedHeaders(headers: Headers): Headers {
  const kept = new Headers();
  for (const name of ["etag", "cache-control", "x-page-cache", "vary"]) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  return kept;
}
