/**
 * Every write answers a clear 4xx for what it cannot take (issue 16): bodies over the limit are
 * refused before anything parses them (413 with the limit), and malformed bodies are 400s.
 */
import { expect, test } from "vitest";
import { fixture } from "./live-helpers.ts";
import { admin, send } from "./site-helpers.ts";

const ADMIN = { authorization: "Bearer dev-admin-token" };
const json = (bytes: number) => JSON.stringify({ headline: "Big", intro: "x".repeat(bytes) });

test("a JSON write over 256 KB is refused with 413 and the limit, before parsing or sign-in", async () => {
  for (const [path, headers] of [
    ["/api/admin/stories", ADMIN],
    ["/api/scoring/matches/100000001/deliveries", {}],
    ["/api/admin/site-settings", ADMIN],
  ] as const) {
    const response = await send(path.includes("site-settings") ? "PUT" : "POST", path, json(300 * 1024), headers);
    expect(response.status, path).toBe(413);
    expect(await response.json(), path).toEqual({ success: false, error: expect.stringContaining("256 KB") });
  }
});

test("a body without a length is counted as it streams", async () => {
  const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 6; i++) controller.enqueue(chunk);
      controller.close();
    },
  });
  const { exports } = await import("cloudflare:workers");
  const response = await exports.default.fetch(
    new Request("http://site/api/admin/stories", {
      method: "POST",
      headers: { ...ADMIN, "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit),
  );
  expect(response.status).toBe(413);
});

test("a write under the limit still works, and a token request with a null body is a 400, not a 500", async () => {
  const story = await admin("POST", "/api/admin/stories", {
    headline: "Small story",
    intro: "fits",
    publishedTime: new Date().toISOString(),
  });
  expect(story.status).toBeLessThan(300);
  const created = await admin("POST", "/api/scoring/matches", { info: fixture("1415711").info });
  const { matchId } = await created.json<{ matchId: number }>();
  const response = await send("POST", `/api/scoring/matches/${matchId}/tokens`, "null", ADMIN);
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ success: false, error: expect.any(String) });
  expect((await send("POST", `/api/scoring/matches/${matchId}/tokens`, { label: "scorer 1" }, ADMIN)).status).toBe(201);
});

test("the admin page's forms have the same limit (413), and a login form that fits is read", async () => {
  const { exports } = await import("cloudflare:workers");
  const post = (body: string) =>
    exports.default.fetch(
      new Request("http://site/admin", {
        method: "POST",
        headers: { origin: "http://site", "content-type": "application/x-www-form-urlencoded", "user-agent": "Mozilla/5.0" },
        body,
      }),
    );
  expect((await post(`intent=login&token=${"x".repeat(300 * 1024)}`)).status).toBe(413);
  expect((await post("intent=login&token=wrong")).status).toBe(401);
});
