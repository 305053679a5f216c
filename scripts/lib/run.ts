import { spawn, type SpawnOptions } from "node:child_process";
import path from "node:path";
import { REPO_ROOT } from "./paths.ts";
import "./offline-env.ts";

/** A package's command-line entry, run on this same Node 24 (never the system's Node). */
export const BIN = {
  wrangler: path.join(REPO_ROOT, "node_modules/wrangler/bin/wrangler.js"),
  reactRouter: path.join(REPO_ROOT, "node_modules/@react-router/dev/bin.cjs"),
  vitest: path.join(REPO_ROOT, "node_modules/vitest/vitest.mjs"),
  tsc: path.join(REPO_ROOT, "node_modules/typescript/bin/tsc"),
  biome: path.join(REPO_ROOT, "node_modules/@biomejs/biome/bin/biome"),
  depcruise: path.join(REPO_ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs"),
};

/** Runs node <script> args, inheriting the terminal; resolves on exit 0, rejects otherwise. */
export function run(script: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: REPO_ROOT, stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(script)} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}
