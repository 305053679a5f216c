/**
 * Sending one alert to one browser (docs/decisions/028-match-alerts.md): the message encrypted for
 * the subscription (RFC 8291, aes128gcm) and signed for the push service (VAPID, RFC 8292) with
 * WebCrypto by @block65/webcrypto-web-push, posted to the subscription's endpoint.
 */
import { buildPushPayload, encryptNotification, vapidHeaders } from "@block65/webcrypto-web-push";
import type { VapidKeys } from "./config.server.ts";
import type { Follower } from "./follows.server.ts";
import type { AlertMessage } from "./kinds.ts";

export type SendOutcome = "sent" | "gone" | "failed";

/** How long a push service keeps an undelivered alert: a wicket is news for a few minutes, not a day. */
const TTL_SECONDS = 15 * 60;

async function request(follower: Follower, message: AlertMessage, vapid: VapidKeys): Promise<RequestInit> {
  const subscription = { endpoint: follower.endpoint, expirationTime: null, keys: { p256dh: follower.p256dh, auth: follower.auth } };
  const data = JSON.stringify(message);
  if (!follower.endpoint.startsWith("http:")) {
    return buildPushPayload({ data, options: { ttl: TTL_SECONDS, urgency: "high" } }, subscription, vapid);
  }
  // A push service on this machine (the tests'): stored only from local requests (follows.server.ts).
  // The library signs for https endpoints only; the token's audience names the same host.
  const { headers } = await vapidHeaders({ ...subscription, endpoint: follower.endpoint.replace(/^http:/, "https:") }, vapid);
  const body = await encryptNotification(subscription, new TextEncoder().encode(data));
  return {
    method: "POST",
    headers: {
      ...headers,
      ttl: String(TTL_SECONDS),
      urgency: "high",
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
    },
    body,
  };
}

/** Sends; "gone" when the push service says the subscription no longer exists (404/410). */
export async function sendAlert(follower: Follower, message: AlertMessage, vapid: VapidKeys): Promise<SendOutcome> {
  try {
    const response = await fetch(follower.endpoint, await request(follower, message, vapid));
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return "gone";
    return response.ok ? "sent" : "failed";
  } catch (error) {
    console.warn("alert not sent", (error as Error).message);
    return "failed";
  }
}
