import { data, useLoaderData, type MetaDescriptor } from "react-router";
import { adsForPage } from "../../backend/ads/ads.server.ts";
import { sectionHref, sectionOf, type NewsSection } from "../../backend/news/news-sections.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { AdSlot } from "../../shell/AdSlot.tsx";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/section";
import { NewsList, OlderStories } from "./components/NewsList.tsx";
import { NewsMenu } from "./components/NewsMenu.tsx";
import { sectionPage, type StoryPage } from "../../backend/news/news-feed.server.ts";
import { beforeOf, newsContext } from "./news.server.ts";
import { sectionFeedHref } from "./paths.ts";
import "./components/news.css";

/** Server HTML and the content pages' script: its feed appends older stories (app/enhance/feed.ts). */
export const handle: PageHandle = { enhancer: "contentPage" };

export const LOAD_FAILED = "Failed to load stories. Please try again.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const section = sectionOf(url.pathname.replace(/\.data$/, "").replace(/^\/cricket_news\/?/, ""));
  if (!section) throw data("Content not found", { status: 404 });
  const before = beforeOf(request);
  const news = newsContext(context);
  const now = Date.now();
  let page: StoryPage;
  let failed = false;
  try {
    page = await sectionPage(news, section, { before, now });
  } catch (error) {
    console.error(`news section ${section.path || "all"}: ${(error as Error).message}`);
    page = { stories: [], next: null };
    failed = true;
  }
  const ads = await adsForPage(news.db, url.pathname, now).catch(() => ({ "303x250": [], "303x600": [], "808x99": [] }));
  const body = { section, page, before, failed, origin: url.origin, ads };
  return failed ? data(body, { status: 503 }) : body;
}

function sectionTitle(section: NewsSection) {
  return section.path ? `${section.label} - Cricket News` : "Cricket News - All Stories";
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found" }];
  const { section, origin, before } = loaderData;
  const url = `${origin}${sectionHref(section)}${before ? `?before=${encodeURIComponent(before)}` : ""}`;
  const title = `${sectionTitle(section)} | Cricket Edge`;
  return [
    ...pageMeta({
      title,
      description: section.path
        ? `${section.label}: cricket stories from Cricket Edge, newest first.`
        : "The latest cricket news: match reports from every finished match and the editors' stories, newest first.",
      url,
      jsonLd: { "@type": "CollectionPage", name: sectionTitle(section), url },
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${section.label} (RSS)`,
      href: `${origin}${sectionFeedHref(section)}`,
    },
  ];
}

/** A News section (docs/product/content-areas.md#news-sections): its stories newest first, older ones a link away (appended in place with a script). */
export default function NewsSectionPage() {
  const { section, page, before, failed, ads } = useLoaderData<typeof loader>();
  const href = sectionHref(section);
  return (
    <div className="news-page">
      <NewsMenu current={href} />
      <div className="news-page__main">
        <h1 className="news-page__title">{sectionTitle(section)}</h1>
        {failed ? (
          <p className="empty" role="alert">
            {LOAD_FAILED}
          </p>
        ) : (
          <div data-feed="">
            <NewsList stories={page.stories} empty={section.empty} />
            <OlderStories href={page.next ? `${href}?before=${encodeURIComponent(page.next)}` : null} />
          </div>
        )}
        {before && (
          <p className="news-pages">
            <a href={href}>Latest stories</a>
          </p>
        )}
      </div>
      <aside className="news-page__side" aria-label="Advertisements">
        <AdSlot size="303x250" ads={ads["303x250"]} />
        <AdSlot size="303x600" ads={ads["303x600"]} />
      </aside>
    </div>
  );
}
