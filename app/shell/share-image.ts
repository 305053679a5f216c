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

/** The og:image of a page: an absolute URL and what it shows; size and type when known (a drawn card, an editor's photo). */
export interface PageImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
  type?: "image/png" | "image/jpeg";
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

/**
 * A gallery's og:image: an editor's gallery shows its first photo at its largest stored size (a
 * JPEG, decision 029; alt: its caption, else the headline); a generated one its match's share card.
 */
export function galleryShareImage(
  origin: string,
  gallery: {
    headline: string;
    photos: readonly { caption: string; variants?: readonly { src: string; width: number; height: number }[] }[];
  },
  match: { id: number; teams: readonly { name: string }[]; status: string } | null,
): PageImage | null {
  const first = gallery.photos[0];
  const largest = first?.variants?.at(-1);
  if (first && largest)
    return {
      url: `${origin}${largest.src}`,
      type: "image/jpeg",
      width: largest.width,
      height: largest.height,
      alt: first.caption || gallery.headline,
    };
  return match ? matchShareImage(origin, match) : null;
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
