import path from "node:path";
import { unstable_startWorker } from "wrangler";
import { type NodeD1, openLocalD1File } from "./node-d1.ts";
import { LOCAL_STATE, REPO_ROOT } from "./paths.ts";
import "./offline-env.ts";

// Wrangler's local observability records a trace of every request into a SQLite store of its own:
// for the importer's 2,309 requests that is time and memory spent on nothing we read.
process.env.X_LOCAL_OBSERVABILITY = "false";
process.env.X_LOCAL_EXPLORER = "false";

/**
 * How long the importer keeps matches in one transaction of the local file (decision 044): the
 * site sees them at the latest this much later, and its own writes wait at most this long.
 */
const LOCAL_COMMIT_MS = Number(process.env.IMPORT_COMMIT_MS ?? 250);

/**
 * Starts the local tools Worker (workers/ingest/worker.ts) on the D1 kept in persistDir, or, given
 * `remoteDatabaseId`, on the deployed D1 of that id (scripts/lib/remote-d1.ts).
 */
export async function startToolsWorker(persistDir: string = LOCAL_STATE, { remoteDatabaseId }: { remoteDatabaseId?: string } = {}) {
  const worker = await unstable_startWorker({
    config: path.join(REPO_ROOT, "workers/ingest/wrangler.jsonc"),
    ...(remoteDatabaseId
      ? { bindings: { DB: { type: "d1", database_id: remoteDatabaseId, database_name: "cricket", remote: true } } }
      : {}),
    dev: { persist: persistDir, server: { port: 0 }, inspector: false, logLevel: "error", watch: false },
  } as Parameters<typeof unstable_startWorker>[0]);
  await worker.ready;
  // Straight to the runtime: wrangler's dev proxy (a second workerd) would relay every byte again,
  // 600 MB for the history (bench-live's serve.ts does the same).
  // The first request through the proxy waits for the runtime to have loaded the Worker (ready alone
  // may come first), after which its Miniflare instance and own address are there to read.
  await (await worker.fetch("http://tools/health")).arrayBuffer();
  const runtime = worker.raw.runtimes[0] as unknown as { mf?: { ready: Promise<URL> } };
  if (!runtime.mf) throw new Error("wrangler's local runtime did not expose its Miniflare instance");
  const base = (await runtime.mf.ready).href.replace(/\/+$/, "");
  const send = (pathname: string, init?: RequestInit) => fetch(`${base}${pathname}`, init);
  let localFile: NodeD1 | undefined;
  return {
    /**
     * The local D1's file opened from Node, where the importer writes matches (decision 044): opened
     * at the first call, once migrations have made it; none for a deployed D1 (--remote).
     */
    localD1(): NodeD1 | undefined {
      if (remoteDatabaseId) return undefined;
      localFile ??= openLocalD1File(persistDir, { commitEveryMs: LOCAL_COMMIT_MS });
      return localFile;
    },
    async call<T>(pathname: string, init?: RequestInit): Promise<T> {
      const response = await send(pathname, init);
      if (!response.ok) throw new Error(`tools worker ${pathname}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    /** The raw response (for timing). */
    fetch: (pathname: string) => send(pathname),
    dispose: () => {
      localFile?.close();
      return worker.dispose();
    },
  };
}
