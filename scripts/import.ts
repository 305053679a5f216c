/**
 * npm run import [-- SOURCES]
 * Imports Cricsheet match files and the people register into the local D1 that `npm start`
 * serves. SOURCES (folders or Cricsheet zips, separated by ":") default to CRICSHEET_DIR, then the
 * bundle and the history archives in ../shared/data, then Cricsheet's own
 * downloads (see README). Safe to run again: unchanged files are skipped.
 */
import "./lib/node-version.ts";
import { downloadCricsheet } from "./lib/download-cricsheet.ts";
import { importCricsheet } from "./lib/import-cricsheet.ts";
import { migrateLocalD1 } from "./lib/local-d1.ts";
import { cricsheetSources, LOCAL_STATE } from "./lib/paths.ts";
import { progressBar } from "./lib/progress.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";

const sources = cricsheetSources(process.argv[2]) ?? [await downloadCricsheet()];
console.log(`Importing Cricsheet data from ${sources.join(", ")}`);
const persistDir = process.env.CRICKET_STATE_DIR ?? LOCAL_STATE;
migrateLocalD1(persistDir);
const tools = await startToolsWorker(persistDir);
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
} finally {
  await tools.dispose();
}
