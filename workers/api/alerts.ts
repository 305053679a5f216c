/**
 * Following matches for Web Push alerts (docs/decisions/028-match-alerts.md), a public write:
 *   GET  /alerts/key        {publicKey} the application server key to subscribe with; 503 when alerts are off
 *   POST /alerts/follow     {subscription: PushSubscriptionJSON, matchId, events?} → {success, data: {events}}
 *   POST /alerts/unfollow   {endpoint, matchId}
 * Writes must come from the site's own pages (Origin), are limited per IP, and are idempotent. A
 * signed-in follower's subscription is tied to the account (the profile lists its follows).
 */
import { Hono, type Context } from "hono";
import { vapidFor } from "../../app/alerts/config.server.ts";
import { follow, followSchema, unfollow, unfollowSchema } from "../../app/alerts/follows.server.ts";
import { FOLLOW_FAILED } from "../../app/alerts/kinds.ts";
import { currentUser, needsPolicyAcceptance } from "../../app/backend/accounts/accounts.server.ts";
import { withinLimit } from "../../app/backend/security/rate-limit.server.ts";
import { isLocalDevelopment } from "../../app/backend/security/local-development.ts";
import { invalid, jsonBody, tooMany } from "./respond.ts";

export const alertsApi = new Hono<{ Bindings: Env }>();

const OFF = `${FOLLOW_FAILED}match alerts are not configured on this site`;

function failed(c: Context, status: 400 | 403 | 503, reason: string) {
  return c.json({ success: false, error: `${FOLLOW_FAILED}${reason}` }, status);
}

/** The write comes from a page of this site (a browser always sends Origin on a POST from script). */
function sameOrigin(request: Request): boolean {
  return request.headers.get("origin") === new URL(request.url).origin;
}

alertsApi.get("/alerts/key", (c) => {
  const keys = vapidFor(c.env);
  if (!keys) return c.json({ success: false, error: OFF }, 503);
  c.header("cache-control", "no-store");
  return c.json({ success: true, data: { publicKey: keys.publicKey } });
});

alertsApi.post("/alerts/:action{follow|unfollow}", async (c) => {
  const keys = vapidFor(c.env);
  if (!keys) return c.json({ success: false, error: OFF }, 503);
  if (!sameOrigin(c.req.raw)) return failed(c, 403, "this request did not come from the site's pages");
  if (!(await withinLimit(c.env, "ALERTS_LIMITER", c.req.raw))) return tooMany(c);
  const body = await jsonBody(c);
  if (c.req.param("action") === "unfollow") {
    const parsed = unfollowSchema.safeParse(body);
    if (!parsed.success) return invalid(c, parsed.error, FOLLOW_FAILED.replace(/: $/, ""));
    await unfollow(c.env.DB, parsed.data.endpoint, parsed.data.matchId);
    return c.json({ success: true, data: { following: false } });
  }
  const parsed = followSchema.safeParse(body);
  if (!parsed.success) return invalid(c, parsed.error, FOLLOW_FAILED.replace(/: $/, ""));
  const endpoint = new URL(parsed.data.subscription.endpoint);
  // A push service on this machine is for local development and its tests only (the setting, never the Host).
  if (endpoint.protocol === "http:" && !isLocalDevelopment(c.env)) {
    return failed(c, 400, "subscription.endpoint: must be an https push service URL");
  }
  const user = await currentUser(c.env, c.req.raw).catch(() => null);
  // An account that has not accepted the current policies (decision 030) follows as anonymous readers do.
  const owner = user && !needsPolicyAcceptance(user) ? user.id : null;
  const events = await follow(c.env.DB, parsed.data, keys.publicKey, owner);
  return c.json({ success: true, data: { following: true, events } });
});
