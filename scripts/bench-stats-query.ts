/**
 * npm run bench:stats-query [-- --state <dir>] [--requests 40]
 * The stats query at the full data (issue 35, decisions 054, 059 and 063): fourteen representative questions,
 * the broadest included, each asked three ways in alternation so the machine's noise falls on all
 * alike:
 * - the data read through the stored totals, straight from D1 (the tools Worker, no cache);
 * - the same read over every innings line (`lines=1`: decision 054's statement, the baseline);
 * - the rendered page, served by the production build (workerd, real D1, demo clock off), each
 *   request another page of the answer, so neither the edge's page copy nor the data cache answers.
 * `--state` serves a database imported before (`CRICKET_STATE_DIR=<dir> npm run import`); without
 * it the default data (bundle + history + world) is imported first into a throwaway one.
 * Goals: p50 ≤ 50 ms for the read, ≤ 100 ms for the page. Results: docs/benchmarks/stats-query.md.
 */
import "./lib/node-version.ts";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { STATS_QUERY_PATH } from "../app/data/stats-query.ts";
import { privateBuild, startSite } from "./lib/bench/site.ts";
import { cricsheetSources, REPO_ROOT } from "./lib/paths.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";

const { values } = parseArgs({ options: { state: { type: "string" }, requests: { type: "string", default: "40" } } });
const REQUESTS = Number(values.requests);
const WARMUP = 5;
const GOAL = { read: 50, page: 100 };

/** The questions: the stats menu's ready-made ones, the broadest and those the totals cannot answer. */
const QUERIES = [
  "format=test&from=2001",
  "format=test&from=2024&to=2024",
  "format=odi&from=2023&to=2023",
  "view=bowling&format=t20i&from=2024&to=2024",
  "format=ipl",
  "format=odi&from=2023&to=2023&group=innings",
  "view=bowling&format=test&from=2001&group=team",
  "format=odi&gender=women&from=2020",
  "view=fielding&format=t20i",
  "format=odi&group=opposition&team=TEAM",
  // Partnerships (stored stands, decision 063): the broadest by pair, and the list of every ODI stand.
  "view=partnerships&format=test&from=2001&group=pair",
  "view=partnerships&format=odi&group=innings",
  // Host country and home/away: lines (the totals keep neither) and a side's results.
  "format=test&host=India&from=2001",
  "view=results&format=t20i&homeaway=home&group=team",
];

function importDefaultData(): string {
  const sources = cricsheetSources();
  if (!sources) throw new Error("no Cricsheet data (../shared/data/cricsheet, cricsheet-history and cricsheet-world)");
  const state = mkdtempSync(path.join(os.tmpdir(), "cricket-bench-stats-"));
  const result = spawnSync(process.execPath, [path.join(REPO_ROOT, "scripts/import.ts"), sources.join(path.delimiter)], {
    cwd: REPO_ROOT,
    env: { ...process.env, CRICKET_STATE_DIR: state },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`import failed:\n${result.stdout}${result.stderr}`);
  return state;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

const state = values.state ?? importDefaultData();
// The edge caches an earlier run left in the state (the Cache API persists there): no page or read is served from them.
rmSync(path.join(state, "v3/cache"), { recursive: true, force: true });
const build = await privateBuild();
const site = await startSite(build, { state, vars: { DEMO_CLOCK: "off" } });
const tools = await startToolsWorker(state);
try {
  // The summing step an import ends with (a database imported before migration 0045 has it all due).
  const summed = await tools.call<{ summed: number; left: number; stands: number }>("/stats-totals", { method: "POST" });
  const stands = { n: summed.stands };
  const india = (await tools.call<{ teams: { id: number; name: string; gender: string }[] }>("/entities")).teams.find(
    (team) => team.name === "India" && team.gender === "male",
  )!;
  const timed = async (request: () => Promise<Response>, what: string) => {
    const started = performance.now();
    const response = await request();
    const ms = performance.now() - started;
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
    return ms;
  };
  const rows: { line: string; read: number; page: number }[] = [];
  for (const template of QUERIES) {
    const query = template.replace("TEAM", String(india.id));
    const times = { totals: [] as number[], lines: [] as number[], page: [] as number[] };
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const reads = {
        totals: () => timed(() => tools.fetch(`/adapter/stats-query?${query}`), `${query} (totals)`),
        lines: () => timed(() => tools.fetch(`/adapter/stats-query?${query}&lines=1`), `${query} (lines)`),
        // Page i + 2: another address each time (page 1 is the canonical URL without a page).
        page: () => timed(() => fetch(`${site.url}${STATS_QUERY_PATH}?${query}&page=${i + 2}`), `${query} (page)`),
      };
      const order = (["totals", "lines", "page"] as const).map((_, k, all) => all[(k + i) % all.length]!);
      for (const which of order) {
        const ms = await reads[which]();
        if (i >= WARMUP) times[which].push(ms);
      }
    }
    const [read, baseline, page] = [median(times.totals), median(times.lines), median(times.page)];
    const row = `| \`${template}\` | ${read.toFixed(1)} ${read <= GOAL.read ? "✓" : "✗"} | ${baseline.toFixed(1)} | ${(read / baseline).toFixed(2)} | ${page.toFixed(1)} ${page <= GOAL.page ? "✓" : "✗"} |`;
    console.log(row);
    rows.push({ line: row, read, page });
  }
  const cpu = os.cpus();
  const report = `# Stats query at the full data (issue 35)

\`npm run bench:stats-query\` (scripts/bench-stats-query.ts): ${QUERIES.length} questions against the default data
(bundle + history + world), each asked ${REQUESTS} times after ${WARMUP} warm-up, three ways in
alternation: the data read through the stored totals (decision 059) and the same read over every
innings line (decision 054, the baseline), both straight from D1 through the tools Worker; and the
rendered page from the production build (workerd, real D1, demo clock off), each request another page
of the answer so that no cache answers. Medians, in ms; ratio = totals ÷ lines in the same run.
Goals: read ≤ ${GOAL.read} ms, page ≤ ${GOAL.page} ms. TEAM is India's id. The database's due series
were summed first (${summed.summed} series).

| query | read, totals | read, lines | ratio | page |
|---|---:|---:|---:|---:|
${rows.map((row) => row.line).join("\n")}

The totals answer queries grouped by player, or by team (the sides' totals, decision 063), filtered
by format, gender, player, team, series and years; the others (a list of innings, grouped by
opposition, a host country) read the lines in both columns, and partnerships their stored stands
(${stands.n} rows) in both. Over the ${QUERIES.length}: median read ${median(rows.map((row) => row.read)).toFixed(1)} ms, median page ${median(rows.map((row) => row.page)).toFixed(1)} ms.

Machine: ${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Date: ${new Date().toISOString().slice(0, 10)}. Shared machine: medians of noisy runs.
`;
  writeFileSync(path.join(REPO_ROOT, "docs/benchmarks/stats-query.md"), report);
  console.log(report);
} finally {
  await Promise.all([tools.dispose(), site.stop()]);
  if (!values.state) rmSync(state, { recursive: true, force: true });
  rmSync(build, { recursive: true, force: true });
}
