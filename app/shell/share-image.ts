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

/** The og:image of a page: an absolute PNG URL, its size and what it shows. */
export interface PageImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** A match page's og:image: its share card. */
export function matchShareImage(origin: string, match: { id: number; teams: readonly { name: string }[]; status: string }): PageImage {
  return {
    url: `${origin}${matchShareCardPath(match.id)}`,
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    alt: `${match.teams.map((team) => team.name).join(" vs ")}: ${match.status}`.trim(),
  };
}
