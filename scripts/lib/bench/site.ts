/**
 * The production build served by wrangler's local runtime (workerd) on 127.0.0.1, on a throwaway
 * D1, from a private copy of build/ (so another build in the same checkout cannot pull it away mid-run).
 */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statfsSync, writeFileSync } from "node:fs";
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
      if (existsSync(server) && readFileSync(server, "utf8").includes("MatchRoom") && existsSync(path.join(copy, "server/wrangler.json")))
        return copy;
    } catch {
      // copied while someone else rebuilt: try again
    }
    rmSync(copy, { recursive: true, force: true });
  }
  throw new Error("could not take a stable copy of build/");
}

/**
 * Where a throwaway database goes: memory (tmpfs) when the machine has it. Local D1 and Durable
 * Object storage are SQLite files that fsync on the runtime's one thread, and on this VM's shared
 * disk that cost 15–20 ms of every ball, with stalls beyond 30 ms; production storage is neither
 * (docs/benchmarks/live.md, "The benchmark's database in memory").
 */
function scratchRoot(): string {
  try {
    return statfsSync(SHM).type === TMPFS_MAGIC ? SHM : tmpdir();
  } catch {
    return tmpdir();
  }
}
const SHM = "/dev/shm";
const TMPFS_MAGIC = 0x01021994;

export interface Site {
  /** where the benchmark's clients and scorer connect */
  url: string;
  /** the process serving it (its runtime, workerd, is a descendant): memory is measured from it */
  pid?: number;
  stop(): Promise<void>;
}

/**
 * The build served on 127.0.0.1 from a fresh, migrated D1 (scripts/lib/bench/serve.ts in its own
 * process): straight from workerd, or through wrangler dev's proxy when `devProxy` is set.
 */
export async function startSite(
  build: string,
  options: { vars?: Record<string, string>; devProxy?: boolean; state?: string } = {},
): Promise<Site> {
  // a given state (an imported database) is served as it is and kept
  const state = options.state ?? mkdtempSync(path.join(scratchRoot(), "cricket-bench-state-"));
  if (!options.state) migrateLocalD1(state);
  return serve(path.join(build, "server/wrangler.json"), state, { ...options, keepState: Boolean(options.state) });
}

/**
 * The live benchmark's floor (scripts/lib/bench/floor-worker.ts) on 127.0.0.1, in a runtime of its
 * own: the site's compatibility settings, and static assets like the site's, so requests take the
 * same way through the runtime (its assets router in front of the Worker).
 */
export function startFloor(build: string): Promise<Site> {
  return startBenchWorker(build, "live-floor", "scripts/lib/bench/floor-worker.ts", { name: "FLOOR", class_name: "FloorRoom" });
}

/** The live benchmark's second runtime: relays fed by the site (scripts/lib/bench/edge-relay-worker.ts), set up as the floor is. */
export function startEdgeRelays(build: string): Promise<Site> {
  return startBenchWorker(build, "live-edge", "scripts/lib/bench/edge-relay-worker.ts", { name: "EDGE", class_name: "EdgeRelay" });
}

async function startBenchWorker(build: string, name: string, main: string, object: { name: string; class_name: string }): Promise<Site> {
  const site = JSON.parse(readFileSync(path.join(build, "server/wrangler.json"), "utf8")) as {
    compatibility_date: string;
    compatibility_flags?: string[];
  };
  const dir = mkdtempSync(path.join(scratchRoot(), `cricket-bench-${name}-`));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets/robots.txt"), "User-agent: *\n");
  const config = path.join(dir, "wrangler.json");
  writeFileSync(
    config,
    JSON.stringify({
      name,
      main: path.join(REPO_ROOT, main),
      compatibility_date: site.compatibility_date,
      compatibility_flags: site.compatibility_flags ?? [],
      assets: { directory: "assets" },
      durable_objects: { bindings: [object] },
      migrations: [{ tag: "v1", new_sqlite_classes: [object.class_name] }],
    }),
  );
  const state = path.join(dir, "state");
  const worker = await serve(config, state, { keepState: true });
  return {
    ...worker,
    stop: async () => {
      await worker.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function serve(
  config: string,
  state: string,
  options: { vars?: Record<string, string>; devProxy?: boolean; keepState: boolean },
): Promise<Site> {
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, "scripts/lib/bench/serve.ts"), config, state, JSON.stringify(options.vars ?? {})],
    {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "inherit"],
      detached: true,
    },
  );
  const stop = async () => {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // gone
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // gone
    }
    if (!options.keepState) rmSync(state, { recursive: true, force: true });
  };
  try {
    const urls = await new Promise<{ url: string; devProxyUrl: string }>((resolve, reject) => {
      let out = "";
      const timer = setTimeout(() => reject(new Error("the site did not start within 60 s")), 60_000);
      child.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split("\n").find((l) => l.startsWith("{"));
        if (line) {
          clearTimeout(timer);
          resolve(JSON.parse(line) as { url: string; devProxyUrl: string });
        }
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the site exited (${code}) before it started`));
      });
    });
    const url = options.devProxy ? urls.devProxyUrl : urls.url;
    if (!(await fetch(`${url}/api/health`)).ok) throw new Error(`the site at ${url} is not healthy`);
    return { url, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
