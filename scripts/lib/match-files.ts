import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { unzipSync } from "fflate";

/** One Cricsheet match file, from a folder or straight out of a Cricsheet zip archive. */
export interface MatchFile {
  /** where it came from, for reports: a path, or archive.zip:entry.json */
  origin: string;
  /** where it is within its source (stored with the import: folder-relative path, or archive.zip/entry.json) */
  relative: string;
  /** the file name without .json: Cricsheet's match id, when it is one */
  name: string;
  /** the Cricsheet zip it is an entry of (absent for a folder's files) */
  archive?: string;
  read(): Promise<Uint8Array>;
}

/** How many archive entries are inflated at once: bounded memory, whatever the archive's size. */
const ZIP_BATCH = 8;

/** Every *.json under a folder, in a stable order (the register's CSVs are not matches). */
async function folderFiles(dir: string): Promise<MatchFile[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".json"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort()
    .map((file) => ({ origin: file, relative: path.relative(dir, file), name: path.basename(file, ".json"), read: () => readFile(file) }));
}

/**
 * Every *.json entry of a Cricsheet zip, read as it is (no unpacking to disk). The archive (13 MB
 * for the whole history) is held once; entries are inflated a batch at a time as they are read,
 * so at most ZIP_BATCH unpacked files are in memory.
 */
async function zipFiles(archive: string): Promise<MatchFile[]> {
  const zip = new Uint8Array(await readFile(archive));
  const names: string[] = [];
  unzipSync(zip, {
    filter: (entry) => {
      if (entry.name.endsWith(".json")) names.push(entry.name);
      return false;
    },
  });
  names.sort();
  let batch: Record<string, Uint8Array> = {};
  const inflate = (index: number) => {
    const wanted = new Set(names.slice(index - (index % ZIP_BATCH), index - (index % ZIP_BATCH) + ZIP_BATCH));
    batch = unzipSync(zip, { filter: (entry) => wanted.has(entry.name) });
  };
  return names.map((name, index) => ({
    origin: `${archive}:${name}`,
    relative: `${path.basename(archive)}/${name}`,
    name: path.basename(name, ".json"),
    archive,
    read: async () => {
      if (!(name in batch)) inflate(index);
      const bytes = batch[name]!;
      delete batch[name];
      return bytes;
    },
  }));
}

/** The match files of one source: a folder (searched recursively) or a Cricsheet .zip archive. */
export function matchFiles(source: string): Promise<MatchFile[]> {
  return source.endsWith(".zip") ? zipFiles(source) : folderFiles(source);
}
