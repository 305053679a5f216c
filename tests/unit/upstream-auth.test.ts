import { describe, expect, test } from "vitest";
import { fakeUpstream } from "../support/fake-upstream.ts";
import { createUpstreamData, mintToken, verifyToken } from "../../app/data/upstream/index.server.ts";
import { createTokenSource } from "../../app/data/upstream/token.server.ts";

/** x-auth-user / x-auth-token on every request; the HMAC token lives 60 s and is reused within its window. */

const SECRET = "s3cret";
const T0 = Date.UTC(2025, 4, 1, 12, 0, 0);

const emptyList = { typeMatches: [] };

function decode(part: string): unknown {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
}

function setup(clock: { now: number }) {
  const upstream = fakeUpstream({
    "/matches/v1/live": emptyList,
    "/matches/v1/recent": emptyList,
    "/matches/v1/upcoming": emptyList,
    "/mcenter/v1/1/hscard": { scoreCard: [] },
  });
  const data = createUpstreamData({ base: upstream.base, user: "site-user", secret: SECRET, fetch: upstream.fetch, now: () => clock.now });
  return { data, requests: upstream.requests };
}

describe("upstream auth", () => {
  test("every request carries x-auth-user and a token that verifies", async () => {
    const clock = { now: T0 };
    const { data, requests } = setup(clock);
    await data.matchList("live");
    await data.todaysMatches();
    await data.scorecard(1);
    await data.scorecard(2); // a 404 still carried the headers
    expect(requests.length).toBe(6);
    for (const request of requests) {
      expect(request.headers.get("x-auth-user")).toBe("site-user");
      const token = request.headers.get("x-auth-token")!;
      expect(await verifyToken(token, SECRET, clock.now)).toEqual({ sub: "site-user", scope: "all", iat: T0 / 1000, exp: T0 / 1000 + 60 });
    }
  });

  test("the token is JWT-style HS256 with sub, scope all, iat and exp = iat + 60", async () => {
    const { token } = await mintToken("u", SECRET, T0 + 999);
    const [header, payload, signature] = token.split(".");
    expect(token.split(".")).toHaveLength(3);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(decode(header!)).toEqual({ alg: "HS256", typ: "JWT" });
    expect(decode(payload!)).toEqual({ sub: "u", scope: "all", iat: T0 / 1000, exp: T0 / 1000 + 60 });
    expect(Buffer.from(signature!, "base64url")).toHaveLength(32);
  });

  test("the token expires after 60 s and does not verify with another secret or when tampered", async () => {
    const { token } = await mintToken("u", SECRET, T0);
    expect(await verifyToken(token, SECRET, T0 + 59_999)).not.toBeNull();
    expect(await verifyToken(token, SECRET, T0 + 60_000)).toBeNull();
    expect(await verifyToken(token, "other", T0)).toBeNull();
    const [h, , s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "admin", scope: "all", iat: T0 / 1000, exp: T0 / 1000 + 3600 })).toString("base64url");
    expect(await verifyToken(`${h}.${forged}.${s}`, SECRET, T0)).toBeNull();
    expect(await verifyToken("not-a-token", SECRET, T0)).toBeNull();
  });

  test("one token is reused within its window and replaced a few seconds before it expires", async () => {
    const clock = { now: T0 };
    const { data, requests } = setup(clock);
    await data.matchList("live");
    clock.now = T0 + 30_000;
    await data.matchList("recent");
    clock.now = T0 + 54_000;
    await data.matchList("upcoming");
    clock.now = T0 + 56_000; // within 5 s of expiry: a fresh token
    await data.matchList("live");
    clock.now = T0 + 90_000;
    await data.matchList("live");
    const tokens = requests.map((r) => r.headers.get("x-auth-token")!);
    expect(tokens[1]).toBe(tokens[0]);
    expect(tokens[2]).toBe(tokens[0]);
    expect(tokens[3]).not.toBe(tokens[0]);
    expect(tokens[4]).toBe(tokens[3]);
    expect(await verifyToken(tokens[0]!, SECRET, clock.now)).toBeNull();
    expect(await verifyToken(tokens[4]!, SECRET, clock.now)).toMatchObject({ iat: (T0 + 56_000) / 1000 });
  });

  test("concurrent requests share one mint", async () => {
    const clock = { now: T0 };
    const { data, requests } = setup(clock);
    await Promise.all([data.sliderMatches(), data.todaysMatches()]);
    expect(new Set(requests.map((r) => r.headers.get("x-auth-token"))).size).toBe(1);
    const source = createTokenSource("u", SECRET, () => T0);
    const [a, b] = await Promise.all([source(), source()]);
    expect(a).toBe(b);
  });
});
