import { Hono } from "hono";

/** The product's own API, mounted at /api. */
export const api = new Hono<{ Bindings: Env }>().basePath("/api");

api.get("/health", async (c) => {
  const row = await c.env.DB.prepare("SELECT count(*) AS matches FROM matches").first<{ matches: number }>();
  return c.json({ ok: true, matches: row?.matches ?? 0 });
});

api.notFound((c) => c.json({ success: false, error: `No API route for ${c.req.path}` }, 404));
