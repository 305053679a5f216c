import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Where wrangler dev, the importer and the verifier keep the local D1 (wrangler's default). */
export const LOCAL_STATE = path.join(REPO_ROOT, ".wrangler/state");
const SHARED_CRICSHEET = path.resolve(REPO_ROOT, "../shared/data/cricsheet");
const SHARED_HISTORY = path.resolve(REPO_ROOT, "../shared/data/cricsheet-history");
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
 * the 257-match bundle and the history's archives (every Test since 2001, every IPL season) from
 * ../shared/data; null when there is nothing (download needed).
 */
export function cricsheetSources(explicit?: string): string[] | null {
  const named = explicit ?? process.env.CRICSHEET_DIR;
  if (named)
    return named
      .split(path.delimiter)
      .filter(Boolean)
      .map((source) => path.resolve(source));
  const sources = existsSync(SHARED_CRICSHEET) ? [SHARED_CRICSHEET] : [];
  if (existsSync(SHARED_HISTORY)) {
    for (const archive of readdirSync(SHARED_HISTORY)
      .filter((name) => name.endsWith(".zip"))
      .sort()) {
      sources.push(path.join(SHARED_HISTORY, archive));
    }
  }
  return sources.length ? sources : null;
}
