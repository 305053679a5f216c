import { cpSync } from "node:fs";
import { migrateLocalD1 } from "../../scripts/lib/local-d1.ts";

/**
 * A fresh local D1 in persistDir with every migration applied, as `wrangler d1 migrations apply`
 * leaves it. npm test migrates one database before the tests and hands it over as
 * CRICKET_MIGRATED_DB: a copy of it costs milliseconds, where each wrangler run costs seconds of
 * CPU before it applies anything (the data tests need ten fresh databases). Run alone, a test
 * migrates its own.
 */
export function freshMigratedD1(persistDir: string): void {
  const migrated = process.env.CRICKET_MIGRATED_DB;
  if (migrated) cpSync(migrated, persistDir, { recursive: true });
  else migrateLocalD1(persistDir);
}
