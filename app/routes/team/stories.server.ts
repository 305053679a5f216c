import { storiesNaming } from "../../backend/news/search.server.ts";
import type { Story } from "../../data/schemas.ts";

/**
 * The editors' stories naming a team (the CMS search the profile pages use), newest first; a
 * failing search leaves them out rather than failing the page.
 */
export async function editorsStories(db: D1Database, teamName: string, now: number): Promise<Story[]> {
  return storiesNaming(db, teamName, now).catch((error: Error) => {
    console.error(`stories naming ${teamName}: ${error.message}`);
    return [];
  });
}

/** Two lists of stories as one, newest first, each story once. */
export function mergeStories(first: Story[], second: Story[]): Story[] {
  const seen = new Set(first.map((story) => story.id));
  return [...first, ...second.filter((story) => !seen.has(story.id))].sort((a, b) => b.publishedTime - a.publishedTime);
}
