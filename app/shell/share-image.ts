/**
 * The one place a page's share picture (og:image, twitter:image, JSON-LD image) is decided. Today:
 * the story's own cover when it has one, else the site's default picture. The share-card renderer
 * (issue 14, "match in graphics") plugs in here: return its card URL for a match or an article.
 */
export const DEFAULT_SHARE_IMAGE = "/logo.svg";

export function shareImageUrl(origin: string, subject: { kind: "article"; id: string; cover: string | null }): string {
  const path = subject.cover ?? DEFAULT_SHARE_IMAGE;
  return /^https?:\/\//i.test(path) ? path : `${origin}${path}`;
}
