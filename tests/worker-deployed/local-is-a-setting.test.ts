/**
 * Local is a setting, not a header (issue 32, decision 046): a Worker configured as deployed
 * (LOCAL_DEVELOPMENT off, no ADMIN_TOKEN, AUTH_SECRET, outbox or push keys) reached as this
 * machine, by whatever spelling of it, opens none of local development's conveniences; with the
 * setting on they open, and a client-sent CF-Connecting-IP does not dodge the rate limits.
 */
import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, test } from "vitest";
import { DEV_VAPID } from "../../app/alerts/config.server.ts";
import { DEV_ADMIN_TOKEN } from "../../app/backend/admin/admin-access.server.ts";
import { api } from "../../workers/api/index.ts";

/** This machine, spelled as a client may put it in the URL (the Host header). */
const LOOPBACK_ORIGINS = [
  "http://localhost",
  "http://localhost:8787",
  "http://127.0.0.1:8787",
  "http://127.1",
  "http://[::1]",
  "http://2130706433",
  "http://0x7f.0.0.1",
];
/** The headers a client may add to claim it: the local runtime's original-URL header and a loopback address. */
const claims = (origin: string) => ({ "mf-original-url": `${origin}/`, "cf-connecting-ip": "127.0.0.1" });

function from(origin: string, path: string, init: RequestInit = {}) {
  return exports.default.fetch(
    new Request(`${origin}${path}`, {
      redirect: "manual",
      ...init,
      headers: { "user-agent": "Mozilla/5.0", ...claims(origin), ...(init.headers as Record<string, string>) },
    }),
  );
}

describe("a deployed site reached as this machine", () => {
  for (const origin of [...LOOPBACK_ORIGINS, "http://site"]) {
    test(`${origin}: no built-in admin token, no outbox, no local push key`, async () => {
      const outbox = await from(origin, "/dev/outbox");
      expect(outbox.status).toBe(404);
      await outbox.body?.cancel();

      const byToken = await from(origin, "/api/admin/site-settings", { headers: { authorization: `Bearer ${DEV_ADMIN_TOKEN}` } });
      expect(byToken.status).toBe(503);
      expect(await byToken.json()).toEqual({ success: false, error: expect.stringContaining("ADMIN_TOKEN") });

      const sameSite = new URL(origin).origin;
      const login = await from(origin, "/admin", {
        method: "POST",
        headers: { origin: sameSite, "content-type": "application/x-www-form-urlencoded" },
        body: `intent=login&token=${DEV_ADMIN_TOKEN}`,
      });
      expect(login.status).toBe(503);
      expect(login.headers.get("set-cookie") ?? "").not.toContain("ce_admin=");
      await login.body?.cancel();

      const key = await from(origin, "/api/alerts/key");
      expect(key.status).toBe(503);
      expect(await key.text()).not.toContain(DEV_VAPID.publicKey);
    });
  }

  test("the home page offers no bell with the local push key, whatever the host", async () => {
    for (const origin of ["http://localhost", "http://0x7f.0.0.1"]) {
      const html = await (await from(origin, "/")).text();
      expect(html).not.toContain(DEV_VAPID.publicKey);
    }
  });
});

describe("the same Worker with LOCAL_DEVELOPMENT=on", () => {
  const local = { ...env, LOCAL_DEVELOPMENT: "on" } as unknown as Env;

  test("opens the built-in admin token and the local push key, on any host", async () => {
    const settings = await api.request(
      "https://cricket.example/api/admin/site-settings",
      { headers: { authorization: `Bearer ${DEV_ADMIN_TOKEN}` } },
      local,
    );
    expect(settings.status).toBe(200);
    const key = await api.request("https://cricket.example/api/alerts/key", {}, local);
    expect(await key.json()).toEqual({ success: true, data: { publicKey: DEV_VAPID.publicKey } });
  });

  test("every request is this machine's for the rate limits: a new CF-Connecting-IP each time still meets the limit", async () => {
    const statuses: number[] = [];
    // The search API allows 120 a minute; the limiter counts in fixed windows, so a burst of 2 × 120 + 1 must meet it.
    for (let i = 0; i < 241 && statuses.at(-1) !== 429; i++) {
      const headers = { "cf-connecting-ip": `198.51.100.${i}` };
      const answer = await api.request("https://cricket.example/api/search?q=india", { headers }, local, createExecutionContext());
      statuses.push(answer.status);
      await answer.body?.cancel();
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  });
});
