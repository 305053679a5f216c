import type { Route } from "./+types/robots";

/** /robots.txt: everything public may be crawled; the desk and the private API not; where the sitemaps are. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /account",
    "Disallow: /api/admin",
    "Disallow: /search",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    `Sitemap: ${origin}/news-sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
