import { expect, test } from "vitest";
import {
  adminFrom,
  allows,
  apiCapability,
  adminToken,
  isAdminToken,
  bearerToken,
  cookieValue,
  createSessionValue,
  DEV_ADMIN_TOKEN,
  sameOrigin,
  sessionCookie,
  timingSafeEqual,
  tokenSession,
  verifySessionValue,
} from "./admin-access.server.ts";

const env = { ADMIN_TOKEN: "s3cret" };

test("a session holds an expiry and its HMAC, never the token", async () => {
  const value = await createSessionValue(env, 1_000);
  expect(value).not.toContain("s3cret");
  expect(await verifySessionValue(value, env, 2_000)).toBe(true);
  expect(await verifySessionValue(value, env, 1_000 + 8 * 3600 * 1000)).toBe(false); // expired
  expect(await verifySessionValue(value, { ADMIN_TOKEN: "rotated" }, 2_000)).toBe(false); // new token ends it
  expect(
    await verifySessionValue(
      value.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
      env,
      2_000,
    ),
  ).toBe(false);
  expect(await verifySessionValue(`9${value}`, env, 2_000)).toBe(false);
  expect(await verifySessionValue("", env)).toBe(false);
});

test("the cookie is HttpOnly and SameSite=Strict, Secure on https; requests are read from it", async () => {
  const value = await createSessionValue(env);
  expect(sessionCookie(value, true)).toMatch(/^ce_admin=\d+\.[0-9a-f]{64}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=28800; Secure$/);
  expect(cookieValue(`a=1; ce_admin=${value}; b=2`, "ce_admin")).toBe(value);
  const request = new Request("http://site/admin", { headers: { cookie: `ce_admin=${value}` } });
  expect(await tokenSession(request, env)).toEqual({ kind: "bootstrap-session", role: "admin" });
  expect(await tokenSession(new Request("http://site/admin"), env)).toBeNull();
});

test("roles: an admin may do everything, an editor the desk only, nobody else anything", () => {
  expect(allows({ role: "admin" }, "site")).toBe(true);
  expect(allows({ role: "admin" }, "desk")).toBe(true);
  expect(allows({ role: "editor" }, "desk")).toBe(true);
  expect(allows({ role: "editor" }, "site")).toBe(false);
  expect(allows({ role: "user" } as never, "desk")).toBe(false);
  expect(allows(null, "desk")).toBe(false);
  expect(apiCapability("/api/admin/stories")).toBe("desk");
  expect(apiCapability("/api/admin/stories/3")).toBe("desk");
  expect(apiCapability("/api/admin/content")).toBe("desk");
  for (const path of ["/api/admin/site-settings", "/api/admin/ads/1", "/api/admin/files", "/api/admin/storiesx", "/api/scoring/matches"]) {
    expect(apiCapability(path), path).toBe("site");
  }
});

test("form posts from other sites are refused", () => {
  const post = (headers: Record<string, string>) => new Request("https://site.example/admin", { method: "POST", headers });
  expect(sameOrigin(post({ origin: "https://site.example" }))).toBe(true);
  expect(sameOrigin(post({ origin: "https://evil.example" }))).toBe(false);
  expect(sameOrigin(post({ "sec-fetch-site": "cross-site" }))).toBe(false);
  expect(sameOrigin(post({}))).toBe(true);
});

const request = (authorization?: string) => new Request("http://x/api/admin", authorization ? { headers: { authorization } } : {});

test("the bootstrap token authorises, anything else does not", () => {
  expect(adminFrom(request("Bearer s3cret"), { ADMIN_TOKEN: "s3cret" })).toEqual({ kind: "bootstrap-token", role: "admin" });
  expect(adminFrom(request("Bearer wrong"), { ADMIN_TOKEN: "s3cret" })).toBeNull();
  expect(adminFrom(request(), { ADMIN_TOKEN: "s3cret" })).toBeNull();
  expect(adminFrom(request(`Bearer ${DEV_ADMIN_TOKEN}`), { ADMIN_TOKEN: "s3cret" })).toBeNull();
});

test("without ADMIN_TOKEN, only the local development setting opens the documented default; the Host never does", () => {
  const to = (host: string) => new Request(`http://${host}/api/admin`, { headers: { authorization: `Bearer ${DEV_ADMIN_TOKEN}` } });
  const hosts = ["localhost:8787", "127.0.0.1:8787", "[::1]:8787", "127.1", "2130706433", "0x7f.0.0.1", "cricket.example"];
  for (const host of hosts) {
    expect(adminFrom(to(host), {}), host).toBeNull();
    expect(adminFrom(to(host), { LOCAL_DEVELOPMENT: "" }), host).toBeNull();
    expect(adminFrom(to(host), { LOCAL_DEVELOPMENT: "on" }), host).not.toBeNull();
  }
  expect(adminToken({})).toBeNull();
  expect(adminToken({ LOCAL_DEVELOPMENT: "yes" })).toBeNull(); // only "on" is the setting
  expect(adminToken({ ADMIN_TOKEN: "s3cret" })).toBe("s3cret");
  expect(adminToken({ ADMIN_TOKEN: "s3cret", LOCAL_DEVELOPMENT: "on" })).toBe("s3cret");
});

test("a closed admin area signs nobody in and accepts no session", async () => {
  expect(isAdminToken(DEV_ADMIN_TOKEN, {})).toBe(false);
  await expect(createSessionValue({}, Date.now())).rejects.toThrow(/ADMIN_TOKEN/);
  const localValue = await createSessionValue({ LOCAL_DEVELOPMENT: "on" }, Date.now());
  expect(await verifySessionValue(localValue, { LOCAL_DEVELOPMENT: "on" }, Date.now())).toBe(true);
  expect(await verifySessionValue(localValue, {}, Date.now())).toBe(false);
});

test("token parsing and comparison", () => {
  expect(bearerToken("bearer  abc ")).toBe("abc");
  expect(bearerToken("Basic abc")).toBeNull();
  expect(timingSafeEqual("abc", "abc")).toBe(true);
  expect(timingSafeEqual("abc", "abd")).toBe(false);
  expect(timingSafeEqual("abc", "abcd")).toBe(false);
});
