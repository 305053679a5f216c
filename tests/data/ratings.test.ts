/**
 * Cricket Edge ratings from a real slice of the history (issue 13): every men's Test from
 * 1 August 2019 (the first World Test Championship) to the 2023 final at The Oval, cut from
 * ../shared/data/cricsheet-history by the manifest, imported into a throwaway D1. The lists stand
 * on the slice's last match day (7 June 2023, the final's first day), a fixed date.
 *
 * - Stable across re-imports: running the import again (nothing new to send) and importing the
 *   same files into a fresh database one file at a time give the same top 10 of every list.
 * - Plausible: the ICC's own Test table after its annual update of 2 May 2023 had India, Australia
 *   and England first to third, then South Africa, New Zealand, Pakistan, Sri Lanka, West Indies,
 *   Bangladesh and Zimbabwe (as reported from the ICC's release, e.g. indiatvnews.com and
 *   easterneye.biz of 2 May 2023); the computed table must have the same order. Nothing in the
 *   code knows those names.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { RankingTable } from "../../app/data/rankings.ts";
import { importCricsheet } from "../../scripts/lib/import-cricsheet.ts";
import { freshMigratedD1 } from "../support/migrated-d1.ts";
import { startToolsWorker } from "../../scripts/lib/tools-worker.ts";
import { HISTORY, manifestMatches } from "../support/history-manifest.ts";

const FROM = "2019-08-01";
const TO = "2023-06-07";
const LISTS = ["batting", "bowling", "all-rounder", "teams"] as const;

/** Men's Tests from FROM to TO by the manifest. */
function wantedFiles(): Set<string> {
  const tests = manifestMatches().filter(
    (match) => match.folder === "tests" && match.gender === "male" && match.start_date! >= FROM && match.start_date! <= TO,
  );
  return new Set(tests.map((match) => `${match.id}.json`));
}

const scratch = mkdtempSync(path.join(tmpdir(), "cricket-ratings-"));
const archive = path.join(scratch, "tests_slice.zip");
type Tools = Awaited<ReturnType<typeof startToolsWorker>>;
let first: Tools;
let files = 0;

/** The top 10 of every men's Test list: position, name and rating. */
async function topTens(tools: Tools) {
  const lists: Record<string, { table: RankingTable; top: string[] }> = {};
  for (const list of LISTS) {
    const table = await tools.call<RankingTable>(`/adapter/rankings/men/${list}/test`);
    lists[list] = { table, top: table.rows.slice(0, 10).map((row) => `${row.position} ${row.name} ${row.rating}`) };
  }
  return lists;
}

let before: Awaited<ReturnType<typeof topTens>>;

beforeAll(async () => {
  const wanted = wantedFiles();
  const slice = unzipSync(new Uint8Array(readFileSync(path.join(HISTORY, "tests_json.zip"))), {
    filter: (entry) => wanted.has(entry.name),
  });
  files = Object.keys(slice).length;
  writeFileSync(archive, zipSync(slice, { level: 1 }));
  freshMigratedD1(path.join(scratch, "first"));
  first = await startToolsWorker(path.join(scratch, "first"));
  await importCricsheet(first, [archive], undefined, { lanes: 3 });
  before = await topTens(first);
}, 300_000);
afterAll(async () => {
  await first?.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

describe("Cricket Edge Test ratings on 7 June 2023", () => {
  test("the slice holds the Tests of the first two championship cycles, and the lists stand on its last day", () => {
    expect(files).toBeGreaterThan(100);
    for (const list of LISTS) {
      expect(before[list]!.table.asOf).toBe(TO);
      expect(before[list]!.table.source).toBe("cricket-edge");
      // players: a full top 10; teams: the sides with the ICC's eight Tests in the window
      expect(before[list]!.top.length).toBe(list === "teams" ? before[list]!.table.rows.length : 10);
    }
  });

  test("running the import again (nothing new) stores the same top 10 of every list", async () => {
    const report = await importCricsheet(first, [archive], undefined, { lanes: 3 });
    expect(report.imported).toBe(0);
    const again = await topTens(first);
    for (const list of LISTS) expect(again[list]!.top).toEqual(before[list]!.top);
  });

  test("a fresh database, the files written one at a time, stores the same top 10 of every list", async () => {
    freshMigratedD1(path.join(scratch, "second"));
    const second = await startToolsWorker(path.join(scratch, "second"));
    try {
      await importCricsheet(second, [archive], undefined, { lanes: 1 });
      const fresh = await topTens(second);
      for (const list of LISTS) expect(fresh[list]!.top).toEqual(before[list]!.top);
    } finally {
      await second.dispose();
    }
  }, 300_000);

  test("the team ratings put India, Australia and England on top, as the ICC's table of May 2023 did", () => {
    const teams = before.teams!.table.rows.map((row) => row.name);
    expect(teams.slice(0, 3).sort()).toEqual(["Australia", "England", "India"]);
    // In fact the ICC's whole order of 2 May 2023 (India, Australia, England, South Africa, New
    // Zealand, Pakistan, Sri Lanka, West Indies, Bangladesh, then Zimbabwe, who has fewer than
    // eight Tests in this slice).
    expect(teams.slice(0, 9)).toEqual([
      "India",
      "Australia",
      "England",
      "South Africa",
      "New Zealand",
      "Pakistan",
      "Sri Lanka",
      "West Indies",
      "Bangladesh",
    ]);
    for (const row of before.teams!.table.rows) expect(row.points).toBeGreaterThan(0);
  });
});
