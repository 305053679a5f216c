import type { Route } from "./+types/sitemap-index";
import { childPages, feedContext } from "./feeds.server.ts";
import { xmlResponse, xmlText } from "./xml.ts";

/**
 * /sitemap.xml: a sitemap index of every child file (/sitemaps/{kind}/{page}: matches, series,
 * teams, players, match reports, the source's galleries, editors' stories and editors' galleries;
 * SITEMAP_CHILDREN in feeds.server.ts) and the Google News sitemap.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const feed = feedContext(context, request);
  const children = await childPages(feed, Date.now());
  const locs = [
    ...children.flatMap(({ child, pages }) => Array.from({ length: pages }, (_, i) => `${feed.origin}/sitemaps/${child}/${i + 1}`)),
    `${feed.origin}/news-sitemap.xml`,
  ];
  return xmlResponse(
    `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<sitemap><loc>${xmlText(loc)}</loc></sitemap>`).join("")}</sitemapindex>`,
  );
}
