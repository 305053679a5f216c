/**
 * The import's progress (migration 0029, decision 039): the importer reports here while it runs,
 * the site reads it to say so and to read again what it cached before the last import write.
 */

/** A running import that has not reported for this long was stopped (killed, machine slept). */
export const IMPORT_QUIET_MS = 60_000;

export interface ImportReportRow {
  state: "running" | "idle";
  /** files read of this run, of `total` */
  done: number;
  total: number;
  /** whether matches were written since the last report (pages read them again) */
  changed: boolean;
}

/** What pages see: an import running (files done of total) or none, and when imported data last changed. */
export interface ImportStatus {
  running: { done: number; total: number } | null;
  /** UTC ms of the last import write that pages can see (0: none since the database was made) */
  changedAt: number;
}

/**
 * One report of the importer, as statements of one batch. A report with new matches, or one that
 * starts or ends an import, also moves the site's version (migration 0018), so pages kept at the
 * edge are rendered again with the new data and the notice.
 */
export function importReportStatements(db: D1Database, report: ImportReportRow, now = Date.now()): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE site_version SET version = version + 1
         WHERE id = 1 AND (?1 OR (SELECT state FROM import_progress WHERE id = 1) <> ?2)`,
      )
      .bind(report.changed ? 1 : 0, report.state),
    db
      .prepare(
        `UPDATE import_progress SET state = ?1, done = ?2, total = ?3, beat_at = ?4,
           started_at = CASE WHEN state = 'idle' AND ?1 = 'running' THEN ?4 ELSE started_at END,
           changed_at = CASE WHEN ?5 THEN ?4 ELSE changed_at END
         WHERE id = 1`,
      )
      .bind(report.state, report.done, report.total, now, report.changed ? 1 : 0),
  ];
}

export async function readImportStatus(db: D1Database, now = Date.now()): Promise<ImportStatus> {
  const row = await db
    .prepare("SELECT state, done, total, beat_at, changed_at FROM import_progress WHERE id = 1")
    .first<{ state: string; done: number; total: number; beat_at: number | null; changed_at: number }>();
  if (!row) return { running: null, changedAt: 0 };
  const running = row.state === "running" && row.beat_at !== null && now - row.beat_at < IMPORT_QUIET_MS;
  return { running: running ? { done: row.done, total: row.total } : null, changedAt: row.changed_at };
}
