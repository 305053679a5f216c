/**
 * Text building blocks for commentary: bold/plain spans, Cricbuzz's commentaryFormats shape, and
 * a stable choice among several phrasings (a hash of the inputs: never Math.random or the clock,
 * so the same ball always reads the same).
 */
import type { TextSpan } from "./types.ts";

export type Piece = string | TextSpan | false | undefined | null;

export function bold(text: string): TextSpan {
  return { text, bold: true };
}

/** Pieces → spans, dropping empty ones and merging neighbours of the same weight. */
export function spans(...pieces: Piece[]): TextSpan[] {
  const out: TextSpan[] = [];
  for (const piece of pieces) {
    if (piece === false || piece === undefined || piece === null) continue;
    const span: TextSpan = typeof piece === "string" ? { text: piece } : piece;
    if (span.text === "") continue;
    const last = out.at(-1);
    if (last !== undefined && (last.bold === true) === (span.bold === true)) last.text += span.text;
    else out.push(span.bold ? { text: span.text, bold: true } : { text: span.text });
  }
  return out;
}

export function textOf(formats: readonly TextSpan[]): string {
  return formats.map((span) => span.text).join("");
}

/**
 * Sentences joined with single spaces; a sentence that does not end in . ! or ? gets a full stop
 * when another follows it.
 */
export function sentences(...parts: Array<TextSpan[] | undefined>): TextSpan[] {
  const present = parts.filter((part): part is TextSpan[] => part !== undefined && textOf(part) !== "");
  const pieces: Piece[] = [];
  present.forEach((part, index) => {
    if (index > 0) {
      const previous = textOf(present[index - 1] ?? []);
      pieces.push(/[.!?]$/.test(previous) ? " " : ". ");
    }
    pieces.push(...part);
  });
  return spans(...pieces);
}

/** Cricbuzz's representation: bold texts replaced by B0$, B1$... placeholders in commText. */
export interface CricbuzzFormattedText {
  commText: string;
  commentaryFormats: { bold?: { formatId: string[]; formatValue: string[] } };
}

export function toCricbuzzFormats(formats: readonly TextSpan[]): CricbuzzFormattedText {
  const formatId: string[] = [];
  const formatValue: string[] = [];
  let commText = "";
  for (const span of formats) {
    if (span.bold) {
      const id = `B${formatId.length}$`;
      formatId.push(id);
      formatValue.push(span.text);
      commText += id;
    } else {
      commText += span.text;
    }
  }
  return { commText, commentaryFormats: formatId.length === 0 ? {} : { bold: { formatId, formatValue } } };
}

/** 32-bit FNV-1a of a string. */
export function stableHash(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** One of the variants, chosen by the hash of the key parts (same parts → same variant). */
export function pick<T>(variants: readonly T[], ...keyParts: Array<string | number>): T {
  const chosen = variants[stableHash(keyParts.join("|")) % variants.length];
  if (chosen === undefined) throw new Error("pick: no variants");
  return chosen;
}

export { plural } from "../plural.ts";

/** "19.4-0-23-5" style O-M-R-W. */
export function figuresText(bowling: { overs: string; maidens: number; runs: number; wickets: number }): string {
  return `${bowling.overs}-${bowling.maidens}-${bowling.runs}-${bowling.wickets}`;
}

/** "9(5)", "76(59)". */
export function runsBalls(figures: { runs: number; balls: number }): string {
  return `${figures.runs}(${figures.balls})`;
}

/** " [4s-2 6s-1]" with only the non-zero counts; "" when neither. */
export function boundariesText(figures: { fours: number; sixes: number }): string {
  const parts = [figures.fours > 0 ? `4s-${figures.fours}` : "", figures.sixes > 0 ? `6s-${figures.sixes}` : ""].filter(
    (part) => part !== "",
  );
  return parts.length === 0 ? "" : ` [${parts.join(" ")}]`;
}
