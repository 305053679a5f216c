import { z } from "zod";
import { markdownToSafeHtml } from "./markdown.server.ts";

/**
 * Live blog entries (migrations/0024_live_blog.sql; issue 14): an editor writes short Markdown
 * entries for a match, sanitised when saved; the match's Live Blog tab lists them newest first,
 * a page of LIVE_BLOG_PAGE at a time. Saving and deleting tell the match room, which tells the
 * open pages (workers/live/match-room.ts `blogChanged`).
 */

export const LIVE_BLOG_PAGE = 30;

export interface LiveBlogEntry {
  id: number;
  matchId: number;
  bodyHtml: string;
  author: string;
  createdAt: number;
}

export const liveBlogInputSchema = z
  .object({
    matchId: z.coerce.number().int().positive("Match id must be a positive whole number").max(Number.MAX_SAFE_INTEGER),
    body: z.string().trim().min(1, "Write something first").max(5_000, "An entry is at most 5,000 characters"),
    author: z.string().trim().min(1, "Author is required").max(80, "Author is at most 80 characters"),
    clientToken: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, "The form's token is malformed: reload the page"),
  })
  .strict();
export type LiveBlogInput = z.infer<typeof liveBlogInputSchema>;

interface Row {
  id: number;
  match_id: number;
  body_html: string;
  author: string;
  created_at: number;
}

const entryOf = (r: Row): LiveBlogEntry => ({
  id: r.id,
  matchId: r.match_id,
  bodyHtml: r.body_html,
  author: r.author,
  createdAt: r.created_at,
});

/** A match's entries, newest first: the first page, or those older than entry `before`; `older` when more remain. */
export async function liveBlogPage(
  db: D1Database,
  matchId: number,
  before: number | null = null,
  limit = LIVE_BLOG_PAGE,
): Promise<{ entries: LiveBlogEntry[]; older: number | null }> {
  const rows = await db
    .prepare(
      "SELECT id, match_id, body_html, author, created_at FROM live_blog_entries WHERE match_id = ? AND id < ? ORDER BY id DESC LIMIT ?",
    )
    .bind(matchId, before ?? Number.MAX_SAFE_INTEGER, limit + 1)
    .all<Row>();
  const entries = rows.results.slice(0, limit).map(entryOf);
  return { entries, older: rows.results.length > limit ? entries.at(-1)!.id : null };
}

/** Stores an entry (a repeated client token stores nothing more) and answers its id. */
export async function saveLiveBlogEntry(db: D1Database, input: LiveBlogInput, now: number): Promise<number> {
  const [, found] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO live_blog_entries (match_id, body_markdown, body_html, author, created_at, client_token)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (client_token) DO NOTHING`,
      )
      .bind(input.matchId, input.body, markdownToSafeHtml(input.body), input.author, now, input.clientToken),
    db.prepare("SELECT id FROM live_blog_entries WHERE client_token = ?").bind(input.clientToken),
  ]);
  return found!.results[0]!.id;
}

/** Deletes an entry; the match it was for, or null when there was none. */
export async function deleteLiveBlogEntry(db: D1Database, id: number): Promise<number | null> {
  const row = await db.prepare("DELETE FROM live_blog_entries WHERE id = ? RETURNING match_id").bind(id).first<{ match_id: number }>();
  return row?.match_id ?? null;
}
