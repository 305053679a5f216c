import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { AD_SIZES, sizeOf } from "../backend/site/public.ts";

// The page's CSP allows no style attributes: an ad slot's box (its width and the ad's aspect ratio)
// comes from shell.css, one rule per size.
test("shell.css sizes the box of every ad size", () => {
  const css = readFileSync(new URL("./shell.css", import.meta.url), "utf8");
  for (const size of AD_SIZES) {
    const { width, height } = sizeOf(size);
    expect(css).toContain(`.ad-slot[data-size="${size}"] { max-width: ${width}px; aspect-ratio: ${width} / ${height}; }`);
  }
});
