/**
 * Stored start times of a T20 league's double-header (IPL 2025, Sunday 23 March: match 2 at
 * Hyderabad, match 3 at Chennai): the earlier-numbered match at 15:30 IST, the other at 19:30,
 * whatever order the files are imported in, and databases imported before the rule are mended by
 * migration 0013.
 */
import { env } from "cloudflare:workers";
import { beforeEach, expect, test } from "vitest";
import { importFixtures } from "./import.ts";

const AFTERNOON = Date.parse("2025-03-23T10:00:00Z"); // 15:30 IST
const EVENING = Date.parse("2025-03-23T14:00:00Z"); // 19:30 IST

async function startTimes() {
  const rows = await env.DB.prepare(
    "SELECT match_number, start_time FROM matches WHERE id IN (1473439, 1473440) ORDER BY match_number",
  ).all<{
    match_number: number;
    start_time: number;
  }>();
  return Object.fromEntries(rows.results.map((r) => [r.match_number, r.start_time]));
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM matches WHERE id IN (1473439, 1473440)").run();
});

test("a match alone on its day starts at 19:30 IST", async () => {
  await importFixtures("1473440");
  expect(await startTimes()).toEqual({ 3: EVENING });
});

test.each([
  ["match 2 first", ["1473439", "1473440"]],
  ["match 3 first", ["1473440", "1473439"]],
])("a double-header imported %s: match 2 at 15:30 IST, match 3 at 19:30 IST", async (_, order) => {
  await importFixtures(...order);
  expect(await startTimes()).toEqual({ 2: AFTERNOON, 3: EVENING });
  // Re-importing either one keeps them so.
  await importFixtures(order[0]!);
  expect(await startTimes()).toEqual({ 2: AFTERNOON, 3: EVENING });
});

test("migration 0013 moves the afternoon game of a database imported with both at 19:30, and nothing else", async () => {
  await importFixtures("1473439", "1473440", "1415755");
  await env.DB.prepare("UPDATE matches SET start_time = ? WHERE id IN (1473439, 1473440)").bind(EVENING).run();
  const final = await env.DB.prepare("SELECT start_time FROM matches WHERE id = 1415755").first<number>("start_time");
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith("0013_"))!;
  const run = async () => {
    for (const query of migration.queries) await env.DB.prepare(query).run();
  };
  await run();
  expect(await startTimes()).toEqual({ 2: AFTERNOON, 3: EVENING });
  await run(); // applied to a database already right, it changes nothing
  expect(await startTimes()).toEqual({ 2: AFTERNOON, 3: EVENING });
  expect(await env.DB.prepare("SELECT start_time FROM matches WHERE id = 1415755").first<number>("start_time")).toBe(final);
});
