import { Hono } from "hono";
import { cricketDataFor } from "../../app/data/index.server.ts";
import { parseId } from "../../app/data/ids.ts";

/**
 * GET /api/matches/{id}/forecast: the match's win probability after every ball bowled so far
 * (decision 049), `{ success, data: { matchId, game, teams, points: [{ inningsNo, balls, label, chance }] } }`,
 * `chance` being teams[0]'s; a men's Test (decision 060): a point after every over of four innings,
 * each with `draw` too (teams[1]'s chance: 1 − chance − draw). 400 for a malformed id, 404 for an
 * unknown match.
 */
export const forecastApi = new Hono<{ Bindings: Env }>();

forecastApi.get("/matches/:id/forecast", async (c) => {
  const id = parseId(c.req.param("id"));
  if (id === null) return c.json({ success: false, error: `match id "${c.req.param("id")}" is not a positive whole number` }, 400);
  const forecast = await cricketDataFor(c.env, c.executionCtx).forecast(id);
  if (!forecast) return c.json({ success: false, error: `no match ${id}` }, 404);
  return c.json({ success: true, data: forecast });
});
