import path from "node:path";
import { unstable_startWorker } from "wrangler";
import { LOCAL_STATE, REPO_ROOT } from "./paths.ts";
import "./offline-env.ts";

/** Starts the local tools Worker (workers/ingest/worker.ts) on the D1 kept in persistDir. */
export async function startToolsWorker(persistDir: string = LOCAL_STATE) {
  const worker = await unstable_startWorker({
    config: path.join(REPO_ROOT, "workers/ingest/wrangler.jsonc"),
    dev: { persist: persistDir, server: { port: 0 }, inspector: false, logLevel: "error", watch: false },
  } as Parameters<typeof unstable_startWorker>[0]);
  await worker.ready;
  return {
    async call<T>(pathname: string, init?: RequestInit): Promise<T> {
      const response = await worker.fetch(`http://tools${pathname}`, init as never);
      if (!response.ok) throw new Error(`tools worker ${pathname}: HTTP ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    },
    dispose: () => worker.dispose(),
  };
}
