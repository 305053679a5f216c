/**
 * npm start — the site on the embedded data, as production builds it, at http://localhost:8787
 * (PORT overrides). Applies migrations, imports the Cricsheet bundle (the newest seasons) while it
 * builds, serves the build with wrangler (workerd, local D1), then imports the rest of the default
 * data behind the running site (decision 039): pages say how far it is and fill in as it arrives.
 * A start with nothing new skips the build and the migrations when they are current and passes
 * every archive by its hash (decision 044).
 */
import "./lib/node-version.ts";
import { spawn } from "node:child_process";
import { importCricsheet, type ImportReport } from "./lib/import-cricsheet.ts";
import { downloadCricsheet } from "./lib/download-cricsheet.ts";
import { buildUnlessCurrent } from "./lib/build-inputs.ts";
import { hasPendingMigrations, migrateLocalD1Async } from "./lib/local-d1.ts";
import { cricsheetSources, LOCAL_STATE, REPO_ROOT } from "./lib/paths.ts";
import { progressLines } from "./lib/progress.ts";
import { BIN, run } from "./lib/run.ts";
import { startToolsWorker } from "./lib/tools-worker.ts";

/** Configuration the Worker reads, passed through from the environment when set. */
const PASS_THROUGH = [
  "CRICKET_SOURCE",
  "CRICKET_API_BASE",
  "CRICKET_API_USER",
  "CRICKET_API_SECRET",
  "ADMIN_TOKEN",
  "AUTH_SECRET",
  "MESSAGE_API_URL",
  "MESSAGE_API_KEY",
  "ACCOUNT_OUTBOX",
  "GOOGLE_OIDC_ISSUER",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "APPLE_OIDC_ISSUER",
  "APPLE_CLIENT_ID",
  "APPLE_CLIENT_SECRET",
  "DEMO_CLOCK",
  "DEMO_SERIES",
  "DEMO_SPEED",
  "DEMO_EPOCH",
];

const port = process.env.PORT ?? "8787";
const persistDir = process.env.CRICKET_STATE_DIR ?? LOCAL_STATE;
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const summary = (report: ImportReport) =>
  `${report.imported} imported, ${report.unchanged} unchanged, ${report.skipped.length} skipped; ` +
  `${report.totals.matches.toLocaleString("en")} matches, ${report.totals.balls.toLocaleString("en")} balls in the database`;

const sources = cricsheetSources() ?? [await downloadCricsheet()];
// First the folders (the bundle: the newest seasons, a few seconds), then the archives behind the site.
const first = sources.filter((source) => !source.endsWith(".zip"));
const firstWave = first.length ? first : sources.slice(0, 1);
const rest = sources.filter((source) => !firstWave.includes(source));

// The build needs no database: it runs beside the migrations and the first wave, unless build/
// was made from these very sources (a repeat start).
let building = false;
const build = buildUnlessCurrent(() => {
  building = true;
  return run(BIN.reactRouter, ["build"], { stdio: ["ignore", "ignore", "inherit"] });
}).then((state) => state === "current" && console.log("The build is current (made from these sources): not building again."));
const migrated = hasPendingMigrations(persistDir) ? migrateLocalD1Async(persistDir) : Promise.resolve();
const toolsStarted = startToolsWorker(persistDir);
let stopping = false;
// The first wave goes in while the site builds and starts: on a first start the build takes the
// longer; on a repeat start there is nothing to write.
const firstImport = Promise.all([toolsStarted, migrated]).then(async ([tools]) => {
  console.log(`Importing ${firstWave.join(", ")}`);
  // While the build runs it has a core of its own: the first page waits for the build, not the bundle.
  const report = await importCricsheet(tools, firstWave, progressLines("matches", 5_000), { threads: building ? 1 : undefined });
  console.log(`${summary(report)} (${elapsed()})`);
  return tools;
});
try {
  await Promise.all([build, migrated]);
} catch (error) {
  await toolsStarted.then((tools) => tools.dispose()).catch(() => undefined);
  throw error;
}

// npm start is local development (decision 046): the setting, not the Host header, opens its conveniences.
const vars = [
  ...["--var", "LOCAL_DEVELOPMENT:on"],
  ...PASS_THROUGH.filter((name) => process.env[name]).flatMap((name) => ["--var", `${name}:${process.env[name]}`]),
];
const server = spawn(
  process.execPath,
  [BIN.wrangler, "dev", "--port", port, "--persist-to", persistDir, "--show-interactive-dev-session=false", ...vars],
  { cwd: REPO_ROOT, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    stopping = true;
    server.kill(signal);
  });
}
server.on("exit", async (code) => {
  stopping = true;
  await toolsStarted.then((tools) => tools.dispose()).catch(() => undefined);
  process.exit(code ?? 0);
});

await waitForSite(`http://localhost:${port}/api/health`);
// The home page once before the archives start: a reader's first page is not queued behind them.
await fetch(`http://localhost:${port}/`)
  .then((response) => response.arrayBuffer())
  .catch(() => undefined);
console.log(`The site is up at http://localhost:${port} (${elapsed()} after npm start).`);
const tools = await firstImport.catch((error: Error) => {
  // The site serves what an earlier start imported; the next start tries again.
  console.error(`Importing ${firstWave.join(", ")} failed: ${error.message}`);
  return toolsStarted;
});

if (rest.length > 0 && !stopping) {
  // Behind the running site: both read the same local D1 (SQLite in WAL mode, one writer).
  console.log(`Importing the rest behind the site: ${rest.length} archives (progress on every page).`);
  try {
    const report = await importCricsheet(tools, rest, progressLines("matches", 10_000));
    console.log(`All data imported: ${summary(report)} (${elapsed()} after npm start).`);
    for (const { path, reason } of report.skipped) console.error(`skipped ${path}: ${reason}`);
  } catch (error) {
    // The site keeps serving what is in; the next start carries on where this one stopped.
    if (!stopping) console.error(`The import behind the site stopped: ${(error as Error).message}`);
  }
}
await tools.dispose();

async function waitForSite(url: string) {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
