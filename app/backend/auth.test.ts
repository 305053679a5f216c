import { expect, test } from "vitest";
import { DEV_ADMIN_TOKEN as API_DEV_TOKEN } from "../../workers/api/auth.ts";
import { adminSession, cookieValue, createSessionValue, DEV_ADMIN_TOKEN, sameOrigin, sessionCookie, verifySessionValue } from "./auth.server.ts";

const env = { ADMIN_TOKEN: "s3cret" };

test("the page's development token is the API's", () => {
  expect(DEV_ADMIN_TOKEN).toBe(API_DEV_TOKEN);
});

test("a session holds an expiry and its HMAC, never the token", async () => {
  const value = await createSessionValue(env, 1_000);
  expect(value).not.toContain("s3cret");
  expect(await verifySessionValue(value, env, 2_000)).toBe(true);
  expect(await verifySessionValue(value, env, 1_000 + 8 * 3600 * 1000)).toBe(false); // expired
  expect(await verifySessionValue(value, { ADMIN_TOKEN: "rotated" }, 2_000)).toBe(false); // new token ends it
  expect(await verifySessionValue(value.replace(/.$/, (c) => (c === "0" ? "1" : "0")), env, 2_000)).toBe(false);
  expect(await verifySessionValue(`9${value}`, env, 2_000)).toBe(false);
  expect(await verifySessionValue("", env)).toBe(false);
});

test("the cookie is HttpOnly and SameSite=Strict, Secure on https; requests are read from it", async () => {
  const value = await createSessionValue(env);
  expect(sessionCookie(value, true)).toMatch(/^ce_admin=\d+\.[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$/);
  expect(cookieValue(`a=1; ce_admin=${value}; b=2`, "ce_admin")).toBe(value);
  const request = new Request("http://site/admin", { headers: { cookie: `ce_admin=${value}` } });
  expect(await adminSession(request, env)).toEqual({ kind: "bootstrap-session" });
  expect(await adminSession(new Request("http://site/admin"), env)).toBeNull();
});

test("form posts from other sites are refused", () => {
  const post = (headers: Record<string, string>) => new Request("https://site.example/admin", { method: "POST", headers });
  expect(sameOrigin(post({ origin: "https://site.example" }))).toBe(true);
  expect(sameOrigin(post({ origin: "https://evil.example" }))).toBe(false);
  expect(sameOrigin(post({ "sec-fetch-site": "cross-site" }))).toBe(false);
  expect(sameOrigin(post({}))).toBe(true);
});
