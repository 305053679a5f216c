/**
 * The production build served by wrangler (workerd) on 127.0.0.1, on a throwaway D1, from a
 * private copy of build/ (so another build in the same checkout cannot pull it away mid-run).
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrateLocalD1 } from "../local-d1.ts";
import { REPO_ROOT } from "../paths.ts";
import { BIN, run } from "../run.ts";

/** Builds once and copies the result aside; retries if a concurrent build swapped it meanwhile. */
export async function privateBuild(): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await run(BIN.reactRouter, ["build"], { stdio: ["ignore", "ignore", "inherit"] });
    const copy = mkdtempSync(path.join(tmpdir(), "cricket-bench-build-"));
    try {
      cpSync(path.join(REPO_ROOT, "build"), copy, { recursive: true });
      const server = path.join(copy, "server/index.js");
      if (existsSync(server) && readFileSync(server, "utf8").includes("MatchRoom") && existsSync(path.join(copy, "server/wrangler.json"))) return copy;
    } catch {
      // copied while someone else rebuilt: try again
    }
    rmSync(copy, { recursive: true, force: true });
  }
  throw new Error("could not take a stable copy of build/");
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startSite(build: string, vars: Record<string, string> = {}) {
  const state = mkdtempSync(path.join(tmpdir(), "cricket-bench-state-"));
  migrateLocalD1(state);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      BIN.wrangler, "dev", "-c", path.join(build, "server/wrangler.json"), "--ip", "127.0.0.1", "--port", String(port),
      "--persist-to", state, "--show-interactive-dev-session=false", "--log-level", "error",
      ...Object.entries(vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
    ],
    { cwd: REPO_ROOT, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the site did not start at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        // gone
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      rmSync(state, { recursive: true, force: true });
    },
  };
}
