/**
 * npm run deploy [-- --dry-run] [--env NAME] [--secrets-file FILE]: checks that the deployment
 * cannot fail open (required secrets, the data source's settings, a real D1 id), refusing with a
 * clear message when it would, then builds and runs `wrangler deploy` with the same arguments.
 * `npm run check:deploy` is the check alone. See docs/security.md.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { builtConfigProblems, deployProblems } from "./lib/deploy-check.ts";
import { REPO_ROOT } from "./lib/paths.ts";
import { BIN, run } from "./lib/run.ts";

const { values } = parseArgs({
  options: {
    "dry-run": { type: "boolean", default: false },
    env: { type: "string" },
    "secrets-file": { type: "string" },
    "check-only": { type: "boolean", default: false },
    // the configuration to check (tests check others); the deploy itself uses the build's
    config: { type: "string", default: path.join(REPO_ROOT, "wrangler.jsonc") },
  },
});

const problems = deployProblems({
  configPath: values.config,
  env: values.env,
  secretsFile: values["secrets-file"],
  dryRun: values["dry-run"] || values["check-only"],
});
if (problems.length) {
  console.error("Refusing to deploy:");
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log("Deploy check passed: required secrets, data source settings and D1 id are in place.");
if (values["check-only"]) process.exit(0);

await run(BIN.reactRouter, ["build"]);
// What wrangler deploys is the build's config: checked again, in case a build carried local development's setting.
const built = builtConfigProblems(path.join(REPO_ROOT, "build/server/wrangler.json"));
if (built.length) {
  console.error("Refusing to deploy:");
  for (const problem of built) console.error(`  - ${problem}`);
  process.exit(1);
}
const passOn = [
  ...(values["dry-run"] ? ["--dry-run"] : []),
  ...(values.env ? ["--env", values.env] : []),
  ...(values["secrets-file"] ? ["--secrets-file", values["secrets-file"]] : []),
];
// No --config: wrangler deploys the build's own config (the Vite plugin points it there).
await run(BIN.wrangler, ["deploy", ...passOn]);
