import { expect, test } from "vitest";
import { adminFrom, bearerToken, DEV_ADMIN_TOKEN, timingSafeEqual } from "../../workers/api/auth.ts";

const request = (authorization?: string) =>
  new Request("http://x/api/admin", authorization ? { headers: { authorization } } : {});

test("the bootstrap token authorises, anything else does not", () => {
  expect(adminFrom(request("Bearer s3cret"), { ADMIN_TOKEN: "s3cret" })).toEqual({ kind: "bootstrap-token" });
  expect(adminFrom(request("Bearer wrong"), { ADMIN_TOKEN: "s3cret" })).toBeNull();
  expect(adminFrom(request(), { ADMIN_TOKEN: "s3cret" })).toBeNull();
  expect(adminFrom(request(`Bearer ${DEV_ADMIN_TOKEN}`), { ADMIN_TOKEN: "s3cret" })).toBeNull();
});

test("without ADMIN_TOKEN, local development uses the documented default", () => {
  expect(adminFrom(request(`Bearer ${DEV_ADMIN_TOKEN}`), {})).not.toBeNull();
});

test("token parsing and comparison", () => {
  expect(bearerToken("bearer  abc ")).toBe("abc");
  expect(bearerToken("Basic abc")).toBeNull();
  expect(timingSafeEqual("abc", "abc")).toBe(true);
  expect(timingSafeEqual("abc", "abd")).toBe(false);
  expect(timingSafeEqual("abc", "abcd")).toBe(false);
});
