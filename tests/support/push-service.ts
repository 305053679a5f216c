import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on a real local port, for the Worker tests of match alerts: it answers a
 * subscription's endpoint by its path — `/gone/…` 410, `/missing/…` 404, `/broken/…` 500, anything
 * else 201 — and keeps what it received (`GET /control/received`: path, headers, body size).
 */
export async function startPushService() {
  const received: { path: string; headers: Record<string, string>; bytes: number }[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://push").pathname;
    if (path === "/control/received") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(received));
      return;
    }
    let bytes = 0;
    request.on("data", (chunk: Buffer) => (bytes += chunk.length));
    request.on("end", () => {
      received.push({ path, headers: request.headers as Record<string, string>, bytes });
      const status = path.startsWith("/gone/") ? 410 : path.startsWith("/missing/") ? 404 : path.startsWith("/broken/") ? 500 : 201;
      response.writeHead(status);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  server.unref();
  return { base: `http://127.0.0.1:${port}` };
}
