import { useLoaderData } from "react-router";
import type { Route } from "./+types/news";
import { stalest } from "../../data/cache.server.ts";
import { loadedMatch, partOf } from "./match.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  const news = await partOf(info, cricket.matchNews(id));
  return { news, stale: stalest(cricket, [news]) };
}

/** Match news: the auto-written report and any other story of the match (docs/product/match-pages.md#news-photos-and-live-blog). */
export default function NewsTab() {
  const { news } = useLoaderData<typeof loader>();
  if (!news) return <p className="empty match-body">The match news is not available right now.</p>;
  if (news.stories.length === 0) return <p className="empty match-body">There are no news available for this match.</p>;
  return (
    <div className="match-body match-body--wide">
      <section className="comm-main">
        {news.stories.map((story) => (
          <article key={story.id} className="panel story">
            <p className="story__context">{story.context}</p>
            <h2 className="story__headline">{story.headline}</h2>
            <p className="story__time">
              <time dateTime={new Date(story.publishedTime).toISOString()}>
                {new Date(story.publishedTime).toUTCString().replace(" GMT", " GMT")}
              </time>
            </p>
            <p className="story__intro">{story.intro}</p>
            {story.body.map((paragraph, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a paragraph's place in a story that never changes is its identity
              <p key={i}>{paragraph}</p>
            ))}
          </article>
        ))}
      </section>
    </div>
  );
}
