/**
 * With CRICKET_SOURCE=upstream the sitemaps still answer: the provider lists no whole catalogue
 * and has no call for its galleries, so the source's children (matches … galleries) are empty
 * urlsets, and the index still lists them beside the site's own (editors' stories and galleries).
 */
import { exports } from "cloudflare:workers";
import { expect, test } from "vitest";
import { checkSitemapIndex, checkUrlset } from "../support/xml-check.ts";

const get = (path: string) => exports.default.fetch(new Request(`http://site${path}`, { headers: { "user-agent": "Mozilla/5.0" } }));

test("the sitemap index lists every child; the galleries child is an empty, valid urlset", async () => {
  const index = await get("/sitemap.xml");
  expect(index.status).toBe(200);
  const locs = checkSitemapIndex(await index.text());
  for (const child of ["matches", "series", "teams", "players", "reports", "galleries", "stories", "editor-galleries"])
    expect(locs).toContain(`http://site/sitemaps/${child}/1`);
  // The children from D1 and the source (the news sitemap reads the provider's news, which this fake does not serve).
  for (const loc of locs.filter((l) => l.startsWith("http://site/sitemaps/"))) {
    const response = await get(new URL(loc).pathname);
    expect(response.status, loc).toBe(200);
    checkUrlset(await response.text());
  }
  expect(checkUrlset(await (await get("/sitemaps/galleries/1")).text())).toEqual([]);
  expect((await get("/sitemaps/galleries/2")).status).toBe(404);
});

test("feeds that read the provider's news say 503 with a Retry-After while it cannot answer, never 500", async () => {
  // This provider serves no news/v1/index: the news sitemap and the RSS feeds cannot be made.
  for (const path of ["/news-sitemap.xml", "/rss/news", "/rss/news/latest-news"]) {
    const response = await get(path);
    expect(response.status, path).toBe(503);
    expect(response.headers.get("retry-after"), path).toBe("300");
    expect(await response.text(), path).toContain("unavailable for the moment");
  }
});
