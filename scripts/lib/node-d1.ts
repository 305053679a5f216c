/**
 * The local D1's own SQLite file, written from Node (decision 044): the subset of D1's API the
 * importer uses (prepare, bind, first, all, run, batch) over node:sqlite, so a match's batch goes
 * straight into the file the site's D1 reads instead of through a Worker, a D1 binding and its
 * Durable Object — each of which serialised every ball again (docs/benchmarks/import.md). The
 * statements are the same ones a D1 binding runs; the deployed D1 is still written through the
 * tools Worker (--remote).
 *
 * The site may read and write the same file while the import runs (npm start): SQLite's own
 * locks and write-ahead log keep the two apart, as they keep two workerd processes apart.
 */
import { DatabaseSync, type SQLInputValue, type StatementSync } from "node:sqlite";
import { d1File } from "./local-d1.ts";

type Param = string | number | null;

/** How long a write waits for another process (the site) to finish its own, as the tools Worker's retries did. */
const BUSY_TIMEOUT_MS = 10_000;

/**
 * D1 stores a whole JS number as an INTEGER; node:sqlite binds every number as a REAL (then a TEXT
 * column keeps "5.0"). A whole number is bound as a bigint, so both write the same values.
 */
const bound = (params: Param[]): SQLInputValue[] =>
  params.map((value) => (typeof value === "number" && Number.isSafeInteger(value) ? BigInt(value) : value));

class NodeStatement {
  readonly db: NodeD1;
  readonly sql: string;
  readonly params: Param[];
  constructor(db: NodeD1, sql: string, params: Param[] = []) {
    this.db = db;
    this.sql = sql;
    this.params = params;
  }
  bind(...params: Param[]) {
    return new NodeStatement(this.db, this.sql, params);
  }
  async first<T>(column?: string): Promise<T | null> {
    const row = this.db.statement(this.sql).get(...bound(this.params)) as Record<string, unknown> | undefined;
    if (!row) return null;
    return (column === undefined ? { ...row } : row[column]) as T;
  }
  async all<T>(): Promise<{ results: T[]; success: true; meta: { changes: number } }> {
    const rows = this.db.statement(this.sql).all(...bound(this.params)) as T[];
    return { results: rows.map((row) => ({ ...row })), success: true, meta: { changes: 0 } };
  }
  async run() {
    return this.execute();
  }
  execute() {
    const { changes } = this.db.statement(this.sql).run(...bound(this.params));
    return { results: [], success: true as const, meta: { changes: Number(changes) } };
  }
}

export class NodeD1 {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #commitEveryMs: number;
  /** the open transaction's commit, due commitEveryMs after it began (undefined: none open) */
  #commitDue: ReturnType<typeof setTimeout> | undefined;
  #open = false;

  /**
   * `commitEveryMs`: 0 commits each batch on its own, as D1 does; more keeps batches in one
   * transaction for that long (each still all or nothing, in a savepoint), so the pages a run of
   * matches shares — the indexes' — are written to the log once, not once per match.
   */
  constructor(file: string, { commitEveryMs = 0 }: { commitEveryMs?: number } = {}) {
    this.#commitEveryMs = commitEveryMs;
    this.#db = new DatabaseSync(file, { timeout: BUSY_TIMEOUT_MS });
    // As D1: foreign keys enforced (a replaced match's rows go with it, ON DELETE CASCADE). The file
    // is in WAL mode (workerd made it so); NORMAL syncs at checkpoints, not at each commit.
    this.#db.exec("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL;");
  }

  /** Each SQL text is compiled once: a match's two dozen statements are the same for every match. */
  statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  prepare(sql: string) {
    return new NodeStatement(this, sql);
  }

  /** As D1's batch: all or nothing. */
  async batch(statements: NodeStatement[]) {
    if (!this.#open) {
      this.#db.exec("BEGIN IMMEDIATE");
      this.#open = true;
      // Between two batches, never inside one (a batch runs to its end without yielding).
      if (this.#commitEveryMs > 0) this.#commitDue = setTimeout(() => this.commit(), this.#commitEveryMs);
    }
    this.#db.exec("SAVEPOINT batch");
    try {
      const results = statements.map((statement) => statement.execute());
      this.#db.exec("RELEASE batch");
      return results;
    } catch (error) {
      this.#db.exec("ROLLBACK TO batch; RELEASE batch");
      throw error;
    } finally {
      if (this.#commitEveryMs === 0) this.commit();
    }
  }

  /** Makes what was written visible to other connections (the site, the tools Worker). */
  commit() {
    if (!this.#open) return;
    clearTimeout(this.#commitDue);
    this.#db.exec("COMMIT");
    this.#open = false;
  }

  close() {
    this.commit();
    this.#statements.clear();
    this.#db.close();
  }

  /** This as the D1Database type the store's functions take (they use only what is above). */
  asD1(): D1Database {
    return this as unknown as D1Database;
  }
}

/** The local D1 of a wrangler state folder (its migrations applied), opened for writing from Node. */
export function openLocalD1File(persistDir: string, options?: { commitEveryMs?: number }): NodeD1 {
  return new NodeD1(d1File(persistDir), options);
}
