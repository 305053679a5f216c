import { decideImport, storedImport } from "./match-statements.server.ts";

/** One statement of a match's batch as it was prepared outside D1 (scripts/lib/prepare): its SQL and parameters. */
export interface PreparedStatement {
  sql: string;
  params: (string | number | null)[];
}

/** A Cricsheet match as the statements of its one batch (matchStatements, recorded), with what the importer reports. */
export interface PreparedBatch {
  revision: number;
  balls: number;
  statements: PreparedStatement[];
}

/** Written with every match and fixture: ratings fold over every stored result, so the run computes them again at its end (POST /ratings?when=due). */
export const ratingsDue = (db: D1Database) => db.prepare("UPDATE import_progress SET ratings_due = 1 WHERE id = 1 AND ratings_due = 0");

export type PreparedWrite =
  | { status: "imported"; rowsWritten: number; balls: number }
  | { status: "unchanged" | "older revision" | "same revision stored"; rowsWritten: 0 };

/**
 * Writes a prepared match unless a higher revision, or the same one, is stored (decideImport): its
 * statements in one batch (one transaction) with the mark that ratings are due. The one way the
 * importer writes a match, whether into the local D1's file (scripts/lib/node-d1.ts) or through
 * the tools Worker's binding (a deployed D1); `batch` lets the caller wrap the write (a retry).
 */
export async function writePreparedMatch(
  db: D1Database,
  matchId: number,
  prepared: PreparedBatch,
  source: { contentHash: string; path?: string },
  batch: (statements: D1PreparedStatement[]) => Promise<D1Result[]> = (statements) => db.batch(statements),
): Promise<PreparedWrite> {
  const decision = decideImport(await storedImport(db, String(matchId)), prepared.revision, source.contentHash, source.path);
  if (decision.action === "skip") return { status: decision.reason, rowsWritten: 0 };
  const statements = prepared.statements.map(({ sql, params }) => db.prepare(sql).bind(...params));
  statements.push(ratingsDue(db));
  const results = await batch(statements);
  const rowsWritten = results.slice(0, -1).reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
  return { status: "imported", rowsWritten, balls: prepared.balls };
}
