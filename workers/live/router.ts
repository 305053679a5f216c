import { Hono } from "hono";
import { parseId } from "../../app/data/ids.ts";
import { NOT_AVAILABLE } from "../../app/shell/unavailable.ts";

/**
 * /live/*: WebSockets (and the polling fallback) of the match rooms and the ticker.
 *   GET /live/match/{matchId}[?since=SEQ]   one match (MatchRoom named by the id)
 *   GET /live/ticker[?since=SEQ]            every live match (the one Ticker)
 */
export const live = new Hono<{ Bindings: Env }>().basePath("/live");

live.get("/match/:id", async (c) => {
  const raw = c.req.param("id");
  const id = parseId(raw);
  if (id === null) {
    return c.json({ success: false, error: `"${raw}" is not a match id (a positive whole number)` }, 400);
  }
  const rooms = c.env.MATCH_ROOM;
  try {
    return uncompressed(await rooms.get(rooms.idFromName(String(id))).fetch(c.req.raw));
  } catch (error) {
    // The room could not read the match (a provider outage): an honest 503, its cause logged (issue 32).
    console.error(`live match ${id}: ${error instanceof Error ? error.message : String(error)}`);
    c.header("retry-after", "30");
    return c.json({ success: false, error: NOT_AVAILABLE }, 503);
  }
});

live.get("/ticker", async (c) => uncompressed(await c.env.TICKER.get(c.env.TICKER.idFromName("global")).fetch(c.req.raw)));

live.notFound((c) => c.json({ success: false, error: `No live route for ${c.req.path}` }, 404));

/**
 * Live sockets decline permessage-deflate (browsers offer it; the runtime would accept it). A room
 * sends one frame to thousands of sockets and deflate would run once per socket: at 2,000 sockets
 * it was half of the room's CPU per ball (docs/benchmarks/live.md, decision 006). The runtime
 * negotiates compression from the Worker's answer when it carries Sec-WebSocket-Extensions, else
 * from the client's offer; an answer naming no extension it knows means none, and is not sent on.
 */
export const NO_EXTENSIONS = "identity";

export function uncompressed(response: Response): Response {
  if (response.status !== 101 || !response.webSocket) return response;
  const headers = new Headers(response.headers);
  headers.set("sec-websocket-extensions", NO_EXTENSIONS);
  return new Response(null, { status: 101, statusText: response.statusText, webSocket: response.webSocket, headers });
}
