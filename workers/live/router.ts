import { Hono } from "hono";
import { z } from "zod";
import { parseId } from "../../app/data/ids.ts";
import { NOT_AVAILABLE } from "../../app/shell/unavailable.ts";
import { json } from "./backlog.ts";
import { hashKey, RELAY_HEADER, RELAY_OVERFLOW, relayName, relayOf } from "./relays.ts";

/**
 * /live/*: WebSockets (and the polling fallback) of the match rooms and the ticker.
 *   GET /live/match/{matchId}[?since=SEQ][&v=KEY]   one match: a socket through one of its relays
 *                                                  (MatchRelay), the polling fallback from its room (MatchRoom)
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
  const room = rooms.get(rooms.idFromName(String(id)));
  try {
    // The polling fallback is the room's; a socket goes to one of the match's relays (decision 062).
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") return await room.fetch(c.req.raw);
    return uncompressed(await throughRelay(c.env, room, id, c.req.raw, viewerKey.parse(c.req.query("v"))));
  } catch (error) {
    // The room could not read the match (a provider outage): an honest 503, its cause logged (issue 32).
    console.error(`live match ${id}: ${error instanceof Error ? error.message : String(error)}`);
    c.header("retry-after", "30");
    return c.json({ success: false, error: NOT_AVAILABLE }, 503);
  }
});

/**
 * `?v=`: the page's viewer key (random, kept for the tab's session), so a reconnect lands on the
 * relay it left; anything else is ignored (the viewer is then placed at random).
 */
const viewerKey = z
  .string()
  .regex(/^[\w-]{1,64}$/)
  .optional()
  .catch(undefined);

type Room = DurableObjectStub<import("./match-room.ts").MatchRoom>;

/** The room's plan (K relays, N sockets each), kept by this isolate for a second: a connect storm asks the room once a second. */
const PLAN_FOR_MS = 1_000;
const plans = new Map<number, { relays: number; at: number }>();

async function relayCount(room: Room, matchId: number): Promise<number | null> {
  const known = plans.get(matchId);
  if (known && Date.now() - known.at < PLAN_FOR_MS) return known.relays;
  const plan = await room.plan(matchId);
  if (!plan) return null;
  if (plans.size > 1_000) plans.clear();
  plans.set(matchId, { relays: plan.relays, at: Date.now() });
  return plan.relays;
}

/**
 * The viewer's relay: jump-hashed from its key over the planned K; when that one is full (409),
 * the next, up to RELAY_OVERFLOW past it (and the plan is read again on the next connect).
 */
async function throughRelay(env: Env, room: Room, matchId: number, request: Request, viewer: string | undefined): Promise<Response> {
  const relays = await relayCount(room, matchId);
  if (relays === null) return json({ success: false, error: `No match ${matchId}` }, 404);
  const key = viewer !== undefined ? hashKey(viewer) : crypto.getRandomValues(new Uint32Array(1))[0]!;
  const first = relayOf(key, relays);
  for (let index = first; index <= first + RELAY_OVERFLOW; index++) {
    const headers = new Headers(request.headers);
    headers.set(RELAY_HEADER, String(index));
    const relay = env.MATCH_RELAY.get(env.MATCH_RELAY.idFromName(relayName(matchId, index)));
    const response = await relay.fetch(new Request(request.url, { headers }));
    if (response.status !== 409) return response;
    await response.body?.cancel(); // read to its end: the relay's answer is done with
    plans.delete(matchId);
  }
  return json({ success: false, error: NOT_AVAILABLE }, 503);
}

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
