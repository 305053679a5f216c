/**
 * npm run bench:lighthouse [-- BASE_URL] [--runs 3] [--pages home,search] — full mobile Lighthouse (performance,
 * accessibility, best practices, SEO; the default simulated slow 4G and 4× CPU slowdown) on one URL
 * of each public page type of a running site (`npm start`, default http://localhost:8787), with
 * Debian's Chromium. Each page is audited `--runs` times; the table gives the median of each figure.
 * `--pages` keeps the page types named (comma-separated, as the table names them); such a partial
 * run is printed, not written to the results file.
 * Goal (issue 17): performance ≥ 95 on every page type. Results: docs/benchmarks/lighthouse.md.
 */
import "./lib/node-version.ts";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEV_ADMIN_TOKEN } from "../app/backend/admin/admin-access.server.ts";
import { type Category, launchLighthouseChromium, runLighthouse, score } from "./lib/lighthouse.ts";
import { cricsheetDir, REPO_ROOT } from "./lib/paths.ts";
import { publicPageTypes, scoredLiveMatch } from "./lib/public-pages.ts";

const { values, positionals } = parseArgs({
  options: { runs: { type: "string", default: "3" }, pages: { type: "string" } },
  allowPositionals: true,
});
const RUNS = Number(values.runs);
const ONLY = values.pages?.split(",").map((name) => name.trim()) ?? null;
const BASE = (positionals[0] ?? "http://localhost:8787").replace(/\/+$/, "");
const GOAL = 95;
const CATEGORIES: Category[] = ["performance", "accessibility", "best-practices", "seo"];

const median = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const bundle = cricsheetDir();
if (!bundle) throw new Error("no Cricsheet bundle (../shared/data/cricsheet or CRICSHEET_DIR) for the live match");
if (!(await fetch(`${BASE}/api/health`).catch(() => null))?.ok) throw new Error(`no site at ${BASE}: start one with npm start`);

const live = await scoredLiveMatch(BASE, process.env.ADMIN_TOKEN || DEV_ADMIN_TOKEN, bundle);
const browser = await launchLighthouseChromium();
// Stopped by hand: the browser and the scored match go too.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => void Promise.allSettled([browser.close(), live.remove()]).then(() => process.exit(130)));
const rows: string[] = [];
const misses: string[] = [];
const started = Date.now();
let version = "";
try {
  const pages = (await publicPageTypes(BASE, live.path, "tabs")).filter((page) => !ONLY || ONLY.includes(page.name));
  console.log(`${pages.length} page types × ${RUNS} runs against ${BASE}`);
  for (const page of pages) {
    const runs: { scores: number[]; lcp: number; tbt: number; cls: number }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await runLighthouse(BASE + page.path, browser.port, CATEGORIES, { errorPage: page.status === 404 });
      version = result.lighthouseVersion;
      runs.push({
        scores: CATEGORIES.map((category) => score(result, category) ?? Number.NaN),
        lcp: result.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbt: result.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        cls: result.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      });
    }
    const scores = CATEGORIES.map((_, i) => median(runs.map((r) => r.scores[i]!)));
    const [performance] = scores;
    const lcp = median(runs.map((r) => r.lcp));
    const row = `| ${page.name} | \`${page.path}\` | ${performance} ${performance! >= GOAL ? "✓" : "✗"} | ${scores.slice(1).join(" / ")} | ${(lcp / 1000).toFixed(2)} s | ${Math.round(median(runs.map((r) => r.tbt)))} ms | ${median(runs.map((r) => r.cls)).toFixed(3)} | ${runs.map((r) => r.scores[0]).join(", ")} |`;
    console.log(row);
    rows.push(row);
    if (performance! < GOAL) misses.push(`${page.name}: performance ${performance}`);
  }
} finally {
  await Promise.all([browser.close(), live.remove()]);
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const cpu = os.cpus();
const report = `# Lighthouse, mobile

\`npm run bench:lighthouse${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}\` (scripts/bench-lighthouse.ts): Lighthouse ${version} with Debian's Chromium against the
production build served by \`npm start\` (the data it imported, demo clock on), its
default mobile settings: a 412 × 823 screen, simulated slow 4G (150 ms RTT, 1.6 Mbps) and 4× CPU
slowdown. The live match is a copy of the 2024 T20 World Cup final scored through the API, two
overs in. Each page ${RUNS} run${RUNS === 1 ? "" : "s"}; every figure is the median of its runs. Goal (issue 17):
performance ≥ ${GOAL} on every public page type; accessibility, best practices and SEO 100, which
\`npm test\` checks (tests/e2e/lighthouse.test.ts). The 404 page answers 404 on purpose, which
SEO's status audit and the console's network line count against it.

| page | path | performance | accessibility / best practices / SEO | LCP | TBT | CLS | performance of each run |
|---|---|---:|---:|---:|---:|---:|---|
${rows.join("\n")}

${misses.length ? `Below the goal:\n${misses.map((m) => `- ${m}`).join("\n")}` : `Every page type at ${GOAL} or more.`}

Machine: ${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Date: ${new Date().toISOString().slice(0, 10)}; ${minutes} minutes. Shared machine: load average at the end ${os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(", ")} (Lighthouse's simulation scales the CPU time it observes, so a busy machine lowers TBT-driven scores).
`;
// The results file holds whole runs only: a run of some pages (--pages) is printed, not written.
if (!ONLY) writeFileSync(path.join(REPO_ROOT, "docs/benchmarks/lighthouse.md"), report);
console.log(report);
