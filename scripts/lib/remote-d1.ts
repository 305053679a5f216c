/**
 * The deployed D1, filled by the same code that fills the local one: the tools Worker runs locally
 * with its DB binding remote (wrangler's remote bindings), so every match is still one batch — one
 * transaction — sent to Cloudflare's D1 instead of the local SQLite file.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { PLACEHOLDER_D1_ID } from "./deploy-check.ts";
import { REPO_ROOT } from "./paths.ts";

/** The deployed database's id from the site's wrangler.jsonc; refuses the placeholder (nothing to write to yet). */
export function deployedDatabaseId(configPath = path.join(REPO_ROOT, "wrangler.jsonc")): string {
  const config = unstable_readConfig({ config: configPath }, { hideWarnings: true });
  const id = config.d1_databases.find((db: { binding: string }) => db.binding === "DB")?.database_id;
  if (!id || id === PLACEHOLDER_D1_ID) {
    throw new Error(
      `wrangler.jsonc has no deployed D1 yet (database_id ${id ?? "missing"}): run \`npx wrangler d1 create cricket\` and put its id there`,
    );
  }
  return id;
}

/** Applies pending migrations to the deployed database (wrangler keeps its own record there). */
export function migrateRemoteD1() {
  execFileSync(
    process.execPath,
    [path.join(REPO_ROOT, "node_modules/wrangler/bin/wrangler.js"), "d1", "migrations", "apply", "DB", "--remote"],
    { cwd: REPO_ROOT, stdio: ["ignore", "inherit", "inherit"] },
  );
}
