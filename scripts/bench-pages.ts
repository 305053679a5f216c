/**
 * npm run bench:pages [-- --requests 200 --seconds 5 --readers 2000 --only home]
 * Every public page type at the speed of a static file? (issue 17, docs/decisions/019). The
 * production build served by workerd on a fresh D1 with the bundle imported, measured against the
 * site's own static CSS file in the same run (these machines are shared and noisy: the ratio is
 * what compares):
 *
 * - TTFB p50/p99 with one client, as readers get each page (the edge copy: `x-page-cache` hit) and
 *   rendered (each request a new query string, so never a copy);
 * - requests per second with 8 clients, as readers get it, and its ratio to the static file's;
 * - renders per ball: a scored match, one ball posted, then `--readers` pages asking for the new
 *   seq at once, as open match pages do after a push: how many were rendered.
 *
 * Goals on this machine: a kept page TTFB p50 ≤ 10 ms, a render ≤ 25 ms, 8-client req/s ≥ 60 % of
 * the static file's, renders per ball ≤ 5. Results: docs/benchmarks/pages.md.
 *
 * `--only <text>`: just the pages whose name contains it (and the static file they are compared
 * with), printed and not written to the results file, which holds whole runs only; no renders per ball.
 *
 * Cold scorecards (issue 36, docs/decisions/041): the scorecard of every finished match of the
 * bundle, each read once, on a data cache that has never seen it: what a reader pays the first
 * time a match is asked for. `--baseline <dir>`: another build's build/ directory (e.g. main's,
 * built in a worktree of its own) served side by side on a copy of the same database, the two
 * asked in turn, match by match, so that the machine's load falls on both alike.
 * `--only cold` runs just that part.
 */
import "./lib/node-version.ts";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEV_ADMIN_TOKEN } from "../app/backend/admin/admin-access.server.ts";
import { parseCricsheet } from "../app/data/cricsheet.ts";
import { importCricsheet } from "./lib/import-cricsheet.ts";
import { privateBuild, startSite } from "./lib/bench/site.ts";
import { migrateLocalD1 } from "./lib/local-d1.ts";
import { cricsheetDir, REPO_ROOT } from "./lib/paths.ts";
import { createMatch, replaySteps, ScoringClient, stepPlayer } from "./lib/replay-core.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "200" },
    seconds: { type: "string", default: "5" },
    readers: { type: "string", default: "2000" },
    only: { type: "string" },
    baseline: { type: "string" },
  },
});
const REQUESTS = Number(values.requests);
const SECONDS = Number(values.seconds);
const READERS = Number(values.readers);
const ONLY = values.only?.toLowerCase();
const WARMUP = 10;
const CLIENTS = 8;
const GOALS = { keptP50: 10, renderP50: 25, throughput: 0.6, rendersPerBall: 5 };
const FINAL = 1415755; // the 2024 T20 World Cup final: in the bundle
const BROWSER = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench-pages" };

const bundle = cricsheetDir();
if (!bundle) throw new Error("no Cricsheet bundle (../shared/data/cricsheet)");

const percentile = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const state = mkdtempSync(path.join(os.tmpdir(), "cricket-bench-pages-"));
migrateLocalD1(state);
const tools = await startToolsWorker(state);
await importCricsheet(tools, bundle);
await tools.dispose();
// The baseline's own copy of the database, taken before either site has read (or cached) anything.
const baselineState = values.baseline ? mkdtempSync(path.join(os.tmpdir(), "cricket-bench-pages-baseline-")) : null;
if (baselineState) cpSync(state, baselineState, { recursive: true });
const build = await privateBuild();
// The demo clock off: the same pages every run; the live match is one scored here.
const site = await startSite(build, { state, vars: { DEMO_CLOCK: "off" } });
const baseline =
  values.baseline && baselineState
    ? await startSite(path.resolve(values.baseline), { state: baselineState, vars: { DEMO_CLOCK: "off" } })
    : null;

async function location(pathname: string): Promise<string> {
  const moved = await fetch(`${site.url}${pathname}`, { redirect: "manual", headers: BROWSER });
  const to = moved.headers.get("location");
  if (!to) throw new Error(`${pathname}: no redirect (${moved.status})`);
  return new URL(to, site.url).pathname;
}

/** One timed request: time to headers, the edge's answer, the body read to the end. */
async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers: { ...BROWSER, ...headers } });
  const ttfb = performance.now() - started;
  await response.arrayBuffer();
  return { ttfb, status: response.status, cache: response.headers.get("x-page-cache") ?? "-" };
}

/** The bundle's match types by match id (its manifest), to tell a T20's scorecard from a Test's. */
function matchTypes(): Map<number, string> {
  const [, ...lines] = readFileSync(path.join(bundle!, "manifest.csv"), "utf8").trim().split("\n");
  return new Map(lines.map((line) => line.split(",")).map(([, id, type]) => [Number(id), type!] as const));
}

/**
 * Every finished match's scorecard once, on a cold data cache (each match's first read), with the
 * baseline's asked in turn when there is one. TTFB: the page's loaders have all answered by then.
 */
async function coldScorecards(): Promise<string[]> {
  const types = matchTypes();
  const sitemap = await (await fetch(`${site.url}/sitemaps/matches/1`, { headers: BROWSER })).text();
  const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/live-cricket-scores\/(\d+)\/[^<]+)<\/loc>/g)]
    .map((m) => ({ path: `${m[1]}/scorecard`, type: types.get(Number(m[2])) }))
    .filter((page): page is { path: string; type: string } => page.type !== undefined);
  const times = new Map<string, { current: number[]; baseline: number[] }>();
  for (const [index, page] of pages.entries()) {
    const sites = baseline ? (index % 2 === 0 ? [site, baseline] : [baseline, site]) : [site];
    for (const one of sites) {
      const answer = await timed(`${one.url}${page.path}`);
      if (answer.status !== 200) throw new Error(`${page.path}: HTTP ${answer.status}`);
      for (const type of [page.type, "all"]) {
        const row = times.get(type) ?? { current: [], baseline: [] };
        row[one === site ? "current" : "baseline"].push(answer.ttfb);
        times.set(type, row);
      }
    }
  }
  const ms = (list: number[]) => `${percentile(list, 50).toFixed(1)} / ${percentile(list, 90).toFixed(1)} ms`;
  return ["T20", "ODI", "Test", "all"].flatMap((type) => {
    const row = times.get(type);
    if (!row) return [];
    const ratio = baseline ? ` | ${ms(row.baseline)} | ${(percentile(row.current, 50) / percentile(row.baseline, 50)).toFixed(2)}` : "";
    return [`| ${type} | ${row.current.length} | ${ms(row.current)}${ratio} |`];
  });
}

async function latency(url: (i: number) => string) {
  const times: number[] = [];
  const caches = new Map<string, number>();
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const answer = await timed(url(i));
    if (answer.status >= 500) throw new Error(`${url(i)}: HTTP ${answer.status}`);
    if (i < WARMUP) continue;
    times.push(answer.ttfb);
    caches.set(answer.cache, (caches.get(answer.cache) ?? 0) + 1);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99), caches };
}

async function throughput(url: string): Promise<number> {
  const until = performance.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < until) {
        const response = await fetch(url, { headers: BROWSER });
        await response.arrayBuffer();
        done++;
      }
    }),
  );
  return done / SECONDS;
}

try {
  // First, before any page has read a match.
  const cold = ONLY === undefined || "cold".includes(ONLY) ? await coldScorecards() : [];
  const home = await (await fetch(`${site.url}/`, { headers: BROWSER })).text();
  const css = /href="(\/assets\/[^"]+\.css)"/.exec(home)![1]!;
  const finalPage = await location(`/live-cricket-scores/${FINAL}`);
  const series = /href="(\/cricket-series\/\d+\/[^"]+)"/.exec(await (await fetch(`${site.url}${finalPage}`)).text())![1]!;
  const scorecard = await (await fetch(`${site.url}${finalPage}/scorecard`)).text();
  const profile = /href="(\/profiles\/[0-9a-f]{8}\/[^"]+)"/.exec(scorecard)![1]!;
  const directory = await (await fetch(`${site.url}/cricket-team`)).text();
  const team = /href="(\/cricket_team\/india\/\d+)"/.exec(directory)![1]!;
  const article = await location(`/cricket-news/report-${FINAL}`);
  const galleries = await (await fetch(`${site.url}/cricket-photo-gallery`, { headers: BROWSER })).text();
  const gallery = /href="(\/cricket-gallery\/\d+\/[^"]+)"/.exec(galleries)![1]!;

  // A live match: scored through the API, a few balls in.
  const client = new ScoringClient(site.url);
  const file = parseCricsheet(readFileSync(path.join(bundle, `t20i/icc-mens-t20-world-cup-2024/${FINAL}.json`), "utf8"));
  const live = await createMatch(client, file, DEV_ADMIN_TOKEN);
  const steps = replaySteps(file, { innings: 1 });
  const play = stepPlayer(client, live, steps);
  await play(2 + 12);

  type Page = { name: string; path: string; static?: true };
  const everyPage: Page[] = [
    { name: "static CSS file (baseline)", path: css, static: true },
    { name: "home", path: "/" },
    { name: "live matches hub", path: "/cricket-match/live-scores" },
    { name: "recent matches hub", path: "/cricket-match/live-scores/recent-matches" },
    { name: "finished match: commentary", path: finalPage },
    { name: "finished match: scorecard", path: `${finalPage}/scorecard` },
    { name: "live match: commentary", path: live.url },
    { name: "live match: scorecard", path: `${live.url}/scorecard` },
    { name: "search", path: "/search?q=kohli" },
    { name: "404 page", path: "/no/such/page" },
    { name: "series: points table", path: `${series}/pointtable` },
    { name: "player profile", path: profile },
    { name: "team: stats", path: `${team}/stats` },
    { name: "rankings", path: "/cricket-stats/icc-rankings/men/batting" },
    { name: "championship table", path: "/cricket-stats/points-table/test/world-test-championship-2023-25" },
    { name: "news article", path: article },
    { name: "news section", path: "/cricket_news" },
    { name: "photo galleries", path: "/cricket-photo-gallery" },
    { name: "photo gallery", path: gallery },
    { name: "videos", path: "/cricket-videos" },
    { name: "privacy policy", path: "/info/privacy" },
  ];
  const pages = ONLY === undefined ? everyPage : everyPage.filter((page) => page.static || page.name.toLowerCase().includes(ONLY));

  const coldTable = `| match type | scorecards | cold TTFB p50 / p90${baseline ? ` | baseline (${values.baseline}) p50 / p90 | p50 ratio` : ""} |
|---|---:|---:|${baseline ? "---:|---:|" : ""}
${cold.join("\n")}`;
  if (cold.length > 0) console.log(coldTable);

  const rows: string[] = [];
  for (const page of pages) {
    const url = `${site.url}${page.path}`;
    const kept = await latency(() => url);
    const sep = page.path.includes("?") ? "&" : "?";
    const rendered = page.static ? null : await latency((i) => `${url}${sep}bench=${Date.now()}-${i}`);
    // The static file's rate measured right before each page's: the machine's load falls on both.
    const staticRate = await throughput(`${site.url}${css}`);
    const rate = page.static ? staticRate : await throughput(url);
    const ratio = rate / staticRate;
    const hits = [...kept.caches.entries()].map(([state, n]) => `${state} ${n}`).join(", ");
    const keptOk = page.static || kept.p50 <= GOALS.keptP50;
    const renderOk = !rendered || rendered.p50 <= GOALS.renderP50;
    const row = `| ${page.name} | ${kept.p50.toFixed(1)} / ${kept.p99.toFixed(1)} ms ${keptOk ? "✓" : "✗"} | ${
      rendered ? `${rendered.p50.toFixed(1)} / ${rendered.p99.toFixed(1)} ms ${renderOk ? "✓" : "✗"}` : "—"
    } | ${rate.toFixed(0)} | ${(ratio * 100).toFixed(0)} % ${page.static || ratio >= GOALS.throughput ? "✓" : "✗"} | ${page.static ? "—" : hits} |`;
    console.log(row);
    rows.push(row);
  }

  // A partial run is printed only: the results file holds whole runs.
  if (ONLY === undefined) {
    // Renders per ball: one ball, then every open page asks for the new seq at once.
    const renders: number[] = [];
    for (let ball = 0; ball < 3; ball++) {
      await play(1);
      // The room's position, as its push tells open pages (the polling fallback's answer).
      const { messages } = (await (await fetch(`${site.url}/live/match/${live.matchId}`, { headers: BROWSER })).json()) as {
        messages: { seq?: number; snapshot?: { seq?: number } }[];
      };
      const seq = Math.max(...messages.map((m) => m.seq ?? m.snapshot?.seq ?? 0));
      const headers = { "x-live-seq": String(seq) };
      const answers = await Promise.all(Array.from({ length: READERS }, () => timed(`${site.url}${live.url}`, headers)));
      renders.push(answers.filter((a) => a.cache === "miss" || a.cache === "render").length);
    }
    const perBall = percentile(renders, 50);
    const ballRow = `Renders per ball with ${READERS.toLocaleString("en")} open pages asking at once: ${renders.join(", ")} in three balls (median ${perBall}; goal ≤ ${GOALS.rendersPerBall}) ${perBall <= GOALS.rendersPerBall ? "✓" : "✗"}`;
    console.log(ballRow);

    const cpu = os.cpus();
    const report = `# Pages at the edge

\`npm run bench:pages\` (scripts/bench-pages.ts): the production build served by workerd on a fresh D1
(the 257-match bundle; demo clock off; a match scored through the API for the live pages), one
client for latency (${REQUESTS} timed requests after ${WARMUP} warm-up), ${CLIENTS} clients for ${SECONDS} s for throughput.
"Kept": as readers get the page (the edge copy, docs/decisions/019); "rendered": each request a new
query string, so rendered every time. The ratio compares with the site's static CSS file, measured
right before each page's throughput.
Goals (issue 17): kept p50 ≤ ${GOALS.keptP50} ms, rendered p50 ≤ ${GOALS.renderP50} ms, 8-client req/s ≥ ${GOALS.throughput * 100} % of the static file's.

| page | kept TTFB p50 / p99 | rendered TTFB p50 / p99 | req/s, ${CLIENTS} clients | vs static file | edge answers (kept run) |
|---|---:|---:|---:|---:|---|
${rows.join("\n")}

${ballRow}.

Cold scorecards: every finished match's scorecard once, each on a data cache that has never read
that match (TTFB, the loaders all answered).

${coldTable}

Machine: ${cpu.length} × ${cpu[0]?.model ?? "unknown CPU"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Date: ${new Date().toISOString().slice(0, 10)}. Shared machine: medians of noisy runs; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(", ")}.
`;
    writeFileSync(path.join(REPO_ROOT, "docs/benchmarks/pages.md"), report);
    console.log(report);
  }
} finally {
  await site.stop();
  await baseline?.stop();
}
