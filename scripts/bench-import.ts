/**
 * npm run bench:import [-- --runs 3 --only bundle,full,start]
 * Times `npm run import` as a newcomer runs it (a fresh local D1: migrations, tools Worker, register,
 * every file) on the 257-match bundle and on the default data (bundle + history + world, ≈ 11,600
 * files), then a repeat run over the same database; peak resident memory of the whole process tree
 * (Node and workerd); database bytes per ball; and, as the physical limit, the same rows
 * bulk-inserted into plain SQLite on this machine. Then `npm start` on a fresh clone's state: the
 * time to the first page, to the whole default data behind it, and a second start with nothing new
 * (decision 039). Medians go to docs/benchmarks/import.md with the machine and date.
 */
import "./lib/node-version.ts";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { plainSqliteBulkInsert } from "./lib/bench/plain-sqlite.ts";
import { d1File } from "./lib/local-d1.ts";
import { peakMemorySampler } from "./lib/bench/tree-rss.ts";
import { cricsheetDir, cricsheetSources, REPO_ROOT } from "./lib/paths.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "3" }, only: { type: "string", default: "bundle,full,start" } },
});
const RUNS = Number(values.runs);
const bundle = cricsheetDir();
const full = cricsheetSources();
if (!bundle || !full)
  throw new Error("no Cricsheet data (../shared/data/cricsheet, cricsheet-history and cricsheet-world, or CRICSHEET_DIR)");
const DATASETS = [
  { key: "bundle", label: "bundle (257 files)", sources: [bundle] },
  { key: "full", label: "bundle + history + world (the default data)", sources: full },
].filter((dataset) => values.only.split(",").includes(dataset.key));

interface ImportRun {
  seconds: number;
  peakBytes: number;
  output: string;
}

/** `node scripts/import.ts SOURCES` on a state directory: wall time, peak RSS of the process tree, its output. */
function timedImport(sources: string[], state: string): Promise<ImportRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(REPO_ROOT, "scripts/import.ts"), sources.join(path.delimiter)], {
      cwd: REPO_ROOT,
      env: { ...process.env, CRICKET_STATE_DIR: state },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const sampler = peakMemorySampler(child.pid!);
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk));
    child.on("exit", (code) => {
      const peakBytes = sampler.stop();
      if (code !== 0) reject(new Error(`import failed (${code}):\n${output}`));
      else resolve({ seconds: (performance.now() - started) / 1000, peakBytes, output });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fileBytes = (file: string) => {
  let bytes = statSync(file).size;
  try {
    bytes += statSync(`${file}-wal`).size;
  } catch {
    // no write-ahead log left
  }
  return bytes;
};

const sections: string[] = [];
for (const dataset of DATASETS) {
  const runs: { first: number; repeat: number; peak: number; dbBytes: number; plain: number; plainRows: number }[] = [];
  let totals = "";
  let balls = 0;
  for (let i = 0; i < RUNS; i++) {
    const state = mkdtempSync(path.join(os.tmpdir(), "cricket-bench-import-"));
    try {
      const first = await timedImport(dataset.sources, state);
      const repeat = await timedImport(dataset.sources, state);
      // (a match whose archive copy is a newer revision than the bundle's is an older revision ignored, every run)
      if (!/register unchanged; 0 imported, \d+ unchanged, \d+ older revisions ignored, 0 rows written/.test(repeat.output))
        throw new Error(`the repeat run wrote something:\n${repeat.output}`);
      const line = /matches (\d+), innings (\d+), balls (\d+), people (\d+), skipped (\d+)/.exec(first.output);
      if (!line) throw new Error(`unexpected import output:\n${first.output}`);
      totals = `${Number(line[1]).toLocaleString("en")} matches, ${line[2]} innings, ${Number(line[3]).toLocaleString("en")} balls, ${line[4]} people, ${line[5]} files refused (listed by the import)`;
      balls = Number(line[3]);
      const db = d1File(state);
      const plain = plainSqliteBulkInsert(db);
      runs.push({
        first: first.seconds,
        repeat: repeat.seconds,
        peak: first.peakBytes,
        dbBytes: fileBytes(db),
        plain: plain.seconds,
        plainRows: plain.rows,
      });
      console.log(
        `${dataset.key} run ${i + 1}: ${first.seconds.toFixed(1)} s end to end, repeat ${repeat.seconds.toFixed(1)} s, ` +
          `peak ${(first.peakBytes / 2 ** 20).toFixed(0)} MiB, plain SQLite ${plain.seconds.toFixed(1)} s for ${plain.rows} rows`,
      );
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
  }
  const m = (key: keyof (typeof runs)[number]) => median(runs.map((run) => run[key]));
  const range = (key: keyof (typeof runs)[number], digits = 1) =>
    `${Math.min(...runs.map((run) => run[key])).toFixed(digits)}–${Math.max(...runs.map((run) => run[key])).toFixed(digits)}`;
  sections.push(`## ${dataset.label}

${totals}; ${runs[0]!.plainRows.toLocaleString("en")} rows in all.

| measure | median | range |
|---|---:|---:|
| end to end, fresh database (migrations, tools Worker, register, every file) | ${m("first").toFixed(1)} s | ${range("first")} s |
| repeat run, nothing changed (0 rows written) | ${m("repeat").toFixed(1)} s | ${range("repeat")} s |
| balls per second, end to end | ${Math.round(balls / m("first")).toLocaleString("en")} | |
| peak memory (Pss) of the process tree, Node + workerd | ${(m("peak") / 2 ** 20).toFixed(0)} MiB | ${(Math.min(...runs.map((r) => r.peak)) / 2 ** 20).toFixed(0)}–${(Math.max(...runs.map((r) => r.peak)) / 2 ** 20).toFixed(0)} MiB |
| database size (the D1 SQLite file and its log) | ${(m("dbBytes") / 2 ** 20).toFixed(0)} MiB, ${(m("dbBytes") / balls).toFixed(0)} bytes per ball (the register and fixed overhead included) | |
| plain SQLite: the same rows bulk-inserted (the physical limit) | ${m("plain").toFixed(1)} s | ${range("plain")} s |
| import ÷ plain SQLite | ${(m("first") / m("plain")).toFixed(1)} × | |
`);
}

interface StartRun {
  /** seconds from `npm start` to the first 200 of the home page */
  firstPage: number;
  /** seconds from `npm start` to the end of the import behind the site */
  allData: number;
  peakBytes: number;
}

/** `node scripts/start.ts` on a state directory, as a newcomer runs npm start: stopped once the import behind the site ends. */
function timedStart(state: string, port: number): Promise<StartRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    const child = spawn(process.execPath, [path.join(REPO_ROOT, "scripts/start.ts")], {
      cwd: REPO_ROOT,
      env: { ...process.env, CRICKET_STATE_DIR: state, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const sampler = peakMemorySampler(child.pid!);
    let firstPage = 0;
    let output = "";
    const poll = setInterval(async () => {
      if (firstPage) return;
      try {
        const page = await fetch(`http://localhost:${port}/`, { headers: { "user-agent": "Mozilla/5.0 (bench) Chrome/120" } });
        await page.arrayBuffer();
        if (page.ok && !firstPage) firstPage = seconds();
      } catch {
        // not listening yet
      }
    }, 100);
    const onOutput = (chunk: Buffer) => {
      output += chunk;
      if (!/All data imported/.test(output) || !firstPage) return;
      const allData = seconds();
      clearInterval(poll);
      const peakBytes = sampler.stop();
      process.kill(-child.pid!, "SIGTERM");
      resolve({ firstPage, allData, peakBytes });
    };
    child.stdout.on("data", onOutput);
    child.stderr.on("data", onOutput);
    child.on("exit", (code) => {
      clearInterval(poll);
      if (!/All data imported/.test(output)) reject(new Error(`npm start ended (${code}) before the import did:\n${output.slice(-4000)}`));
    });
  });
}

if (values.only.split(",").includes("start")) {
  const runs: { first: StartRun; repeat: StartRun }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const state = mkdtempSync(path.join(os.tmpdir(), "cricket-bench-start-"));
    try {
      // A fresh clone has no build: npm start must make one (the second start finds it current).
      rmSync(path.join(REPO_ROOT, "build", ".inputs"), { force: true });
      const first = await timedStart(state, 8870);
      const repeat = await timedStart(state, 8870);
      runs.push({ first, repeat });
      console.log(
        `start run ${i + 1}: first page ${first.firstPage.toFixed(1)} s, all data ${first.allData.toFixed(1)} s, ` +
          `peak ${(first.peakBytes / 2 ** 20).toFixed(0)} MiB; repeat: first page ${repeat.firstPage.toFixed(1)} s, import done ${repeat.allData.toFixed(1)} s`,
      );
    } finally {
      rmSync(state, { recursive: true, force: true });
    }
  }
  const m = (pick: (run: (typeof runs)[number]) => number, digits = 1) => {
    const all = runs.map(pick);
    return `${median(all).toFixed(digits)} s | ${Math.min(...all).toFixed(digits)}–${Math.max(...all).toFixed(digits)} s`;
  };
  const peak = runs.map((run) => run.first.peakBytes / 2 ** 20);
  sections.push(`## npm start on a fresh clone's state (the default data)

| measure | median | range |
|---|---:|---:|
| first start: home page answers (the build and migrations, then wrangler dev; the bundle's import beside them) | ${m((r) => r.first.firstPage)} |
| first start: the whole default data imported behind the site | ${m((r) => r.first.allData)} |
| second start, nothing changed: home page answers (build and migrations current: skipped) | ${m((r) => r.repeat.firstPage)} |
| second start, nothing changed: the import behind it done | ${m((r) => r.repeat.allData)} |
| peak memory (Pss) of the first start's process tree (Node, workerd for the tools and the site, the build) | ${median(peak).toFixed(0)} MiB | ${Math.min(...peak).toFixed(0)}–${Math.max(...peak).toFixed(0)} MiB |
`);
}

const cpu = os.cpus();
const SQLITE_VERSION = (new DatabaseSync(":memory:").prepare("SELECT sqlite_version() AS v").get() as { v: string }).v;
const report = `# Import benchmark

\`npm run bench:import\` (scripts/bench-import.ts), ${RUNS} runs per data set, medians. Each run imports into
a fresh local D1 exactly as \`npm run import\` does (it runs that script), then runs it again over the same
database. Peak memory is the sum of the resident memory of the import's whole process tree (Node and
workerd), sampled every 200 ms from /proc (proportional set size, so shared pages count once).

**The physical limit**: after each run, every row of the imported database is read and inserted with
prepared statements, in one transaction, into a fresh plain SQLite file with the same schema (the
migrations: indexes and triggers included) — node:sqlite (SQLite ${SQLITE_VERSION}) in one process, no
Worker, no D1, no JSON parsing. The import does more than that (it parses and checks every file and
derives scorecards and aggregates with the core), so the ratio says what all of that costs on top.

The import parses, checks and derives each match in two Node threads (scripts/lib/prepare) while
the main thread writes the ones before it into the local D1's SQLite file (decisions 039 and 044). The repeat run hashes each archive
and passes unchanged ones by; the bundle's files are hashed one by one; it sends nothing.

Goals (issue 30): the whole default data within 3 minutes and ≤ 3 × plain SQLite, the site answering
within 30 s of a first \`npm start\`, a repeat start ≤ 10 s, peak memory ≤ 1 GB, on this 2-core machine.

${sections.join("\n")}
Machine: ${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Date: ${new Date().toISOString().slice(0, 10)}. Shared machine: medians of noisy runs.
`;
writeFileSync(path.join(REPO_ROOT, "docs/benchmarks/import.md"), report);
console.log(report);
