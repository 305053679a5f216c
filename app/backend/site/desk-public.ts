/**
 * The browser-safe constants of the newsroom's desk and forms (no zod, no I/O): the hydrated desk
 * pages and the public forms show them; the *.server.ts modules validate with them.
 */

export const ENQUIRY_STATUSES = ["new", "answered", "closed"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Feedback screenshots: at most 1 MB (the upload limit of files.server.ts). */
export const MAX_SCREENSHOT_BYTES = 1024 * 1024;

export const POLICY_KINDS = ["privacy", "terms"] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const MAX_POLICY_HTML = 200_000;

/** Video player addresses that may be embedded (origin and path prefix). */
export const EMBED_PREFIXES = [
  "https://www.youtube-nocookie.com/embed/",
  "https://www.youtube.com/embed/",
  "https://player.vimeo.com/video/",
  "https://www.dailymotion.com/embed/video/",
];
