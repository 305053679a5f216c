/**
 * npm run bench:import — times `npm run import` on the Cricsheet bundle into fresh databases
 * (RUNS times, default 5) and writes the medians to docs/benchmarks/import.md.
 */
import "./lib/node-version.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { importCricsheet } from "./lib/import-cricsheet.ts";
import { migrateLocalD1 } from "./lib/local-d1.ts";
import { cricsheetDir, REPO_ROOT } from "./lib/paths.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";

const runs = Number(process.env.RUNS ?? 5);
const dir = cricsheetDir();
if (!dir) throw new Error("no Cricsheet folder (../shared/data/cricsheet or CRICSHEET_DIR)");

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const rows: { total: number; importOnly: number; repeat: number }[] = [];
let totals = "";
for (let i = 0; i < runs; i++) {
  const state = mkdtempSync(path.join(os.tmpdir(), "cricket-bench-"));
  const started = performance.now();
  migrateLocalD1(state);
  const tools = await startToolsWorker(state);
  const first = await importCricsheet(tools, dir);
  const total = (performance.now() - started) / 1000;
  const second = await importCricsheet(tools, dir);
  await tools.dispose();
  rmSync(state, { recursive: true, force: true });
  const t = first.totals;
  totals = `${t.matches} matches, ${t.innings} innings, ${t.balls} balls, ${t.people} people`;
  rows.push({ total, importOnly: first.seconds, repeat: second.seconds });
  console.log(
    `run ${i + 1}: ${total.toFixed(2)} s end to end, ${first.seconds.toFixed(2)} s import, repeat ${second.seconds.toFixed(2)} s`,
  );
}

const cpu = os.cpus();
const report = `# Import benchmark

\`npm run bench:import\` (scripts/bench-import.ts): the whole bundle (${totals}) into a fresh
local D1, ${runs} runs, medians. "End to end" includes applying migrations and starting the tools
Worker; "repeat" is a second import over the same database (every file unchanged, 0 rows written).

| measure | median | min | max |
|---|---|---|---|
${(["total", "importOnly", "repeat"] as const)
  .map((key) => {
    const values = rows.map((r) => r[key]);
    const label = { total: "end to end", importOnly: "import (register + 257 matches)", repeat: "repeat import" }[key];
    return `| ${label} | ${median(values).toFixed(2)} s | ${Math.min(...values).toFixed(2)} s | ${Math.max(...values).toFixed(2)} s |`;
  })
  .join("\n")}

Goal: under 15 s on this 2-core machine — end to end runs in ${((median(rows.map((r) => r.total)) / 15) * 100).toFixed(0)} % of that budget.

Machine: ${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Date: ${new Date().toISOString().slice(0, 10)}. Shared machine: figures are medians of noisy runs.
`;
writeFileSync(path.join(REPO_ROOT, "docs/benchmarks/import.md"), report);
console.log(report);
