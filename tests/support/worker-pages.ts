/**
 * Reading what the built Worker serves, for Worker tests (project "worker": `cloudflare:workers`):
 * its pages as HTML, its answers before a redirect is followed, its D1 rows, and a table cell's text.
 */
import { env, exports } from "cloudflare:workers";
import { get } from "../worker/site-helpers.ts";

/** The rows a D1 query returns. */
export const d1Rows = async <T>(sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;

/** A request whose redirect is answered, not followed. */
export const unfollowed = (path: string) =>
  exports.default.fetch(new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }));

/** A page's HTML without React's text separators, so adjacent texts read as one. */
export const pageHtml = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");

/** A cell's HTML as the reader sees it: tags dropped, the entities React writes decoded. */
export const cellText = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .trim();
