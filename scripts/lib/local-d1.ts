import { execFileSync, spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { getPlatformProxy } from "wrangler";
import path from "node:path";
import { LOCAL_STATE, REPO_ROOT } from "./paths.ts";
import "./offline-env.ts";

const migrateArgs = (persistDir: string) => [
  path.join(REPO_ROOT, "node_modules/wrangler/bin/wrangler.js"),
  "d1",
  "migrations",
  "apply",
  "DB",
  "--local",
  "--persist-to",
  persistDir,
];

/** Applies pending migrations with wrangler itself, so its migration table stays the record. */
export function migrateLocalD1(persistDir: string = LOCAL_STATE) {
  execFileSync(process.execPath, migrateArgs(persistDir), { cwd: REPO_ROOT, stdio: ["ignore", "pipe", "inherit"] });
}

/**
 * The same, in a child process the caller need not wait for at once: the importer starts its tools
 * Worker meanwhile (it opens the database only at its first request, after this has finished).
 */
export function migrateLocalD1Async(persistDir: string = LOCAL_STATE): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, migrateArgs(persistDir), { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`applying migrations failed (${code})`))));
  });
}

/**
 * The same local D1 that `npm start` serves, opened from Node through wrangler's platform proxy
 * (real workerd + SQLite, not a mock). `persistDir` lets tests use a throwaway database.
 */
export async function openLocalD1(persistDir: string = LOCAL_STATE) {
  const proxy = await getPlatformProxy<Env>({
    configPath: path.join(REPO_ROOT, "wrangler.jsonc"),
    // wrangler keeps its state in <persist-to>/v3; the proxy takes that folder itself
    persist: { path: path.join(persistDir, "v3") },
  });
  return { db: proxy.env.DB, dispose: () => proxy.dispose() };
}

/** The local D1's SQLite file in a wrangler state folder (the one database wrangler.jsonc binds). */
export function d1File(state: string): string {
  const dir = path.join(state, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  return path.join(dir, file);
}

/**
 * Whether migrations/ holds a migration the local D1 has not applied (or there is no database yet).
 * Read from the file in milliseconds: a start with nothing to apply need not spend seconds on wrangler.
 */
export function hasPendingMigrations(persistDir: string = LOCAL_STATE): boolean {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(d1File(persistDir), { readOnly: true });
  } catch {
    return true; // no database yet
  }
  try {
    const applied = new Set((db.prepare("SELECT name FROM d1_migrations").all() as { name: string }[]).map((row) => row.name));
    return readdirSync(path.join(REPO_ROOT, "migrations")).some((name) => name.endsWith(".sql") && !applied.has(name));
  } catch {
    return true;
  } finally {
    db.close();
  }
}
