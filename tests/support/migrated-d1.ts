import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateLocalD1 } from "../../scripts/lib/local-d1.ts";

let template: string | undefined;

/**
 * A fresh local D1 in persistDir with every migration applied, as `wrangler d1 migrations apply`
 * leaves it: a copy of one database migrated once (npm test hands its own as CRICKET_MIGRATED_DB;
 * otherwise the first call in this process migrates one). Each wrangler run costs seconds of CPU
 * before it applies anything, and the data tests need ten fresh databases.
 */
export function freshMigratedD1(persistDir: string): void {
  template ??= process.env.CRICKET_MIGRATED_DB ?? migratedOnce();
  cpSync(template, persistDir, { recursive: true });
}

function migratedOnce(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cricket-migrated-"));
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  migrateLocalD1(dir);
  return dir;
}
