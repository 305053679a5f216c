import { data } from "react-router";
import { sectionPage } from "../../backend/news/news-feed.server.ts";
import { categoryOf, NEWS_SECTIONS, sectionHref } from "../../backend/news/news-sections.ts";
import { storyPath } from "../../data/story-path.ts";
import type { Route } from "./+types/rss";
import { feedContext, feedUnavailable } from "./feeds.server.ts";
import { xmlResponse, xmlText } from "./xml.ts";

/** Stories in one feed. */
const ITEMS = 30;

/**
 * RSS 2.0 of all stories (/rss/news) or of one section (/rss/news/{latest-news|spotlight|…}): the
 * newest stories, each with its absolute link, guid, date, category and intro.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const section = params.section
    ? NEWS_SECTIONS.find((s) => s.path !== "" && s.path.split("/").at(-1) === params.section)
    : NEWS_SECTIONS[0];
  if (!section) throw data("Content not found", { status: 404 });
  const feed = feedContext(context, request);
  const now = Date.now();
  const { stories } = await feedUnavailable(sectionPage(feed, section, { before: null, now, size: ITEMS }), "news feed");
  const self = `${feed.origin}${new URL(request.url).pathname}`;
  const items = stories.map((story) => {
    const link = `${feed.origin}${storyPath(story)}`;
    return `<item><title>${xmlText(story.headline)}</title><link>${xmlText(link)}</link><guid isPermaLink="true">${xmlText(link)}</guid><pubDate>${new Date(story.publishedTime).toUTCString()}</pubDate><category>${xmlText(categoryOf(story))}</category><description>${xmlText(story.intro || story.body[0] || story.headline)}</description></item>`;
  });
  const title = section.path ? `Cricket Edge - ${section.label}` : "Cricket Edge - All Stories";
  return xmlResponse(
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xmlText(title)}</title><link>${xmlText(
      `${feed.origin}${sectionHref(section)}`,
    )}</link><description>${xmlText(`${section.label}: cricket news from Cricket Edge, newest first.`)}</description><language>en</language><lastBuildDate>${new Date(
      stories[0]?.publishedTime ?? now,
    ).toUTCString()}</lastBuildDate><atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>${items.join("")}</channel></rss>`,
    "application/rss+xml",
  );
}
