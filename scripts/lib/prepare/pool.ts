import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * Threads that parse, check and derive matches while the tools Worker writes the ones before
 * (decision 039): on 2 cores one thread prepares while workerd runs SQLite. PREPARE_THREADS overrides.
 */
const THREADS = Number(process.env.PREPARE_THREADS ?? Math.max(1, availableParallelism() - 1));

export interface PreparedText {
  status: "prepared" | "skipped";
  /** the PreparedMatch as JSON, the body the tools Worker takes */
  json: string;
}

export function preparePool(threads = THREADS) {
  const waiting = new Map<number, { resolve: (result: PreparedText) => void; reject: (error: Error) => void }>();
  const workers = Array.from({ length: threads }, () => {
    const worker = new Worker(new URL("./worker.ts", import.meta.url));
    worker.on("message", ({ id, json, status }: { id: number } & PreparedText) => {
      waiting.get(id)?.resolve({ json, status });
      waiting.delete(id);
    });
    // A thread that dies is a bug in the code it runs: every match still waiting fails with it.
    worker.on("error", (error) => {
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    });
    return worker;
  });
  let next = 0;
  return {
    prepare(matchId: number, bytes: Uint8Array, source: { contentHash: string; path: string }): Promise<PreparedText> {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        workers[id % workers.length]!.postMessage({ id, matchId, bytes, ...source });
      });
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}
