import { SHARE_CARD, shareCardSvg, type ShareCard } from "../cricket/graphics/index.ts";

export type { ShareCard } from "../cricket/graphics/index.ts";

/**
 * A share card (og:image) as a PNG response: what any page's resource route answers for its card
 * (a match's: app/routes/gallery/graphic.ts; an article's: call this with its headline and intro).
 * `immutable`: the card can never change at this URL (a finished match); else it is kept a minute.
 */
export async function shareCardResponse(card: ShareCard, options: { immutable: boolean }): Promise<Response> {
  const png = await rasterise(shareCardSvg(card));
  return new Response(png, {
    headers: {
      "content-type": "image/png",
      "cache-control": options.immutable ? IMMUTABLE : SHORT,
      "content-length": String(png.byteLength),
    },
  });
}

export const IMMUTABLE = "public, max-age=31536000, immutable";
export const SHORT = "public, max-age=60";

/** The share card's size, for og:image:width and og:image:height. */
export const SHARE_CARD_SIZE = SHARE_CARD;

/**
 * SVG to PNG, loading the renderer (2.5 MB of WebAssembly and the fonts) on first use only, so
 * pages that never draw a PNG do not pay for it when an isolate starts.
 */
export async function rasterise(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const { svgToPng } = await import("./png.server.ts");
  return svgToPng(svg);
}
