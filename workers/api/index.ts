import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { bodyLimitFor, tooLargeMessage } from "../../app/backend/security/limits.server.ts";
import { scoring } from "./scoring.ts";
import { adminApi } from "./admin.ts";
import { adsApi } from "./ads.ts";
import { forecastApi } from "./forecast.ts";
import { searchApi } from "./search.ts";
import { alertsApi } from "./alerts.ts";
import { settingsApi } from "./settings.ts";

/** The product's own API, mounted at /api. */
export const api = new Hono<{ Bindings: Env }>().basePath("/api");

// Every write's body is limited before anything parses it (413 with the limit).
api.use("*", (c, next) => {
  const maxSize = bodyLimitFor(c.req.path, c.req.header("content-type") ?? null);
  return bodyLimit({ maxSize, onError: (c) => c.json({ success: false, error: tooLargeMessage(maxSize) }, 413) })(c, next);
});

api.get("/health", async (c) => {
  const row = await c.env.DB.prepare("SELECT count(*) AS matches FROM matches").first<{ matches: number }>();
  return c.json({ ok: true, matches: row?.matches ?? 0 });
});

api.route("/scoring", scoring);
// Site settings, ads, search and the admin CMS (docs/decisions/008-site-shell-and-search.md).
api.route("/", settingsApi);
api.route("/", adsApi);
api.route("/", searchApi);
api.route("/", forecastApi);
api.route("/", adminApi);
// Match alerts by Web Push (docs/decisions/028-match-alerts.md).
api.route("/", alertsApi);

api.notFound((c) => c.json({ success: false, error: `No API route for ${c.req.path}` }, 404));
