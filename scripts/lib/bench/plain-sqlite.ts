/**
 * The physical limit an import is compared with: the same rows written into plain SQLite on the
 * same machine, with no Worker, no D1 and no parsing in between.
 */
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { REPO_ROOT } from "../paths.ts";

/** Tables in the order their rows can be inserted (parents first); league tables and venue records fill by trigger. */
const TABLES = [
  "people",
  "person_names",
  "teams",
  "venues",
  "venue_spellings",
  "series",
  "matches",
  "match_officials",
  "match_players",
  "match_replacements",
  "innings",
  "deliveries",
  "wickets",
  "powerplays",
  "player_innings",
  "team_matches",
  "imported_files",
];

/**
 * Reads every row of an imported D1 database and inserts it, with prepared statements in one
 * transaction, into a fresh file with the same schema (the migrations: indexes and triggers
 * included). Returns the seconds the inserts took and the rows written.
 */
export function plainSqliteBulkInsert(source: string): { seconds: number; rows: number } {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "cricket-plain-sqlite-"));
  const target = new DatabaseSync(path.join(scratch, "plain.sqlite"));
  const from = new DatabaseSync(source, { readOnly: true });
  try {
    const migrations = path.join(REPO_ROOT, "migrations");
    for (const file of readdirSync(migrations)
      .filter((name) => name.endsWith(".sql"))
      .sort()) {
      target.exec(readFileSync(path.join(migrations, file), "utf8"));
    }
    let rows = 0;
    const started = performance.now();
    target.exec("BEGIN");
    for (const table of TABLES) {
      const columns = (from.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name);
      const insert = target.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`);
      const read = from.prepare(`SELECT ${columns.join(", ")} FROM ${table}`);
      read.setReturnArrays(true);
      for (const row of read.iterate() as Iterable<unknown[]>) {
        insert.run(...(row as (string | number | null)[]));
        rows++;
      }
    }
    target.exec("COMMIT");
    return { seconds: (performance.now() - started) / 1000, rows };
  } finally {
    from.close();
    target.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}
