/**
 * An import running behind the site (decision 039): every page says how far it is, a stopped one
 * goes quiet, and the importer's reports move the site's version so kept pages are rendered again.
 */
import { env } from "cloudflare:workers";
import { afterAll, expect, test } from "vitest";
import { importReportStatements, readImportStatus } from "../../app/data/embedded/index.server.ts";
import { pageHtml } from "../support/worker-pages.ts";

const report = (state: "running" | "idle", done: number, total: number, changed: boolean, now?: number) =>
  env.DB.batch(importReportStatements(env.DB, { state, done, total, changed }, now));
const siteVersion = async () => (await env.DB.prepare("SELECT version FROM site_version").first<{ version: number }>())!.version;

afterAll(() => report("idle", 0, 0, false));

test("while an import runs, every page says how far it is", async () => {
  await report("running", 4_210, 11_336, true);
  for (const path of ["/", "/cricket-match/live-scores", "/cricket-team"]) {
    expect(await pageHtml(path)).toContain("Importing Cricsheet&#x27;s data: 4,210 of 11,336 files (37%).");
  }
});

test("an import that has not reported for a minute was stopped: pages no longer mention it", async () => {
  const now = Date.now();
  await report("running", 10, 100, false, now);
  expect((await readImportStatus(env.DB, now + 30_000)).running).toEqual({ done: 10, total: 100 });
  expect((await readImportStatus(env.DB, now + 61_000)).running).toBeNull();
  await report("idle", 100, 100, false, now);
  expect((await readImportStatus(env.DB, now + 1_000)).running).toBeNull();
});

test("reports with new matches, and the start and end of an import, move the site's version; others do not", async () => {
  await report("idle", 0, 0, false);
  const before = await siteVersion();
  await report("running", 0, 50, false);
  expect(await siteVersion()).toBe(before + 1);
  await report("running", 10, 50, false);
  expect(await siteVersion()).toBe(before + 1);
  const changedAt = Date.now() + 5_000;
  await report("running", 20, 50, true, changedAt);
  expect(await siteVersion()).toBe(before + 2);
  expect((await readImportStatus(env.DB, changedAt)).changedAt).toBe(changedAt);
  await report("idle", 50, 50, false);
  expect(await siteVersion()).toBe(before + 3);
});
