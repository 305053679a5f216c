import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
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
  /** totals over the whole database after the run */
  totals: { matches: number; innings: number; balls: number; people: number };
  register: "imported" | "unchanged" | "absent";
  seconds: number;
}

export type Progress = (done: number, total: number, file: string) => void;

/** Every *.json under dir, in a stable order. */
export async function findMatchFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Imports the register and every match file under dir. Each match is one D1 batch (one
 * transaction) inside the tools Worker; a file that cannot be read or validated is reported
 * with its reason and skipped, and nothing of it is written.
 */
export async function importCricsheet(tools: Tools, dir: string, onProgress?: Progress): Promise<ImportReport> {
  const started = performance.now();
  const report: ImportReport = {
    files: 0,
    imported: 0,
    unchanged: 0,
    olderRevision: 0,
    skipped: [],
    rowsWritten: 0,
    totals: { matches: 0, innings: 0, balls: 0, people: 0 },
    register: "absent",
    seconds: 0,
  };

  const peoplePath = path.join(dir, "register", "people.csv");
  if (existsSync(peoplePath)) {
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

  const files = await findMatchFiles(dir);
  report.files = files.length;
  for (const [index, file] of files.entries()) {
    onProgress?.(index, files.length, file);
    const matchId = Number(path.basename(file, ".json"));
    if (!Number.isSafeInteger(matchId) || matchId <= 0) {
      report.skipped.push({ path: file, reason: "file name is not a Cricsheet match id (<id>.json)" });
      continue;
    }
    const bytes = await readFile(file);
    const query = new URLSearchParams({ path: path.relative(dir, file), hash: sha256(bytes) });
    const result = await tools.call<{ status: string; reason?: string; rowsWritten: number }>(`/matches/${matchId}?${query}`, {
      method: "POST",
      body: bytes,
    });
    report.rowsWritten += result.rowsWritten;
    if (result.status === "imported") report.imported++;
    else if (result.status === "unchanged") report.unchanged++;
    else if (result.status === "older revision") report.olderRevision++;
    else report.skipped.push({ path: file, reason: result.reason ?? result.status });
  }
  onProgress?.(files.length, files.length, "");
  report.totals = await tools.call<ImportReport["totals"]>("/totals");
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
