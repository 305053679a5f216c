import { Hono } from "hono";
import { readSettings } from "../../app/backend/site/settings.server.ts";

/** Public site settings (docs/product/site-and-accounts.md#site-settings): no auth headers needed. */
export const settingsApi = new Hono<{ Bindings: Env }>();

settingsApi.get("/site-settings", async (c) => {
  try {
    const data = await readSettings(c.env.DB);
    return c.json({ success: true, data }, 200, { "cache-control": "no-cache" });
  } catch (error) {
    console.error("site settings", error);
    return c.json({ success: false, error: "Failed to fetch settings" }, 500);
  }
});
