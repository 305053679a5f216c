import type { Story } from "../schemas.ts";

/**
 * CMS content of the home page (migrations/0003_site.sql): Featured Videos, Specials, the Quick
 * Access bar, and stories written by editors (the match reports come from CricketData.matchNews).
 */

export type ContentSlot = "featured-videos" | "specials" | "quick-access";

export interface ContentItem {
  id: number;
  label: string;
  title: string;
  linkUrl: string;
  imageUrl: string | null;
}

export type ContentBlocks = Record<ContentSlot, ContentItem[]>;

export async function contentBlocks(db: D1Database): Promise<ContentBlocks> {
  const rows = await db
    .prepare(
      "SELECT id, slot, label, title, link_url, image_url FROM site_content WHERE is_active = 1 ORDER BY slot, position, id",
    )
    .all<{ id: number; slot: ContentSlot; label: string; title: string; link_url: string; image_url: string | null }>();
  const blocks: ContentBlocks = { "featured-videos": [], specials: [], "quick-access": [] };
  for (const r of rows.results) {
    blocks[r.slot]?.push({ id: r.id, label: r.label, title: r.title, linkUrl: r.link_url, imageUrl: r.image_url });
  }
  return blocks;
}

interface StoryRow {
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

const storyOf = (r: StoryRow): Story => ({
  id: `story-${r.id}`,
  headline: r.headline,
  intro: r.intro,
  body: safeParagraphs(r.body),
  cardType: r.card_type,
  context: r.context,
  publishedTime: r.published_time,
  imageId: r.image_url,
  matchId: r.match_id,
  seriesId: r.series_id,
});

function safeParagraphs(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((p): p is string => typeof p === "string") : [];
  } catch {
    return [];
  }
}

/** Editors' stories already published at `now`, newest first. */
export async function cmsStories(db: D1Database, now: number, limit = 20): Promise<Story[]> {
  const rows = await db
    .prepare("SELECT * FROM site_stories WHERE published_time <= ? ORDER BY published_time DESC, id DESC LIMIT ?")
    .bind(now, limit)
    .all<StoryRow>();
  return rows.results.map(storyOf);
}

export async function cmsStoriesById(db: D1Database, ids: number[], now: number): Promise<Story[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .prepare("SELECT * FROM site_stories WHERE id IN (SELECT value FROM json_each(?)) AND published_time <= ?")
    .bind(JSON.stringify(ids), now)
    .all<StoryRow>();
  return rows.results.map(storyOf);
}
