import type { CricketData } from "../../data/contract.ts";
import type { Story } from "../../data/schemas.ts";
import { editorStoryNumber, publicEditorStories, publicEditorStory, type EditorStory, type StoryCursor } from "./newsroom.server.ts";
import type { NewsSection } from "./news-sections.ts";

/**
 * The news as sections, topics and feeds list it: the source's stories (match reports are "News")
 * and the editors' stories, merged newest first.
 */

/** Stories on one page of a section or topic. */
export const NEWS_PAGE = 10;

export interface NewsSources {
  db: D1Database;
  cricket: CricketData;
}

/** Any story by id: an editor's (`story-N`, once public) or the source's (a match report, a provider's story). */
export async function findStory(news: NewsSources, id: string, now: number): Promise<Story | EditorStory | null> {
  const number = editorStoryNumber(id);
  if (number !== null) return publicEditorStory(news.db, number, now);
  if (id.startsWith("story-")) return null;
  return news.cricket.story(id);
}

/** Newest first, each story once. */
export function mergeNewest(...lists: Story[][]): Story[] {
  const seen = new Set<string>();
  return lists
    .flat()
    .filter((story) => !seen.has(story.id) && Boolean(seen.add(story.id)))
    .sort((a, b) => b.publishedTime - a.publishedTime || b.id.localeCompare(a.id));
}

export interface StoryPage {
  stories: Story[];
  /** the last story's id, the next page's `before`; null at the end */
  next: string | null;
}

/**
 * One page of a section (or a topic's stories): `before` is the last story id shown; both lists go
 * on from that story's time, so the cursor may be either kind. An unknown cursor is an empty page
 * (a feed then stops loading).
 */
export async function sectionPage(
  news: NewsSources,
  section: Pick<NewsSection, "categories" | "reports">,
  options: { before: string | null; now: number; topicId?: number; size?: number },
): Promise<StoryPage> {
  const { before, now, topicId, size = NEWS_PAGE } = options;
  let cursor: StoryCursor | null = null;
  if (before) {
    const last = await findStory(news, before, now);
    if (!last) return { stories: [], next: null };
    cursor = { time: last.publishedTime, id: editorStoryNumber(before) ?? 0 };
  }
  const withReports = section.reports && topicId === undefined;
  const [source, editors] = await Promise.all([
    withReports
      ? news.cricket.latestNews(before && cursor ? { before, olderThan: cursor.time } : {})
      : Promise.resolve({ stories: [], next: null }),
    publicEditorStories(news.db, {
      now,
      categories: section.categories,
      ...(topicId === undefined ? {} : { topicId }),
      before: cursor,
      limit: size + 1,
    }),
  ]);
  const time = cursor?.time;
  const older = time === undefined ? source.stories : source.stories.filter((s) => s.publishedTime < time);
  const merged = mergeNewest(older, editors);
  const stories = merged.slice(0, size);
  const more = merged.length > size || source.next !== null;
  return { stories, next: more ? (stories.at(-1)?.id ?? null) : null };
}
