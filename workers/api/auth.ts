import type { MiddlewareHandler } from "hono";
import { ADMIN_CLOSED, adminFrom, adminToken, type Admin } from "../../app/backend/auth.server.ts";
import { credentialFailed, credentialsBlocked } from "../../app/backend/rate-limit.server.ts";
import { tooMany } from "./respond.ts";

export type { Admin } from "../../app/backend/auth.server.ts";

/** 401 with a message unless the request carries admin rights (app/backend/auth.server.ts decides). */
export const requireAdmin: MiddlewareHandler<{ Bindings: Env; Variables: { admin: Admin } }> = async (c, next) => {
  if (adminToken(c.env, c.req.raw) === null) return c.json({ success: false, error: ADMIN_CLOSED }, 503);
  if (await credentialsBlocked(c.req.raw)) return tooMany(c);
  const admin = adminFrom(c.req.raw, c.env);
  if (!admin) {
    if (await credentialFailed(c.env, c.req.raw)) return tooMany(c);
    return c.json({ success: false, error: "Admin rights needed: send Authorization: Bearer <ADMIN_TOKEN>" }, 401);
  }
  c.set("admin", admin);
  await next();
};
