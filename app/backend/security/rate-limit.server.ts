/**
 * Rate limits (docs/security.md), on Cloudflare's rate limiting binding (wrangler.jsonc
 * `ratelimits`; simulated by the local runtime). Keys are per client IP (`CF-Connecting-IP`, which
 * Cloudflare's edge sets on every request it forwards, replacing any value the client sent; a
 * request without it never came through Cloudflare: the Worker tests' own requests, not limited).
 * In local development (decision 046) the local runtime keeps a client-sent CF-Connecting-IP, so
 * the header is not trusted there: every request counts as this one machine's. For failed credentials, per IP too: a client that fails more credential checks than the limit
 * is refused every credential check for RETRY_AFTER_SECONDS, right ones included, so guessing
 * cannot continue at full speed. The refusal is remembered in the Cache API of the data centre.
 */

import { isLocalDevelopment } from "./local-development.ts";

export const RETRY_AFTER_SECONDS = 60;
/** The one client of local development: its requests all come from this machine, whatever they claim. */
const THIS_MACHINE = "this-machine";

type Limiter = { limit(options: { key: string }): Promise<{ success: boolean }> };
type LimiterName = "SIGN_IN_LIMITER" | "CREDENTIAL_LIMITER" | "SEARCH_LIMITER" | "ENQUIRY_LIMITER" | "ALERTS_LIMITER";

/** The client's address as Cloudflare's edge reports it; null for a request that did not come through Cloudflare, and locally (the header is the client's word there). */
export function clientAddress(request: Request, env: unknown): string | null {
  return isLocalDevelopment(env) ? null : request.headers.get("cf-connecting-ip");
}

/** Whom a limit counts this request against: its address, this machine in local development; null: not limited. */
export function clientKey(request: Request, env: unknown): string | null {
  return isLocalDevelopment(env) ? THIS_MACHINE : request.headers.get("cf-connecting-ip");
}

/** One more use of `name` for this client: false when it is over its limit (a binding that is not configured allows all). */
export async function withinLimit(env: unknown, name: LimiterName, request: Request): Promise<boolean> {
  const limiter = (env as Partial<Record<LimiterName, Limiter>>)[name];
  const client = clientKey(request, env);
  if (!limiter || client === null) return true;
  return (await limiter.limit({ key: `${name}:${client}` })).success;
}

const blockKey = (request: Request, env: unknown) =>
  new Request(`https://rate-limit.invalid/credentials/${encodeURIComponent(clientKey(request, env) ?? "")}`);
const cacheOf = () => (caches as unknown as { default: Cache }).default;

/** Whether this client is refused credential checks for now (it failed too many). */
export async function credentialsBlocked(env: unknown, request: Request): Promise<boolean> {
  if (clientKey(request, env) === null) return false;
  return (await cacheOf().match(blockKey(request, env))) !== undefined;
}

/** Counts a failed credential check; true when the client is now over the limit (and refused for a while). */
export async function credentialFailed(env: unknown, request: Request): Promise<boolean> {
  if (await withinLimit(env, "CREDENTIAL_LIMITER", request)) return false;
  await cacheOf().put(blockKey(request, env), new Response("blocked", { headers: { "cache-control": `max-age=${RETRY_AFTER_SECONDS}` } }));
  return true;
}

export const TOO_MANY = "Too many attempts: try again in a minute";
