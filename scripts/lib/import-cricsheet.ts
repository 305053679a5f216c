import { createHash, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { importReportStatements } from "../../app/data/embedded/store/import-progress.server.ts";
import { type PreparedWrite, writePreparedMatch } from "../../app/data/embedded/store/write-prepared-match.server.ts";
import { type MatchFile, matchFiles } from "./match-files.ts";
import type { PreparedMatch } from "./prepare/prepare-match.ts";
import { preparePool } from "./prepare/pool.ts";
import { REPO_ROOT } from "./paths.ts";
import type { startToolsWorker } from "./tools-worker.ts";

type Tools = Awaited<ReturnType<typeof startToolsWorker>>;

export interface ImportReport {
  files: number;
  imported: number;
  unchanged: number;
  olderRevision: number;
  skipped: { path: string; reason: string }[];
  /** rows written (D1's changes count): 0 on a repeated run */
  rowsWritten: number;
  /** totals over the whole database after the run (matches with balls or a file; fixtures apart) */
  totals: { matches: number; fixtures: number; innings: number; balls: number; people: number };
  register: "imported" | "unchanged" | "absent";
  /** rows of the fixtures list (data/fixtures.csv) stored, unchanged, or skipped with a reason */
  fixtures: { stored: number; unchanged: number; skipped: { id: number; reason: string }[] };
  /** rows stored per rankings list ("men/test/batting": 100); empty when nothing was written that they read */
  ratings: Record<string, number>;
  seconds: number;
}

/** Matches Cricsheet has no file for, and replays (app/data/fixtures.ts). */
export const FIXTURES_FILE = path.join(REPO_ROOT, "data", "fixtures.csv");

/** Progress after each file: files done of all, balls imported so far, the file just read. */
export type Progress = (done: number, total: number, file: string, balls: number) => void;

/** Every *.json under dir, in a stable order. */
export async function findMatchFiles(dir: string): Promise<string[]> {
  return (await matchFiles(dir)).map((file) => file.origin);
}

/**
 * Matches in flight at once (IMPORT_LANES, default 4): read and hashed here, prepared by the pool's
 * threads, then written. Writes still happen in file order, so ids stay the same whatever the
 * number (docs/benchmarks/import.md).
 */
const IMPORT_LANES = Number(process.env.IMPORT_LANES ?? 4);

/** How often a running import tells the site how far it is (and lets pages read the new matches). */
const REPORT_EVERY_MS = Number(process.env.IMPORT_REPORT_MS ?? 5_000);

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * Imports the register (a folder source's register/people.csv) and every match file of the
 * sources: folders, or Cricsheet zip archives read as they are. Each match is one batch (one
 * transaction): into the local D1's file from here (decision 044), or into a deployed D1 through
 * the tools Worker. A file that cannot be read or validated is reported with its reason and
 * skipped, and nothing of it is written. A file whose bytes are already stored (same SHA-256) is
 * skipped here, without being parsed.
 */
export async function importCricsheet(
  tools: Tools,
  sources: string | string[],
  onProgress?: Progress,
  {
    lanes = IMPORT_LANES,
    through = "file",
    threads,
  }: {
    lanes?: number;
    /** prepare threads (default: one per core; fewer leaves a core to a build running beside) */
    threads?: number;
    /** a local D1 written into its file from here (the default), or through the tools Worker, as a deployed one is */
    through?: "file" | "worker";
  } = {},
): Promise<ImportReport> {
  const started = performance.now();
  const list = typeof sources === "string" ? [sources] : sources;
  const report: ImportReport = {
    files: 0,
    imported: 0,
    unchanged: 0,
    olderRevision: 0,
    skipped: [],
    rowsWritten: 0,
    totals: { matches: 0, fixtures: 0, innings: 0, balls: 0, people: 0 },
    register: "absent",
    fixtures: { stored: 0, unchanged: 0, skipped: [] },
    ratings: {},
    seconds: 0,
  };

  for (const dir of list.filter((source) => !source.endsWith(".zip"))) {
    const peoplePath = path.join(dir, "register", "people.csv");
    if (!existsSync(peoplePath)) continue;
    const namesPath = path.join(dir, "register", "names.csv");
    const people = await readFile(peoplePath);
    const names = existsSync(namesPath) ? await readFile(namesPath) : null;
    const result = await tools.call<{ status: "imported" | "unchanged"; rowsWritten: number }>("/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        people: people.toString("utf8"),
        names: names?.toString("utf8") ?? null,
        contentHash: sha256(Buffer.concat([people, names ?? Buffer.alloc(0)])),
        path: path.relative(dir, peoplePath),
      }),
    });
    report.register = result.status;
    report.rowsWritten += result.rowsWritten;
  }

  const files = (await Promise.all(list.map(matchFiles))).flat();
  const stored = new Map(Object.entries(await tools.call<Record<string, string>>("/imported")));
  report.files = files.length;
  // An archive whose bytes were all imported before (its hash kept under archive:<name>) is not
  // unpacked again: a repeat start over 11,000 files costs a hash of each zip (decision 039).
  const archiveHashes = new Map<string, string>();
  for (const archive of list.filter((source) => source.endsWith(".zip"))) archiveHashes.set(archive, sha256(await readFile(archive)));
  const archiveKey = (archive: string) => `archive:${path.basename(archive)}`;
  const unwritten = new Set<string>();
  const unchangedArchives = new Set(
    [...archiveHashes].filter(([archive, hash]) => stored.get(archiveKey(archive)) === hash).map(([a]) => a),
  );
  let balls = 0;
  let done = 0;
  const progress = (file: MatchFile) => onProgress?.(++done, files.length, file.origin, balls);

  // Read and hash one file after another here (about 1 s for the whole history) and number the
  // ones to send; up to IMPORT_LANES of them are prepared and sent at once, and written in this order.
  const run = randomUUID();
  async function* toSend() {
    let order = 0;
    for (const file of files) {
      if (file.archive && unchangedArchives.has(file.archive)) {
        report.unchanged++;
        progress(file);
        continue;
      }
      const matchId = Number(file.name);
      if (!/^\d+$/.test(file.name) || !Number.isSafeInteger(matchId) || matchId <= 0) {
        report.skipped.push({ path: file.origin, reason: "file name is not a Cricsheet match id (<id>.json)" });
        progress(file);
        continue;
      }
      const bytes = await file.read();
      const hash = sha256(bytes);
      if (stored.get(String(matchId)) === hash) {
        report.unchanged++;
        progress(file);
        continue;
      }
      yield { file, matchId, bytes, hash, order: order++ };
    }
  }
  // The local D1's file, written from here; a deployed D1 is written through the tools Worker, which
  // keeps the file order itself (workers/ingest/turns.ts).
  const localFile = through === "file" ? tools.localD1() : undefined;
  const local = localFile?.asD1();
  const write = async (matchId: number, prepared: PreparedMatch, source: { contentHash: string; path: string }, order: number) => {
    type Written = PreparedWrite | { status: "skipped" | "not written"; reason: string; rowsWritten: 0 };
    if (!local) {
      const query = new URLSearchParams({ hash: source.contentHash, path: source.path, run, order: String(order) });
      const init = { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(prepared) };
      return tools.call<Written>(`/matches/${matchId}?${query}`, init);
    }
    if (prepared.status === "skipped") return { status: "skipped", reason: prepared.reason, rowsWritten: 0 } as Written;
    try {
      return await writePreparedMatch(local, matchId, prepared, source);
    } catch (error) {
      // Not the file's fault: reported, and its archive is read again next time.
      return { status: "not written", reason: `could not be written: ${(error as Error).message}`, rowsWritten: 0 } as Written;
    }
  };
  // Each file's place in the write order, taken as it leaves toSend (in file order): its write waits for the one before.
  let lastWrite = Promise.resolve();
  const send = async ({
    file,
    matchId,
    bytes,
    hash,
    order,
  }: {
    file: MatchFile;
    matchId: number;
    bytes: Uint8Array;
    hash: string;
    order: number;
  }) => {
    const previous = lastWrite;
    let written = () => {};
    lastWrite = new Promise((resolve) => {
      written = resolve;
    });
    try {
      // Parsed, checked and derived here (a thread of the pool) while earlier matches are written; a
      // refused file still takes its turn.
      const prepared = await pool.prepare(matchId, bytes, { contentHash: hash, path: file.relative });
      const source = { contentHash: hash, path: file.relative };
      const result = local
        ? await previous.then(() => write(matchId, prepared, source, order))
        : await write(matchId, prepared, source, order);
      report.rowsWritten += result.rowsWritten;
      if (result.status === "imported") {
        report.imported++;
        balls += result.balls;
        // A later file with the same bytes (the same match in two sources) is then unchanged.
        stored.set(String(matchId), hash);
      } else if (result.status === "unchanged" || result.status === "same revision stored") report.unchanged++;
      else if (result.status === "older revision") report.olderRevision++;
      else if ("reason" in result) {
        report.skipped.push({ path: file.origin, reason: result.reason });
        // A file refused by its content stays refused; one that could not be written is read again next run.
        if (result.status === "not written" && file.archive) unwritten.add(file.archive);
      }
      progress(file);
    } finally {
      void previous.then(written);
    }
  };
  const queue = toSend();
  const lane = async () => {
    for (let next = await queue.next(); !next.done; next = await queue.next()) await send(next.value);
  };
  // The site shows the import while it runs, and reads again what it kept from before each report
  // that brought new matches (decision 039).
  let reportedImported = 0;
  const tell = (state: "running" | "idle") => {
    const changed = report.imported > reportedImported;
    reportedImported = report.imported;
    const row = { state, done, total: files.length, changed };
    if (local) {
      // What was written so far becomes visible with the report that says so.
      localFile?.commit();
      return local.batch(importReportStatements(local, row)).then(() => localFile?.commit());
    }
    return tools.call("/progress", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(row) });
  };
  await tell("running");
  let telling = Promise.resolve<unknown>(undefined);
  const reports = setInterval(() => {
    telling = telling.then(() => tell("running")).catch(() => undefined);
  }, REPORT_EVERY_MS);
  const pool = preparePool(threads);
  try {
    await Promise.all(Array.from({ length: lanes }, lane));
  } finally {
    clearInterval(reports);
    await telling;
    await pool.close();
    // The tools Worker reads and writes the same file next.
    localFile?.commit();
  }
  onProgress?.(files.length, files.length, "", balls);
  // Every file of these archives is now stored, unchanged, or reported: the next run can pass them by.
  await tools.call("/imported-keys", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      [...archiveHashes]
        .filter(([archive]) => !unwritten.has(archive))
        .map(([archive, hash]) => ({ key: archiveKey(archive), hash, path: path.basename(archive) })),
    ),
  });
  // After the matches: a fixture is stored only in a competition the data has.
  report.fixtures = await tools.call<ImportReport["fixtures"]>("/fixtures", {
    method: "POST",
    headers: { "content-type": "text/csv" },
    body: await readFile(FIXTURES_FILE, "utf8"),
  });
  // Teams of old names whose matches now belong to their franchise (data/team-names.csv) go.
  await tools.call<{ removed: number }>("/teams/prune", { method: "POST" });
  // Last: ratings fold over every stored result, so they are computed once per import (docs/ratings.md).
  // (only when a match or fixture was written since they were last computed: a repeat start costs nothing here)
  report.ratings = await tools.call<ImportReport["ratings"]>("/ratings?when=due", { method: "POST" });
  // The stats query's totals of every series whose lines changed (decision 059; nothing when none did).
  await tools.call<{ summed: number; left: number }>("/stats-totals", { method: "POST" });
  report.totals = await tools.call<ImportReport["totals"]>("/totals");
  // Fixtures and ratings are rewritten whole: pages read them again when anything was stored.
  reportedImported = report.imported > 0 || report.fixtures.stored > 0 ? -1 : report.imported;
  await tell("idle");
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
