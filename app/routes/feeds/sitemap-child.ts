import { data } from "react-router";
import type { Route } from "./+types/sitemap-child";
import { childEntries, feedContext, SITEMAP_CHILDREN, type SitemapChild } from "./feeds.server.ts";
import { isoTime, xmlResponse, xmlText } from "./xml.ts";

/** /sitemaps/{kind}/{page}: one file of the index, at most SITEMAP_PAGE absolute addresses. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const child = SITEMAP_CHILDREN.find((c) => c === params.kind) as SitemapChild | undefined;
  if (!child) throw data("Content not found", { status: 404 });
  if (!/^[1-9]\d{0,4}$/.test(params.page ?? ""))
    throw data(`page must be a number from 1, not "${(params.page ?? "").slice(0, 20)}"`, { status: 400 });
  const feed = feedContext(context, request);
  const entries = await childEntries(feed, child, Number(params.page) - 1, Date.now());
  if (entries.length === 0 && params.page !== "1") throw data("Content not found", { status: 404 });
  const urls = entries.map(
    (e) =>
      `<url><loc>${xmlText(`${feed.origin}${e.path}`)}</loc>${e.lastModified ? `<lastmod>${isoTime(e.lastModified)}</lastmod>` : ""}</url>`,
  );
  return xmlResponse(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join("")}</urlset>`);
}
