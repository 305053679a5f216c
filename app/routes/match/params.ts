import { data } from "react-router";
import { z } from "zod";
import { commentaryCursorSchema, highlightTypeSchema } from "../../data/schemas.ts";

/** Route params and query of the match pages, parsed at the boundary (zod at every boundary: decision 001). */

/** The site's 404 page for a match that does not exist. */
export function noSuchMatch(): never {
  throw data("No such match", { status: 404 });
}

function bad(message: string): never {
  throw data(message, { status: 400 });
}

const positiveInt = z.coerce.number().int().positive();

/** ?innings=N (absent: Preview); a number that is not an innings of this match falls back to Preview. */
export function inningsParam(url: URL, inningsCount: number): number | null {
  const raw = url.searchParams.get("innings");
  if (raw === null || raw === "") return null;
  const parsed = positiveInt.safeParse(raw);
  if (!parsed.success) bad(`innings must be a positive whole number, not "${raw}"`);
  return parsed.data <= inningsCount ? parsed.data : null;
}

/** ?type= highlight code (docs/product/match-pages.md#highlight-codes: 0 all, 2 fours, 4 sixes, 8 wickets, 16, 32, 128, 512, 1 others). */
export function highlightParam(url: URL): z.infer<typeof highlightTypeSchema> {
  const raw = url.searchParams.get("type");
  if (raw === null || raw === "") return 0;
  const parsed = highlightTypeSchema.safeParse(Number(raw));
  if (!parsed.success) bad(`type must be one of 0, 1, 2, 4, 8, 16, 32, 128, 512, not "${raw}"`);
  return parsed.data;
}

/** ?before=TIMESTAMP&inning=N — the older-commentary cursor (both or neither). */
export function cursorParam(url: URL) {
  const before = url.searchParams.get("before");
  const inning = url.searchParams.get("inning");
  if (before === null && inning === null) return undefined;
  const parsed = commentaryCursorSchema.safeParse({ timestamp: before, inningsNo: inning });
  if (!parsed.success) bad("before and inning must be given together as whole numbers");
  return parsed.data;
}

/** ?batter=ID / ?bowler=ID (person ids: letters and digits). */
export function playerParam(url: URL, name: "batter" | "bowler" | "player"): string | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return null;
  if (!/^[\w-]{1,64}$/.test(raw)) bad(`${name} is not a player id`);
  return raw;
}
