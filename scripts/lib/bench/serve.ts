/**
 * One benchmark site, as a child process of scripts/bench-live.ts: a Worker's wrangler configuration
 * (the production build's build/server/wrangler.json, or the live benchmark's floor) run by
 * wrangler's own local runtime (unstable_startWorker: Miniflare and workerd, real D1 and Durable
 * Objects) on a throwaway state folder. Prints one line of JSON, `{"url", "devProxyUrl"}`:
 *
 * - url: workerd itself. Production has no proxy in front of the sockets; the edge terminates them.
 * - devProxyUrl: the same Worker behind wrangler dev's proxy (a second workerd that relays every
 *   frame again), what `wrangler dev` and `npm start` answer on; `--dev-proxy` measures through it.
 *
 * argv: CONFIG STATE_DIR [VARS_JSON]. Stops on SIGTERM or when the parent goes away.
 */
import "../node-version.ts";
import { unstable_startWorker } from "wrangler";
import "../offline-env.ts";

const [config, state, varsJson] = process.argv.slice(2);
if (!config || !state) throw new Error("usage: serve.ts CONFIG STATE_DIR [VARS_JSON]");
// A benchmark site is local development (decision 046): the admin token's local default and the rest.
const vars = { LOCAL_DEVELOPMENT: "on", ...(JSON.parse(varsJson ?? "{}") as Record<string, string>) };

const worker = await unstable_startWorker({
  config,
  bindings: Object.fromEntries(Object.entries(vars).map(([name, value]) => [name, { type: "plain_text", value }])),
  dev: { persist: state, server: { hostname: "127.0.0.1", port: 0 }, inspector: false, logLevel: "error", watch: false },
} as Parameters<typeof unstable_startWorker>[0]);
await worker.ready;
// The runtime's own address: wrangler's LocalRuntimeController exposes its Miniflare instance.
const runtime = worker.raw.runtimes[0] as unknown as { mf?: { ready: Promise<URL> } };
// On a busy machine `ready` can resolve before the runtime has made its instance: wait for it (bounded).
for (let waited = 0; !runtime.mf && waited < 30_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
if (!runtime.mf) throw new Error("wrangler's local runtime did not expose its Miniflare instance");
const direct = await runtime.mf.ready;
const strip = (url: URL) => url.href.replace(/\/+$/, "");
process.stdout.write(`${JSON.stringify({ url: strip(direct), devProxyUrl: strip(await worker.url) })}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await worker.dispose().catch(() => undefined);
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.on("disconnect", stop);
