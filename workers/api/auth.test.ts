import { Hono } from "hono";
import { expect, test } from "vitest";
import { requireAdmin } from "./auth.ts";

const app = new Hono<{ Bindings: { ADMIN_TOKEN?: string } }>();
app.get("/api/admin/x", requireAdmin as never, (c) => c.json({ success: true }));
const call = (url: string, env: { ADMIN_TOKEN?: string }, token = "dev-admin-token") =>
  app.request(url, { headers: { authorization: `Bearer ${token}` } }, env);

test("a deployed Worker without ADMIN_TOKEN closes the admin API with a message, whatever the token", async () => {
  const closed = await call("https://cricket.example/api/admin/x", {});
  expect(closed.status).toBe(503);
  expect(await closed.json()).toEqual({ success: false, error: expect.stringContaining("ADMIN_TOKEN") });
});

test("with ADMIN_TOKEN only that token opens it; a Host saying localhost opens nothing (decision 046)", async () => {
  expect((await call("https://cricket.example/api/admin/x", { ADMIN_TOKEN: "s3cret" }, "s3cret")).status).toBe(200);
  expect((await call("https://cricket.example/api/admin/x", { ADMIN_TOKEN: "s3cret" })).status).toBe(401);
  // The documented default with the local development setting: tests/worker-deployed and the browser tests' site.
  expect((await call("http://localhost:8787/api/admin/x", {})).status).toBe(503);
});

test("without a bearer token or a session, the API answers 401 saying both ways in, deployed or not", async () => {
  for (const [url, env] of [
    ["https://cricket.example/api/admin/x", {}],
    ["https://cricket.example/api/admin/x", { ADMIN_TOKEN: "s3cret" }],
    ["http://localhost:8787/api/admin/x", {}],
  ] as const) {
    const response = await app.request(url, {}, env);
    expect(response.status, url).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: expect.stringContaining("sign in with an account") });
  }
});
