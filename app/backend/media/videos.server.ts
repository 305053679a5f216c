import { z } from "zod";
import { EMBED_PREFIXES } from "../site/desk-public.ts";
import { isHttpUrl, isSitePath } from "../site/settings.server.ts";

export { EMBED_PREFIXES };

/**
 * Editors' videos (migrations/0021_info.sql): /cricket-videos and home's Featured Videos read this
 * one table. A video links to its page on an allowed host (or to a page of this site, such as a
 * match story) and may carry a player address on an allowed host, which /cricket-videos embeds;
 * the page's CSP allows frames from those hosts only (workers/security-headers.ts).
 */

/** Where a video's own page may be. */
export const WATCH_HOSTS = [
  "www.youtube.com",
  "youtube.com",
  "m.youtube.com",
  "youtu.be",
  "vimeo.com",
  "www.vimeo.com",
  "www.dailymotion.com",
  "dailymotion.com",
];

export const EMBED_ORIGINS = [...new Set(EMBED_PREFIXES.map((p) => new URL(p).origin))];

export interface Video {
  id: number;
  title: string;
  label: string;
  thumbnailUrl: string | null;
  watchUrl: string;
  embedUrl: string | null;
  position: number;
  isActive: boolean;
  publishedTime: number;
}

function httpsOn(value: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && hosts.includes(url.hostname) && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

export const isEmbedUrl = (value: string) =>
  EMBED_PREFIXES.some((p) => value.startsWith(p) && httpsOn(value, [new URL(p).hostname])) && !/[\s"'<>]/.test(value);

export const videoInputSchema = z
  .object({
    title: z.string().trim().min(1, "Title is required").max(200, "Title is too long"),
    label: z.string().trim().max(60).default(""),
    thumbnailUrl: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === "" || isSitePath(v) || (v.startsWith("https://") && isHttpUrl(v)), {
        message: "Thumbnail must be a path on this site or an https URL",
      })
      .transform((v) => v || null),
    watchUrl: z
      .string()
      .trim()
      .max(500)
      .refine((v) => isSitePath(v) || httpsOn(v, WATCH_HOSTS), {
        message: `Link must be an https address on ${WATCH_HOSTS.filter((h) => !h.startsWith("www.") && !h.startsWith("m.")).join(", ")} or a path on this site`,
      }),
    embedUrl: z
      .string()
      .trim()
      .max(500)
      .refine((v) => v === "" || isEmbedUrl(v), { message: `Embed URL must start with ${EMBED_PREFIXES.join(", ")}` })
      .transform((v) => v || null),
    position: z.coerce.number().int().min(0).max(1000).default(0),
    isActive: z.boolean().default(true),
    publishedTime: z.number().int().min(0),
    clientToken: z
      .string()
      .regex(/^[A-Za-z0-9-]{16,64}$/)
      .optional(),
  })
  .strict();
export type VideoInput = z.infer<typeof videoInputSchema>;

interface Row {
  id: number;
  title: string;
  label: string;
  thumbnail_url: string | null;
  watch_url: string;
  embed_url: string | null;
  position: number;
  is_active: number;
  published_time: number;
}

const videoOf = (r: Row): Video => ({
  id: r.id,
  title: r.title,
  label: r.label,
  thumbnailUrl: r.thumbnail_url,
  watchUrl: r.watch_url,
  embedUrl: r.embed_url,
  position: r.position,
  isActive: r.is_active === 1,
  publishedTime: r.published_time,
});

/** Active videos in the editors' order (position, then newest). */
export async function activeVideos(db: D1Database, limit = 60): Promise<Video[]> {
  const rows = await db
    .prepare("SELECT * FROM videos WHERE is_active = 1 ORDER BY position, published_time DESC, id DESC LIMIT ?")
    .bind(limit)
    .all<Row>();
  return rows.results.map(videoOf);
}

export async function allVideos(db: D1Database): Promise<Video[]> {
  const rows = await db.prepare("SELECT * FROM videos ORDER BY is_active DESC, position, published_time DESC, id DESC").all<Row>();
  return rows.results.map(videoOf);
}

/** Creates (no id; a repeated client token creates nothing) or replaces (id) a video; null when the id is unknown. */
export async function saveVideo(db: D1Database, input: VideoInput, id?: number): Promise<{ id: number } | null> {
  const values = [
    input.title,
    input.label,
    input.thumbnailUrl,
    input.watchUrl,
    input.embedUrl,
    input.position,
    input.isActive ? 1 : 0,
    input.publishedTime,
  ];
  if (id !== undefined) {
    return db
      .prepare(
        "UPDATE videos SET title = ?, label = ?, thumbnail_url = ?, watch_url = ?, embed_url = ?, position = ?, is_active = ?, published_time = ? WHERE id = ? RETURNING id",
      )
      .bind(...values, id)
      .first<{ id: number }>();
  }
  const token = input.clientToken ?? crypto.randomUUID();
  const [, found] = await db.batch<{ id: number }>([
    db
      .prepare(
        `INSERT INTO videos (title, label, thumbnail_url, watch_url, embed_url, position, is_active, published_time, client_token)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (client_token) DO NOTHING`,
      )
      .bind(...values, token),
    db.prepare("SELECT id FROM videos WHERE client_token = ?").bind(token),
  ]);
  return found!.results[0] ?? null;
}

export async function deleteVideo(db: D1Database, id: number): Promise<boolean> {
  return (await db.prepare("DELETE FROM videos WHERE id = ? RETURNING id").bind(id).first()) !== null;
}
