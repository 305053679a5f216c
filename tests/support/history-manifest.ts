/**
 * The Cricsheet history beside the repository (../shared/data/cricsheet-history, read at test
 * time, never copied): its manifest, from which the data tests choose the matches they import.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../../scripts/lib/paths.ts";

export const HISTORY = path.resolve(REPO_ROOT, "../shared/data/cricsheet-history");
/** The world (every ODI and T20 international, six leagues) and the 257-match bundle, beside it. */
export const WORLD = path.resolve(REPO_ROOT, "../shared/data/cricsheet-world");
export const BUNDLE = path.resolve(REPO_ROOT, "../shared/data/cricsheet");

/** One CSV line's fields (quoted fields may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] !== undefined ? m[1].replaceAll('""', '"') : m[2]!));
}

/** The history's manifest.csv matches, each a record of its cells by column name (id, folder, gender, start_date, teams, …). */
export function manifestMatches(): Record<string, string>[] {
  return readManifest(HISTORY);
}

/** A data folder's manifest.csv, each match a record of its cells by column name (each folder has its own columns). */
export function readManifest(folder: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path.join(folder, "manifest.csv"), "utf8").trim().split("\n");
  const columns = header!.split(",");
  return lines.map((line) => {
    const cells = csvCells(line);
    return Object.fromEntries(columns.map((column, i) => [column, cells[i]!]));
  });
}
