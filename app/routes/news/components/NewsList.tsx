import { Link } from "react-router";
import { categoryOf, sectionHref, sectionOfCategory } from "../../../backend/news/news-sections.ts";
import { storyHref } from "../../../backend/site/public.ts";
import type { Story } from "../../../data/schemas.ts";
import { storyDate } from "../../../shell/story-time.ts";

/**
 * Stories as the spec's list (topic page: cover image, storyType, context, headline, intro, date as
 * "Jun 29, 2024"). `data-key` lets the feed script append older pages without repeating a story.
 */
export function NewsList({ stories, empty }: { stories: Story[]; empty: string }) {
  if (stories.length === 0) return <p className="empty">{empty}</p>;
  return (
    <ol className="news-list">
      {stories.map((story) => {
        const category = categoryOf(story);
        return (
          <li key={story.id} data-key={story.id}>
            <article className="news-item">
              <Link to={storyHref(story)} className="news-item__picture" tabIndex={-1} aria-hidden="true">
                {story.imageId ? (
                  <img src={story.imageId} alt="" loading="lazy" width="240" height="135" />
                ) : (
                  <span className="news-item__art">{story.context || category}</span>
                )}
              </Link>
              <div className="news-item__text">
                <p className="news-item__meta">
                  <Link to={sectionHref(sectionOfCategory(category))} className="news-item__type">
                    {category}
                  </Link>
                  {story.context && <span className="news-item__context">{story.context}</span>}
                </p>
                <h2 className="news-item__headline">
                  <Link to={storyHref(story)}>{story.headline}</Link>
                </h2>
                {story.intro && <p className="news-item__intro">{story.intro}</p>}
                <time dateTime={new Date(story.publishedTime).toISOString()}>{storyDate(story.publishedTime)}</time>
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

/** Older pages: a plain link (works without JavaScript), appended in place by app/enhance/feed.ts when seen. */
export function OlderStories({ href }: { href: string | null }) {
  if (!href) return null;
  return (
    <div className="news-pages" data-load-more="">
      <Link to={href} rel="next">
        Older stories
      </Link>
    </div>
  );
}
