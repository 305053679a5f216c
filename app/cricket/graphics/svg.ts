/** Small helpers for writing SVG as text (the graphics are served as files and rendered to PNG). */

export const FONT = "Inter, 'Segoe UI', Arial, sans-serif";
export const INK = "#1f2328";
export const MUTED = "#4f5861";
export const GRID = "#dfe3e6";

/** Escapes text and attribute values. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

type Attrs = Record<string, string | number | undefined>;

/** One element; children are SVG text already (escape text with `esc` or use `text`). */
export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const list = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v as string | number)}"`)
    .join("");
  return children.length ? `<${tag}${list}>${children.join("")}</${tag}>` : `<${tag}${list}/>`;
}

/** A text element with its content escaped. */
export function text(x: number, y: number, content: string, attrs: Attrs = {}): string {
  return el("text", { x: round(x), y: round(y), ...attrs }, esc(content));
}

export const round = (v: number) => Math.round(v * 10) / 10;

/**
 * Splits text into lines of at most `maxChars` characters (at spaces), at most `maxLines` lines,
 * the last one ending in "…" when something was cut. The width of a character is estimated, so
 * callers give a conservative `maxChars` for their font size.
 */
export function wrap(content: string, maxChars: number, maxLines: number): string[] {
  const words = content.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    line = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
  return kept;
}

/** A whole SVG document of this size with a white background. */
export function document(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" font-family="${esc(FONT)}">` +
    el("title", {}, esc(title)) +
    el("rect", { width, height, fill: "#ffffff" }) +
    body +
    "</svg>"
  );
}

/** Nice axis steps: the tick interval for values up to `max` with about `ticks` ticks. */
export function tickStep(max: number, ticks = 6): number {
  const raw = Math.max(max, 1) / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  return Math.max(1, step);
}
