import type { MiddlewareHandler } from "hono";
import { type Admin, apiAccess, apiCapability, type Capability } from "../../app/backend/admin/admin-access.server.ts";
import { credentialFailed, credentialsBlocked } from "../../app/backend/security/rate-limit.server.ts";
import { tooMany } from "./respond.ts";

export type { Admin } from "../../app/backend/admin/admin-access.server.ts";

type AdminEnv = { Bindings: Env; Variables: { admin: Admin } };

/**
 * 401/403/503 with a message unless the request may do what `capability` covers (the bearer
 * token, or a signed-in account's role: app/backend/admin/admin-access.server.ts decides). Without a capability,
 * the path decides (`apiCapability`: the desk's paths for editors, the rest for admins).
 */
export function requireRole(capability?: Capability): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    if (await credentialsBlocked(c.env, c.req.raw)) return tooMany(c);
    const access = await apiAccess(c.req.raw, c.env, capability ?? apiCapability(c.req.path));
    if (!access.ok) {
      if (access.badToken && (await credentialFailed(c.env, c.req.raw))) return tooMany(c);
      return c.json({ success: false, error: access.error }, access.status);
    }
    c.set("admin", access.admin);
    await next();
  };
}

/** Admins only (the token, or an account with the admin role). */
export const requireAdmin: MiddlewareHandler<AdminEnv> = requireRole("site");
