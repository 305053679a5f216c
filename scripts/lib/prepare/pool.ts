import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PreparedMatch } from "./prepare-match.ts";

/**
 * Threads that parse, check and derive matches while the writer writes the ones before (decisions
 * 039, 044): preparing costs about twice what SQLite's writes cost, so on 2 cores two threads
 * prepare beside the main thread's writes. PREPARE_THREADS overrides.
 */
const THREADS = Number(process.env.PREPARE_THREADS ?? Math.max(1, availableParallelism()));

/** Each thread's heap bound (MB): ten times what the largest Test needs. */
const THREAD_HEAP_MB = 256;

export function preparePool(threads = THREADS) {
  const waiting = new Map<number, { resolve: (result: PreparedMatch) => void; reject: (error: Error) => void }>();
  const workers = Array.from({ length: threads }, () => {
    // A match is a few MB parsed; without a bound V8 lets each thread's heap grow to gigabytes
    // before collecting (issue 30's goal: ≤ 1 GB for the whole import).
    const worker = new Worker(new URL("./worker.ts", import.meta.url), { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } });
    worker.on("message", ({ id, prepared }: { id: number; prepared: PreparedMatch }) => {
      waiting.get(id)?.resolve(prepared);
      waiting.delete(id);
    });
    // A thread that dies is a bug in the code it runs: every match still waiting fails with it.
    worker.on("error", (error) => {
      for (const job of waiting.values()) job.reject(error);
      waiting.clear();
    });
    return worker;
  });
  // Each match goes to the thread with the fewest waiting: a Test takes ten times a T20.
  const busy = workers.map(() => 0);
  let next = 0;
  return {
    prepare(matchId: number, bytes: Uint8Array, source: { contentHash: string; path: string }): Promise<PreparedMatch> {
      const id = next++;
      const thread = busy.indexOf(Math.min(...busy));
      busy[thread]!++;
      return new Promise<PreparedMatch>((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        workers[thread]!.postMessage({ id, matchId, bytes, ...source });
      }).finally(() => busy[thread]!--);
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())),
  };
}
