import { exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";

beforeAll(() => importFixtures("1415755", "1426557"));

const get = (path: string) => exports.default.fetch(new Request(`http://site${path}`, { headers: { "user-agent": "Mozilla/5.0" } }));

test("the recent matches page is rendered by the Worker from D1", async () => {
  const response = await get("/cricket-match/live-scores/recent-matches");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/html");
  const html = await response.text();
  expect(html).toContain("ICC MEN&#x27;S T20 WORLD CUP 2024");
  expect(html).toContain("176-7 (20)");
  expect(html).toContain("169-8 (20)");
  expect(html).toContain("India won by 7 runs");
  expect(html).toContain("Match drawn");
  expect(html).toContain("Cricsheet");
});

test("an unknown page is a 404 with the spec's error text", async () => {
  const response = await get("/definitely/not/a/page");
  expect(response.status).toBe(404);
  expect(await response.text()).toContain("Unexpected Application Error!");
});

test("the API answers JSON, and unknown API paths are JSON 404s", async () => {
  const health = await get("/api/health");
  expect(await health.json()).toMatchObject({ ok: true, matches: 2 });
  const missing = await get("/api/nope");
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ success: false });
});
