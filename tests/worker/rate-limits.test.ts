/**
 * Rate limits (issue 16): a client that keeps failing credential checks is refused with 429 and
 * Retry-After, the right credential included, so guessing cannot go on at full speed; sign-in
 * attempts and search calls are limited per client. Each test is its own client (CF-Connecting-IP).
 * The limiter counts in fixed windows (a minute): requests sent in a burst span at most two
 * windows, so 2 × limit + 1 of them must meet the limit, wherever the window boundary falls.
 */
import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { clientIp } from "./site-state.ts";

const from = (ip: string, path: string, init: RequestInit = {}) =>
  exports.default.fetch(
    new Request(`http://site${path}`, {
      ...init,
      headers: { "cf-connecting-ip": clientIp(ip), "user-agent": "Mozilla/5.0", ...(init.headers ?? {}) },
    }),
  );
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends until the first 429 (at most 2 × limit + 1 requests); the statuses seen. */
async function untilLimited(limit: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < 2 * limit + 1 && statuses.at(-1) !== 429; i++) statuses.push((await send(i)).status);
  return statuses;
}

test("wrong admin tokens: 401 until the limit, then 429 with Retry-After, for the right token too; other clients unaffected", async () => {
  const statuses = await untilLimited(20, (i) => from("203.0.113.1", "/api/admin/site-settings", { headers: bearer(`guess-${i}`) }));
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  const right = await from("203.0.113.1", "/api/admin/site-settings", { headers: bearer("dev-admin-token") });
  expect(right.status).toBe(429);
  expect(right.headers.get("retry-after")).toBe("60");
  expect((await from("203.0.113.2", "/api/admin/site-settings", { headers: bearer("dev-admin-token") })).status).toBe(200);
});

test("forged scorer tokens meet a 429 too", async () => {
  const statuses = await untilLimited(20, (i) =>
    from("203.0.113.3", "/api/scoring/matches/100000001/deliveries", { method: "POST", headers: bearer(`sct_forged${i}`), body: "{}" }),
  );
  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

test("admin sign-in attempts are limited per client (10 a minute)", async () => {
  const login = () =>
    from("203.0.113.4", "/admin", {
      method: "POST",
      headers: { origin: "http://site", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=login&token=nope",
    });
  const statuses = await untilLimited(10, login);
  expect(statuses.length).toBeGreaterThan(10);
  expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

test("the search API is limited per client (120 a minute)", async () => {
  const statuses = await untilLimited(120, () => from("203.0.113.5", "/api/search?q=india"));
  expect(statuses.length).toBeGreaterThan(120);
  expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect((await from("203.0.113.6", "/api/search?q=india")).status).toBe(200);
});
