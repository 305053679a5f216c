import { z } from "zod";
import type { Story } from "../../data/schemas.ts";
import { markdownToSafeHtml, markdownToText } from "./markdown.server.ts";
import { jsonArray, storyOf, strings, type StoryRow } from "./story-rows.ts";
import { STORY_CATEGORIES, STORY_STATUSES, type StoryStatus } from "./news-sections.ts";
import { assetRef } from "../site/settings.server.ts";

/**
 * Editors' stories as the newsroom reads and writes them (migrations/0019_newsroom.sql): the
 * public reads (an article, a section's page, a topic's page, the feeds) and the desk's writes.
 * A story is public once `status = 'published'` and its time has come; "scheduled" is a
 * published story whose time is ahead, so it appears by itself at its time.
 */

export interface TopicRef {
  id: number;
  headline: string;
}

/** An editor's story with what its article page shows beyond the card. */
export interface EditorStory extends Story {
  category: string;
  byline: string;
  tags: string[];
  topics: TopicRef[];
  /** sanitised HTML of the Markdown body; null for stories written as plain paragraphs */
  bodyHtml: string | null;
  updatedTime: number | null;
  teamId: number | null;
  playerId: string | null;
}

/** A site_stories row with the newsroom's columns and its topics (SELECT below). */
interface Row extends StoryRow {
  status: StoryStatus;
  category: string;
  byline: string;
  body_markdown: string | null;
  body_html: string | null;
  tags: string;
  team_id: number | null;
  player_id: string | null;
  updated_time: number | null;
  topics: string | null;
}

const editorStoryOf = (r: Row): EditorStory => ({
  ...storyOf(r),
  category: r.category,
  byline: r.byline,
  tags: strings(r.tags),
  topics: jsonArray(r.topics)
    .filter((t): t is TopicRef => typeof t === "object" && t !== null && "id" in t)
    .sort((a, b) => a.headline.localeCompare(b.headline)),
  bodyHtml: r.body_html,
  updatedTime: r.updated_time,
  teamId: r.team_id,
  playerId: r.player_id,
});

const SELECT = `SELECT st.*, (SELECT json_group_array(json_object('id', t.id, 'headline', t.headline))
    FROM site_story_topics x JOIN site_topics t ON t.id = x.topic_id WHERE x.story_id = st.id) AS topics
  FROM site_stories st`;
const PUBLIC = "st.status = 'published' AND st.published_time <= ?";

/** `story-12` → 12; anything else null. */
export function editorStoryNumber(id: string): number | null {
  const match = /^story-([1-9]\d{0,15})$/.exec(id);
  return match ? Number(match[1]) : null;
}

/** A published story whose time has come; null otherwise (unknown, draft, scheduled, unpublished). */
export async function publicEditorStory(db: D1Database, id: number, now: number): Promise<EditorStory | null> {
  const row = await db.prepare(`${SELECT} WHERE st.id = ? AND ${PUBLIC}`).bind(id, now).first<Row>();
  return row ? editorStoryOf(row) : null;
}

/** A page's position: stories older than this one (time, then id) come next. */
export interface StoryCursor {
  time: number;
  id: number;
}

/**
 * Public stories newest first, of some categories (null: all; [] none), optionally one topic's,
 * older than a cursor. One index search (site_stories_section / site_stories_public).
 */
export async function publicEditorStories(
  db: D1Database,
  options: { now: number; categories?: readonly string[] | null; topicId?: number; before?: StoryCursor | null; limit: number },
): Promise<EditorStory[]> {
  const { now, categories = null, topicId, before, limit } = options;
  if (categories?.length === 0) return [];
  const where = [PUBLIC];
  const params: unknown[] = [now];
  if (categories) {
    where.push("st.category IN (SELECT value FROM json_each(?))");
    params.push(JSON.stringify(categories));
  }
  if (topicId !== undefined) {
    where.push("st.id IN (SELECT story_id FROM site_story_topics WHERE topic_id = ?)");
    params.push(topicId);
  }
  if (before) {
    where.push("(st.published_time < ? OR (st.published_time = ? AND st.id < ?))");
    params.push(before.time, before.time, before.id);
  }
  const rows = await db
    .prepare(`${SELECT} WHERE ${where.join(" AND ")} ORDER BY st.published_time DESC, st.id DESC LIMIT ?`)
    .bind(...params, limit)
    .all<Row>();
  return rows.results.map(editorStoryOf);
}

/** Public stories about a match, series, team or player (an article's related stories). */
export async function editorStoriesAbout(
  db: D1Database,
  about: { matchId?: number | null; seriesId?: number | null; teamId?: number | null; playerId?: string | null },
  now: number,
  limit: number,
): Promise<EditorStory[]> {
  const rows = await db
    .prepare(
      `${SELECT} WHERE ${PUBLIC} AND (st.match_id = ? OR st.series_id = ? OR st.team_id = ? OR st.player_id = ?)
       ORDER BY st.published_time DESC, st.id DESC LIMIT ?`,
    )
    .bind(now, about.matchId ?? -1, about.seriesId ?? -1, about.teamId ?? -1, about.playerId ?? "", limit)
    .all<Row>();
  return rows.results.map(editorStoryOf);
}

// ── Topics ─────────────────────────────────────────────────────────────────────────────────────

export interface Topic {
  id: number;
  headline: string;
  description: string;
}

export async function listTopics(db: D1Database): Promise<Topic[]> {
  return (await db.prepare("SELECT id, headline, description FROM site_topics ORDER BY headline, id").all<Topic>()).results;
}

export async function topicById(db: D1Database, id: number): Promise<Topic | null> {
  return db.prepare("SELECT id, headline, description FROM site_topics WHERE id = ?").bind(id).first<Topic>();
}

export const topicInputSchema = z
  .object({
    headline: z.string().trim().min(1, "is required").max(120),
    description: z.string().trim().max(500).default(""),
  })
  .strict();
export type TopicInput = z.infer<typeof topicInputSchema>;

/** Creates a topic; the same headline twice is one topic (idempotent). */
export async function saveTopic(db: D1Database, input: TopicInput): Promise<Topic> {
  const existing = await db
    .prepare("SELECT id, headline, description FROM site_topics WHERE headline = ?")
    .bind(input.headline)
    .first<Topic>();
  if (existing) return existing;
  const row = await db
    .prepare("INSERT INTO site_topics (headline, description) VALUES (?, ?) RETURNING id, headline, description")
    .bind(input.headline, input.description)
    .first<Topic>();
  return row!;
}

// ── The desk ───────────────────────────────────────────────────────────────────────────────────

const optionalId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null);

/** What the desk sends for a story (validated before anything is written). */
export const deskStoryInputSchema = z
  .object({
    /** a fresh key per new story form: sending it twice stores one story */
    deskKey: z.uuid().optional(),
    headline: z.string().trim().min(1, "is required").max(200),
    intro: z.string().trim().max(1000).default(""),
    bodyMarkdown: z.string().max(50_000, "is longer than 50,000 characters").default(""),
    byline: z.string().trim().max(120).default(""),
    category: z.enum(STORY_CATEGORIES),
    status: z.enum(STORY_STATUSES),
    publishedTime: z.iso.datetime({ offset: true }),
    context: z.string().trim().max(120).default(""),
    cardType: z.enum(["NewsBig", "RSNewsBig", "NewsSmall"]).default("NewsBig"),
    imageUrl: assetRef.transform((v) => v || null).default(null),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    topicIds: z.array(z.number().int().positive()).max(20).default([]),
    matchId: optionalId,
    seriesId: optionalId,
    teamId: optionalId,
    playerId: z
      .string()
      .trim()
      .regex(/^(?:[0-9a-f]{8}|[1-9]\d{0,9})$/i, "must be a register id (8 hex digits) or a number")
      .nullable()
      .default(null),
  })
  .strict();
export type DeskStoryInput = z.infer<typeof deskStoryInputSchema>;

/** The desk's list: every story, newest first, with its status. */
export async function deskStories(db: D1Database, limit = 200): Promise<(EditorStory & { status: StoryStatus })[]> {
  const rows = await db.prepare(`${SELECT} ORDER BY st.published_time DESC, st.id DESC LIMIT ?`).bind(limit).all<Row>();
  return rows.results.map((r) => ({ ...editorStoryOf(r), status: r.status }));
}

export async function deskStory(db: D1Database, id: number): Promise<(EditorStory & { status: StoryStatus; bodyMarkdown: string }) | null> {
  const row = await db.prepare(`${SELECT} WHERE st.id = ?`).bind(id).first<Row>();
  return row ? { ...editorStoryOf(row), status: row.status, bodyMarkdown: row.body_markdown ?? strings(row.body).join("\n\n") } : null;
}

/**
 * Creates (no id) or replaces (id) a story and its topics in one D1 batch (all or nothing). The
 * Markdown is rendered and sanitised here, once; the plain paragraphs feed search and feeds.
 * null when the id is unknown.
 */
export async function saveDeskStory(db: D1Database, input: DeskStoryInput, id?: number, now = Date.now()): Promise<{ id: string } | null> {
  const html = markdownToSafeHtml(input.bodyMarkdown);
  const paragraphs = input.bodyMarkdown
    .split(/\n\s*\n/)
    .map((p) => markdownToText(p))
    .filter(Boolean);
  const published = Date.parse(input.publishedTime);
  const values = [
    input.headline,
    input.intro,
    JSON.stringify(paragraphs),
    input.cardType,
    input.context,
    published,
    input.imageUrl,
    input.matchId,
    input.seriesId,
    input.status,
    input.category,
    input.byline,
    input.bodyMarkdown,
    html,
    JSON.stringify(input.tags),
    input.teamId,
    input.playerId?.toLowerCase() ?? null,
  ];
  const topics = JSON.stringify(input.topicIds);
  if (id === undefined) {
    const key = input.deskKey ?? crypto.randomUUID();
    const [, stored] = await db.batch([
      db
        .prepare(
          `INSERT INTO site_stories (headline, intro, body, card_type, context, published_time, image_url, match_id, series_id,
             status, category, byline, body_markdown, body_html, tags, team_id, player_id, desk_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (desk_key) WHERE desk_key IS NOT NULL DO NOTHING`,
        )
        .bind(...values, key),
      db.prepare("SELECT id FROM site_stories WHERE desk_key = ?").bind(key),
      db
        .prepare(
          `INSERT OR IGNORE INTO site_story_topics (story_id, topic_id)
           SELECT (SELECT id FROM site_stories WHERE desk_key = ?), t.id FROM site_topics t WHERE t.id IN (SELECT value FROM json_each(?))`,
        )
        .bind(key, topics),
    ]);
    const row = stored!.results[0] as { id: number } | undefined;
    return row ? { id: `story-${row.id}` } : null;
  }
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE site_stories SET headline = ?, intro = ?, body = ?, card_type = ?, context = ?, published_time = ?, image_url = ?,
           match_id = ?, series_id = ?, status = ?, category = ?, byline = ?, body_markdown = ?, body_html = ?, tags = ?, team_id = ?,
           player_id = ?, updated_time = CASE WHEN status = 'published' AND published_time <= ? THEN ? ELSE updated_time END
         WHERE id = ? RETURNING id`,
      )
      .bind(...values, now, now, id), // the old status and time: a public story's later saves are updates
    db.prepare("DELETE FROM site_story_topics WHERE story_id = ? AND topic_id NOT IN (SELECT value FROM json_each(?))").bind(id, topics),
    db
      .prepare(
        `INSERT OR IGNORE INTO site_story_topics (story_id, topic_id)
         SELECT s.id, t.id FROM site_stories s, site_topics t WHERE s.id = ? AND t.id IN (SELECT value FROM json_each(?))`,
      )
      .bind(id, topics),
  ]);
  return updated!.results.length ? { id: `story-${id}` } : null;
}
