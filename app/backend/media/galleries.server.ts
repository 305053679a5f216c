import { z } from "zod";
import type { GalleriesData } from "../../data/contract.ts";
import {
  GALLERY_PAGE,
  type GalleryCard,
  type GalleryDetail,
  type GalleryPage,
  type GalleryQuery,
  type PhotoVariant,
} from "../../data/gallery-schemas.ts";
import { UploadError } from "./files.server.ts";
import { checkPhoto, imagePath, putVariants, resizeToWidths, type Variant } from "./images.server.ts";

/**
 * Editors' photo galleries (migrations/0026_editor_galleries.sql, docs/decisions/029): the desk's
 * writes, and the public reads merged with the source's generated galleries (decision 021) so
 * every list, a gallery's page, a match's photos, the Photos tabs and home read one stream.
 */

/** Editors' galleries are numbered from here (900,000,001 on): no Cricsheet match id or provider gallery id is this large. */
export const EDITOR_GALLERY_BASE = 900_000_000;
export const isEditorGalleryId = (id: number) => id > EDITOR_GALLERY_BASE;
const rowIdOf = (publicId: number) => publicId - EDITOR_GALLERY_BASE;

/**
 * The widths each photo is stored at (never wider than it was uploaded). 960 is what a phone
 * (about 400 px at 1.75–2.5 dpr) takes for a full-width photo: the 1280 is nearly twice the bytes.
 */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
/** One photo, and one upload request, at most (the request's body is counted before it is parsed). */
export const MAX_PHOTO_BYTES = 4 * 1024 * 1024;
export const MAX_PHOTOS_BODY_BYTES = 12 * 1024 * 1024;
export const MAX_PHOTOS_PER_UPLOAD = 10;

/** Plain text: control characters dropped, spaces collapsed. Markup is kept as typed and always printed escaped. */
const plain = (max: number, label: string) =>
  z
    .string()
    .transform((v) =>
      v
        .replace(/\p{Cc}+/gu, " ")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .pipe(z.string().max(max, `${label} is longer than ${max} characters`));

const optionalId = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === "") return null;
    if (!/^\d{1,9}$/.test(v) || Number(v) <= 0) {
      ctx.addIssue({ code: "custom", message: "must be a number" });
      return z.NEVER;
    }
    return Number(v);
  });

export const galleryInputSchema = z.object({
  headline: plain(200, "The headline").pipe(z.string().min(1, "A headline is required")),
  intro: plain(1000, "The introduction"),
  tags: plain(400, "Tags").transform((v, ctx) => {
    const tags = [
      ...new Set(
        v
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean),
      ),
    ];
    if (tags.length > 12) ctx.addIssue({ code: "custom", message: "At most 12 tags" });
    if (tags.some((t) => t.length > 40)) ctx.addIssue({ code: "custom", message: "A tag may be at most 40 characters" });
    return tags;
  }),
  matchId: optionalId,
  seriesId: optionalId,
  teamId: optionalId,
});
export type GalleryInput = z.infer<typeof galleryInputSchema>;

export const captionSchema = plain(300, "A caption");
const tokenSchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, "The form is out of date: reload the page");

interface GalleryRow {
  id: number;
  headline: string;
  intro: string;
  tags: string;
  match_id: number | null;
  series_id: number | null;
  team_id: number | null;
  status: "draft" | "published";
  published_time: number | null;
  updated_at: number;
}

interface PhotoRow {
  id: number;
  gallery_id: number;
  caption: string;
  position: number;
  width: number;
  height: number;
  variants: string;
}

export interface DeskPhoto {
  id: number;
  caption: string;
  position: number;
  width: number;
  height: number;
  variants: PhotoVariant[];
}

export interface DeskGallery {
  /** the public id (EDITOR_GALLERY_BASE + row id) */
  id: number;
  headline: string;
  intro: string;
  tags: string[];
  matchId: number | null;
  seriesId: number | null;
  teamId: number | null;
  status: "draft" | "published";
  publishedTime: number | null;
  photos: DeskPhoto[];
}

const variantsOf = (json: string): PhotoVariant[] =>
  (JSON.parse(json) as Variant[]).map((v) => ({ src: imagePath(v.key), width: v.width, height: v.height }));
const keysOf = (json: string): string[] => (JSON.parse(json) as Variant[]).map((v) => v.key);
const tagsOf = (json: string): string[] => JSON.parse(json) as string[];

const photoOf = (p: PhotoRow): DeskPhoto => ({
  id: p.id,
  caption: p.caption,
  position: p.position,
  width: p.width,
  height: p.height,
  variants: variantsOf(p.variants),
});

const galleryOf = (g: GalleryRow, photos: PhotoRow[]): DeskGallery => ({
  id: EDITOR_GALLERY_BASE + g.id,
  headline: g.headline,
  intro: g.intro,
  tags: tagsOf(g.tags),
  matchId: g.match_id,
  seriesId: g.series_id,
  teamId: g.team_id,
  status: g.status,
  publishedTime: g.published_time,
  photos: photos.map(photoOf),
});

// ---- the desk --------------------------------------------------------------------------------

/** Every editors' gallery, newest change first, with its photo count. */
export async function deskGalleries(db: D1Database): Promise<(Omit<DeskGallery, "photos"> & { photoCount: number })[]> {
  const { results } = await db
    .prepare(
      `SELECT g.*, (SELECT COUNT(*) FROM editor_gallery_photos p WHERE p.gallery_id = g.id) AS photo_count
       FROM editor_galleries g ORDER BY g.updated_at DESC, g.id DESC LIMIT 200`,
    )
    .all<GalleryRow & { photo_count: number }>();
  return results.map((g) => {
    const { photos: _photos, ...rest } = galleryOf(g, []);
    return { ...rest, photoCount: g.photo_count };
  });
}

/** One gallery as the desk sees it (drafts too); null when there is none. */
export async function deskGallery(db: D1Database, publicId: number): Promise<DeskGallery | null> {
  if (!isEditorGalleryId(publicId)) return null;
  const [gallery, photos] = await db.batch<GalleryRow | PhotoRow>([
    db.prepare("SELECT * FROM editor_galleries WHERE id = ?").bind(rowIdOf(publicId)),
    db.prepare("SELECT * FROM editor_gallery_photos WHERE gallery_id = ? ORDER BY position, id").bind(rowIdOf(publicId)),
  ]);
  const row = gallery?.results[0] as GalleryRow | undefined;
  return row ? galleryOf(row, (photos?.results ?? []) as PhotoRow[]) : null;
}

/** A photo chosen in the upload form with its caption. */
export interface PhotoUpload {
  file: File;
  caption: string;
}

interface Prepared {
  caption: string;
  width: number;
  height: number;
  variants: Variant[];
}

/**
 * Checks every photo (type by its bytes, size, header), then decodes, resizes and stores each.
 * All or nothing: if any photo fails, the objects already put are removed and UploadError says which.
 */
async function preparePhotos(bucket: R2Bucket, uploads: PhotoUpload[]): Promise<Prepared[]> {
  if (uploads.length > MAX_PHOTOS_PER_UPLOAD) throw new UploadError(413, `At most ${MAX_PHOTOS_PER_UPLOAD} photos at a time`);
  const read = await Promise.all(uploads.map(async (u) => ({ ...u, bytes: new Uint8Array(await u.file.arrayBuffer()) })));
  // Every check before any work, so a refused upload costs no decoding and stores nothing.
  const checked = read.map((u) => ({ ...u, size: checkPhoto(u.bytes, u.file.name, MAX_PHOTO_BYTES) }));
  const prepared: Prepared[] = [];
  try {
    for (const u of checked) {
      const encoded = await resizeToWidths(u.bytes, PHOTO_WIDTHS, u.file.name);
      const variants = await putVariants(bucket, "galleries", encoded);
      prepared.push({ caption: u.caption, width: u.size.width, height: u.size.height, variants });
    }
  } catch (error) {
    await removeObjects(
      bucket,
      prepared.flatMap((p) => p.variants.map((v) => v.key)),
    );
    throw error;
  }
  return prepared;
}

async function removeObjects(bucket: R2Bucket, keys: string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) await bucket.delete(keys.slice(i, i + 1000)).catch(() => {});
}

function photoInserts(db: D1Database, galleryRef: { token: string } | { rowId: number }, token: string, prepared: Prepared[], now: number) {
  const gallerySql = "token" in galleryRef ? "(SELECT id FROM editor_galleries WHERE client_token = ?1)" : "?1";
  const galleryValue = "token" in galleryRef ? galleryRef.token : galleryRef.rowId;
  return prepared.map((p, i) =>
    db
      .prepare(
        `INSERT INTO editor_gallery_photos (gallery_id, caption, position, width, height, variants, client_token, created_at)
         SELECT g, ?2, COALESCE((SELECT MAX(position) + 1 FROM editor_gallery_photos WHERE gallery_id = g), 0), ?3, ?4, ?5, ?6, ?7
         FROM (SELECT ${gallerySql} AS g) WHERE g IS NOT NULL
         ON CONFLICT (client_token) DO NOTHING`,
      )
      .bind(galleryValue, p.caption, p.width, p.height, JSON.stringify(p.variants), `${token}:${i}`, now),
  );
}

/** After a batch, the objects of photos that were not stored (a form sent twice) are removed. */
async function removeUnstored(db: D1Database, bucket: R2Bucket, token: string, prepared: Prepared[]): Promise<void> {
  if (prepared.length === 0) return;
  const { results } = await db
    .prepare("SELECT variants FROM editor_gallery_photos WHERE client_token IN (SELECT value FROM json_each(?))")
    .bind(JSON.stringify(prepared.map((_, i) => `${token}:${i}`)))
    .all<{ variants: string }>();
  const stored = new Set(results.flatMap((r) => keysOf(r.variants)));
  await removeObjects(
    bucket,
    prepared.flatMap((p) => p.variants.map((v) => v.key)).filter((key) => !stored.has(key)),
  );
}

/**
 * Creates a draft gallery with its first photos in one D1 batch; the form's token makes a second
 * send of the same form change nothing. Returns the gallery's public id.
 */
export async function createGallery(
  db: D1Database,
  bucket: R2Bucket,
  input: GalleryInput,
  clientToken: string,
  uploads: PhotoUpload[],
): Promise<number> {
  const token = tokenSchema.parse(clientToken);
  const prepared = await preparePhotos(bucket, uploads);
  const now = Date.now();
  await batchWithPhotos(db, bucket, token, prepared, [
    db
      .prepare(
        `INSERT INTO editor_galleries (headline, intro, tags, match_id, series_id, team_id, status, client_token, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 'draft', ?, ?, ?) ON CONFLICT (client_token) DO NOTHING`,
      )
      .bind(input.headline, input.intro, JSON.stringify(input.tags), input.matchId, input.seriesId, input.teamId, token, now, now),
    ...photoInserts(db, { token }, token, prepared, now),
  ]);
  const row = await db.prepare("SELECT id FROM editor_galleries WHERE client_token = ?").bind(token).first<{ id: number }>();
  return EDITOR_GALLERY_BASE + row!.id;
}

/**
 * Writes a batch that stores photos: all or nothing. When the batch fails, the photos' objects
 * are removed; when it was a repeat of a stored form (its token), the unstored copies are.
 */
async function batchWithPhotos(
  db: D1Database,
  bucket: R2Bucket,
  token: string,
  prepared: Parameters<typeof removeUnstored>[3],
  statements: D1PreparedStatement[],
): Promise<void> {
  try {
    await db.batch(statements);
  } catch (error) {
    await removeObjects(
      bucket,
      prepared.flatMap((p) => p.variants.map((v) => v.key)),
    );
    throw error;
  }
  await removeUnstored(db, bucket, token, prepared);
}

/** Adds photos to a gallery (one batch); false when there is no such gallery (nothing is kept). */
export async function addPhotos(
  db: D1Database,
  bucket: R2Bucket,
  publicId: number,
  clientToken: string,
  uploads: PhotoUpload[],
): Promise<boolean> {
  const token = tokenSchema.parse(clientToken);
  if (!(await deskGallery(db, publicId))) return false;
  const prepared = await preparePhotos(bucket, uploads);
  const now = Date.now();
  await batchWithPhotos(db, bucket, token, prepared, [
    ...photoInserts(db, { rowId: rowIdOf(publicId) }, token, prepared, now),
    db.prepare("UPDATE editor_galleries SET updated_at = ? WHERE id = ?").bind(now, rowIdOf(publicId)),
  ]);
  return true;
}

/** Saves a gallery's words and links; false when there is none. */
export async function updateGallery(db: D1Database, publicId: number, input: GalleryInput): Promise<boolean> {
  if (!isEditorGalleryId(publicId)) return false;
  const result = await db
    .prepare(
      "UPDATE editor_galleries SET headline = ?, intro = ?, tags = ?, match_id = ?, series_id = ?, team_id = ?, updated_at = ? WHERE id = ?",
    )
    .bind(
      input.headline,
      input.intro,
      JSON.stringify(input.tags),
      input.matchId,
      input.seriesId,
      input.teamId,
      Date.now(),
      rowIdOf(publicId),
    )
    .run();
  return result.meta.changes > 0;
}

/**
 * Publishes (or takes back to draft) a gallery. Its time is set when it is first published and
 * kept after: later than every other editor's gallery (unique, so a list's time cursor never
 * splits a tie) and never on a whole second (the generated galleries' times are match times).
 */
export async function setGalleryStatus(db: D1Database, publicId: number, publish: boolean): Promise<boolean> {
  if (!isEditorGalleryId(publicId)) return false;
  const now = Date.now();
  const result = await db
    .prepare(
      `UPDATE editor_galleries SET status = ?1, updated_at = ?2,
         published_time = CASE WHEN ?1 = 'published' AND published_time IS NULL THEN
           (SELECT CASE WHEN t % 1000 = 0 THEN t + 1 ELSE t END FROM
             (SELECT MAX(?2, COALESCE((SELECT MAX(published_time) FROM editor_galleries), 0) + 1) AS t))
         ELSE published_time END
       WHERE id = ?3`,
    )
    .bind(publish ? "published" : "draft", now, rowIdOf(publicId))
    .run();
  return result.meta.changes > 0;
}

/** Saves a photo's caption and place. */
export async function updatePhoto(db: D1Database, photoId: number, caption: string, position: number): Promise<boolean> {
  const now = Date.now();
  const [result] = await db.batch([
    db.prepare("UPDATE editor_gallery_photos SET caption = ?, position = ? WHERE id = ?").bind(caption, position, photoId),
    db
      .prepare("UPDATE editor_galleries SET updated_at = ? WHERE id = (SELECT gallery_id FROM editor_gallery_photos WHERE id = ?)")
      .bind(now, photoId),
  ]);
  return (result?.meta.changes ?? 0) > 0;
}

/** Deletes a photo: its row, then its objects. */
export async function deletePhoto(db: D1Database, bucket: R2Bucket, photoId: number): Promise<boolean> {
  const row = await db
    .prepare("DELETE FROM editor_gallery_photos WHERE id = ? RETURNING variants")
    .bind(photoId)
    .first<{ variants: string }>();
  if (!row) return false;
  await removeObjects(bucket, keysOf(row.variants));
  return true;
}

/** Deletes a gallery with its photos and their objects. */
export async function deleteGallery(db: D1Database, bucket: R2Bucket, publicId: number): Promise<boolean> {
  if (!isEditorGalleryId(publicId)) return false;
  const [photos, gallery] = await db.batch<{ variants: string }>([
    db.prepare("DELETE FROM editor_gallery_photos WHERE gallery_id = ? RETURNING variants").bind(rowIdOf(publicId)),
    db.prepare("DELETE FROM editor_galleries WHERE id = ? RETURNING id").bind(rowIdOf(publicId)),
  ]);
  await removeObjects(
    bucket,
    (photos?.results ?? []).flatMap((r) => keysOf(r.variants)),
  );
  return (gallery?.results.length ?? 0) > 0;
}

// ---- public reads, merged with the source's galleries ------------------------------------------

const PUBLISHED = "status = 'published' AND published_time IS NOT NULL AND published_time <= ?";

async function publishedCards(db: D1Database, query: GalleryQuery, limit: number, now: number): Promise<GalleryCard[]> {
  const where = [PUBLISHED, "published_time < ?"];
  const bound: (number | string)[] = [now, query.before ?? Number.MAX_SAFE_INTEGER];
  if (query.seriesId !== undefined) {
    where.push("series_id = ?");
    bound.push(query.seriesId);
  }
  if (query.teamId !== undefined) {
    where.push("team_id = ?");
    bound.push(query.teamId);
  }
  return cardsWhere(db, where.join(" AND "), bound, limit);
}

async function cardsWhere(db: D1Database, where: string, bound: (number | string)[], limit: number): Promise<GalleryCard[]> {
  const { results } = await db
    .prepare(
      `SELECT g.id, g.headline, g.published_time, g.match_id,
         (SELECT p.id FROM editor_gallery_photos p WHERE p.gallery_id = g.id ORDER BY p.position, p.id LIMIT 1) AS cover_id,
         (SELECT p.variants FROM editor_gallery_photos p WHERE p.gallery_id = g.id ORDER BY p.position, p.id LIMIT 1) AS cover
       FROM editor_galleries g WHERE ${where} ORDER BY g.published_time DESC LIMIT ${limit}`,
    )
    .bind(...bound)
    .all<{
      id: number;
      headline: string;
      published_time: number;
      match_id: number | null;
      cover_id: number | null;
      cover: string | null;
    }>();
  return results.map((g) => ({
    id: EDITOR_GALLERY_BASE + g.id,
    headline: g.headline,
    imageId: g.cover_id === null ? null : `photo-${g.cover_id}`,
    publishedTime: g.published_time,
    matchId: g.match_id,
    ...(g.cover ? { cover: variantsOf(g.cover) } : {}),
  }));
}

/** A published editors' gallery as the public page shows it; null for a draft or none. */
export async function publishedGallery(db: D1Database, publicId: number, now = Date.now()): Promise<GalleryDetail | null> {
  const gallery = await deskGallery(db, publicId);
  if (!gallery || gallery.status !== "published" || gallery.publishedTime === null || gallery.publishedTime > now) return null;
  const cover = gallery.photos[0];
  return {
    id: gallery.id,
    headline: gallery.headline,
    imageId: cover ? `photo-${cover.id}` : null,
    publishedTime: gallery.publishedTime,
    matchId: gallery.matchId,
    ...(cover ? { cover: cover.variants } : {}),
    intro: gallery.intro,
    photos: gallery.photos.map((p) => ({ imageId: `photo-${p.id}`, caption: p.caption, variants: p.variants })),
    tags: gallery.tags.map((itemName) => ({ itemName })),
  };
}

/** How many editors' galleries are public now (the sitemap's "editor-galleries" child). */
export async function editorGalleryCount(db: D1Database, now: number): Promise<number> {
  const row = await db.prepare(`SELECT count(*) AS n FROM editor_galleries WHERE ${PUBLISHED}`).bind(now).first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * One page (from 0) of the public editors' galleries for the sitemap, by row id (a stable order:
 * a page's addresses stay on it); last change: the latest of its edit and its publication.
 */
export async function editorGallerySitemapPage(
  db: D1Database,
  page: number,
  size: number,
  now: number,
): Promise<{ id: number; headline: string; lastModified: number }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, headline, max(updated_at, published_time) AS last_modified FROM editor_galleries WHERE ${PUBLISHED}
       ORDER BY id LIMIT ? OFFSET ?`,
    )
    .bind(now, size, page * size)
    .all<{ id: number; headline: string; last_modified: number }>();
  return results.map((g) => ({ id: EDITOR_GALLERY_BASE + g.id, headline: g.headline, lastModified: g.last_modified }));
}

const newestFirst = (a: GalleryCard, b: GalleryCard) => b.publishedTime - a.publishedTime || b.id - a.id;

/**
 * The source's galleries and the editors' published ones as one `GalleriesData`, newest first.
 * The cursor stays exact: each side is read past the cursor, the merge takes a page, and a page
 * never ends inside a group of galleries sharing one time (the group moves to the next page, or a
 * page that is all one group takes the whole group).
 */
export function withEditorsGalleries(db: D1Database, source: GalleriesData, now: () => number = Date.now): GalleriesData {
  return {
    async galleries(query = {}): Promise<GalleryPage> {
      const limit = Math.max(1, Math.min(query.limit ?? GALLERY_PAGE, GALLERY_PAGE));
      const [theirs, ours] = await Promise.all([source.galleries({ ...query, limit }), publishedCards(db, query, limit + 1, now())]);
      const merged = [...theirs.galleries.filter((g) => !isEditorGalleryId(g.id)), ...ours].sort(newestFirst);
      let page = merged.slice(0, limit);
      const following = merged[limit];
      if (following && page.at(-1)!.publishedTime === following.publishedTime) {
        // A page never ends inside a group sharing one time: the group moves to the next page, or,
        // when it is the whole page, the page takes all of it.
        const tied = following.publishedTime;
        const kept = page.filter((g) => g.publishedTime !== tied);
        page = kept.length > 0 ? kept : merged.filter((g) => g.publishedTime === tied);
      }
      const more = merged.length > page.length || theirs.next !== null;
      return { galleries: page, next: more && page.length > 0 ? page.at(-1)!.publishedTime : null };
    },

    async gallery(id) {
      return isEditorGalleryId(id) ? publishedGallery(db, id, now()) : source.gallery(id);
    },

    async matchGalleries(matchId) {
      const [theirs, ours] = await Promise.all([
        source.matchGalleries(matchId),
        cardsWhere(db, `${PUBLISHED} AND match_id = ?`, [now(), matchId], 50),
      ]);
      if (theirs === null) return null;
      return [...theirs, ...ours].sort(newestFirst);
    },
  };
}
