/**
 * The World Test Championship tables equal the published ones (issue 13, Proof).
 * - 2023–25: every Test of the cycle's listed series, taken from the history's zip, imported the
 *   way `npm run import` does, then read through the embedded adapter — equal to the official
 *   final table the provider serves (the sample stats-v1-iccstanding-team-matchtype): order, and
 *   PCT to two decimals.
 * - 2019–21 and 2021–23: the rules (app/cricket/championship.ts) and data/wtc.csv over the results
 *   Cricsheet records for those Tests (the history's manifest), equal to the published final tables.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, zipSync } from "fflate";
import { afterAll, beforeAll, expect, test } from "vitest";
import { championshipTable, seriesOf, wtcCycle, type ChampionshipLine, type ChampionshipResult } from "../../app/cricket/championship.ts";
import type { Championship } from "../../app/data/championship-schema.ts";
import { parseWtcFile } from "../../app/data/wtc-file.ts";
import { importCricsheet } from "../../scripts/lib/import-cricsheet.ts";
import { freshMigratedD1 } from "../support/migrated-d1.ts";
import { REPO_ROOT } from "../../scripts/lib/paths.ts";
import { startToolsWorker } from "../../scripts/lib/tools-worker.ts";

const HISTORY = path.resolve(REPO_ROOT, "../shared/data/cricsheet-history");
const SAMPLE = path.resolve(REPO_ROOT, "../shared/data/cricbuzz-samples/stats-v1-iccstanding-team-matchtype/wtc_2023_25_standings.json");
const wtc = parseWtcFile(readFileSync(path.join(REPO_ROOT, "data/wtc.csv"), "utf8"));

interface ManifestTest {
  id: string;
  startDate: string;
  teams: [string, string];
  outcome: string;
}

/** The history's men's Tests (manifest.csv: id, folder, format, gender, …, start date, …, teams, venue, outcome). */
const manifest: ManifestTest[] = readFileSync(path.join(HISTORY, "manifest.csv"), "utf8")
  .split("\n")
  .slice(1)
  .map((line) => line.match(/("[^"]*"|[^,]*)(,|$)/g)!.map((cell) => cell.replace(/,$/, "").replace(/^"|"$/g, "")))
  .filter((cells) => cells[1] === "tests" && cells[3] === "male")
  .map((cells) => ({ id: cells[0]!, startDate: cells[6]!, teams: cells[8]!.split(" v ") as [string, string], outcome: cells[10]! }));

/** The Tests of a cycle's listed series. */
function cycleTests(key: string) {
  const series = wtc.series.filter((s) => s.cycle === key);
  return manifest.flatMap((test) => {
    const found = seriesOf(series, test.teams[0], test.teams[1], test.startDate);
    return found ? [{ test, series: found }] : [];
  });
}

const resultFor = (team: string, outcome: string): ChampionshipResult =>
  outcome === "draw" ? "drawn" : outcome === "tie" ? "tied" : outcome.startsWith(`${team} won`) ? "won" : "lost";

/** A cycle's table from Cricsheet's recorded results: [team, points, PCT to the decimals given]. */
function fromRecordedResults(key: string, decimals: number) {
  const cycle = wtcCycle(`world-test-championship-${key}`)!;
  const lines: ChampionshipLine[] = cycleTests(key).flatMap(({ test, series }) =>
    test.teams.map((team) => ({ team, result: resultFor(team, test.outcome), seriesLength: series.matches })),
  );
  const deductions = wtc.deductions.filter((d) => d.cycle === key);
  return championshipTable(cycle.rules, lines, deductions).map((row) => [row.team, row.points, row.percentage.toFixed(decimals)]);
}

test("WTC 2019–21: the final table as ESPNcricinfo published it", () => {
  // ESPNcricinfo's WTC 2019–21 table (africa.espn.com/cricket/table/series/19430/season/2019/icc-world-test-championship):
  // points (PTS) and PCT. Its PCT line is "as on 21/6/2021", a day before West Indies were docked 6
  // points for the St Lucia Test (scroll.in, 22 June 2021): 200 → 194 of 720 moves them from 27.8 to 26.9.
  expect(fromRecordedResults("2019-21", 1)).toEqual([
    ["India", 520, "72.2"],
    ["New Zealand", 420, "70.0"],
    ["Australia", 332, "69.2"],
    ["England", 442, "61.4"],
    ["South Africa", 264, "44.0"],
    ["Pakistan", 286, "43.3"],
    ["Sri Lanka", 200, "27.8"],
    ["West Indies", 194, "26.9"],
    ["Bangladesh", 20, "4.8"],
  ]);
});

test("WTC 2021–23: the final table as published (Hindustan Times' WTC points table page)", () => {
  // www.hindustantimes.com/cricket/world-test-championship-wtc/points-table: Pos, Team, PTS, PCT (%).
  expect(fromRecordedResults("2021-23", 2)).toEqual([
    ["Australia", 152, "66.67"],
    ["India", 127, "58.80"],
    ["South Africa", 100, "55.56"],
    ["England", 124, "46.97"],
    ["Sri Lanka", 64, "44.44"],
    ["New Zealand", 60, "38.46"],
    ["Pakistan", 64, "38.10"],
    ["West Indies", 54, "34.62"],
    ["Bangladesh", 16, "11.11"],
  ]);
});

const scratch = mkdtempSync(path.join(tmpdir(), "cricket-wtc-"));
let tools: Awaited<ReturnType<typeof startToolsWorker>>;
let imported: number;
const wanted = cycleTests("2023-25").map(({ test }) => `${test.id}.json`);

beforeAll(async () => {
  const zip = new Uint8Array(readFileSync(path.join(HISTORY, "tests_json.zip")));
  const files = unzipSync(zip, { filter: (entry) => wanted.includes(entry.name) });
  const archive = path.join(scratch, "wtc_2023_25.zip");
  writeFileSync(archive, zipSync(files, { level: 1 }));
  freshMigratedD1(path.join(scratch, "db"));
  tools = await startToolsWorker(path.join(scratch, "db"));
  imported = (await importCricsheet(tools, [archive], undefined, { lanes: 4 })).imported;
}, 300_000);
afterAll(async () => {
  await tools?.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

test("WTC 2023–25 from the imported Tests through the embedded adapter equals the official final table", async () => {
  // 69 Tests in 27 series, every one in Cricsheet's archive.
  expect(wanted).toHaveLength(69);
  expect(imported).toBe(69);
  const table = await tools.call<Championship>("/adapter/championship/test/world-test-championship-2023-25");
  const official = JSON.parse(readFileSync(SAMPLE, "utf8")) as { values: { value: string[] }[] };
  const pct = table.headers.indexOf("PCT") - 2;
  expect(table.rows.map((row) => [row.position, row.team.name, row.values[pct]])).toEqual(
    official.values.map(({ value: [rank, , team, percentage] }) => [Number(rank), team, Number(percentage).toFixed(2)]),
  );
  expect(table.basis).toMatch(/^Computed from 69 of the 69 Tests of the cycle's 27 series .* and 12 slow over-rate deductions/);
});
