import { SHARE_CARD } from "../cricket/graphics/index.ts";

/**
 * Addresses of the generated images (app/routes/gallery/graphic.ts). `v1` is the drawing's
 * version: finished matches' images are cached as immutable, so a change of drawing gets a new one.
 */
export const GRAPHICS_BASE = "/cricket-graphics/v1";

/** A match graphic ("worm", "summary", …) as SVG, or as PNG. */
export const graphicPath = (matchId: number, graphic: string, format: "svg" | "png" = "svg") =>
  `${GRAPHICS_BASE}/${matchId}/${graphic}.${format}`;

/** A match's share card (1200×630 PNG). */
export const matchShareCardPath = (matchId: number) => `${GRAPHICS_BASE}/${matchId}/share.png`;

/** The og:image of a page: an absolute URL and what it shows; size and type when known (a drawn card). */
export interface PageImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: "image/png";
}

/** A match page's og:image: its share card. */
export function matchShareImage(origin: string, match: { id: number; teams: readonly { name: string }[]; status: string }): PageImage {
  return {
    url: `${origin}${matchShareCardPath(match.id)}`,
    type: "image/png",
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    alt: `${match.teams.map((team) => team.name).join(" vs ")}: ${match.status}`.trim(),
  };
}

/** An article's share card (1200×630 PNG, drawn from its headline: app/routes/news/share-card.ts). */
export const storyShareCardPath = (storyId: string) => `${GRAPHICS_BASE}/story/${encodeURIComponent(storyId)}/share.png`;

/** An article's og:image: the editor's cover when it has one, else its drawn share card. */
export function storyShareImage(origin: string, story: { id: string; headline: string }, cover: string | null): PageImage {
  if (cover) return { url: /^https?:\/\//i.test(cover) ? cover : `${origin}${cover}`, alt: story.headline };
  return {
    url: `${origin}${storyShareCardPath(story.id)}`,
    type: "image/png",
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    alt: story.headline,
  };
}
