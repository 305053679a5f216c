import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";
import { REPO_ROOT } from "./paths.ts";

/**
 * Fallback when no Cricsheet folder is at hand: fetch Cricsheet's own archives and register.
 * Never used by the tests (they read ../shared/data/cricsheet). CRICSHEET_ARCHIVES overrides
 * the archive list (comma-separated names from https://cricsheet.org/downloads/).
 */
export const CRICSHEET_ARCHIVES = ["ipl_json.zip", "wpl_json.zip"];
export const CRICSHEET_DOWNLOADS = "https://cricsheet.org/downloads/";
export const CRICSHEET_REGISTER = "https://cricsheet.org/register/";

export async function downloadCricsheet(): Promise<string> {
  const target = path.join(REPO_ROOT, ".cache/cricsheet");
  const archives = process.env.CRICSHEET_ARCHIVES?.split(",").map((s) => s.trim()) ?? CRICSHEET_ARCHIVES;
  await mkdir(path.join(target, "register"), { recursive: true });
  for (const archive of archives) {
    const folder = path.join(target, archive.replace(/\.zip$/, ""));
    if (existsSync(folder)) continue;
    console.log(`Downloading ${CRICSHEET_DOWNLOADS}${archive}`);
    const files = unzipSync(await fetchBytes(CRICSHEET_DOWNLOADS + archive));
    await mkdir(folder, { recursive: true });
    for (const [name, bytes] of Object.entries(files)) {
      if (name.endsWith(".json")) await writeFile(path.join(folder, path.basename(name)), bytes);
    }
  }
  for (const csv of ["people.csv", "names.csv"]) {
    const file = path.join(target, "register", csv);
    if (existsSync(file)) continue;
    console.log(`Downloading ${CRICSHEET_REGISTER}${csv}`);
    await writeFile(file, await fetchBytes(CRICSHEET_REGISTER + csv));
  }
  return target;
}

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
