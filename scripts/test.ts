/**
 * npm test — every test: lint, format and layer checks, typecheck, production build and the browser
 * tests' database (a throwaway D1 filled from ../shared/data/cricsheet), side by side; then four
 * Vitest runs side by side: the unit and Worker tests inside workerd ([rest]); the Chromium tests,
 * one file at a time, against a site served by wrangler ([e2e]); the Chromium tests that only read
 * pages against a third site ([e2e-read]); the data tests, then the files that only read a site
 * (Lighthouse, the one-present walk) against a second site on a copy of the same database ([data]).
 * Decisions 038 and 043; the
 * profile is docs/benchmarks/test-loop.md.
 */
import "./lib/node-version.ts";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { setPriority, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { importCricsheet } from "./lib/import-cricsheet.ts";
import { migrateLocalD1Async } from "./lib/local-d1.ts";
import { cricsheetDir, REPO_ROOT } from "./lib/paths.ts";
import { BIN } from "./lib/run.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";
import { TEST_REPLAY_SERIES } from "./lib/test-replay.ts";
import { startOidcProvider } from "../tests/support/oidc-provider.ts";

const step = (title: string) => console.log(`\n── ${title}`);

const dataDir = cricsheetDir();
if (!dataDir) {
  console.error("Tests read the Cricsheet bundle from ../shared/data/cricsheet (or CRICSHEET_DIR); neither exists.");
  process.exit(1);
}

/**
 * `npm test -- <files>` runs only those test files, each in its own run (browser tests against the
 * site, data tests and Lighthouse against theirs, the rest in [rest]), after the build and the
 * database, without the checks and the typecheck: a quick loop for one change. No files: everything.
 */
const onlyFiles = process.argv.slice(2).map((file) => path.relative(REPO_ROOT, path.resolve(file)));
const chosen = (pick: (file: string) => boolean) => onlyFiles.filter(pick);
/**
 * Files of tests/e2e that only read a site (Lighthouse, the one-present walk, the rankings pages):
 * they run in [data], against the second site, which no other test writes to, so the browser
 * tests' run (the longest of the three) is shorter.
 */
const SITE_READERS = ["tests/e2e/lighthouse.test.ts", "tests/e2e/one-present.test.ts", "tests/e2e/rankings.test.ts"];
/**
 * Browser files that only read pages (no sign-in, no desk, no scoring): a fourth run ([e2e-read])
 * against a third site on its own copy of the database, beside the browser tests that write. The
 * four runs together keep both cores busy (three left one idle about 40 % of the time).
 */
const BROWSER_READERS = [
  "tests/e2e/team-pages.test.ts",
  "tests/e2e/layout-widths.test.ts",
  "tests/e2e/series-pages.test.ts",
  "tests/e2e/series-venues.test.ts",
  "tests/e2e/schedule-pages.test.ts",
  "tests/e2e/profiles.test.ts",
];
/**
 * The hybrid source's Worker tests run one file at a time (they share one held provider's faults
 * and call counts): a project that Vitest will not run beside the parallel Worker projects in one
 * run, so they run in [e2e-read], which has time to spare, after its browser files.
 */
const HYBRID_TESTS = "tests/worker-hybrid/";
const isBrowserReaderFile = (file: string) => BROWSER_READERS.includes(file) || file.startsWith(HYBRID_TESTS);
const isBrowserFile = (file: string) => file.startsWith("tests/e2e/") && !SITE_READERS.includes(file) && !isBrowserReaderFile(file);
const isDataRunFile = (file: string) => file.startsWith("tests/data/") || SITE_READERS.includes(file);

const began = performance.now();
/** Each phase's start and end, in seconds from the start of the run (printed at the end: the profile). */
const phases: { name: string; start: number; end: number }[] = [];
async function timed<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = (performance.now() - began) / 1000;
  try {
    return await work();
  } finally {
    phases.push({ name, start, end: (performance.now() - began) / 1000 });
  }
}
/** A failed preparation stops the run: every child started with this signal is killed. */
const abort = new AbortController();
const { signal } = abort;
const failures: string[] = [];
function failed(error: Error): never {
  failures.push(error.message);
  abort.abort();
  throw error;
}
/** A failed test run is reported at the end; the other run goes on. */
function reported(error: Error): never {
  if (!signal.aborted) failures.push(error.message);
  throw error;
}

// The preparations do not depend on each other: checks, typecheck, build and the browser tests'
// database run side by side (most of each is one process waiting on files or on workerd). The
// tests start once the checks and typecheck are done too: tests/structure/layers.test.ts writes
// fixture files with forbidden imports into the tree, which the checks and tsc must not see.
step("checks, typecheck, build and the browser tests' database, side by side");
const SOURCES = ["app", "workers", "scripts", "tests"];
const checks =
  onlyFiles.length > 0
    ? Promise.resolve()
    : timed("lint, format and layers", () =>
        Promise.all([
          quiet("biome lint", BIN.biome, ["lint", ...SOURCES], { background: true }),
          quiet("biome format", BIN.biome, ["format", ...SOURCES], { background: true }),
          quiet("dependency-cruiser", BIN.depcruise, ["--config", ".dependency-cruiser.cjs", ...SOURCES], { background: true }),
        ]).catch((error: Error) =>
          failed(new Error(`${error.message}\n(npm run format rewrites the formatting; lint and layer findings are fixed by hand)`)),
        ),
      );
const typecheck =
  onlyFiles.length > 0
    ? Promise.resolve()
    : timed("typecheck", async () => {
        await quiet("wrangler types", BIN.wrangler, ["types", "--strict-vars=false"], { background: true });
        await quiet("react-router typegen", BIN.reactRouter, ["typegen"], { background: true });
        await quiet("tsc", BIN.tsc, ["--noEmit"], { background: true });
      }).catch(failed);
const build = timed("build", () => quiet("react-router build", BIN.reactRouter, ["build"])).catch(failed);
const state = mkdtempSync(path.join(tmpdir(), "cricket-e2e-"));
// Copies for the data tests: the migrated database (they start from it instead of running wrangler
// ten times) and the imported bundle (cross-source reads it instead of importing it again).
const migratedCopy = mkdtempSync(path.join(tmpdir(), "cricket-migrated-"));
const bundleCopy = mkdtempSync(path.join(tmpdir(), "cricket-bundle-"));
// Lighthouse's own site serves a copy of the browser tests' database: the live match it scores
// never shows on the pages the browser tests read beside it.
const lighthouseState = mkdtempSync(path.join(tmpdir(), "cricket-lighthouse-"));
const readersState = mkdtempSync(path.join(tmpdir(), "cricket-readers-"));
const site = timed("the browser tests' database (import of the bundle)", async () => {
  await migrateLocalD1Async(state);
  cpSync(state, migratedCopy, { recursive: true });
  const tools = await startToolsWorker(state);
  try {
    const imported = await importCricsheet(tools, dataDir);
    // The demo clock replays real calendars (no replay is in play at some hours): the site plays IPL
    // 2025's first match, 10 minutes in now, so the browser tests always find one being played.
    const { epoch } = await tools.call<{ epoch: number }>(
      `/demo-clock/epoch-in-play?at=${Date.now()}&series=${encodeURIComponent(TEST_REPLAY_SERIES)}`,
    );
    console.log(`imported ${imported.totals.matches} matches into ${state}; demo clock epoch ${new Date(epoch).toISOString()}`);
    return epoch;
  } finally {
    await tools.dispose();
    cpSync(state, bundleCopy, { recursive: true });
    cpSync(state, lighthouseState, { recursive: true });
    cpSync(state, readersState, { recursive: true });
  }
}).catch(failed);

let exitCode = 1;
const servers: ChildProcess[] = [];
let oidc: Awaited<ReturnType<typeof startOidcProvider>> | undefined;
try {
  // Three Vitest runs side by side, each as soon as what it needs is there. Vitest runs the files of
  // a project without file parallelism (data, e2e) one at a time after all the others, so the data
  // tests and Lighthouse (the two longest serial runs) each get a run of their own beside the
  // browser tests, instead of one after them.
  const testEnv = { ...process.env, CRICKET_MIGRATED_DB: migratedCopy, CRICKET_BUNDLE_DB: bundleCopy };
  const checked = Promise.all([checks, typecheck, build]);
  const restFiles = chosen((file) => !isBrowserFile(file) && !isDataRunFile(file) && !isBrowserReaderFile(file));
  const browserFiles = chosen(isBrowserFile);
  const dataFiles = chosen(isDataRunFile);
  const readerFiles = chosen(isBrowserReaderFile);
  const runs = (files: string[], all: string[]) => (onlyFiles.length === 0 ? all : files);
  const rest =
    onlyFiles.length > 0 && restFiles.length === 0
      ? Promise.resolve()
      : checked.then(() =>
          timed("vitest [rest]: unit and Worker tests", () =>
            labelled("rest", ["run", "--project", "unit", "--project", "worker*", "--exclude", `${HYBRID_TESTS}**`, ...restFiles], testEnv),
          ).catch(reported),
        );
  const oidcReady = Promise.all([site, checked]).then(([epoch]) => siteSettings(epoch).catch(failed));
  // One site, then the other: two wrangler dev started at once can pick the same internal port.
  const browserSite = oidcReady.then(({ urls, vars }) =>
    timed("the browser tests' site: wrangler dev up", () => startSite(urls[0], state, vars)).catch(failed),
  );
  const lighthouseSite = Promise.all([oidcReady, browserSite]).then(([{ urls, vars }]) =>
    onlyFiles.length > 0 && dataFiles.length === 0
      ? undefined
      : timed("Lighthouse's site: wrangler dev up", () => startSite(urls[1], lighthouseState, vars)).catch(failed),
  );
  const readersSite = Promise.all([oidcReady, lighthouseSite]).then(([{ urls, vars }]) =>
    onlyFiles.length > 0 && readerFiles.length === 0
      ? undefined
      : timed("the page readers' site: wrangler dev up", () => startSite(urls[2], readersState, vars)).catch(failed),
  );
  const notHere = [...SITE_READERS, ...BROWSER_READERS].flatMap((file) => ["--exclude", file]);
  const browser = Promise.all([oidcReady, browserSite]).then(([{ urls, issuer }]) =>
    timed("vitest [e2e]: browser tests", () =>
      onlyFiles.length > 0 && browserFiles.length === 0
        ? Promise.resolve()
        : labelled("e2e", ["run", "--project", "e2e", ...notHere, ...browserFiles], {
            ...testEnv,
            SITE_URL: urls[0],
            OIDC_TEST_ISSUER: issuer,
          }),
    ).catch(reported),
  );
  const data = Promise.all([oidcReady, lighthouseSite]).then(([{ urls, issuer }]) =>
    timed("vitest [data]: data tests, then Lighthouse and the one-present walk", () =>
      onlyFiles.length > 0 && dataFiles.length === 0
        ? Promise.resolve()
        : labelled("data", ["run", "--project", "data", "--project", "e2e", ...runs(dataFiles, ["tests/data/", ...SITE_READERS])], {
            ...testEnv,
            SITE_URL: urls[1],
            OIDC_TEST_ISSUER: issuer,
          }),
    ).catch(reported),
  );
  const readers = Promise.all([oidcReady, readersSite]).then(([{ urls, issuer }]) =>
    timed("vitest [e2e-read]: browser tests that only read pages, then the hybrid source's Worker tests", () =>
      onlyFiles.length > 0 && readerFiles.length === 0
        ? Promise.resolve()
        : labelled(
            "e2e-read",
            ["run", "--project", "e2e", "--project", "worker-hybrid", ...runs(readerFiles, [...BROWSER_READERS, HYBRID_TESTS])],
            {
              ...testEnv,
              SITE_URL: urls[2],
              OIDC_TEST_ISSUER: issuer,
            },
          ),
    ).catch(reported),
  );
  step("vitest: the unit and Worker tests [rest], the browser tests [e2e] and [e2e-read], the data tests and Lighthouse [data]");
  await Promise.allSettled([
    checks,
    typecheck,
    build,
    site,
    rest,
    oidcReady,
    browserSite,
    lighthouseSite,
    readersSite,
    browser,
    data,
    readers,
  ]);
  if (failures.length === 0) exitCode = 0;
} finally {
  for (const server of servers) server.kill("SIGTERM");
  await oidc?.close();
  for (const dir of [state, lighthouseState, readersState, bundleCopy, migratedCopy]) rmSync(dir, { recursive: true, force: true });
}
step(`phases (seconds from the start; the whole run ${((performance.now() - began) / 1000).toFixed(0)} s)`);
for (const { name, start, end } of phases.sort((a, b) => a.start - b.start)) {
  console.log(`${start.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)}  ${(end - start).toFixed(0).padStart(5)} s  ${name}`);
}
if (failures.length > 0) console.error(`\n${failures.join("\n")}`);
process.exit(exitCode);

/**
 * A command whose output is held and printed in one piece when it ends (side by side, the
 * commands' lines would interleave); stopped by the run's abort signal.
 */
async function quiet(label: string, script: string, args: string[], { background = false } = {}): Promise<void> {
  const child = spawn(process.execPath, [script, ...args], { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "pipe"], signal });
  // The checks yield the CPU to the build and the browser tests' import, which the browser tests
  // (the longest run) wait for; the checks have half a minute of slack before the Worker tests.
  if (background && child.pid !== undefined) {
    try {
      setPriority(child.pid, 10);
    } catch {
      // not allowed here: the checks simply compete
    }
  }
  const output: Buffer[] = [];
  child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
  const [code, killed] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  const text = Buffer.concat(output).toString().trim();
  if (code === 0) {
    if (text && label !== "react-router build" && label !== "wrangler types") console.log(`── ${label}\n${text}`);
    return;
  }
  if (signal.aborted) throw new Error(`${label}: stopped`);
  console.error(`── ${label}\n${text}`);
  throw new Error(`${label} failed (${killed ?? code})`);
}

/** A Vitest run whose every output line starts with its label, so the runs can share the terminal. */
async function labelled(label: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  // TEST_REPORT_DIR=<folder> also writes each run's JSON report and per-file times there (docs/benchmarks/test-loop.md).
  const reportDir = process.env.TEST_REPORT_DIR;
  if (reportDir) {
    args = [...args, "--reporter=default", "--reporter=./scripts/lib/test-profile-reporter.ts", "--reporter=json"];
    args.push(`--outputFile.json=${path.join(reportDir, `${label}.json`)}`);
    env = { ...env, TEST_REPORT_LABEL: label };
  }
  const child = spawn(process.execPath, [BIN.vitest, ...args], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"], signal });
  child.on("error", () => {}); // killed by the abort signal: reported through the failure that aborted
  const prefix = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
    createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => to.write(`[${label}] ${line}\n`));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  const [code, killedBy] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`vitest ${args.join(" ")} failed (${killedBy ?? code})`);
}

/**
 * The three sites' ports and variables: the demo clock's epoch, and a real OpenID provider for the
 * sign-in tests, started first (the sites name it as their Google and Apple issuer).
 */
async function siteSettings(epoch: number) {
  const urls = [
    `http://localhost:${await freePort()}`,
    `http://localhost:${await freePort()}`,
    `http://localhost:${await freePort()}`,
  ] as const;
  oidc = await startOidcProvider({ sites: [...urls] });
  // The browser tests' sites are local development (decision 046): the outbox, the local admin token and push keys.
  const vars = [
    "--var",
    "LOCAL_DEVELOPMENT:on",
    "--var",
    `DEMO_EPOCH:${epoch}`,
    "--var",
    `DEMO_SERIES:${TEST_REPLAY_SERIES}`,
    ...Object.entries(oidc.env).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  return { urls, vars, issuer: oidc.issuer };
}

/** `wrangler dev` serving the Worker at `url` from the D1 in `persistTo`, once it answers; killed at the end (or by the abort signal). */
async function startSite(url: string, persistTo: string, vars: string[]): Promise<void> {
  const server = spawn(
    process.execPath,
    [
      BIN.wrangler,
      "dev",
      "--port",
      new URL(url).port,
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
      ...vars,
    ],
    { cwd: REPO_ROOT, stdio: ["ignore", "inherit", "inherit"], signal },
  );
  server.on("error", () => {}); // killed by the abort signal: reported through the failure that aborted
  servers.push(server);
  await waitForSite(url);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForSite(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not start at ${url} within ${timeoutMs / 1000} s`);
}
