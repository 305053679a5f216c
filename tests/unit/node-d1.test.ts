import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, expect, test } from "vitest";
import { NodeD1 } from "../../scripts/lib/node-d1.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A database file in WAL mode, as workerd leaves the local D1, with a parent and a child table. */
function databaseFile() {
  const folder = mkdtempSync(path.join(tmpdir(), "node-d1-"));
  folders.push(folder);
  const file = path.join(folder, "d1.sqlite");
  const setup = new DatabaseSync(file);
  setup.exec(`PRAGMA journal_mode = WAL;
    CREATE TABLE matches (id INTEGER PRIMARY KEY, name TEXT, dates TEXT);
    CREATE TABLE balls (match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE, runs INTEGER);`);
  setup.close();
  return file;
}

const reader = (file: string) => new DatabaseSync(file, { readOnly: true });

test("a batch is all or nothing, and a failed one leaves the batches before it written", async () => {
  const file = databaseFile();
  const db = new NodeD1(file, { commitEveryMs: 60_000 });
  await db.batch([db.prepare("INSERT INTO matches (id, name) VALUES (?, ?)").bind(1, "first")]);
  await expect(
    db.batch([
      db.prepare("INSERT INTO matches (id, name) VALUES (?, ?)").bind(2, "second"),
      db.prepare("INSERT INTO balls (match_id, runs) VALUES (?, ?)").bind(99, 4), // no match 99: foreign keys hold
    ]),
  ).rejects.toThrow(/FOREIGN KEY/);
  db.commit();
  expect(reader(file).prepare("SELECT id FROM matches").all()).toEqual([{ id: 1 }]);
  db.close();
});

test("kept batches are visible to another connection only once committed, and at the latest commitEveryMs later", async () => {
  const file = databaseFile();
  const db = new NodeD1(file, { commitEveryMs: 50 });
  await db.batch([db.prepare("INSERT INTO matches (id) VALUES (?)").bind(7)]);
  const other = reader(file);
  expect(other.prepare("SELECT count(*) AS n FROM matches").get()).toEqual({ n: 0 });
  await expect.poll(() => other.prepare("SELECT count(*) AS n FROM matches").get()).toEqual({ n: 1 });
  db.close();
});

test("whole numbers are stored as integers, as D1 stores them: a TEXT column holds '5', not '5.0'", async () => {
  const file = databaseFile();
  const db = new NodeD1(file);
  await db.batch([db.prepare("INSERT INTO matches (id, name) VALUES (?, ?)").bind(3, 5)]);
  expect(await db.prepare("SELECT typeof(id) AS id, name FROM matches").first()).toEqual({ id: "integer", name: "5" });
  expect(await db.prepare("SELECT typeof(?) AS whole, typeof(?) AS fraction").bind(5, 2.5).first()).toEqual({
    whole: "integer",
    fraction: "real",
  });
  expect(await db.prepare("SELECT id FROM matches WHERE id = ?").bind(3).first("id")).toBe(3);
  db.close();
});

test("replacing a parent row takes its children with it (foreign keys on, as in D1)", async () => {
  const file = databaseFile();
  const db = new NodeD1(file);
  await db.batch([
    db.prepare("INSERT INTO matches (id) VALUES (?)").bind(1),
    db.prepare("INSERT INTO balls (match_id, runs) VALUES (?, ?)").bind(1, 6),
  ]);
  await db.batch([db.prepare("DELETE FROM matches WHERE id = ?").bind(1)]);
  expect((await db.prepare("SELECT count(*) AS n FROM balls").first<{ n: number }>())?.n).toBe(0);
  db.close();
});
