import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";
import interBold from "@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf?inline";
import interRegular from "@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf?inline";

/**
 * SVG to PNG in the Worker (resvg compiled to WebAssembly, docs/decisions/021): for what only
 * takes bitmaps — og:image share cards (X/Twitter and Facebook refuse SVG). The Worker has no
 * system fonts, so Inter (SIL Open Font License) is bundled and is the only family drawn.
 */
let initialised = false;
let fonts: Uint8Array[] | null = null;

const fromDataUrl = (url: string) => Uint8Array.from(atob(url.slice(url.indexOf(",") + 1)), (c) => c.charCodeAt(0));

async function ready(): Promise<Uint8Array[]> {
  if (!initialised) {
    // Two first requests at once both start it; the loser's "already initialized" is harmless.
    await initWasm(resvgModule).catch((error: unknown) => {
      if (!String(error).includes("Already initialized")) throw error;
    });
    initialised = true;
  }
  fonts ??= [fromDataUrl(interRegular), fromDataUrl(interBold)];
  return fonts;
}

/** The SVG drawn at its own size as PNG bytes. */
export async function svgToPng(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const fontBuffers = await ready();
  const image = new Resvg(svg, { font: { fontBuffers, loadSystemFonts: false, defaultFontFamily: "Inter" } }).render();
  try {
    return image.asPng() as Uint8Array<ArrayBuffer>;
  } finally {
    image.free();
  }
}
