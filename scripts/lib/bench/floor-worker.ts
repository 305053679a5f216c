/**
 * The live benchmark's floor (scripts/bench-live.ts): a bare broadcaster on the same runtime, to
 * tell what the runtime and the machine cost a ball from what the site adds. One Durable Object
 * holds the sockets exactly as a match room does (hibernation API, the runtime answering "ping",
 * compression declined, the room's own `broadcast`), and nothing else: no D1, no scoring, no
 * snapshot building. The benchmark gives it the snapshot and then, ball by ball, the very frames
 * the real room sent, to the same clients.
 *
 *   GET  /live (Upgrade)  a socket; the snapshot is sent first
 *   PUT  /snapshot        the frame new sockets get
 *   POST /frame           sends the body to every socket, then answers 204
 *   GET  /api/health      200 (the benchmark's readiness check)
 *
 * A benchmark tool, served only by scripts/lib/bench/serve.ts on 127.0.0.1; never deployed.
 */
import { DurableObject } from "cloudflare:workers";
import { broadcast, closeBack, sendTo } from "../../../workers/live/backlog.ts";
import { uncompressed } from "../../../workers/live/router.ts";

interface FloorEnv {
  FLOOR: DurableObjectNamespace<FloorRoom>;
}

export class FloorRoom extends DurableObject<FloorEnv> {
  private snapshot: string | null = null;

  constructor(ctx: DurableObjectState, env: FloorEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.headers.get("upgrade")?.toLowerCase() === "websocket") {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      if (this.snapshot) sendTo(server, [this.snapshot]);
      return new Response(null, { status: 101, webSocket: client });
    }
    if (request.method === "PUT" && pathname === "/snapshot") {
      this.snapshot = await request.text();
      return new Response(null, { status: 204 });
    }
    if (request.method === "POST" && pathname === "/frame") {
      broadcast(this.ctx.getWebSockets(), [await request.text()]);
      return new Response(null, { status: 204 });
    }
    return new Response("not found", { status: 404 });
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    closeBack(socket, code);
  }
}

export default {
  async fetch(request: Request, env: FloorEnv): Promise<Response> {
    if (new URL(request.url).pathname === "/api/health") return new Response("ok");
    return uncompressed(await env.FLOOR.get(env.FLOOR.idFromName("floor")).fetch(request));
  },
} satisfies ExportedHandler<FloorEnv>;
