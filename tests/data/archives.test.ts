/**
 * Cricsheet archives read as they are, and passed by when nothing changed (decision 039): after a
 * run, an archive's hash is kept; the next run skips its entries unless its bytes changed, and then
 * every entry is checked by its own hash, so a match added to the archive is imported.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipSync } from "fflate";
import { afterAll, beforeAll, expect, test } from "vitest";
import { importCricsheet } from "../../scripts/lib/import-cricsheet.ts";
import { cricsheetDir } from "../../scripts/lib/paths.ts";
import { startToolsWorker } from "../../scripts/lib/tools-worker.ts";
import { freshMigratedD1 } from "../support/migrated-d1.ts";

const BUNDLE = cricsheetDir()!;
const FILES = {
  "1415755.json": "t20i/icc-mens-t20-world-cup-2024/1415755.json",
  "1415711.json": "t20i/icc-mens-t20-world-cup-2024/1415711.json",
  "1426557.json": "test/border-gavaskar-trophy-2024-25/1426557.json",
};
const scratch = mkdtempSync(path.join(tmpdir(), "cricket-archives-"));
const archive = path.join(scratch, "t20s_json.zip");
let tools: Awaited<ReturnType<typeof startToolsWorker>>;

/** The archive with these entries, as Cricsheet packs them (match files at the root). */
function pack(names: (keyof typeof FILES)[]) {
  const entries = Object.fromEntries(names.map((name) => [name, new Uint8Array(readFileSync(path.join(BUNDLE, FILES[name])))]));
  writeFileSync(archive, zipSync(entries, { level: 1 }));
  return createHash("sha256").update(readFileSync(archive)).digest("hex");
}

beforeAll(async () => {
  // A copy of the database npm test migrated once (a wrangler run of its own cost ~60 s here).
  freshMigratedD1(path.join(scratch, "db"));
  tools = await startToolsWorker(path.join(scratch, "db"));
}, 300_000); // a hang guard sized for a loaded machine, like the data project's own (decision 038)
afterAll(async () => {
  await tools?.dispose();
  rmSync(scratch, { recursive: true, force: true });
});

test("an archive imported whole is passed by next time; one whose bytes changed is checked entry by entry", async () => {
  const firstHash = pack(["1415755.json", "1415711.json"]);
  const first = await importCricsheet(tools, [archive]);
  expect(first).toMatchObject({ files: 2, imported: 2, unchanged: 0, skipped: [] });
  const kept = await tools.call<Record<string, string>>("/imported");
  expect(kept["archive:t20s_json.zip"]).toBe(firstHash);

  const again = await importCricsheet(tools, [archive]);
  expect(again).toMatchObject({ files: 2, imported: 0, unchanged: 2, rowsWritten: 0 });

  // Cricsheet's next archive holds one more match: only that one is written.
  const grownHash = pack(["1415755.json", "1415711.json", "1426557.json"]);
  const grown = await importCricsheet(tools, [archive]);
  expect(grown).toMatchObject({ files: 3, imported: 1, unchanged: 2, skipped: [] });
  expect(grown.totals.matches).toBe(3);
  expect((await tools.call<Record<string, string>>("/imported"))["archive:t20s_json.zip"]).toBe(grownHash);
});
