import { storyPath } from "../../data/story-path.ts";

/**
 * The browser-safe part of the site data (no zod: this module ships in the shell's JavaScript):
 * types, defaults and small helpers the components use. Validation lives in settings.ts and ads.ts.
 */

export const DEFAULT_MAINTENANCE_MESSAGE = "We are currently undergoing maintenance. Please check back later.";

/** Site settings (docs/product/site-and-accounts.md#site-settings); validated by siteSettingsSchema in settings.ts. */
export interface SiteSettings {
  companyName: string;
  /** the registered office ("Regd. Office:") */
  companyAddress: string;
  /** the corporate office, shown on the feedback page beside the registered one; empty: not shown */
  corporateAddress: string;
  phone: string;
  googleAnalyticsId: string;
  favicon: string;
  maintenanceMode: boolean;
  maintenanceMessage: string;
  whatsappUrl: string;
  telegramUrl: string;
  headerLogo: string;
  footerLogo: string;
  androidUrl: string;
  iosUrl: string;
  facebookUrl: string;
  twitterUrl: string;
  youtubeUrl: string;
  pinterestUrl: string;
  linkedinUrl: string;
}

export const ANALYTICS_ID = /^(G|UA|GT|AW)-[A-Z0-9-]+$/i;

/** The analytics id, only when it is safe to put into a script URL. */
export function analyticsId(settings: Pick<SiteSettings, "googleAnalyticsId">): string | null {
  const id = settings.googleAnalyticsId.trim();
  return ANALYTICS_ID.test(id) ? id : null;
}

export const AD_SIZES = ["303x600", "303x250", "808x99"] as const;
export type AdSize = (typeof AD_SIZES)[number];

export function sizeOf(size: AdSize): { width: number; height: number } {
  const [width, height] = size.split("x").map(Number) as [number, number];
  return { width, height };
}

/** What a slot needs to show one ad. */
export interface SlotAd {
  id: number;
  imageUrl: string;
  linkUrl: string;
}

/** Story link (docs/product/site-and-accounts.md#routes: /cricket-news/{id}/{title}). */
export const storyHref = storyPath;

/** What the root error boundary receives while maintenance mode is on. */
export interface MaintenanceNotice {
  maintenance: true;
  message: string;
  companyName: string;
  favicon: string;
}

export function isMaintenanceNotice(value: unknown): value is MaintenanceNotice {
  return typeof value === "object" && value !== null && (value as { maintenance?: unknown }).maintenance === true;
}
