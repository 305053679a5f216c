import { z } from "zod";
import { keyOfFileUrl } from "../media/files.server.ts";
import { AD_SIZES, sizeOf, type AdSize, type SlotAd } from "../site/public.ts";

export { AD_SIZES, sizeOf, type AdSize, type SlotAd } from "../site/public.ts";
import { assetRef, isHttpUrl, isSitePath } from "../site/settings.server.ts";

/**
 * Ads (docs/product/site-and-accounts.md#ad-slots): stored in D1 with their page, size and schedule. A slot asks
 * for a page path and a size and gets the ads that are active, started, not ended, whose page path
 * matches (or is a wildcard prefix of it) and whose width and height match exactly.
 */

export const adSizeSchema = z.enum(AD_SIZES);

export interface AdPage {
  id: number;
  path: string;
  name: string;
  isWildcard: boolean;
}

/** An ad as the admin API shows it (docs/product/site-and-accounts.md#ad-slots). */
export interface Ad {
  id: number;
  name: string;
  page: AdPage;
  imageUrl: string;
  linkUrl: string;
  size: { width: number; height: number; totalSpaces: number };
  isActive: boolean;
  /** ISO 8601 (UTC); null when open-ended */
  startDate: string | null;
  endDate: string | null;
  position: number;
}

/** "/cricket-match/" → "/cricket-match"; "/" stays; query and hash dropped. */
export function normalisePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? "/").trim() || "/";
  const withSlash = bare.startsWith("/") ? bare : `/${bare}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, "") || "/" : withSlash;
}

/** The ad page rule (docs/product/site-and-accounts.md#ad-slots): exact path, or a wildcard page that is the path or a prefix of it. */
export function pageMatches(page: Pick<AdPage, "path" | "isWildcard">, path: string): boolean {
  const wanted = normalisePath(path);
  if (page.path === wanted) return true;
  if (!page.isWildcard) return false;
  return page.path === "/" || wanted.startsWith(`${page.path}/`);
}

const SLOT_SQL = `
  SELECT a.id, a.image_url, a.link_url, a.width, a.height FROM ads a JOIN ad_pages p ON p.id = a.page_id
  WHERE a.is_active = 1
    AND (a.start_time IS NULL OR a.start_time <= ?1) AND (a.end_time IS NULL OR a.end_time > ?1)
    AND (p.path = ?2 OR (p.is_wildcard = 1 AND (p.path = '/' OR substr(?2, 1, length(p.path) + 1) = p.path || '/')))`;

/** The ads one slot rotates through, in rotation order (page-specific ads before site-wide ones). */
export async function adsForSlot(db: D1Database, path: string, size: AdSize, now = Date.now()): Promise<SlotAd[]> {
  const { width, height } = sizeOf(size);
  const rows = await db
    .prepare(`${SLOT_SQL} AND a.width = ?3 AND a.height = ?4 ORDER BY p.is_wildcard, a.position, a.id`)
    .bind(now, normalisePath(path), width, height)
    .all<{ id: number; image_url: string; link_url: string }>();
  return rows.results.map((r) => ({ id: r.id, imageUrl: r.image_url, linkUrl: r.link_url }));
}

/** Every size's ads for one page in one query: what a loader hands to its AdSlots. */
export async function adsForPage(db: D1Database, path: string, now = Date.now()): Promise<Record<AdSize, SlotAd[]>> {
  const rows = await db
    .prepare(`${SLOT_SQL} ORDER BY p.is_wildcard, a.position, a.id`)
    .bind(now, normalisePath(path))
    .all<{ id: number; image_url: string; link_url: string; width: number; height: number }>();
  const bySize = Object.fromEntries(AD_SIZES.map((s) => [s, [] as SlotAd[]])) as Record<AdSize, SlotAd[]>;
  for (const r of rows.results) {
    const size = `${r.width}x${r.height}` as AdSize;
    bySize[size]?.push({ id: r.id, imageUrl: r.image_url, linkUrl: r.link_url });
  }
  return bySize;
}

// ── Admin ───────────────────────────────────────────────────────────────────────────────────────

/** Where an ad leads: an http(s) URL or a path on this site. */
const linkRef = z
  .string()
  .trim()
  .min(1, "is required")
  .max(500)
  .refine((v) => isHttpUrl(v) || isSitePath(v), { message: "must be an http(s) URL or a path on this site" });

const isoTime = z.iso.datetime({ offset: true }).nullable();

/** "/cricket-match/*" is the wildcard page "/cricket-match". */
const pageInput = z
  .object({
    path: z.string().trim().min(1).max(300),
    name: z.string().trim().max(120).optional(),
    isWildcard: z.boolean().optional(),
  })
  .transform((page, ctx) => {
    let path = page.path;
    let isWildcard = page.isWildcard ?? false;
    if (path === "*" || path.endsWith("/*")) {
      isWildcard = true;
      path = path.slice(0, -1) || "/";
    }
    if (!isSitePath(path)) {
      ctx.addIssue({ code: "custom", message: "page path must start with /", path: ["path"] });
      return z.NEVER;
    }
    path = normalisePath(path);
    return { path, isWildcard, name: page.name || (isWildcard ? `${path === "/" ? "" : path}/*` : path) };
  });

const adFields = {
  name: z.string().trim().max(120),
  page: pageInput,
  imageUrl: assetRef.refine((v) => v !== "", { message: "is required" }),
  linkUrl: linkRef,
  size: z.object({
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    totalSpaces: z.number().int().min(1).max(20).optional(),
  }),
  isActive: z.boolean(),
  startDate: isoTime,
  endDate: isoTime,
  position: z.number().int().min(0).max(1000),
};

function checkAd(
  ad: { size?: { width: number; height: number }; startDate?: string | null; endDate?: string | null },
  ctx: z.RefinementCtx,
) {
  if (ad.size && !AD_SIZES.includes(`${ad.size.width}x${ad.size.height}` as AdSize)) {
    ctx.addIssue({ code: "custom", message: `size must be one of ${AD_SIZES.join(", ")}`, path: ["size"] });
  }
  if (ad.startDate && ad.endDate && Date.parse(ad.endDate) <= Date.parse(ad.startDate)) {
    ctx.addIssue({ code: "custom", message: "endDate must be after startDate", path: ["endDate"] });
  }
}

export const adCreateSchema = z
  .object({
    ...adFields,
    name: adFields.name.default(""),
    isActive: adFields.isActive.default(true),
    startDate: isoTime.default(null),
    endDate: isoTime.default(null),
    position: adFields.position.default(0),
  })
  .strict()
  .superRefine(checkAd);
export type AdCreate = z.infer<typeof adCreateSchema>;

export const adUpdateSchema = z.object(adFields).partial().strict().superRefine(checkAd);
export type AdUpdate = z.infer<typeof adUpdateSchema>;

interface AdRow {
  id: number;
  name: string;
  page_id: number;
  page_path: string;
  page_name: string;
  page_wildcard: number;
  image_url: string;
  image_key: string | null;
  link_url: string;
  width: number;
  height: number;
  total_spaces: number;
  is_active: number;
  start_time: number | null;
  end_time: number | null;
  position: number;
}

const AD_SQL = `
  SELECT a.id, a.name, a.page_id, p.path AS page_path, p.name AS page_name, p.is_wildcard AS page_wildcard,
    a.image_url, a.image_key, a.link_url, a.width, a.height, a.total_spaces, a.is_active, a.start_time, a.end_time, a.position
  FROM ads a JOIN ad_pages p ON p.id = a.page_id`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const ms = (value: string | null | undefined) => (value ? Date.parse(value) : null);

function toAd(row: AdRow): Ad {
  return {
    id: row.id,
    name: row.name,
    page: { id: row.page_id, path: row.page_path, name: row.page_name, isWildcard: row.page_wildcard === 1 },
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    size: { width: row.width, height: row.height, totalSpaces: row.total_spaces },
    isActive: row.is_active === 1,
    startDate: iso(row.start_time),
    endDate: iso(row.end_time),
    position: row.position,
  };
}

export async function listAds(db: D1Database): Promise<Ad[]> {
  const rows = await db.prepare(`${AD_SQL} ORDER BY a.width, a.height, a.position, a.id`).all<AdRow>();
  return rows.results.map(toAd);
}

export async function getAd(db: D1Database, id: number): Promise<(Ad & { imageKey: string | null }) | null> {
  const row = await db.prepare(`${AD_SQL} WHERE a.id = ?`).bind(id).first<AdRow>();
  return row ? { ...toAd(row), imageKey: row.image_key } : null;
}

async function pageId(db: D1Database, page: { path: string; name: string; isWildcard: boolean }): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO ad_pages (path, name, is_wildcard) VALUES (?, ?, ?)
       ON CONFLICT (path, is_wildcard) DO UPDATE SET name = excluded.name RETURNING id`,
    )
    .bind(page.path, page.name, page.isWildcard ? 1 : 0)
    .first<{ id: number }>();
  return row!.id;
}

export async function createAd(db: D1Database, input: AdCreate, now = Date.now()): Promise<Ad> {
  const page = await pageId(db, input.page);
  const row = await db
    .prepare(
      `INSERT INTO ads (page_id, name, image_url, image_key, link_url, width, height, total_spaces, is_active,
         start_time, end_time, position, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
    .bind(
      page,
      input.name,
      input.imageUrl,
      keyOfFileUrl(input.imageUrl),
      input.linkUrl,
      input.size.width,
      input.size.height,
      input.size.totalSpaces ?? 1,
      input.isActive ? 1 : 0,
      ms(input.startDate),
      ms(input.endDate),
      input.position,
      now,
      now,
    )
    .first<{ id: number }>();
  return (await getAd(db, row!.id))!;
}

/** null when there is no such ad. The caller deletes a replaced uploaded image (`replacedKey`). */
export async function updateAd(
  db: D1Database,
  id: number,
  update: AdUpdate,
  now = Date.now(),
): Promise<{ ad: Ad; replacedKey: string | null } | null> {
  const current = await getAd(db, id);
  if (!current) return null;
  const merged = {
    ...current,
    ...update,
    size: { ...current.size, ...update.size },
  };
  const check = adCreateSchema.safeParse({
    name: merged.name,
    page: update.page ?? { path: current.page.path, name: current.page.name, isWildcard: current.page.isWildcard },
    imageUrl: merged.imageUrl,
    linkUrl: merged.linkUrl,
    size: merged.size,
    isActive: merged.isActive,
    startDate: merged.startDate,
    endDate: merged.endDate,
    position: merged.position,
  });
  if (!check.success) throw check.error;
  const next = check.data;
  const page = await pageId(db, next.page);
  const imageKey = keyOfFileUrl(next.imageUrl);
  await db
    .prepare(
      `UPDATE ads SET page_id = ?, name = ?, image_url = ?, image_key = ?, link_url = ?, width = ?, height = ?,
         total_spaces = ?, is_active = ?, start_time = ?, end_time = ?, position = ?, updated_at = ? WHERE id = ?`,
    )
    .bind(
      page,
      next.name,
      next.imageUrl,
      imageKey,
      next.linkUrl,
      next.size.width,
      next.size.height,
      next.size.totalSpaces ?? 1,
      next.isActive ? 1 : 0,
      ms(next.startDate),
      ms(next.endDate),
      next.position,
      now,
      id,
    )
    .run();
  const replacedKey = current.imageKey && current.imageKey !== imageKey ? current.imageKey : null;
  return { ad: (await getAd(db, id))!, replacedKey };
}

/** Deletes the ad; returns its uploaded image key (for the caller to remove from R2), or undefined when absent. */
export async function deleteAd(db: D1Database, id: number): Promise<{ imageKey: string | null } | undefined> {
  const row = await db.prepare("DELETE FROM ads WHERE id = ? RETURNING image_key").bind(id).first<{ image_key: string | null }>();
  return row ? { imageKey: row.image_key } : undefined;
}
