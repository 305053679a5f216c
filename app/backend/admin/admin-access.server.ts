/**
 * Who may do what in the admin area: the one place that decides it, for the admin API (`/api/*`)
 * and the /admin pages (docs/decisions/009-admin-sessions.md, 026-roles.md).
 *
 * Two ways in:
 * - **An account with a role** (decision 025's better-auth session, `__Host-ce_session`, read from
 *   D1 on every request): `admin` may do everything; `editor` may use the editors' desk (stories,
 *   inbox, policies, videos, the content API) but not site settings, ads, scorer tokens or roles.
 *   `user` accounts may do nothing here.
 * - **The bootstrap token** `ADMIN_TOKEN`: the API's `Authorization: Bearer` (scripts, tests), the
 *   first admin's setup (/admin/setup), and the break-glass token session of /admin (`ce_admin`: an
 *   expiry and an HMAC of it keyed by the token; changing ADMIN_TOKEN ends every such session).
 *   Without ADMIN_TOKEN the token path is closed (fail closed), but in local development (the
 *   LOCAL_DEVELOPMENT=on setting, decision 046: never the Host header), where DEV_ADMIN_TOKEN is the
 *   documented default. Accounts with roles work either way.
 */

import { currentUser } from "../accounts/accounts.server.ts";
import { AccountsClosed } from "../accounts/better-auth.server.ts";
import { MessagesUnavailable } from "../accounts/sender.server.ts";
import { hex, sha256Hex } from "../../data/crypto.ts";
import { isLocalDevelopment } from "../security/local-development.ts";

export const DEV_ADMIN_TOKEN = "dev-admin-token";
/** What a closed admin area says (ADMIN_TOKEN unset on a deployed Worker). */
export const ADMIN_CLOSED = "The admin area is closed: set the ADMIN_TOKEN secret (wrangler secret put ADMIN_TOKEN)";
export const ADMIN_COOKIE = "ce_admin";
export const SESSION_SECONDS = 8 * 60 * 60;

/** The roles that open something here (an account's role `user` opens nothing). */
export type StaffRole = "editor" | "admin";
/** `desk`: the editors' desk (stories, inbox, policies, videos, content). `site`: everything else (settings, ads, files, scorer tokens, roles). */
export type Capability = "desk" | "site";

/** Someone with rights here: the token (API), the token session (/admin) or a signed-in account with a role. */
export interface Admin {
  kind: "bootstrap-token" | "bootstrap-session" | "account";
  role: StaffRole;
  /** The account's id and email (kind "account"). */
  userId?: string;
  email?: string;
}

/** What a role may do: an admin everything, an editor the desk only, nobody else anything. */
export function allows(who: { role: StaffRole } | null | undefined, capability: Capability): boolean {
  if (!who) return false;
  return who.role === "admin" || (who.role === "editor" && capability === "desk");
}

/** The admin API's paths an editor may use (the desk's); every other /api/admin path, and scoring's writes, are admins' only. */
const DESK_API = /^\/api\/admin\/(?:stories|content)(?:\/|$)/;

export function apiCapability(pathname: string): Capability {
  return DESK_API.test(pathname) ? "desk" : "site";
}

/** The admin token: ADMIN_TOKEN, or the local default in local development; null when the admin area is closed. */
export function adminToken(env: unknown): string | null {
  const configured = (env as { ADMIN_TOKEN?: string }).ADMIN_TOKEN;
  if (configured) return configured;
  return isLocalDevelopment(env) ? DEV_ADMIN_TOKEN : null;
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
export function isAdminToken(token: string | null | undefined, env: unknown): boolean {
  const expected = adminToken(env);
  return !!token && expected !== null && timingSafeEqual(token, expected);
}

export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return match ? match[1]!.trim() : null;
}

/** The admin token of this API request (its bearer), or null. Accounts are read by `apiAccess`. */
export function adminFrom(request: Request, env: unknown): Admin | null {
  return isAdminToken(bearerToken(request.headers.get("authorization")), env) ? { kind: "bootstrap-token", role: "admin" } : null;
}

async function sign(key: string, message: string): Promise<string> {
  const cryptoKey = await crypto.subtle.importKey("raw", new TextEncoder().encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", cryptoKey, new TextEncoder().encode(message));
  return hex(mac);
}

const message = (expires: number) => `cricket-edge admin session v1 ${expires}`;

/** A session for whoever just proved the admin token. */
export async function createSessionValue(env: unknown, now = Date.now()): Promise<string> {
  const key = adminToken(env);
  if (key === null) throw new Error("The admin area is closed: ADMIN_TOKEN is not set");
  const expires = now + SESSION_SECONDS * 1000;
  return `${expires}.${await sign(key, message(expires))}`;
}

export async function verifySessionValue(value: string | null | undefined, env: unknown, now = Date.now()): Promise<boolean> {
  const match = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(value ?? "");
  const key = adminToken(env);
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

/** The token session of /admin in this request (the ce_admin cookie, valid and not signed out), or null. */
export async function tokenSession(request: Request, env: unknown): Promise<Admin | null> {
  const value = cookieValue(request.headers.get("cookie"), ADMIN_COOKIE);
  if (!(await verifySessionValue(value, env, Date.now()))) return null;
  const db = (env as { DB?: D1Database }).DB;
  if (db && (await isRevoked(db, value!))) return null;
  return { kind: "bootstrap-session", role: "admin" };
}

/** The signed-in account of this request (its role read from D1 now), or null: no session, or accounts closed here. */
export async function signedInAccount(request: Request, env: Env): Promise<{ id: string; email: string; role: "user" | StaffRole } | null> {
  try {
    const user = await currentUser(env, request);
    return user ? { id: user.id, email: user.email, role: user.role } : null;
  } catch (error) {
    if (error instanceof AccountsClosed || error instanceof MessagesUnavailable) return null;
    throw error;
  }
}

export interface Access {
  /** Who has rights here (null: nobody: anonymous, or an account without a role). */
  staff: Admin | null;
  /** The signed-in account, whatever its role. */
  account: { id: string; email: string; role: "user" | StaffRole } | null;
}

/** Who is at the admin pages: the token session (an admin) or the signed-in account and its role. */
export async function pageAccess(request: Request, env: Env): Promise<Access> {
  const [session, account] = await Promise.all([tokenSession(request, env), signedInAccount(request, env)]);
  const fromAccount: Admin | null =
    account && account.role !== "user" ? { kind: "account", role: account.role, userId: account.id, email: account.email } : null;
  // An account admin is named as such; the token session otherwise wins (it is an admin).
  const staff = fromAccount?.role === "admin" ? fromAccount : (session ?? fromAccount);
  return { staff, account };
}

export type ApiAccess =
  | { ok: true; admin: Admin }
  | {
      ok: false;
      status: 401 | 403 | 503;
      error: string /** a wrong token: counts against the client's credential limit */;
      badToken?: boolean;
    };

const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * May this API request do what `capability` covers? A bearer token is the token path (closed
 * without ADMIN_TOKEN on a deployed Worker: 503); without one, a signed-in account's role decides
 * (its writes only from this site's pages: the Origin is checked). Anonymous: 401; a role that
 * does not cover it: 403.
 */
export async function apiAccess(request: Request, env: Env, capability: Capability): Promise<ApiAccess> {
  const bearer = bearerToken(request.headers.get("authorization"));
  if (bearer !== null) {
    if (adminToken(env) === null) return { ok: false, status: 503, error: ADMIN_CLOSED };
    if (!isAdminToken(bearer, env)) return { ok: false, status: 401, error: "That is not the admin token", badToken: true };
    return { ok: true, admin: { kind: "bootstrap-token", role: "admin" } };
  }
  const account = await signedInAccount(request, env);
  if (!account) {
    return {
      ok: false,
      status: 401,
      error: "Admin rights needed: send Authorization: Bearer <ADMIN_TOKEN>, or sign in with an account that has the role",
    };
  }
  if (!SAFE_METHODS.has(request.method) && !sameOrigin(request)) {
    return { ok: false, status: 403, error: "Requests signed in with an account must come from this site" };
  }
  if (account.role === "user") return { ok: false, status: 403, error: "This account has no admin rights" };
  const admin: Admin = { kind: "account", role: account.role, userId: account.id, email: account.email };
  if (!allows(admin, capability)) return { ok: false, status: 403, error: "Editors may not change this: it needs the admin role" };
  return { ok: true, admin };
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
