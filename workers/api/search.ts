import { Hono } from "hono";
import { cricketDataFor } from "../../app/data/index.server.ts";
import { searchSite } from "../../app/backend/search.server.ts";
import { MIN_QUERY_LENGTH } from "../../app/data/search.ts";

/** GET /api/search?q=…: players, teams, series, venues and stories, ranked. */
export const searchApi = new Hono<{ Bindings: Env }>();

searchApi.get("/search", async (c) => {
  const q = c.req.query("q") ?? "";
  const data = cricketDataFor(c.env, c.executionCtx);
  const results = await searchSite({ db: c.env.DB, data }, q);
  if (results.tooShort) {
    return c.json({ success: false, error: `Please enter at least ${MIN_QUERY_LENGTH} characters`, data: results }, 400);
  }
  return c.json({ success: true, data: results });
});
