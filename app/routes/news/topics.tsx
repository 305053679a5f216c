import { Link, useLoaderData, type MetaDescriptor } from "react-router";
import { listTopics } from "../../backend/news/newsroom.server.ts";
import { TOPICS_PATH } from "../../backend/news/news-sections.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/topics";
import { NewsMenu } from "./components/NewsMenu.tsx";
import { newsContext } from "./news.server.ts";
import { topicHref } from "./paths.ts";
import "./components/news.css";

export const handle: PageHandle = { enhancer: "contentPage" };

export async function loader({ context, request }: Route.LoaderArgs) {
  const topics = await listTopics(newsContext(context).db);
  return { topics, origin: new URL(request.url).origin };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const url = `${loaderData?.origin ?? ""}${TOPICS_PATH}`;
  return pageMeta({
    title: "Cricket News Topics | Cricket Edge",
    description: "Cricket news by topic: each topic's stories from the Cricket Edge desk.",
    url,
    jsonLd: {
      "@type": "ItemList",
      name: "Cricket news topics",
      itemListElement: (loaderData?.topics ?? []).map((topic, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: topic.headline,
        url: `${loaderData?.origin ?? ""}${topicHref(topic)}`,
      })),
    },
  });
}

/** Topics (docs/product/content-areas.md#topics): headline and description, each linking its page; 'No topics available' when none. */
export default function TopicsPage() {
  const { topics } = useLoaderData<typeof loader>();
  return (
    <div className="news-page">
      <NewsMenu current={TOPICS_PATH} />
      <div className="news-page__main">
        <h1 className="news-page__title">Topics</h1>
        {topics.length === 0 ? (
          <p className="empty">No topics available</p>
        ) : (
          <ul className="news-topics">
            {topics.map((topic) => (
              <li key={topic.id}>
                <h2>
                  <Link to={topicHref(topic)}>{topic.headline}</Link>
                </h2>
                {topic.description && <p>{topic.description}</p>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
