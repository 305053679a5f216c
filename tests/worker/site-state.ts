/**
 * One workerd per Worker project (decision 043). Its test files run one after another in it and
 * share its D1, R2, Cache API, Durable Objects and the Worker's modules. Before each file, the
 * setup file (apply-migrations.ts) puts the site back as a new workerd had it, without starting
 * one: D1 as the migrations left it (applied once), R2 empty, every match room and the ticker
 * empty and restarted, and nothing the edge cache kept for an earlier file served again. So a
 * file's world is what it writes itself, as it was when each file had its own workerd.
 */
import { abortAllDurableObjects, listDurableObjectIds, runInDurableObject } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { MEMO_MS as SITE_VERSION_MEMO_MS } from "../../app/backend/site/site-version.server.ts";
import { IMPORT_STATUS_MEMO_MS } from "../../app/data/index.server.ts";
import { SHELL_MEMO_MS } from "../../app/shell/shell.server.ts";

type Row = Record<string, unknown>;
interface MigratedDatabase {
  /** every table the site writes (not SQLite's, D1's or FTS5's own), in creation order */
  tables: string[];
  /** the rows the migrations themselves inserted (defaults, seeds), by table */
  seeded: [table: string, rows: Row[]][];
}

// Kept on globalThis: the setup file runs again for each test file, in the same isolate.
const KEY = Symbol.for("cricket-edge.tests.migrated-database");
const store = globalThis as unknown as Record<symbol, MigratedDatabase | undefined>;
const FILE = Symbol.for("cricket-edge.tests.file-number");
const files = globalThis as unknown as Record<symbol, number | undefined>;
const ENDED = Symbol.for("cricket-edge.tests.file-ended");

/**
 * The Worker keeps a few reads for a couple of seconds per isolate (the site's version, the
 * import's status, the shell's menus and strip), checked against the clock only. A file that
 * starts within that window of the last one's end could be served what the last one wrote, so
 * the next file starts no sooner than they have all run out: usually at once (a file's set-up and
 * import take longer), else after the rest of the window.
 */
const WORKER_MEMO_MS = Math.max(SITE_VERSION_MEMO_MS, IMPORT_STATUS_MEMO_MS, SHELL_MEMO_MS) + 100;

/** Called after each test file (the setup file's afterAll): when the Worker last served it. */
export function fileEnded(): void {
  files[ENDED] = Date.now();
}

async function outlastWorkerMemos(): Promise<void> {
  const ended = files[ENDED];
  if (ended === undefined) return;
  const left = ended + WORKER_MEMO_MS - Date.now();
  if (left > 0) await scheduler.wait(left);
}

/**
 * A client address (CF-Connecting-IP) of this test file's own, for the IPv4 address a test names:
 * the rate limiters count per address in one-minute windows that outlive the file, so two files
 * naming the same address must not share its count. (An IPv6 address in the documentation range,
 * 2001:db8::/32, with the file's number and the named address in it.)
 */
export function clientIp(ipv4: string): string {
  const [a = 0, b = 0, c = 0, d = 0] = ipv4.split(".").map(Number);
  const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
  return `2001:db8:${(files[FILE] ?? 0).toString(16)}::${hex(a, b)}:${hex(c, d)}`;
}

async function tablesOf(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' " +
        "AND name NOT LIKE 'd1\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY rowid",
    )
    .all<{ name: string; sql: string | null }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? "")).map((t) => t.name);
  // FTS5 keeps its index in shadow tables (<name>_data, _idx, _content, _docsize, _config): the virtual table owns them.
  return results.map((t) => t.name).filter((name) => !virtual.some((v) => name.startsWith(`${v}_`)));
}

/** Remembers the database as the migrations left it: once per workerd, before any test file wrote to it. */
export async function rememberMigratedDatabase(db: D1Database): Promise<void> {
  if (store[KEY]) return;
  const tables = await tablesOf(db);
  const seeded: MigratedDatabase["seeded"] = [];
  for (const table of tables) {
    const { results } = await db.prepare(`SELECT * FROM "${table}"`).all<Row>();
    if (results.length > 0) seeded.push([table, results]);
  }
  store[KEY] = { tables, seeded };
}

/** D1 back as the migrations left it: every table emptied, the migrations' own rows back. */
async function resetDatabase(db: D1Database): Promise<void> {
  const migrated = store[KEY];
  if (!migrated) throw new Error("rememberMigratedDatabase must run first, right after the migrations");
  const before = await db.prepare("SELECT version FROM site_version WHERE id = 1").first<number>("version");
  const empty = migrated.tables.map((table) => db.prepare(`DELETE FROM "${table}"`));
  const insert = migrated.seeded.flatMap(([table, rows]) =>
    rows.map((row) => {
      const columns = Object.keys(row);
      const names = columns.map((c) => `"${c}"`).join(", ");
      return db
        .prepare(`INSERT INTO "${table}" (${names}) VALUES (${columns.map(() => "?").join(", ")})`)
        .bind(...columns.map((c) => row[c]));
    }),
  );
  // Emptied twice: delete triggers (a result leaving the standings) write to tables emptied before them.
  await db.batch([db.prepare("PRAGMA defer_foreign_keys = on"), ...empty, ...empty, ...insert]);
  await db.batch([
    // The site's version moves on, never back: the edge cache keys pages by it (workers/page-cache.ts),
    // so no page kept for an earlier file's data is served for this one's.
    db.prepare("UPDATE site_version SET version = max(version, ?) + 1 WHERE id = 1").bind(before ?? 0),
    // Data values the cache kept before now are read again (app/data/cache.server.ts: validSince).
    db.prepare("UPDATE import_progress SET changed_at = ? WHERE id = 1").bind(Date.now()),
  ]);
}

async function emptyBucket(bucket: R2Bucket): Promise<void> {
  for (let listed = await bucket.list(); listed.objects.length > 0; listed = await bucket.list()) {
    await bucket.delete(listed.objects.map((object) => object.key));
  }
}

/** Every match room and the ticker: storage and alarms deleted, then restarted with nothing in memory. */
async function emptyDurableObjects(): Promise<void> {
  for (const namespace of [env.MATCH_ROOM, env.TICKER] as DurableObjectNamespace[]) {
    for (const id of await listDurableObjectIds(namespace)) {
      await runInDurableObject(namespace.get(id), async (_instance: unknown, state: DurableObjectState) => {
        await state.storage.deleteAlarm();
        await state.storage.deleteAll();
      });
    }
  }
  await abortAllDurableObjects();
}

/** The site as a new workerd had it, after the migrations (see the top of this file). */
export async function startFromMigratedSite(): Promise<void> {
  files[FILE] = (files[FILE] ?? 0) + 1;
  await outlastWorkerMemos();
  await emptyDurableObjects();
  await resetDatabase(env.DB);
  await emptyBucket(env.FILES);
  // A write through /api/ makes the Worker forget the site version it keeps for 2 s (workers/app.ts).
  await exports.default.fetch(new Request("http://site/api/health", { method: "OPTIONS" }));
}
