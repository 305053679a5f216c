/**
 * A counting stand-in for the Cricbuzz-style provider, on loopback only: it answers the match's
 * comm call with a real in-progress sample (read from ../shared/data/cricbuzz-samples at run time,
 * never copied into the repo) and counts every request it gets.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { cricbuzzSamplesDir } from "../paths.ts";

export const UPSTREAM_MATCH_ID = 30429;

export async function startFakeUpstream() {
  const dir = cricbuzzSamplesDir();
  if (!dir) throw new Error("the upstream benchmark needs ../shared/data/cricbuzz-samples (or CRICBUZZ_SAMPLES_DIR)");
  const comm = readFileSync(path.join(dir, "mcenter-v1-id-comm/30429_ipl2020_m25_inprogress.json"), "utf8");
  const requests: { at: number; path: string; authorised: boolean }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://upstream");
    requests.push({
      at: Date.now(),
      path: url.pathname,
      authorised: Boolean(request.headers["x-auth-user"] && request.headers["x-auth-token"]),
    });
    if (url.pathname === `/api/mcenter/v1/${UPSTREAM_MATCH_ID}/comm`) {
      response.writeHead(200, { "content-type": "application/json" }).end(comm);
    } else {
      response.writeHead(404, { "content-type": "application/json" }).end('{"message":"Not found"}');
    }
  });
  const matchRequests = (from: number, to: number) =>
    requests.filter((r) => r.at >= from && r.at < to && r.path.startsWith(`/api/mcenter/v1/${UPSTREAM_MATCH_ID}`));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}/api`,
    requests,
    /** requests for the match between two instants */
    count: (from: number, to: number) => matchRequests(from, to).length,
    /** the mean time between successive requests for the match in a window (ms), NaN below two */
    meanInterval: (from: number, to: number) => {
      const times = matchRequests(from, to).map((r) => r.at);
      return times.length < 2 ? Number.NaN : (times.at(-1)! - times[0]!) / (times.length - 1);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
