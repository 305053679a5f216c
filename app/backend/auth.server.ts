/**
 * Admin rights, for the admin API (`/api/*`, a bearer token) and the /admin pages (a session
 * cookie): the one place that decides who administers (docs/decisions/009-admin-sessions.md).
 *
 * Until accounts exist, a bootstrap token from the ADMIN_TOKEN secret authorises API calls as
 * `Authorization: Bearer <token>`. Without ADMIN_TOKEN the admin area is closed (fail closed), but
 * for requests to this machine (localhost, 127.0.0.1, [::1]: local development, where
 * DEV_ADMIN_TOKEN is the documented default). A deployed Worker is never reached as localhost. The admin page asks for the same token once and then keeps a
 * cookie holding an expiry and an HMAC of it keyed by that token: no token in the cookie, and
 * changing ADMIN_TOKEN ends every session. The cookie is HttpOnly, SameSite=Strict and Secure on
 * https. Accounts will add a signed-in user with the admin role here.
 */

import { hex, sha256Hex } from "./crypto.ts";

export const DEV_ADMIN_TOKEN = "dev-admin-token";
/** What a closed admin area says (ADMIN_TOKEN unset on a deployed Worker). */
export const ADMIN_CLOSED = "The admin area is closed: set the ADMIN_TOKEN secret (wrangler secret put ADMIN_TOKEN)";
export const ADMIN_COOKIE = "ce_admin";
export const SESSION_SECONDS = 8 * 60 * 60;

export interface Admin {
  kind: "bootstrap-token" | "bootstrap-session";
}

const LOOPBACK: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** A request to this machine: local development (npm start, npm run dev, the tests' site). */
export function isLocalRequest(request: Request): boolean {
  return LOOPBACK.has(new URL(request.url).hostname);
}

/** The admin token: ADMIN_TOKEN, or the local default for a request to this machine; null when the admin area is closed. */
export function adminToken(env: unknown, request?: Request): string | null {
  const configured = (env as { ADMIN_TOKEN?: string }).ADMIN_TOKEN;
  if (configured) return configured;
  return request && isLocalRequest(request) ? DEV_ADMIN_TOKEN : null;
}

/** Compares in time independent of where the strings differ. */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

/** Whether `token` is the admin token (the API's bearer, the admin page's sign-in). */
export function isAdminToken(token: string | null | undefined, env: unknown, request?: Request): boolean {
  const expected = adminToken(env, request);
  return !!token && expected !== null && timingSafeEqual(token, expected);
}

export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return match ? match[1]!.trim() : null;
}

/** The admin making this API request (its bearer token), or null. */
export function adminFrom(request: Request, env: unknown): Admin | null {
  return isAdminToken(bearerToken(request.headers.get("authorization")), env, request) ? { kind: "bootstrap-token" } : null;
}

async function sign(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(message));
  return hex(mac);
}

const message = (expires: number) => `cricket-edge admin session v1 ${expires}`;

/** A session for whoever just proved the admin token (`request` decides whether the local default applies). */
export async function createSessionValue(env: unknown, now = Date.now(), request?: Request): Promise<string> {
  const key = adminToken(env, request);
  if (key === null) throw new Error("The admin area is closed: ADMIN_TOKEN is not set");
  const expires = now + SESSION_SECONDS * 1000;
  return `${expires}.${await sign(key, message(expires))}`;
}

export async function verifySessionValue(
  value: string | null | undefined,
  env: unknown,
  now = Date.now(),
  request?: Request,
): Promise<boolean> {
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(value ?? "");
  const key = adminToken(env, request);
  if (!match || key === null) return false;
  const expires = Number(match[1]);
  if (expires <= now) return false;
  return timingSafeEqual(match[2]!, await sign(key, message(expires)));
}

export function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function sessionCookie(value: string, secure: boolean): string {
  return `${ADMIN_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${SESSION_SECONDS}${secure ? "; Secure" : ""}`;
}

export function clearedCookie(secure: boolean): string {
  return `${ADMIN_COOKIE}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** Who is administering in this request (the session cookie, not signed out), or null. Accounts add a user check here. */
export async function adminSession(request: Request, env: unknown): Promise<Admin | null> {
  const value = cookieValue(request.headers.get("cookie"), ADMIN_COOKIE);
  if (!(await verifySessionValue(value, env, Date.now(), request))) return null;
  const db = (env as { DB?: D1Database }).DB;
  if (db && (await isRevoked(db, value!))) return null;
  return { kind: "bootstrap-session" };
}

async function isRevoked(db: D1Database, value: string): Promise<boolean> {
  return (
    (await db
      .prepare("SELECT 1 FROM revoked_admin_sessions WHERE value_hash = ?")
      .bind(await sha256Hex(value))
      .first()) !== null
  );
}

/** Signing out ends the session at once: its cookie value is refused from now on (until it would have expired). */
export async function revokeAdminSession(request: Request, db: D1Database, now = Date.now()): Promise<void> {
  const value = cookieValue(request.headers.get("cookie"), ADMIN_COOKIE);
  const expires = Number(/^(\d{1,16})\./.exec(value ?? "")?.[1]);
  if (!value || !(expires > now)) return;
  await db.batch([
    db.prepare("INSERT OR IGNORE INTO revoked_admin_sessions (value_hash, expires_at) VALUES (?, ?)").bind(await sha256Hex(value), expires),
    db.prepare("DELETE FROM revoked_admin_sessions WHERE expires_at <= ?").bind(now),
  ]);
}

/** A form post from another site is refused (the cookie is SameSite=Strict too). */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin) return origin === new URL(request.url).origin;
  const site = request.headers.get("sec-fetch-site");
  return !site || site === "same-origin" || site === "none";
}
