import type { NewsSection } from "../../backend/news/news-sections.ts";
import { slugify } from "../../cricket/slug.ts";

/** A topic's page (docs/product/content-areas.md#topics: /cricket_news/info/{id}/{headline-slug}). */
export const topicHref = (topic: { id: number; headline: string }) =>
  `/cricket_news/info/${topic.id}/${slugify(topic.headline) || "topic"}`;

/** The RSS feed of a section: all stories at /rss/news, a section at /rss/news/{its last path part}. */
export const sectionFeedHref = (section: Pick<NewsSection, "path">) =>
  section.path ? `/rss/news/${section.path.split("/").at(-1)}` : "/rss/news";
