/**
 * npm start — the site on the embedded data, as production builds it, at http://localhost:8787
 * (PORT overrides). Applies migrations, imports the Cricsheet data on first start, builds, then
 * serves the build with wrangler (workerd, local D1).
 */
import "./lib/node-version.ts";
import { spawn } from "node:child_process";
import { importCricsheet } from "./lib/import-cricsheet.ts";
import { downloadCricsheet } from "./lib/download-cricsheet.ts";
import { migrateLocalD1 } from "./lib/local-d1.ts";
import { cricsheetSources, LOCAL_STATE, REPO_ROOT } from "./lib/paths.ts";
import { progressBar } from "./lib/progress.ts";
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

migrateLocalD1(persistDir);
const tools = await startToolsWorker(persistDir);
try {
  // First start, or a migration asked for the files again (0007 did, to derive the aggregates).
  const imported = await tools.call<Record<string, string>>("/imported");
  if (Object.keys(imported).filter((key) => key !== "register").length === 0) {
    const sources = cricsheetSources() ?? [await downloadCricsheet()];
    console.log(`Importing Cricsheet data from ${sources.join(", ")}`);
    const bar = progressBar("matches");
    const report = await importCricsheet(tools, sources, bar.update);
    bar.done();
    console.log(`Imported ${report.totals.matches} matches, ${report.totals.balls} balls.`);
  }
} finally {
  await tools.dispose();
}

await run(BIN.reactRouter, ["build"]);

const vars = PASS_THROUGH.filter((name) => process.env[name]).flatMap((name) => ["--var", `${name}:${process.env[name]}`]);
const server = spawn(
  process.execPath,
  [BIN.wrangler, "dev", "--port", port, "--persist-to", persistDir, "--show-interactive-dev-session=false", ...vars],
  { cwd: REPO_ROOT, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
