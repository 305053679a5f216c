/**
 * npm run import [-- SOURCES] [--remote]
 * Imports Cricsheet match files and the people register into the local D1 that `npm start`
 * serves. SOURCES (folders or Cricsheet zips, separated by ":") default to CRICSHEET_DIR, then the
 * bundle and the history archives in ../shared/data, then Cricsheet's own
 * downloads (see README). Safe to run again: unchanged files are skipped. --remote writes into the
 * deployed D1 instead, by the same code (docs/deploying-data.md).
 */
import "./lib/node-version.ts";
import { parseArgs } from "node:util";
import { downloadCricsheet } from "./lib/download-cricsheet.ts";
import { importCricsheet } from "./lib/import-cricsheet.ts";
import { migrateLocalD1Async } from "./lib/local-d1.ts";
import { cricsheetSources, LOCAL_STATE } from "./lib/paths.ts";
import { progressBar } from "./lib/progress.ts";
import { deployedDatabaseId, migrateRemoteD1 } from "./lib/remote-d1.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { remote: { type: "boolean", default: false } } });
// --remote: the deployed D1 named in wrangler.jsonc (docs/deploying-data.md); refuses the placeholder id.
const remoteDatabaseId = values.remote ? deployedDatabaseId() : undefined;
const sources = cricsheetSources(positionals[0]) ?? [await downloadCricsheet()];
console.log(`Importing Cricsheet data from ${sources.join(", ")}${remoteDatabaseId ? ` into the deployed D1 ${remoteDatabaseId}` : ""}`);
const persistDir = process.env.CRICKET_STATE_DIR ?? LOCAL_STATE;
if (remoteDatabaseId) migrateRemoteD1();
const [tools] = await Promise.all([
  startToolsWorker(persistDir, { remoteDatabaseId }),
  remoteDatabaseId ? undefined : migrateLocalD1Async(persistDir),
]);
try {
  const bar = progressBar("matches");
  const report = await importCricsheet(tools, sources, bar.update);
  bar.done();
  for (const { path, reason } of report.skipped) console.error(`skipped ${path}: ${reason}`);
  console.log(
    `register ${report.register}; ${report.imported} imported, ${report.unchanged} unchanged, ` +
      `${report.olderRevision} older revisions ignored, ${report.rowsWritten} rows written in ${report.seconds.toFixed(1)} s`,
  );
  const t = report.totals;
  console.log(`matches ${t.matches}, innings ${t.innings}, balls ${t.balls}, people ${t.people}, skipped ${report.skipped.length}`);
  console.log(`ratings: ${Object.values(report.ratings).reduce((a, b) => a + b, 0)} rows in ${Object.keys(report.ratings).length} lists`);
} finally {
  await tools.dispose();
}
