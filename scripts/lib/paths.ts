import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Where wrangler dev, the importer and the verifier keep the local D1 (wrangler's default). */
export const LOCAL_STATE = path.join(REPO_ROOT, ".wrangler/state");
const SHARED_CRICSHEET = path.resolve(REPO_ROOT, "../shared/data/cricsheet");
/** The archives beside the bundle: every Test since 2001 and every IPL season, then every international and six leagues. */
const SHARED_ARCHIVE_FOLDERS = ["cricsheet-history", "cricsheet-world"].map((name) => path.resolve(REPO_ROOT, "../shared/data", name));
const SHARED_CRICBUZZ = path.resolve(REPO_ROOT, "../shared/data/cricbuzz-samples");

/** CRICSHEET_DIR, else ../shared/data/cricsheet when present, else null (download needed). */
export function cricsheetDir(explicit?: string): string | null {
  if (explicit) return path.resolve(explicit);
  if (process.env.CRICSHEET_DIR) return path.resolve(process.env.CRICSHEET_DIR);
  return existsSync(SHARED_CRICSHEET) ? SHARED_CRICSHEET : null;
}

export function cricbuzzSamplesDir(): string | null {
  const dir = process.env.CRICBUZZ_SAMPLES_DIR ? path.resolve(process.env.CRICBUZZ_SAMPLES_DIR) : SHARED_CRICBUZZ;
  return existsSync(dir) ? dir : null;
}

/**
 * The site's default data: what to import when nothing is named. CRICSHEET_DIR may name several
 * folders or Cricsheet zip archives, separated by the platform's path delimiter (":" here); else
 * the 257-match bundle, then the history's archives (every Test since 2001, every IPL season) and the
 * world's (every ODI and T20 international, men and women, and the leagues) from ../shared/data,
 * each folder's archives in name order; null when there is nothing (download needed).
 */
export function cricsheetSources(explicit?: string): string[] | null {
  const named = explicit ?? process.env.CRICSHEET_DIR;
  if (named)
    return named
      .split(path.delimiter)
      .filter(Boolean)
      .map((source) => path.resolve(source));
  const sources = existsSync(SHARED_CRICSHEET) ? [SHARED_CRICSHEET] : [];
  for (const folder of SHARED_ARCHIVE_FOLDERS.filter((dir) => existsSync(dir))) {
    for (const archive of readdirSync(folder)
      .filter((name) => name.endsWith(".zip"))
      .sort()) {
      sources.push(path.join(folder, archive));
    }
  }
  return sources.length ? sources : null;
}
