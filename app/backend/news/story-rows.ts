import type { Story } from "../../data/schemas.ts";

/**
 * The one mapping of a `site_stories` row to a Story (decision 040): the newsroom's EditorStory
 * adds its columns to it, the home page's published stories (site/content.server.ts) are it. No I/O and
 * no Markdown here, so a reader of stories does not load the desk's sanitiser.
 */

/** What every story has (the card, the home page's list). */
export interface StoryRow {
  id: number;
  headline: string;
  intro: string;
  body: string;
  card_type: string;
  context: string;
  published_time: number;
  image_url: string | null;
  match_id: number | null;
  series_id: number | null;
}

export const jsonArray = (json: string | null): unknown[] => {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

export const strings = (json: string | null) => jsonArray(json).filter((v): v is string => typeof v === "string");

/** A story as every page reads it, from its row. */
export const storyOf = (r: StoryRow): Story => ({
  id: `story-${r.id}`,
  headline: r.headline,
  intro: r.intro,
  body: strings(r.body),
  cardType: r.card_type,
  context: r.context,
  publishedTime: r.published_time,
  imageId: r.image_url,
  matchId: r.match_id,
  seriesId: r.series_id,
});
