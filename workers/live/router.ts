import { Hono } from "hono";

/**
 * /live/*: WebSockets (and the polling fallback) of the match rooms and the ticker.
 *   GET /live/match/{matchId}[?since=SEQ]   one match (MatchRoom named by the id)
 *   GET /live/ticker[?since=SEQ]            every live match (the one Ticker)
 */
export const live = new Hono<{ Bindings: Env }>().basePath("/live");

live.get("/match/:id", async (c) => {
  const raw = c.req.param("id");
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) {
    return c.json({ success: false, error: `"${raw}" is not a match id (a positive whole number)` }, 400);
  }
  const rooms = c.env.MATCH_ROOM;
  return rooms.get(rooms.idFromName(String(id))).fetch(c.req.raw);
});

live.get("/ticker", async (c) => c.env.TICKER.get(c.env.TICKER.idFromName("global")).fetch(c.req.raw));

live.notFound((c) => c.json({ success: false, error: `No live route for ${c.req.path}` }, 404));
