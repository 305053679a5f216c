/** A thread of the prepare pool (pool.ts): Cricsheet bytes in, the match's batch out (structured-cloned to the writer). */
import { parentPort } from "node:worker_threads";
import { prepareMatch } from "./prepare-match.ts";

interface Job {
  id: number;
  matchId: number;
  bytes: Uint8Array;
  contentHash: string;
  path: string;
}

const decoder = new TextDecoder();
parentPort!.on("message", ({ id, matchId, bytes, contentHash, path }: Job) => {
  const prepared = prepareMatch(matchId, decoder.decode(bytes), { contentHash, path });
  parentPort!.postMessage({ id, prepared });
});
