import { data, redirect, useLoaderData, type MetaDescriptor } from "react-router";
import { adsForPage } from "../../backend/ads/ads.server.ts";
import { topicById } from "../../backend/news/newsroom.server.ts";
import { TOPICS_PATH } from "../../backend/news/news-sections.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { AdSlot } from "../../shell/AdSlot.tsx";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/topic";
import { NewsList, OlderStories } from "./components/NewsList.tsx";
import { NewsMenu } from "./components/NewsMenu.tsx";
import { sectionPage } from "../../backend/news/news-feed.server.ts";
import { beforeOf, newsContext } from "./news.server.ts";
import { topicHref } from "./paths.ts";
import "./components/news.css";

export const handle: PageHandle = { enhancer: "contentPage" };

export async function loader({ context, request, params }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? ""))
    throw data(`topic id must be a number, not "${(params.id ?? "").slice(0, 40)}"`, { status: 400 });
  const news = newsContext(context);
  const topic = await topicById(news.db, Number(params.id));
  if (!topic) throw data("Content not found", { status: 404 });
  const url = new URL(request.url);
  const canonical = topicHref(topic);
  if (url.pathname.replace(/\.data$/, "") !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  const before = beforeOf(request);
  const now = Date.now();
  const [page, ads] = await Promise.all([
    sectionPage(news, { categories: null, reports: false }, { before, now, topicId: topic.id }),
    adsForPage(news.db, url.pathname, now).catch(() => ({ "303x250": [], "303x600": [], "808x99": [] })),
  ]);
  return { topic, page, canonical, before, origin: url.origin, ads };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found" }];
  const { topic, canonical, origin } = loaderData;
  const url = `${origin}${canonical}`;
  return pageMeta({
    title: `${topic.headline} - Cricket News Topic | Cricket Edge`,
    description: topic.description || `Cricket stories on ${topic.headline}, newest first.`,
    url,
    jsonLd: { "@type": "CollectionPage", name: topic.headline, url, ...(topic.description ? { description: topic.description } : {}) },
  });
}

/** A topic (docs/product/content-areas.md#topics): its name and its stories, newest first, older ones a link away. */
export default function TopicPage() {
  const { topic, page, canonical, before, ads } = useLoaderData<typeof loader>();
  return (
    <div className="news-page">
      <NewsMenu current={TOPICS_PATH} />
      <div className="news-page__main">
        <h1 className="news-page__title">{topic.headline}</h1>
        {topic.description && <p className="news-page__lede">{topic.description}</p>}
        <div data-feed="">
          <NewsList stories={page.stories} empty="No Data" />
          <OlderStories href={page.next ? `${canonical}?before=${encodeURIComponent(page.next)}` : null} />
        </div>
        {before && (
          <p className="news-pages">
            <a href={canonical}>Latest stories</a>
          </p>
        )}
      </div>
      <aside className="news-page__side" aria-label="Advertisements">
        <AdSlot size="303x600" ads={ads["303x600"]} />
        <AdSlot size="303x250" ads={ads["303x250"]} />
      </aside>
    </div>
  );
}
