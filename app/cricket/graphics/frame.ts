import { document, el, INK, MUTED, text } from "./svg.ts";

/** Every gallery graphic is 16:9 at this size (what galleries and social previews show well). */
export const GRAPHIC = { width: 1200, height: 675 } as const;

/** Where a chart may draw, inside the frame's header and footer. */
export const PLOT = { top: 170, bottom: 560, left: 100, right: 1060 } as const;

export interface LegendEntry {
  colour: string;
  label: string;
  dashed?: boolean;
}

/**
 * The frame all gallery graphics share: a heading, the match as its subtitle, a legend row, and a
 * footer naming the site and the series, so a graphic shared on its own still says what it is.
 */
export function framed(options: { heading: string; subtitle: string; footer: string; legend?: LegendEntry[]; body: string }): string {
  const { width, height } = GRAPHIC;
  let x = 60;
  const legend = (options.legend ?? [])
    .map((entry) => {
      const swatch = el("line", {
        x1: x,
        x2: x + 34,
        y1: 128,
        y2: 128,
        stroke: entry.colour,
        "stroke-width": 8,
        "stroke-dasharray": entry.dashed ? "10 6" : undefined,
      });
      const label = text(x + 44, 135, entry.label, { "font-size": 22, fill: INK });
      x += 44 + entry.label.length * 12 + 40;
      return swatch + label;
    })
    .join("");
  return document(
    width,
    height,
    `${options.heading}: ${options.subtitle}`,
    el("rect", { width, height: 8, fill: "#0b7d5b" }) +
      text(60, 62, options.heading, { "font-size": 38, "font-weight": 700, fill: INK }) +
      text(60, 98, options.subtitle, { "font-size": 24, fill: MUTED }) +
      legend +
      options.body +
      el("line", { x1: 60, x2: width - 60, y1: height - 50, y2: height - 50, stroke: "#dfe3e6" }) +
      text(60, height - 18, "Cricket Edge", { "font-size": 20, "font-weight": 700, fill: "#0b7d5b" }) +
      text(width - 60, height - 18, options.footer, { "font-size": 20, fill: MUTED, "text-anchor": "end" }),
  );
}
