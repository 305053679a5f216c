/**
 * Who follows which match for which events (docs/decisions/028-match-alerts.md): the boundary's
 * shapes (zod, with size limits) and the writes, all idempotent — following again updates the
 * keys and the chosen events, unfollowing what is not followed is no error.
 */
import { z } from "zod";
import { ALERT_KINDS, kindsMask, kindsOf, type AlertKind } from "./kinds.ts";

const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, "must be base64url");

/** https, or plain http to this machine (a push service the tests run): RFC 8030 push resources are https. */
function pushEndpoint(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export const subscriptionSchema = z.object({
  endpoint: z.string().max(2048).refine(pushEndpoint, "must be an https push service URL"),
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
});
export type PushSubscriptionInput = z.infer<typeof subscriptionSchema>;

export const followSchema = z.object({
  subscription: subscriptionSchema,
  matchId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** which events; all when absent */
  events: z
    .array(z.enum(ALERT_KINDS))
    .min(1, "choose at least one event")
    .max(ALERT_KINDS.length * 2)
    .optional(),
});
export type FollowInput = z.infer<typeof followSchema>;

export const unfollowSchema = z.object({
  endpoint: z.string().max(2048),
  matchId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** Stores the subscription (once per endpoint) and its follow of the match; returns the kinds followed. */
export async function follow(
  db: D1Database,
  input: FollowInput,
  vapidKey: string,
  userId: string | null,
  now = Date.now(),
): Promise<AlertKind[]> {
  const mask = kindsMask(input.events ?? ALERT_KINDS);
  const { endpoint, keys } = input.subscription;
  await db.batch([
    db
      .prepare(
        `INSERT INTO push_subscriptions (endpoint, p256dh, auth, vapid_key, user_id, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, vapid_key = excluded.vapid_key,
           user_id = coalesce(excluded.user_id, push_subscriptions.user_id)`,
      )
      .bind(endpoint, keys.p256dh, keys.auth, vapidKey, userId, now),
    db
      .prepare(
        `INSERT INTO match_follows (match_id, subscription_id, events, created_at)
         SELECT ?1, id, ?2, ?3 FROM push_subscriptions WHERE endpoint = ?4
         ON CONFLICT (match_id, subscription_id) DO UPDATE SET events = excluded.events`,
      )
      .bind(input.matchId, mask, now, endpoint),
  ]);
  return kindsOf(mask);
}

/** Stops following the match; a subscription that follows nothing any more is forgotten. */
export async function unfollow(db: D1Database, endpoint: string, matchId: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        "DELETE FROM match_follows WHERE match_id = ?1 AND subscription_id = (SELECT id FROM push_subscriptions WHERE endpoint = ?2)",
      )
      .bind(matchId, endpoint),
    db
      .prepare(
        "DELETE FROM push_subscriptions WHERE endpoint = ?1 AND NOT EXISTS (SELECT 1 FROM match_follows WHERE subscription_id = push_subscriptions.id)",
      )
      .bind(endpoint),
  ]);
}

export interface Follower {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  vapidKey: string;
  events: number;
}

/** The subscriptions following a match for `kind`. */
export async function followersOf(db: D1Database, matchId: number, kind: AlertKind): Promise<Follower[]> {
  const bit = kindsMask([kind]);
  const { results } = await db
    .prepare(
      `SELECT s.id, s.endpoint, s.p256dh, s.auth, s.vapid_key AS vapidKey, f.events FROM match_follows f
       JOIN push_subscriptions s ON s.id = f.subscription_id WHERE f.match_id = ?1 AND (f.events & ?2) != 0`,
    )
    .bind(matchId, bit)
    .all<Follower>();
  return results;
}

/** A push service said the subscription is gone (404/410): forget it and its follows. */
export async function removeSubscriptions(db: D1Database, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.batch(ids.map((id) => db.prepare("DELETE FROM push_subscriptions WHERE id = ?1").bind(id)));
}

export interface UserFollow {
  matchId: number;
  endpoint: string;
  events: AlertKind[];
  createdAt: number;
  title: string | null;
}

/** A signed-in user's follows (the profile), newest first, with the match's teams when the match is stored. */
export async function followsOfUser(db: D1Database, userId: string): Promise<UserFollow[]> {
  const { results } = await db
    .prepare(
      `SELECT f.match_id AS matchId, s.endpoint, f.events, f.created_at AS createdAt,
         (SELECT m.team1_name || ' v ' || m.team2_name FROM matches m WHERE m.id = f.match_id) AS title
       FROM match_follows f JOIN push_subscriptions s ON s.id = f.subscription_id
       WHERE s.user_id = ?1 ORDER BY f.created_at DESC LIMIT 200`,
    )
    .bind(userId)
    .all<{ matchId: number; endpoint: string; events: number; createdAt: number; title: string | null }>();
  return results.map((row) => ({ ...row, events: kindsOf(row.events) }));
}

/** Sets the events of one of the user's follows (all of the user's subscriptions for that match); none removes it. */
export async function setUserFollow(db: D1Database, userId: string, matchId: number, kinds: readonly AlertKind[]): Promise<void> {
  const mask = kindsMask(kinds);
  const mine = "subscription_id IN (SELECT id FROM push_subscriptions WHERE user_id = ?2)";
  if (mask === 0) {
    await db.prepare(`DELETE FROM match_follows WHERE match_id = ?1 AND ${mine}`).bind(matchId, userId).run();
  } else {
    await db.prepare(`UPDATE match_follows SET events = ?3 WHERE match_id = ?1 AND ${mine}`).bind(matchId, userId, mask).run();
  }
}
