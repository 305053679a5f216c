import { z } from "zod";
import type { Story } from "../../data/schemas.ts";
import { storyOf, type StoryRow } from "../news/story-rows.ts";
import { assetRef, isHttpUrl, isSitePath } from "./settings.server.ts";

/**
 * CMS content of the home page (migrations/0003_site.sql): Specials, the Quick Access bar, and
 * stories written by editors (the match reports come from CricketData.latestNews). Featured Videos
 * are the editors' videos (media/videos.server.ts, migrations/0021_info.sql).
 */

export type ContentSlot = "specials" | "quick-access";

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
      "SELECT id, slot, label, title, link_url, image_url FROM site_content WHERE is_active = 1 AND slot IN ('specials', 'quick-access') ORDER BY slot, position, id",
    )
    .all<{ id: number; slot: ContentSlot; label: string; title: string; link_url: string; image_url: string | null }>();
  const blocks: ContentBlocks = { specials: [], "quick-access": [] };
  for (const r of rows.results) {
    blocks[r.slot]?.push({ id: r.id, label: r.label, title: r.title, linkUrl: r.link_url, imageUrl: r.image_url });
  }
  return blocks;
}

/** Editors' stories already published at `now` (not drafts or unpublished ones), newest first. */
export async function cmsStories(db: D1Database, now: number, limit = 20): Promise<Story[]> {
  const rows = await db
    .prepare("SELECT * FROM site_stories WHERE status = 'published' AND published_time <= ? ORDER BY published_time DESC, id DESC LIMIT ?")
    .bind(now, limit)
    .all<StoryRow>();
  return rows.results.map(storyOf);
}

export async function cmsStoriesById(db: D1Database, ids: number[], now: number): Promise<Story[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .prepare("SELECT * FROM site_stories WHERE id IN (SELECT value FROM json_each(?)) AND status = 'published' AND published_time <= ?")
    .bind(JSON.stringify(ids), now)
    .all<StoryRow>();
  return rows.results.map(storyOf);
}

// ── Admin (CMS) ─────────────────────────────────────────────────────────────────────────────────

const link = z
  .string()
  .trim()
  .min(1, "is required")
  .max(500)
  .refine((v) => isHttpUrl(v) || isSitePath(v), { message: "must be an http(s) URL or a path on this site" });
const optionalImage = assetRef.transform((v) => v || null);

export const contentInputSchema = z
  .object({
    slot: z.enum(["specials", "quick-access"], { message: "must be specials or quick-access (videos: /admin/videos)" }),
    position: z.number().int().min(0).max(1000).default(0),
    label: z.string().trim().max(60).default(""),
    title: z.string().trim().min(1, "is required").max(200),
    linkUrl: link,
    imageUrl: optionalImage.optional(),
    isActive: z.boolean().default(true),
    /** the desk form's token (/admin/home): a create sent twice stores one block */
    clientToken: z.string().trim().min(8).max(64).optional(),
  })
  .strict();
export type ContentInput = z.infer<typeof contentInputSchema>;

export async function listContent(db: D1Database): Promise<(ContentItem & { slot: ContentSlot; position: number; isActive: boolean })[]> {
  const rows = await db
    .prepare("SELECT id, slot, position, label, title, link_url, image_url, is_active FROM site_content ORDER BY slot, position, id")
    .all<{
      id: number;
      slot: ContentSlot;
      position: number;
      label: string;
      title: string;
      link_url: string;
      image_url: string | null;
      is_active: number;
    }>();
  return rows.results.map((r) => ({
    id: r.id,
    slot: r.slot,
    position: r.position,
    label: r.label,
    title: r.title,
    linkUrl: r.link_url,
    imageUrl: r.image_url,
    isActive: r.is_active === 1,
  }));
}

/** Creates (no id) or replaces (id) a CMS entry; null when the id is unknown. */
export async function saveContent(db: D1Database, input: ContentInput, id?: number): Promise<{ id: number } | null> {
  const values = [input.slot, input.position, input.label, input.title, input.linkUrl, input.imageUrl ?? null, input.isActive ? 1 : 0];
  if (id === undefined && input.clientToken) {
    const [, found] = await db.batch<{ id: number }>([
      db
        .prepare(
          `INSERT INTO site_content (slot, position, label, title, link_url, image_url, is_active, client_token)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (client_token) WHERE client_token IS NOT NULL DO NOTHING`,
        )
        .bind(...values, input.clientToken),
      db.prepare("SELECT id FROM site_content WHERE client_token = ?").bind(input.clientToken),
    ]);
    return found?.results[0] ?? null;
  }
  if (id === undefined) {
    const row = await db
      .prepare(
        "INSERT INTO site_content (slot, position, label, title, link_url, image_url, is_active) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id",
      )
      .bind(...values)
      .first<{ id: number }>();
    return row;
  }
  const row = await db
    .prepare(
      "UPDATE site_content SET slot = ?, position = ?, label = ?, title = ?, link_url = ?, image_url = ?, is_active = ? WHERE id = ? RETURNING id",
    )
    .bind(...values, id)
    .first<{ id: number }>();
  return row;
}

/** The blocks the home desk edits (/admin/home): Quick Access and Specials, shown and hidden, in their order. */
export async function homeBlocks(db: D1Database) {
  return (await listContent(db)).filter(
    (item): item is typeof item & { slot: "specials" | "quick-access" } => item.slot === "specials" || item.slot === "quick-access",
  );
}

/**
 * Moves a block one place up or down within its slot: the slot is renumbered 1..n in its shown
 * order with the two swapped, in one batch. False when the id is unknown; at either end nothing moves.
 */
export async function moveContent(db: D1Database, id: number, direction: "up" | "down"): Promise<boolean> {
  const slot = await db.prepare("SELECT slot FROM site_content WHERE id = ?").bind(id).first<string>("slot");
  if (!slot) return false;
  const { results } = await db.prepare("SELECT id FROM site_content WHERE slot = ? ORDER BY position, id").bind(slot).all<{ id: number }>();
  const ids = results.map((r) => r.id);
  const at = ids.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) return true;
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  await db.batch(
    ids.map((rowId, index) =>
      db.prepare("UPDATE site_content SET position = ? WHERE id = ? AND position != ?").bind(index + 1, rowId, index + 1),
    ),
  );
  return true;
}

/** Shows or hides a block (home reads only shown ones); false when the id is unknown. */
export async function setContentActive(db: D1Database, id: number, active: boolean): Promise<boolean> {
  return (
    (await db
      .prepare("UPDATE site_content SET is_active = ? WHERE id = ? RETURNING id")
      .bind(active ? 1 : 0, id)
      .first()) !== null
  );
}

export async function deleteContent(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare("DELETE FROM site_content WHERE id = ? RETURNING id").bind(id).first()) !== null;
}

export const storyInputSchema = z
  .object({
    headline: z.string().trim().min(1, "is required").max(200),
    intro: z.string().trim().max(1000).default(""),
    body: z.array(z.string().max(10_000)).max(200).default([]),
    cardType: z.enum(["NewsBig", "RSNewsBig", "NewsSmall"]).default("NewsSmall"),
    context: z.string().trim().max(120).default(""),
    publishedTime: z.iso.datetime({ offset: true }),
    imageUrl: optionalImage.optional(),
    matchId: z.number().int().positive().nullable().default(null),
    seriesId: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type StoryInput = z.infer<typeof storyInputSchema>;

/** Creates (no id) or replaces (id) an editor's story; null when the id is unknown. Search follows by trigger. */
export async function saveStory(db: D1Database, input: StoryInput, id?: number): Promise<{ id: string } | null> {
  const values = [
    input.headline,
    input.intro,
    JSON.stringify(input.body),
    input.cardType,
    input.context,
    Date.parse(input.publishedTime),
    input.imageUrl ?? null,
    input.matchId,
    input.seriesId,
  ];
  const row =
    id === undefined
      ? await db
          .prepare(
            `INSERT INTO site_stories (headline, intro, body, card_type, context, published_time, image_url, match_id, series_id)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          )
          .bind(...values)
          .first<{ id: number }>()
      : await db
          .prepare(
            `UPDATE site_stories SET headline = ?, intro = ?, body = ?, card_type = ?, context = ?, published_time = ?, image_url = ?,
               match_id = ?, series_id = ? WHERE id = ? RETURNING id`,
          )
          .bind(...values, id)
          .first<{ id: number }>();
  return row ? { id: `story-${row.id}` } : null;
}

export async function deleteStory(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare("DELETE FROM site_stories WHERE id = ? RETURNING id").bind(id).first()) !== null;
}
