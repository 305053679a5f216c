import { Hono } from "hono";
import { cricketDataFor } from "../../app/data/index.server.ts";
import { searchSite } from "../../app/backend/news/search.server.ts";
import { MIN_QUERY_LENGTH } from "../../app/data/search.ts";
import { withinLimit } from "../../app/backend/security/rate-limit.server.ts";
import { tooMany } from "./respond.ts";

/** GET /api/search?q=…: players, teams, series, venues and stories, ranked. */
export const searchApi = new Hono<{ Bindings: Env }>();

searchApi.get("/search", async (c) => {
  if (!(await withinLimit(c.env, "SEARCH_LIMITER", c.req.raw))) return tooMany(c);
  const q = c.req.query("q") ?? "";
  const data = cricketDataFor(c.env, c.executionCtx);
  const results = await searchSite({ db: c.env.DB, data }, q);
  if (results.tooShort) {
    return c.json({ success: false, error: `Please enter at least ${MIN_QUERY_LENGTH} characters`, data: results }, 400);
  }
  return c.json({ success: true, data: results });
});
