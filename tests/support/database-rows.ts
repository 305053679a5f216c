import { createHash } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { d1File } from "../../scripts/lib/local-d1.ts";

/** Tables whose rows say when, not what: the import's heartbeat, the pages' cache version, when each migration ran. */
const WHEN_TABLES = new Set(["import_progress", "site_version", "d1_migrations"]);

/**
 * Every table of a local D1 as a digest of its rows, each value with its SQLite type (quote():
 * 5, 5.0 and '5' differ), in a stable order: two databases with equal digests hold the same data.
 */
export function tableDigests(persistDir: string): Record<string, { rows: number; sha256: string }> {
  const db = new DatabaseSync(d1File(persistDir), { readOnly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
      name: string;
    }[];
    const digests: Record<string, { rows: number; sha256: string }> = {};
    for (const { name } of tables) {
      if (WHEN_TABLES.has(name)) continue;
      const columns = (db.prepare(`PRAGMA table_info("${name}")`).all() as { name: string }[]).map((column) => column.name);
      const select = db.prepare(
        `SELECT ${columns.map((column) => `quote("${column}")`).join(" || '|' || ")} AS row FROM "${name}" ORDER BY 1`,
      );
      const hash = createHash("sha256");
      let rows = 0;
      for (const { row } of select.iterate() as Iterable<{ row: string }>) {
        hash.update(`${row}\n`);
        rows++;
      }
      digests[name] = { rows, sha256: hash.digest("hex") };
    }
    return digests;
  } finally {
    db.close();
  }
}
