/**
 * Whether build/ was made from the sources as they are now: `npm start` builds only when it was not
 * (a repeat start with nothing changed skips the 20–40 s build; decision 044). The fingerprint is
 * each input file's path, size and modification time — a checkout, an edit or an install changes it.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./paths.ts";

/** What the production build reads: the app, the Workers, the data files it bundles, its configuration. */
const INPUT_FOLDERS = ["app", "workers", "data", "public"];
const INPUT_FILES = [
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "wrangler.jsonc",
  "tsconfig.json",
  "scripts/lib/csv-text-plugin.ts",
  // npm rewrites it at every install: new packages are new inputs
  "node_modules/.package-lock.json",
];

function buildFingerprint(root: string): string {
  const hash = createHash("sha256");
  const files = [
    ...INPUT_FILES,
    ...INPUT_FOLDERS.flatMap((folder) =>
      (existsSync(path.join(root, folder)) ? readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true }) : [])
        .filter((entry) => entry.isFile() && !entry.parentPath.includes(".wrangler"))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    ),
  ].sort();
  for (const file of files) {
    const stat = statSync(path.join(root, file), { throwIfNoEntry: false });
    hash.update(`${file}\0${stat?.size ?? -1}\0${stat?.mtimeMs ?? -1}\n`);
  }
  return hash.digest("hex");
}

/**
 * Runs `build` unless the last one recorded these same inputs and its Worker is there; records the
 * inputs after a build (the stamp goes first, so a build that fails leaves none).
 */
export async function buildUnlessCurrent(build: () => Promise<unknown>, root = REPO_ROOT): Promise<"current" | "built"> {
  const stamp = path.join(root, "build", ".inputs");
  const fingerprint = buildFingerprint(root);
  const current = existsSync(path.join(root, "build/server/index.js")) && existsSync(stamp) && readFileSync(stamp, "utf8") === fingerprint;
  if (current) return "current";
  rmSync(stamp, { force: true });
  await build();
  writeFileSync(stamp, fingerprint);
  return "built";
}
