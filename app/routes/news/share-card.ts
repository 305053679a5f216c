import { data } from "react-router";
import { findStory } from "../../backend/news/news-feed.server.ts";
import { categoryOf } from "../../backend/news/news-sections.ts";
import { shareCardResponse } from "../../shell/share-card.server.ts";
import { storyDate } from "../../shell/story-time.ts";
import type { Route } from "./+types/share-card";
import { newsContext, storyIdOf } from "./news.server.ts";

/**
 * An article's share card (og:image, 1200×630 PNG), drawn by the renderer that draws a match's:
 * the section, the headline, the intro and the date. Kept a minute: an editor may change a headline.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = storyIdOf(params.id);
  const story = await findStory(newsContext(context), id, Date.now());
  if (!story) throw data("Content not found", { status: 404 });
  return shareCardResponse(
    {
      eyebrow: categoryOf(story),
      title: story.headline,
      lines: story.intro ? [story.intro] : [],
      footer: storyDate(story.publishedTime),
    },
    { immutable: false },
  );
}
