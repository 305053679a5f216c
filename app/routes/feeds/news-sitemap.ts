import { storyPath } from "../../data/story-path.ts";
import type { Route } from "./+types/news-sitemap";
import { feedContext, feedUnavailable, recentArticles } from "./feeds.server.ts";
import { isoTime, xmlResponse, xmlText } from "./xml.ts";

/** /news-sitemap.xml: the Google News sitemap, the articles of the last two days. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const feed = feedContext(context, request);
  const stories = await feedUnavailable(recentArticles(feed, Date.now()), "news sitemap");
  const urls = stories.map(
    (story) =>
      `<url><loc>${xmlText(`${feed.origin}${storyPath(story)}`)}</loc><news:news><news:publication><news:name>Cricket Edge</news:name><news:language>en</news:language></news:publication><news:publication_date>${isoTime(story.publishedTime)}</news:publication_date><news:title>${xmlText(story.headline)}</news:title></news:news></url>`,
  );
  return xmlResponse(
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">${urls.join("")}</urlset>`,
  );
}
