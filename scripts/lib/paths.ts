import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Where wrangler dev, the importer and the verifier keep the local D1 (wrangler's default). */
export const LOCAL_STATE = path.join(REPO_ROOT, ".wrangler/state");
const SHARED_CRICSHEET = path.resolve(REPO_ROOT, "../shared/data/cricsheet");
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
