import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A provider on a real local port, for Worker tests that need its answers to be real network I/O
 * (a JavaScript stand-in on the Worker's fetch is not I/O, so workerd's per-request rules would
 * not apply to it). It answers each path from `answers`; after `POST /control/hold?path=P`, the next
 * call for P waits until `POST /control/release`. `GET /control/calls` counts calls by path.
 * `POST /control/fault?path=P&kind=K` makes every call for P (`*`: every path) fail as K (FAULTS)
 * until `POST /control/fault?kind=none` (or another fault) says otherwise.
 */

/** How a faulty provider answers: a status, an answer after `SLOW_MS`, or a 200 whose body is not JSON. */
export const FAULTS = ["404", "429", "500", "slow", "malformed"] as const;
export type Fault = (typeof FAULTS)[number];
/** Longer than home's streaming budget (2 s), shorter than the client's timeout (10 s). */
export const SLOW_MS = 2_500;
export async function startHeldProvider(answers: Record<string, unknown>) {
  const calls: Record<string, number> = {};
  let holdNext: string | null = null;
  let releases: (() => void)[] = [];
  let fault: { path: string; kind: Fault } | null = null;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://provider");
    const path = url.pathname;
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    if (path === "/control/hold") {
      holdNext = url.searchParams.get("path");
      return send(200, { holding: true });
    }
    if (path === "/control/release") {
      for (const release of releases) release();
      releases = [];
      return send(200, { released: true });
    }
    if (path === "/control/calls") return send(200, calls);
    if (path === "/control/fault") {
      const kind = url.searchParams.get("kind");
      fault = FAULTS.includes(kind as Fault) ? { path: url.searchParams.get("path") ?? "*", kind: kind as Fault } : null;
      return send(200, { fault });
    }
    const route = path.replace(/^\/api/, "");
    calls[route] = (calls[route] ?? 0) + 1;
    if (holdNext === route) {
      holdNext = null;
      await new Promise<void>((resolve) => releases.push(resolve));
    }
    if (fault && (fault.path === "*" || fault.path === route)) {
      if (fault.kind === "malformed") {
        response.writeHead(200, { "content-type": "application/json" });
        return response.end('{"typeMatches": [ {"matchType": "Internat');
      }
      if (fault.kind === "slow") await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
      else if (fault.kind === "429") {
        response.writeHead(429, { "content-type": "application/json", "retry-after": "30" });
        return response.end(JSON.stringify({ message: "Too many requests" }));
      } else return send(Number(fault.kind), { message: `provider fault ${fault.kind}` });
    }
    if (!Object.hasOwn(answers, route)) return send(404, { message: "Not found" });
    send(200, answers[route]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  server.unref();
  return { base: `http://127.0.0.1:${port}/api`, control: `http://127.0.0.1:${port}/control` };
}
