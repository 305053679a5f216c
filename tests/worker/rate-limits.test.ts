/**
 * Rate limits (issue 16): a client that keeps failing credential checks is refused with 429 and
 * Retry-After, the right credential included, so guessing cannot go on at full speed; sign-in
 * attempts and search calls are limited per client. Each test is its own client (CF-Connecting-IP).
 */
import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";

const from = (ip: string, path: string, init: RequestInit = {}) =>
  exports.default.fetch(
    new Request(`http://site${path}`, {
      ...init,
      headers: { "cf-connecting-ip": ip, "user-agent": "Mozilla/5.0", ...(init.headers ?? {}) },
    }),
  );
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test("wrong admin tokens: 401 until the limit, then 429 with Retry-After, for the right token too; other clients unaffected", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 25; i++)
    statuses.push((await from("203.0.113.1", "/api/admin/site-settings", { headers: bearer(`guess-${i}`) })).status);
  expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  const right = await from("203.0.113.1", "/api/admin/site-settings", { headers: bearer("dev-admin-token") });
  expect(right.status).toBe(429);
  expect(right.headers.get("retry-after")).toBe("60");
  expect((await from("203.0.113.2", "/api/admin/site-settings", { headers: bearer("dev-admin-token") })).status).toBe(200);
});

test("forged scorer tokens meet a 429 too", async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 22; i++) {
    statuses.push(
      (
        await from("203.0.113.3", "/api/scoring/matches/100000001/deliveries", {
          method: "POST",
          headers: bearer(`sct_forged${i}`),
          body: "{}",
        })
      ).status,
    );
  }
  expect(statuses.at(0)).toBe(401);
  expect(statuses.at(-1)).toBe(429);
});

test("admin sign-in attempts are limited per client (10 a minute)", async () => {
  const login = () =>
    from("203.0.113.4", "/admin", {
      method: "POST",
      headers: { origin: "http://site", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=login&token=nope",
    });
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await login()).status);
  expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
  expect(statuses.slice(10)).toEqual([429, 429]);
});

test("the search API is limited per client (120 a minute)", async () => {
  let last = 0;
  for (let i = 0; i < 121; i++) last = (await from("203.0.113.5", "/api/search?q=india")).status;
  expect(last).toBe(429);
  expect((await from("203.0.113.6", "/api/search?q=india")).status).toBe(200);
});
