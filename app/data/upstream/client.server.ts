import { SourceError } from "../contract.ts";
import type { Breaker } from "./breaker.server.ts";
import { createTokenSource } from "./token.server.ts";

export interface UpstreamConfig {
  /** API root the provider's paths are joined to, e.g. "https://host/api" (+ "/matches/v1/live"). */
  base: string;
  /** sent as x-auth-user and as the token's `sub` */
  user: string;
  /** HMAC key of the x-auth-token */
  secret: string;
  fetch?: typeof fetch;
  /** clock for tokens and "today" (epoch ms) */
  now?: () => number;
  /** abort a request after this long (default 10 s); an abort is a SourceError("network") */
  timeoutMs?: number;
  /**
   * Which scorecard call `scorecard()` makes: "hscard" (default, `scoreCard[]` with team ids and
   * `matchHeader`) or "scard" (the 2025 `scorecard[]` shape). Either response shape is understood on
   * either path.
   */
  scorecardEndpoint?: "hscard" | "scard";
  /** stops calling a provider that keeps failing for a while (breaker.server.ts); none: every call is tried */
  breaker?: Breaker;
}

export type Query = Record<string, string | number | undefined>;

export interface UpstreamClient {
  /** GET a JSON document; SourceError on network failure, any non-2xx status, or a body that is not JSON. */
  get(path: string, query?: Query): Promise<unknown>;
  /** As `get`, but a 404 (or a "no such match" answer) is null: per-match calls use it. */
  getMatch(path: string, query?: Query): Promise<unknown | null>;
  now(): number;
}

/**
 * Some providers answer an unknown match with 200 and a message instead of 404. A body that is a
 * small object with a message and nothing else of substance reads as "no such match".
 */
export function isNoSuchMatch(body: unknown): boolean {
  if (body === null || body === undefined || body === "") return true;
  if (typeof body !== "object" || Array.isArray(body)) return false;
  const entries = Object.entries(body as Record<string, unknown>);
  const message = entries.find(([key]) => /^(message|error|errormessage|msg)$/i.test(key))?.[1];
  if (typeof message !== "string") return false;
  const substantive = entries.filter(
    ([key, value]) => !/^(message|error|errormessage|msg|status|statuscode|code|success|responselastupdated)$/i.test(key) && value !== null,
  );
  return substantive.length === 0 && /no (such )?match|match not found|not found|invalid match|no data/i.test(message);
}

export function createUpstreamClient(config: UpstreamConfig): UpstreamClient {
  const base = config.base.replace(/\/+$/, "");
  const now = config.now ?? (() => Date.now());
  const doFetch: typeof fetch = config.fetch ?? ((input, init) => fetch(input, init));
  const token = createTokenSource(config.user, config.secret, now);
  const timeoutMs = config.timeoutMs ?? 10_000;

  function url(path: string, query?: Query): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
    const qs = search.toString();
    return `${base}${path.startsWith("/") ? path : `/${path}`}${qs ? `?${qs}` : ""}`;
  }

  async function request(path: string, query: Query | undefined, missingIsNull: boolean): Promise<unknown | null> {
    const target = url(path, query);
    config.breaker?.check(now(), `GET ${path}`);
    let response: Response;
    try {
      response = await doFetch(target, {
        method: "GET",
        headers: { accept: "application/json", "x-auth-user": config.user, "x-auth-token": await token() },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      config.breaker?.failed(now());
      throw new SourceError("network", `GET ${path}: ${(error as Error)?.message ?? String(error)}`);
    }
    if (response.status >= 500) config.breaker?.failed(now());
    else config.breaker?.succeeded();
    if (missingIsNull && (response.status === 404 || response.status === 204)) return null;
    if (!response.ok) throw new SourceError("status", `GET ${path}: HTTP ${response.status}`, response.status);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw new SourceError("network", `GET ${path}: ${(error as Error)?.message ?? String(error)}`);
    }
    if (missingIsNull && text.trim() === "") return null;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new SourceError("invalid", `GET ${path}: the body is not JSON`);
    }
    if (missingIsNull && isNoSuchMatch(body)) return null;
    return body;
  }

  return {
    get: (path, query) => request(path, query, false),
    getMatch: (path, query) => request(path, query, true),
    now,
  };
}
