import { cpSync, readdirSync, readFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { compareSummaries, summariseScorecard } from "../../app/data/scorecard-summary.ts";
import type { Scorecard } from "../../app/data/schemas.ts";
import { scorecardFromHscard } from "../../app/data/upstream/index.server.ts";
import { importCricsheet } from "../../scripts/lib/import-cricsheet.ts";
import { freshMigratedD1 } from "../support/migrated-d1.ts";
import { cricbuzzSamplesDir, cricsheetDir } from "../../scripts/lib/paths.ts";
import { startToolsWorker } from "../../scripts/lib/tools-worker.ts";

/**
 * Two independent providers, one contract: the upstream adapter's mapping of the 29 completed
 * Cricbuzz IPL 2024 scorecards equals the embedded adapter's scorecards of the Cricsheet twins.
 */
const scratch = mkdtempSync(path.join(tmpdir(), "cricket-cross-"));
let tools: Awaited<ReturnType<typeof startToolsWorker>>;

beforeAll(async () => {
  // The IPL 2024 twins and the register (for the players' other names): npm test imports the
  // bundle once and hands a copy of that database (CRICKET_BUNDLE_DB); run alone, the file imports it.
  const imported = process.env.CRICKET_BUNDLE_DB;
  if (imported) cpSync(imported, scratch, { recursive: true });
  else freshMigratedD1(scratch);
  tools = await startToolsWorker(scratch);
  if (!imported) expect((await importCricsheet(tools, cricsheetDir()!)).skipped).toEqual([]);
  expect(await tools.call("/totals")).toMatchObject({ matches: 257 });
});
afterAll(async () => {
  await tools?.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

test("29/29 Cricbuzz scorecards mapped by the upstream adapter equal the embedded adapter's", async () => {
  const folder = path.join(cricbuzzSamplesDir()!, "mcenter-v1-id-hscard");
  const differences: string[] = [];
  let compared = 0;
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const json = JSON.parse(readFileSync(path.join(folder, file), "utf8"));
    const upstream = scorecardFromHscard(json);
    if (upstream.innings.length === 0) continue;
    compared++;
    const number = Number(/^(\d+)/.exec(json.matchHeader.matchDescription)?.[1]);
    const { id } = await tools.call<{ id: number }>(
      `/match-id?${new URLSearchParams({ series: "Indian Premier League", season: "2024", number: String(number) })}`,
    );
    const embedded = await tools.call<{ scorecard: Scorecard; cricbuzzIds: Record<string, string>; otherNames: Record<string, string[]> }>(
      `/adapter/scorecard/${id}`,
    );
    const theirs = summariseScorecard(upstream, {
      cricbuzzIds: Object.fromEntries(upstream.innings.flatMap((i) => i.batting.map((b) => [b.player.id, b.player.id]))),
    });
    const ours = summariseScorecard(embedded.scorecard, embedded);
    for (const line of compareSummaries(theirs, ours)) differences.push(`${file}: ${line}`);
  }
  expect(compared).toBe(29);
  expect(differences).toEqual([]);
});
