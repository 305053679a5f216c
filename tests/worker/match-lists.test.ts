/**
 * Lists read the rows they show, not the table (issue 11): the recent list pages by days with
 * SQL bounds, and the queries behind every list use indexes (their plans say so).
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import { recentPage } from "../../app/data/embedded/match-list.server.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

// NZ v Pakistan 2023-11-04, USA v Pakistan 2024-06-06, the final 2024-06-29, Brisbane Test 2024-12-14.
beforeAll(() => importFixtures("1415755", "1415711", "1426557", "1384426"));

const clockOff = { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: () => Date.UTC(2026, 10, 22) };

test("the recent list comes a few days at a time, newest first, each page naming the next", async () => {
  const first = await recentPage(env.DB, clockOff, null, 2);
  expect(first.matches.map((m) => m.id)).toEqual([1426557, 1415755]);
  expect(first.older).toBe("2024-06-29");
  const second = await recentPage(env.DB, clockOff, first.older, 2);
  expect(second.matches.map((m) => m.id)).toEqual([1415711, 1384426]);
  expect(second.older).toBeNull();
  expect(await recentPage(env.DB, clockOff, "2023-11-04", 2)).toEqual({ matches: [], older: null });
});

test("the contract's recent list carries the cursor; a page before a day holds only earlier results", async () => {
  const data = createEmbeddedData(env.DB, clockOff);
  const page = await data.matchList("recent", { before: "2024-06-29" });
  const ids = page.groups.flatMap((g) => g.series.flatMap((s) => s.matches.map((m) => m.id)));
  expect(ids).toEqual([1415711, 1384426]);
  expect(page.older).toBeNull();
});

test("the hub links to older results and back, and refuses a malformed day with a 400", async () => {
  const html = await (await get("/cricket-match/live-scores/recent-matches?before=2024-06-30")).text();
  const older = html.slice(html.indexOf('<section class="hub"'), html.indexOf("</main>"));
  expect(older).toContain("Results before 30 Jun 2024");
  expect(older).toContain("India won by 7 runs");
  expect(older).not.toContain('data-match-id="1426557"'); // the Brisbane Test came after
  expect(older).toMatch(/<a href="\/cricket-match\/live-scores\/recent-matches"[^>]*>Latest results<\/a>/);
  expect(older).not.toContain("Older results"); // nothing before the 2023 World Cup match
  for (const bad of ["yesterday", "2024-02-31", "2024-6-1"]) {
    const response = await get(`/cricket-match/live-scores/recent-matches?before=${bad}`);
    expect(response.status, bad).toBe(400);
    expect(await response.text(), bad).toContain("before must be a date (YYYY-MM-DD)");
  }
});

test("the list queries use indexes, never a scan of the matches table", async () => {
  const plan = async (sql: string, ...params: unknown[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
    ).results.map((r) => r.detail);
  const replayed = "(SELECT value FROM json_each(?))";
  const current = await plan(
    `SELECT m.id FROM matches m WHERE m.id IN (SELECT value FROM json_each(?) UNION ALL SELECT id FROM matches WHERE state != 'Complete'
       UNION ALL SELECT id FROM matches WHERE start_date = ?)`,
    "[]",
    "2026-11-22",
  );
  expect(current.join(" | ")).toContain("USING INDEX matches_unfinished");
  expect(current.join(" | ")).toContain("matches_start (start_date=?)");
  const days = await plan(
    `SELECT DISTINCT m.start_date AS day FROM matches m WHERE m.state = 'Complete' AND m.id NOT IN ${replayed} AND m.start_date < ? ORDER BY day DESC LIMIT 7`,
    "[]",
    "9999-12-31",
  );
  expect(days.join(" | ")).toContain("USING INDEX matches_start (start_date<?)");
  const window = await plan(
    `SELECT m.id FROM matches m WHERE m.state = 'Complete' AND m.id NOT IN ${replayed} AND m.start_date >= ? AND m.start_date < ?`,
    "[]",
    "2024-06-01",
    "2024-07-01",
  );
  expect(window.join(" | ")).toContain("USING INDEX matches_start (start_date>? AND start_date<?)");
  for (const detail of [...current, ...days, ...window]) expect(detail).not.toMatch(/^SCAN (m|matches)$/);
});
