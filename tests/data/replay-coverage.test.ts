/**
 * The default replay (decision 045) keeps a match in play at every hour: the plan's seasons are cut
 * from the real archives by the manifests (each event's matches in its season's window), imported
 * into a throwaway D1 and planned by the clock's own code, as `npm start` plays them. Measured over
 * a whole cycle and a week more (every week the replay ever shows, the fortnight from the cycle's
 * start among them); and nobody plays in two replayed seasons on one day.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync, zipSync, type Zippable } from "fflate";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { demoClockFromEnv, hoursInPlay, matchHoursInPlay, type PlacedSeason, worstWeek } from "../../app/data/demo-clock.ts";
import { replaySeasons } from "../../app/data/embedded/clock.server.ts";
import { REPLAY_PLAN } from "../../app/data/replay-plan.ts";
import { DAY } from "../../app/cricket/time.ts";
import { importCricsheet } from "../../scripts/lib/import-cricsheet.ts";
import { startToolsWorker } from "../../scripts/lib/tools-worker.ts";
import { freshMigratedD1 } from "../support/migrated-d1.ts";
import { BUNDLE, HISTORY, readManifest, WORLD } from "../support/history-manifest.ts";

/** "<event> 2021/22" → the event and the dates its matches fall in (a split season: June to June). */
function seasonWindow(name: string): { event: string; from: string; to: string } {
  const [, event, year, split] = /^(.*) (\d{4})(\/\d{2})?$/.exec(name) ?? [];
  if (!event || !year) throw new Error(`not "<event> <season>": ${name}`);
  const y = Number(year);
  return split ? { event, from: `${y}-06-01`, to: `${y + 1}-06-30` } : { event, from: `${y}-01-01`, to: `${y}-12-31` };
}
const windows = REPLAY_PLAN.seasons.map((s) => seasonWindow(s.name));
const inPlan = (event: string, date: string) => windows.some((w) => w.event === event && date >= w.from && date <= w.to);

const scratch = mkdtempSync(path.join(tmpdir(), "cricket-replay-"));
let tools: Awaited<ReturnType<typeof startToolsWorker>>;
let seasons: PlacedSeason[] = [];

/** The plan's matches of one archive, as a zip of their files (the importer reads zips as they are). */
function slice(archive: string, wanted: Set<string>, into: string): string | undefined {
  const files = unzipSync(new Uint8Array(readFileSync(archive)), { filter: (entry) => wanted.has(entry.name) });
  if (Object.keys(files).length === 0) return undefined;
  writeFileSync(into, zipSync(files, { level: 1 }));
  return into;
}

beforeAll(async () => {
  const archives: (string | undefined)[] = [];
  const history = readManifest(HISTORY).filter((m) => inPlan(m.event!, m.start_date!));
  for (const folder of new Set(history.map((m) => m.folder!))) {
    const wanted = new Set(history.filter((m) => m.folder === folder).map((m) => `${m.id}.json`));
    archives.push(slice(path.join(HISTORY, `${folder}_json.zip`), wanted, path.join(scratch, `history-${folder}.zip`)));
  }
  const world = readManifest(WORLD).filter((m) => inPlan(m.event!, m.start_date!));
  for (const archive of new Set(world.map((m) => m.archive!))) {
    const wanted = new Set(world.filter((m) => m.archive === archive).map((m) => `${m.id}.json`));
    archives.push(slice(path.join(WORLD, archive), wanted, path.join(scratch, `world-${archive}`)));
  }
  // The bundle holds what the archives lack (IPL 2025's later matches among them).
  const bundle: Zippable = {};
  for (const m of readManifest(BUNDLE).filter((m) => inPlan(m.event!, m.start_date!))) {
    bundle[`${m.cricsheet_id}.json`] = new Uint8Array(readFileSync(path.join(BUNDLE, m.path!)));
  }
  writeFileSync(path.join(scratch, "bundle.zip"), zipSync(bundle, { level: 1 }));
  archives.push(path.join(scratch, "bundle.zip"));

  freshMigratedD1(path.join(scratch, "db"));
  tools = await startToolsWorker(path.join(scratch, "db"));
  await importCricsheet(
    tools,
    archives.filter((a) => a !== undefined),
    undefined,
    { lanes: 4 },
  );
  const db = tools.localD1()!.asD1();
  const matches = await replaySeasons(
    db,
    REPLAY_PLAN.seasons.map((s) => s.name),
  );
  seasons = matches.map((m, i) => ({ matches: m, shiftDays: REPLAY_PLAN.seasons[i]!.shiftDays }));
}, 300_000);
afterAll(async () => {
  await tools?.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

const config = demoClockFromEnv({});
// From a cycle's first midnight (UTC) after the epoch, the whole cycle and a week more.
const from = config.epoch + config.periodDays! * DAY - (config.epoch % DAY);
const hours = (config.periodDays! + 7) * 24;

describe("the default replay: a match in play at every hour", () => {
  test("every season of the plan is in the data", () => {
    const empty = REPLAY_PLAN.seasons.filter((_, i) => seasons[i]!.matches.length === 0).map((s) => s.name);
    expect(empty).toEqual([]);
  });

  test("in every week (168 hours in a row), a match is in play in at least 95 % of the hours", () => {
    const covered = hoursInPlay(seasons, config, from, hours);
    expect(worstWeek(covered)).toBeGreaterThanOrEqual(0.95);
    // the first fortnight, hour by hour: the hub is never empty for a day
    const fortnight = covered.slice(0, 14 * 24);
    let longestGap = 0;
    let gap = 0;
    for (const inPlay of fortnight) {
      gap = inPlay ? 0 : gap + 1;
      longestGap = Math.max(longestGap, gap);
    }
    expect(longestGap).toBeLessThanOrEqual(4);
  });

  test("nobody plays in two replayed seasons on one day", async () => {
    // Within a season the days are the real ones (a qualifier's double-header is true); across two
    // seasons a player on one day in both would be in two places.
    const inPlay = matchHoursInPlay(seasons, config, from, hours);
    const seasonOf = new Map(seasons.flatMap((season, i) => season.matches.map((m) => [m.id, i] as const)));
    const players = await tools
      .localD1()!
      .asD1()
      .prepare("SELECT match_id, person_id FROM match_players WHERE match_id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify([...inPlay.keys()]))
      .all<{ match_id: number; person_id: string }>();
    const seen = new Map<string, number>(); // "<person> <day>" → match
    const twice: string[] = [];
    for (const { match_id, person_id } of players.results) {
      for (const day of new Set(inPlay.get(match_id)!.map((h) => Math.floor(h / 24)))) {
        const other = seen.get(`${person_id} ${day}`);
        if (other !== undefined && seasonOf.get(other) !== seasonOf.get(match_id))
          twice.push(`${person_id} on day ${day}: ${other} and ${match_id}`);
        seen.set(`${person_id} ${day}`, match_id);
      }
    }
    expect(twice).toEqual([]);
  });
});
