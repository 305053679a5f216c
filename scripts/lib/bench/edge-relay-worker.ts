/**
 * The live benchmark's second runtime (scripts/bench-live.ts, "two runtimes"): relays in a workerd
 * process of their own, as relays on another machine would be. Local workerd cannot place one
 * Durable Object namespace in two processes, so these relays are the site's relay reduced to its
 * fan-out: each holds viewers' sockets (hibernation API, "ping" answered by the runtime, compression
 * declined, the site's own `broadcast`) and is fed by ONE WebSocket to the site's
 * `/live/match/{id}`, which the site's router places on one of the match's relays like any viewer:
 * a ball goes room → relay (runtime A) → this relay (runtime B) → its sockets.
 *
 *   GET  /live/{index} (Upgrade)   a viewer's socket on relay `index`; it gets what the relay has had so far
 *   POST /subscribe/{index}?from=WS_URL   relay `index` opens its socket to the site
 *   GET  /api/health               200 (the benchmark's readiness check)
 *
 * A benchmark tool, served only by scripts/lib/bench/serve.ts on 127.0.0.1; never deployed.
 */
import { DurableObject } from "cloudflare:workers";
import { broadcast, closeBack } from "../../../workers/live/backlog.ts";
import { uncompressed } from "../../../workers/live/router.ts";

interface EdgeEnv {
  EDGE: DurableObjectNamespace<EdgeRelay>;
}

export class EdgeRelay extends DurableObject<EdgeEnv> {
  /** every frame from the site since the subscription (its snapshot first): new viewers get them all */
  private frames: string[] = [];
  private upstream: WebSocket | null = null;

  constructor(ctx: DurableObjectState, env: EdgeEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.headers.get("upgrade")?.toLowerCase() === "websocket") {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      for (const frame of this.frames) server.send(frame);
      return new Response(null, { status: 101, webSocket: client });
    }
    if (request.method === "POST" && url.pathname.startsWith("/subscribe/")) {
      const from = url.searchParams.get("from");
      if (!from || this.upstream) return new Response("subscribed already, or no ?from=", { status: 400 });
      const answer = await fetch(from.replace(/^ws/, "http"), { headers: { upgrade: "websocket" } });
      const socket = answer.webSocket;
      if (!socket) return new Response(`the site answered ${answer.status}`, { status: 502 });
      socket.accept();
      socket.addEventListener("message", (event) => {
        if (typeof event.data !== "string" || event.data === "pong") return;
        this.frames.push(event.data);
        broadcast(this.ctx.getWebSockets(), [event.data]);
      });
      this.upstream = socket;
      return new Response(null, { status: 204 });
    }
    return new Response("not found", { status: 404 });
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    closeBack(socket, code);
  }
}

export default {
  async fetch(request: Request, env: EdgeEnv): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/api/health") return new Response("ok");
    const index = /^\/(?:live|subscribe)\/(\d{1,4})$/.exec(pathname)?.[1];
    if (index === undefined) return new Response("not found", { status: 404 });
    return uncompressed(await env.EDGE.get(env.EDGE.idFromName(index)).fetch(request));
  },
} satisfies ExportedHandler<EdgeEnv>;
