/**
 * The venue list (data/venues.csv): what Cricsheet does not know about a ground — its capacity, its
 * ends and the sides whose home it is — for the grounds of the default replay, each row with the
 * public page its facts were taken from (decision 051). A ground is named as Cricsheet names it
 * (venue and city), so a row joins the stored venue by the importer's own identity (ground name
 * before the first comma, and city). An empty cell is a fact the source does not give: never guessed.
 */
import { z } from "zod";
import { checkedCsvRows } from "./csv-rows.ts";

export const VENUES_COLUMNS = ["venue", "city", "capacity", "ends", "also_hosts", "source"] as const;

const rowSchema = z.object({
  venue: z.string().trim().min(1),
  /** empty where Cricsheet's file names no city (its venue is then another row of ours) */
  city: z.string().trim(),
  capacity: z.union([z.literal(""), z.string().regex(/^[1-9]\d{2,5}$/, "a number of seats, digits only")]),
  ends: z.string().trim(),
  /** sides based at the ground, "; " between them, spelled as the data spells teams */
  also_hosts: z.string().trim(),
  source: z.url({ protocol: /^https$/ }),
});

export interface VenueFacts {
  venue: string;
  city: string;
  capacity: number | null;
  /** "Garware Pavilion End, Tata End" */
  ends: string | null;
  /** the sides whose home ground it is */
  homeOf: string[];
  source: string;
}

export class VenuesFileError extends Error {}

/** The file's text → its rows; a bad row, or a ground listed twice, is an error naming its line. */
export function parseVenuesFile(text: string): VenueFacts[] {
  const seen = new Set<string>();
  return checkedCsvRows(text, VENUES_COLUMNS, rowSchema, (message) => new VenuesFileError(message)).map(({ line, row }) => {
    const key = `${row.venue.toLowerCase()}|${row.city.toLowerCase()}`;
    if (seen.has(key)) throw new VenuesFileError(`line ${line}: ${row.venue} (${row.city || "no city"}) is listed twice`);
    seen.add(key);
    return {
      venue: row.venue,
      city: row.city,
      capacity: row.capacity === "" ? null : Number(row.capacity),
      ends: row.ends || null,
      homeOf: row.also_hosts
        .split(";")
        .map((side) => side.trim())
        .filter(Boolean),
      source: row.source,
    };
  });
}

/** "Also hosts": the sides based at the ground other than the two playing (a match's own sides are no news). */
export function alsoHosts(facts: Pick<VenueFacts, "homeOf">, playing: readonly string[]): string | null {
  const others = facts.homeOf.filter((side) => !playing.includes(side));
  return others.length ? others.join(", ") : null;
}
