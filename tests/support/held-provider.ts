import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A provider on a real local port, for Worker tests that need its answers to be real network I/O
 * (a JavaScript stand-in on the Worker's fetch is not I/O, so workerd's per-request rules would
 * not apply to it). It answers each path from `answers`; after `POST /control/hold?path=P`, the next
 * call for P waits until `POST /control/release`. `GET /control/calls` counts calls by path.
 */
export async function startHeldProvider(answers: Record<string, unknown>) {
  const calls: Record<string, number> = {};
  let holdNext: string | null = null;
  let releases: (() => void)[] = [];
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
    const route = path.replace(/^\/api/, "");
    calls[route] = (calls[route] ?? 0) + 1;
    if (holdNext === route) {
      holdNext = null;
      await new Promise<void>((resolve) => releases.push(resolve));
    }
    if (!Object.hasOwn(answers, route)) return send(404, { message: "Not found" });
    send(200, answers[route]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  server.unref();
  return { base: `http://127.0.0.1:${port}/api`, control: `http://127.0.0.1:${port}/control` };
}
