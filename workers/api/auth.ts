import type { MiddlewareHandler } from "hono";

/**
 * Admin rights. Until accounts exist, a bootstrap token from the ADMIN_TOKEN variable (npm start
 * passes it through; local development falls back to DEV_ADMIN_TOKEN) authorises admin calls as
 * `Authorization: Bearer <token>`. Accounts will add a session check in `adminFrom` (a signed-in
 * user with the admin role), leaving every route that uses `requireAdmin` unchanged.
 */
export const DEV_ADMIN_TOKEN = "dev-admin-token";

export interface Admin {
  kind: "bootstrap-token";
}

export function adminToken(env: { ADMIN_TOKEN?: string }): string {
  return env.ADMIN_TOKEN || DEV_ADMIN_TOKEN;
}

/** Compares in time independent of where the strings differ. */
export function timingSafeEqual(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}

export function bearerToken(header: string | undefined | null): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? "");
  return match ? match[1]!.trim() : null;
}

/** The admin making this request, or null. */
export function adminFrom(request: Request, env: { ADMIN_TOKEN?: string }): Admin | null {
  const token = bearerToken(request.headers.get("authorization"));
  return token && timingSafeEqual(token, adminToken(env)) ? { kind: "bootstrap-token" } : null;
}

/** 401 with a message unless the request carries admin rights. */
export const requireAdmin: MiddlewareHandler<{ Bindings: Env; Variables: { admin: Admin } }> = async (c, next) => {
  const admin = adminFrom(c.req.raw, c.env as { ADMIN_TOKEN?: string });
  if (!admin) {
    return c.json({ success: false, error: "Admin rights needed: send Authorization: Bearer <ADMIN_TOKEN>" }, 401);
  }
  c.set("admin", admin);
  await next();
};
