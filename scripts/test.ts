/**
 * npm test — every test: lint, format and layer checks, typecheck, production build, then one Vitest run over all projects
 * (unit, data commands, Worker tests inside workerd, Chromium end-to-end tests against the built
 * site served by wrangler on a throwaway D1 filled from ../shared/data/cricsheet).
 */
import "./lib/node-version.ts";
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { importCricsheet } from "./lib/import-cricsheet.ts";
import { migrateLocalD1 } from "./lib/local-d1.ts";
import { cricsheetDir, REPO_ROOT } from "./lib/paths.ts";
import { BIN, run } from "./lib/run.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";
import { startOidcProvider } from "../tests/support/oidc-provider.ts";

const step = (title: string) => console.log(`\n── ${title}`);

const dataDir = cricsheetDir();
if (!dataDir) {
  console.error("Tests read the Cricsheet bundle from ../shared/data/cricsheet (or CRICSHEET_DIR); neither exists.");
  process.exit(1);
}

step("lint, format and layers");
const SOURCES = ["app", "workers", "scripts", "tests"];
const checks: [script: string, args: string[]][] = [
  [BIN.biome, ["lint", ...SOURCES]],
  [BIN.biome, ["format", ...SOURCES]],
  [BIN.depcruise, ["--config", ".dependency-cruiser.cjs", ...SOURCES]],
];
const failedChecks: string[] = [];
for (const [script, args] of checks) await run(script, args).catch((error: Error) => failedChecks.push(error.message));
if (failedChecks.length > 0) {
  console.error(`\n${failedChecks.join("\n")}\n(npm run format rewrites the formatting; lint and layer findings are fixed by hand)`);
  process.exit(1);
}

step("typecheck");
await run(BIN.wrangler, ["types", "--strict-vars=false"], { stdio: ["ignore", "ignore", "inherit"] });
await run(BIN.reactRouter, ["typegen"]);
await run(BIN.tsc, ["--noEmit"]);

step("build");
await run(BIN.reactRouter, ["build"], { stdio: ["ignore", "ignore", "inherit"] });

step("site for the browser tests");
const state = mkdtempSync(path.join(tmpdir(), "cricket-e2e-"));
migrateLocalD1(state);
const tools = await startToolsWorker(state);
const imported = await importCricsheet(tools, dataDir);
// The demo clock replays real calendars (no replay is in play at some hours): the site plays IPL
// 2025's first match, 10 minutes in now, so the browser tests always find one being played.
const { epoch } = await tools.call<{ epoch: number }>(`/demo-clock/epoch-in-play?at=${Date.now()}`);
await tools.dispose();
console.log(`imported ${imported.totals.matches} matches into ${state}; demo clock epoch ${new Date(epoch).toISOString()}`);

const port = await freePort();
const siteUrl = `http://localhost:${port}`;
// A real OpenID provider for the sign-in tests, started first: the site names it as its Google and Apple issuer.
const oidc = await startOidcProvider({ sites: [siteUrl] });
const oidcVars = Object.entries(oidc.env).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
const server = spawn(
  process.execPath,
  [
    BIN.wrangler,
    "dev",
    "--port",
    String(port),
    "--persist-to",
    state,
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
    "--var",
    `DEMO_EPOCH:${epoch}`,
    ...oidcVars,
  ],
  { cwd: REPO_ROOT, stdio: ["ignore", "inherit", "inherit"] },
);
let exitCode = 1;
try {
  await waitForSite(siteUrl);
  // Two Vitest runs side by side: the browser tests (one file at a time: they share the site) and
  // everything else. Vitest runs a project without file parallelism after all the others, so in one
  // run the browser tests, which mostly wait on the site and Chromium, left a core idle for ten minutes.
  step("vitest: the browser tests [e2e] beside the unit, data and Worker tests [rest]");
  const env = { ...process.env, SITE_URL: siteUrl, OIDC_TEST_ISSUER: oidc.issuer };
  const runs = await Promise.allSettled([
    labelled("e2e", ["run", "--project", "e2e"], env),
    labelled("rest", ["run", "--project", "!e2e"], env),
  ]);
  const failed = runs.flatMap((result) => (result.status === "rejected" ? [(result.reason as Error).message] : []));
  if (failed.length > 0) throw new Error(failed.join("\n"));
  exitCode = 0;
} catch (error) {
  console.error((error as Error).message);
} finally {
  server.kill("SIGTERM");
  await oidc.close();
  rmSync(state, { recursive: true, force: true });
}
process.exit(exitCode);

/** A Vitest run whose every output line starts with its label, so two runs can share the terminal. */
async function labelled(label: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, [BIN.vitest, ...args], { cwd: REPO_ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
    createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => to.write(`[${label}] ${line}\n`));
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`vitest ${args.join(" ")} failed (${signal ?? code})`);
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
