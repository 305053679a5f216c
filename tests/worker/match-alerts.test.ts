/**
 * Match alerts by Web Push (docs/decisions/028-match-alerts.md): following and unfollowing through
 * the API (validation, Origin, idempotency), the queue's consumer sending to a push service on a
 * local port and forgetting subscriptions it answers 404/410 for, and a stored ball reaching a
 * follower's push service through the room and the queue.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consumeAlerts } from "../../app/alerts/queue.server.ts";
import type { AlertMessage } from "../../app/alerts/kinds.ts";
import { kindsMask } from "../../app/alerts/kinds.ts";
import { followersOf } from "../../app/alerts/follows.server.ts";
import { scoredMatch, site } from "./live-helpers.ts";
import { loggedIn, newAccount, page, post as formPost, registered } from "./account-helpers.ts";

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A browser's subscription keys: a real P-256 public key and 16 random bytes. */
async function browserKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const raw = (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer;
  return { p256dh: b64url(raw), auth: b64url(crypto.getRandomValues(new Uint8Array(16))) };
}

const post = (path: string, body: unknown, headers: Record<string, string> = { origin: "http://site" }) =>
  site(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

async function followRows(endpoint: string) {
  const { results } = await env.DB.prepare(
    "SELECT f.match_id AS matchId, f.events FROM match_follows f JOIN push_subscriptions s ON s.id = f.subscription_id WHERE s.endpoint = ?1 ORDER BY f.match_id",
  )
    .bind(endpoint)
    .all<{ matchId: number; events: number }>();
  return results;
}

/** A subscription on the tests' push service (http on this machine: stored directly, the API takes plain http only in local development). */
async function storeLocalFollower(path: string, matchId: number, mask = kindsMask(["wicket", "fifty", "hundred", "innings", "result"])) {
  const keys = await browserKeys();
  const endpoint = `${env.TEST_PUSH_SERVICE}${path}`;
  await env.DB.prepare(
    "INSERT INTO push_subscriptions (endpoint, p256dh, auth, vapid_key, user_id, created_at) VALUES (?1, ?2, ?3, ?4, NULL, 0)",
  )
    .bind(endpoint, keys.p256dh, keys.auth, env.VAPID_PUBLIC_KEY)
    .run();
  await env.DB.prepare(
    "INSERT INTO match_follows (match_id, subscription_id, events, created_at) SELECT ?1, id, ?2, 0 FROM push_subscriptions WHERE endpoint = ?3",
  )
    .bind(matchId, mask, endpoint)
    .run();
  return endpoint;
}

async function received(): Promise<{ path: string; headers: Record<string, string>; bytes: number }[]> {
  return (await fetch(`${env.TEST_PUSH_SERVICE}/control/received`)).json();
}

function batchOf(alerts: AlertMessage[]) {
  const outcome = new Map<number, "ack" | "retry">();
  const messages = alerts.map((body, index) => ({
    id: String(index),
    timestamp: new Date(),
    attempts: 1,
    body,
    ack: () => outcome.set(index, "ack"),
    retry: () => outcome.set(index, "retry"),
  }));
  const batch = { queue: "cricket-edge-alerts", messages, ackAll() {}, retryAll() {} } as unknown as MessageBatch<unknown>;
  return { batch, outcome };
}

const alert = (matchId: number, kind: AlertMessage["kind"] = "wicket"): AlertMessage => ({
  matchId,
  kind,
  title: "IND v SA: Wicket!",
  body: "Nortje to Kohli, OUT",
  url: `/live-cricket-scores/${matchId}`,
  tag: `${matchId}:${kind}:1`,
});

describe("following a match", () => {
  it("gives the key to subscribe with", async () => {
    const response = await site("/api/alerts/key");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { publicKey: env.VAPID_PUBLIC_KEY } });
  });

  it("stores a follow once however often it is sent, and updates the chosen events", async () => {
    const keys = await browserKeys();
    const subscription = { endpoint: "https://push.example/send/abc", keys };
    for (let i = 0; i < 2; i++) {
      const response = await post("/api/alerts/follow", { subscription, matchId: 901 });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        success: true,
        data: { following: true, events: ["wicket", "fifty", "hundred", "innings", "result"] },
      });
    }
    expect(await followRows(subscription.endpoint)).toEqual([{ matchId: 901, events: 31 }]);
    const chosen = await post("/api/alerts/follow", { subscription, matchId: 901, events: ["result", "wicket"] });
    expect(((await chosen.json()) as { data: { events: string[] } }).data.events).toEqual(["wicket", "result"]);
    await post("/api/alerts/follow", { subscription, matchId: 902, events: ["hundred"] });
    expect(await followRows(subscription.endpoint)).toEqual([
      { matchId: 901, events: kindsMask(["wicket", "result"]) },
      { matchId: 902, events: kindsMask(["hundred"]) },
    ]);

    // Unfollowing is idempotent; the last unfollow forgets the subscription.
    for (let i = 0; i < 2; i++) {
      const response = await post("/api/alerts/unfollow", { endpoint: subscription.endpoint, matchId: 901 });
      expect(response.status).toBe(200);
    }
    expect(await followRows(subscription.endpoint)).toEqual([{ matchId: 902, events: kindsMask(["hundred"]) }]);
    await post("/api/alerts/unfollow", { endpoint: subscription.endpoint, matchId: 902 });
    const left = await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE endpoint = ?1")
      .bind(subscription.endpoint)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("refuses what is not a push subscription, with the spec's prefix", async () => {
    const keys = await browserKeys();
    const cases: unknown[] = [
      null,
      { subscription: { endpoint: "javascript:alert(1)", keys }, matchId: 1 },
      { subscription: { endpoint: "http://push.example/x", keys }, matchId: 1 },
      { subscription: { endpoint: `http://127.0.0.1:9/x`, keys }, matchId: 1 },
      { subscription: { endpoint: `https://push.example/${"x".repeat(2100)}`, keys }, matchId: 1 },
      { subscription: { endpoint: "https://push.example/x", keys: { p256dh: "not base64!", auth: keys.auth } }, matchId: 1 },
      { subscription: { endpoint: "https://push.example/x", keys: { ...keys, auth: "a".repeat(65) } }, matchId: 1 },
      { subscription: { endpoint: "https://push.example/x", keys }, matchId: -3 },
      { subscription: { endpoint: "https://push.example/x", keys }, matchId: 1, events: [] },
      { subscription: { endpoint: "https://push.example/x", keys }, matchId: 1, events: ["sixes"] },
    ];
    for (const body of cases) {
      const response = await post("/api/alerts/follow", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const answer = (await response.json()) as { success: boolean; error: string };
      expect(answer.success).toBe(false);
      expect(answer.error).toMatch(/^Match subscription failed: /);
    }
    const none = await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE endpoint LIKE '%push.example/x%'").first<{
      n: number;
    }>();
    expect(none?.n).toBe(0);
  });

  it("accepts writes only from the site's own pages", async () => {
    const subscription = { endpoint: "https://push.example/send/origin", keys: await browserKeys() };
    for (const headers of [{}, { origin: "https://evil.example" }, { origin: "null" }] as Record<string, string>[]) {
      const response = await post("/api/alerts/follow", { subscription, matchId: 1 }, headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toMatch(/^Match subscription failed: /);
    }
    expect(await followRows(subscription.endpoint)).toEqual([]);
  });
});

describe("sending alerts", () => {
  it("sends encrypted, VAPID-signed messages and removes subscriptions the push service answers 404 or 410 for", async () => {
    const ok = await storeLocalFollower("/ok/a", 911);
    const gone = await storeLocalFollower("/gone/b", 911);
    const missing = await storeLocalFollower("/missing/c", 911);
    const resultsOnly = await storeLocalFollower("/ok/results-only", 911, kindsMask(["result"]));
    const { batch, outcome } = batchOf([alert(911)]);
    await consumeAlerts(batch, env);
    expect(outcome.get(0)).toBe("ack");

    const got = (await received()).filter((r) => /\/(a|b|c|results-only)$/.test(r.path));
    expect(got.map((r) => r.path).sort()).toEqual(["/gone/b", "/missing/c", "/ok/a"]);
    const sent = got.find((r) => r.path === "/ok/a")!;
    expect(sent.headers["content-encoding"]).toBe("aes128gcm");
    expect(sent.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${env.VAPID_PUBLIC_KEY}$`));
    expect(Number(sent.headers.ttl)).toBeGreaterThan(0);
    expect(sent.bytes).toBeGreaterThan(86); // the RFC 8188 header (86 bytes with a 65-byte key id) and a record

    expect(await followRows(ok)).toEqual([{ matchId: 911, events: 31 }]);
    expect(await followRows(resultsOnly)).toHaveLength(1);
    expect(await followRows(gone)).toEqual([]);
    expect(await followRows(missing)).toEqual([]);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions WHERE endpoint IN (?1, ?2)")
      .bind(gone, missing)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("retries a message once when a push service fails, and drops a malformed one", async () => {
    await storeLocalFollower("/broken/d", 912);
    const { batch, outcome } = batchOf([alert(912), { nonsense: true } as unknown as AlertMessage]);
    await consumeAlerts(batch, env);
    expect(outcome.get(0)).toBe("retry");
    expect(outcome.get(1)).toBe("ack");
  });

  it("a stored wicket reaches a follower's push service through the room and the queue", async () => {
    const match = await scoredMatch("1415755", 1);
    const endpoint = await storeLocalFollower(`/ok/room-${match.matchId}`, match.matchId, kindsMask(["wicket"]));
    const firstWicket = match.steps.findIndex((step) => (step.delivery?.wickets?.length ?? 0) > 0);
    expect(firstWicket).toBeGreaterThan(0);
    await match.play(firstWicket + 1);
    await expect
      .poll(async () => (await received()).filter((r) => r.path === new URL(endpoint).pathname).length, { timeout: 10_000 })
      .toBe(1);
  });
});

describe("follows saved before (decision 041)", () => {
  it("keep their kinds: stored masks are read by each kind's own bit, whatever order the kinds are listed in", async () => {
    // Rows as every release since migration 0023 wrote them: wicket 1, fifty 2, hundred 4, innings 8, result 16.
    const hundredAndResult = await storeLocalFollower("/ok/saved-hundred-result", 921, 4 | 16);
    const wicketOnly = await storeLocalFollower("/ok/saved-wicket", 921, 1);
    const followers = async (kind: AlertMessage["kind"]) =>
      (await followersOf(env.DB, 921, kind)).map((follower) => follower.endpoint).sort();
    expect(await followers("hundred")).toEqual([hundredAndResult]);
    expect(await followers("result")).toEqual([hundredAndResult]);
    expect(await followers("wicket")).toEqual([wicketOnly]);
    expect(await followers("fifty")).toEqual([]);
    expect(await followers("innings")).toEqual([]);

    // The queue's consumer sends a result to the saved result follower only.
    const { batch } = batchOf([alert(921, "result")]);
    await consumeAlerts(batch, env);
    const paths = (await received()).map((r) => r.path).filter((path) => path.startsWith("/ok/saved-"));
    expect(paths).toEqual(["/ok/saved-hundred-result"]);

    // Following again with the same choice writes the same mask.
    await env.DB.prepare("UPDATE push_subscriptions SET endpoint = 'https://push.example/saved' WHERE endpoint = ?1")
      .bind(hundredAndResult)
      .run();
    const again = await post("/api/alerts/follow", {
      subscription: { endpoint: "https://push.example/saved", keys: await browserKeys() },
      matchId: 921,
      events: ["result", "hundred"],
    });
    expect(((await again.json()) as { data: { events: string[] } }).data.events).toEqual(["hundred", "result"]);
    expect(await followRows("https://push.example/saved")).toEqual([{ matchId: 921, events: 4 | 16 }]);
  });
});

describe("follows in the profile", () => {
  it("lists a signed-in user's follows, changes their events and stops them; nobody else can", async () => {
    const fan = newAccount("alerts");
    await registered(fan);
    const cookie = await loggedIn(fan.email, fan.password);
    const other = newAccount("alerts-other");
    await registered(other, "198.51.100.210");
    const otherCookie = await loggedIn(other.email, other.password, "198.51.100.211");

    const subscription = { endpoint: "https://push.example/send/profile", keys: await browserKeys() };
    const followed = await post("/api/alerts/follow", { subscription, matchId: 1415755 }, { origin: "http://site", cookie });
    expect(followed.status).toBe(200);
    const html = await (await page("/user/profile", cookie)).text();
    expect(html).toContain('data-follow="1415755"');
    expect(html).toContain("MATCH ALERTS");
    expect(await (await page("/user/profile", otherCookie)).text()).not.toContain('data-follow="1415755"');

    // Another user's form changes nothing of it.
    await formPost("/user/profile", { intent: "alerts-remove", matchId: "1415755" }, { cookie: otherCookie });
    expect(await followRows(subscription.endpoint)).toEqual([{ matchId: 1415755, events: 31 }]);

    const saved = await formPost("/user/profile", { intent: "alerts-save", matchId: "1415755", events: "result" }, { cookie });
    expect(saved.status).toBe(200);
    expect(await followRows(subscription.endpoint)).toEqual([{ matchId: 1415755, events: kindsMask(["result"]) }]);
    const removed = await formPost("/user/profile", { intent: "alerts-remove", matchId: "1415755" }, { cookie });
    expect(removed.status).toBe(200);
    expect(await followRows(subscription.endpoint)).toEqual([]);
    expect(await (await page("/user/profile", cookie)).text()).toContain("You follow no matches");
  });
});

describe("the bell", () => {
  it("is on home's live and upcoming slider cards (never finished ones), with the events every follower can choose", async () => {
    // A scored match being played: the slider has a live match whatever the demo clock has (earlier
    // tests' scored matches may take the slider's places instead).
    const match = await scoredMatch("1415755", 1);
    await match.play(3);
    const html = await (await page("/")).text();
    const items = html.split('<li class="slider__item">').slice(1);
    const belled = items.filter((item) => item.includes("data-alerts-match="));
    expect(belled.length).toBeGreaterThan(0);
    for (const item of items) {
      const status = /class="slider-card__status[^"]*">([^<]*)</.exec(item)?.[1] ?? "";
      // A finished match's card says who won (or how it ended) and carries no bell.
      if (/ won | drawn|tied|No result|abandoned/i.test(status)) expect(item).not.toContain("data-alerts-match=");
    }
    const bell = belled[0]!;
    const boxes = [...bell.matchAll(/<input [^>]*>/g)]
      .filter((m) => m[0].includes('type="checkbox"') && m[0].includes("checked"))
      .map((m) => /value="([a-z]+)"/.exec(m[0])?.[1]);
    expect(boxes).toEqual(["wicket", "fifty", "hundred", "innings", "result"]);
    expect(bell).toContain('<fieldset class="alerts-bell__events" hidden="">');
  });
});
