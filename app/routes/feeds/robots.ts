import type { Route } from "./+types/robots";

/** /robots.txt: everything public may be crawled; the desks, accounts and APIs not; where the sitemaps are. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    // the desks, the accounts' pages, the APIs, the live feeds and the strip's fragment are not pages
    "Disallow: /admin",
    "Disallow: /user/",
    "Disallow: /api/",
    "Disallow: /live/",
    "Disallow: /shell/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/news-sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
