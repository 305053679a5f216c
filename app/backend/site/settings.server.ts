import { siteVersion } from "./site-version.server.ts";
import { z } from "zod";
import { ANALYTICS_ID, DEFAULT_MAINTENANCE_MESSAGE, type SiteSettings } from "./public.ts";

export { analyticsId, DEFAULT_MAINTENANCE_MESSAGE, type SiteSettings } from "./public.ts";

/**
 * Site settings (docs/product/site-and-accounts.md#site-settings): one JSON row in D1 (migrations/0003_site.sql). Reading tolerates a
 * row written by an older version (missing fields take the defaults); writing validates every
 * field: links must be http(s), logos and the favicon a site path or an http(s) URL.
 */

const trimmed = (max: number) => z.string().trim().max(max);

/** Empty (not configured) or an absolute http(s) URL. */
export const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || isHttpUrl(value), { message: "must be an http(s) URL" });

/** Empty, a path on this site ("/logo.svg", "/api/files/…"), or an http(s) URL. */
export const assetRef = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || isSitePath(value) || isHttpUrl(value), {
    message: "must be a path on this site (starting with /) or an http(s) URL",
  });

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** "/x/y.svg", not "//host/x" (protocol-relative) and no backslashes or control characters. */
export function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value);
}

export const siteSettingsSchema = z.object({
  companyName: trimmed(120),
  companyAddress: trimmed(500),
  corporateAddress: trimmed(500),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+\d\s().-]*$/, "may hold digits, spaces and + ( ) . - only"),
  googleAnalyticsId: z
    .string()
    .trim()
    .max(40)
    .refine((value) => value === "" || ANALYTICS_ID.test(value), { message: "must look like G-XXXXXXX (or UA-…)" }),
  favicon: assetRef,
  maintenanceMode: z.boolean(),
  maintenanceMessage: trimmed(500),
  whatsappUrl: httpUrl,
  telegramUrl: httpUrl,
  headerLogo: assetRef,
  footerLogo: assetRef,
  androidUrl: httpUrl,
  iosUrl: httpUrl,
  facebookUrl: httpUrl,
  twitterUrl: httpUrl,
  youtubeUrl: httpUrl,
  pinterestUrl: httpUrl,
  linkedinUrl: httpUrl,
});

// The schema and the browser-side interface (public.ts) describe the same object.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof siteSettingsSchema>, SiteSettings> = true;
void sameShape;

export const DEFAULT_SETTINGS: SiteSettings = {
  companyName: "Cricket Edge",
  companyAddress: "",
  corporateAddress: "",
  phone: "",
  googleAnalyticsId: "",
  favicon: "/favicon.svg",
  maintenanceMode: false,
  maintenanceMessage: DEFAULT_MAINTENANCE_MESSAGE,
  whatsappUrl: "",
  telegramUrl: "",
  headerLogo: "/logo.svg",
  footerLogo: "/logo-footer.svg",
  androidUrl: "",
  iosUrl: "",
  facebookUrl: "",
  twitterUrl: "",
  youtubeUrl: "",
  pinterestUrl: "",
  linkedinUrl: "",
};

/** An update: any subset of the fields; unknown fields are refused (a typo must not pass silently). */
export const settingsUpdateSchema = siteSettingsSchema.partial().strict();
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

/** Stored JSON → settings; a field that is missing or no longer valid falls back to its default. */
export function settingsFromJson(json: string | null | undefined): SiteSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    // a broken row reads as the defaults
  }
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof SiteSettings)[]) {
    const field = siteSettingsSchema.shape[key].safeParse(raw[key]);
    if (field.success) (settings as Record<string, unknown>)[key] = field.data;
  }
  if (!settings.maintenanceMessage) settings.maintenanceMessage = DEFAULT_MAINTENANCE_MESSAGE;
  return settings;
}

/**
 * The settings as pages read them: kept in the isolate while the site's version (migration 0018,
 * bumped by any change) stays the same. The version is read first, so a change made between the
 * two reads can only make the kept settings newer than their version, never older.
 */
export async function currentSettings(db: D1Database): Promise<SiteSettings> {
  const version = await siteVersion(db);
  if (kept?.version === version) return kept.settings;
  const settings = await readSettings(db);
  kept = { version, settings };
  return settings;
}

let kept: { version: number; settings: SiteSettings } | null = null;

export async function readSettings(db: D1Database): Promise<SiteSettings> {
  const row = await db.prepare("SELECT data FROM site_settings WHERE id = 1").first<{ data: string }>();
  return settingsFromJson(row?.data);
}

/** Applies a validated update and returns the new settings. */
export async function updateSettings(db: D1Database, update: SettingsUpdate, now = Date.now()): Promise<SiteSettings> {
  const next = siteSettingsSchema.parse({ ...(await readSettings(db)), ...update });
  await db
    .prepare(
      `INSERT INTO site_settings (id, data, updated_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
    )
    .bind(JSON.stringify(next), now)
    .run();
  return next;
}
