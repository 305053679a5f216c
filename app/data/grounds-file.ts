/**
 * The grounds list (data/grounds.csv): the country of every ground in the default data whose city
 * the importer's own list (embedded/store/places.ts) does not place, each row with the public page
 * that says where the place is (decision 063). A row names a Cricsheet city (every ground there)
 * or, where Cricsheet gives no city, one ground by its stored name.
 */
import { z } from "zod";
import { checkedCsvRows } from "./csv-rows.ts";

export const GROUNDS_COLUMNS = ["city", "venue", "country", "source"] as const;

const rowSchema = z
  .object({
    /** as Cricsheet spells it; empty for a row of one ground */
    city: z.string(),
    /** the ground's stored name (before the first comma); empty for a row of a whole city */
    venue: z.string().trim(),
    country: z.string().trim().min(2),
    source: z.url({ protocol: /^https$/ }),
  })
  .refine((row) => (row.city.trim() === "") !== (row.venue === ""), "give a city or a ground, not both");

export interface GroundPlace {
  city: string;
  venue: string;
  country: string;
}

export class GroundsFileError extends Error {}

/** The file's text → its rows; a bad row, or a city or ground listed twice, is an error naming its line. */
export function parseGroundsFile(text: string): GroundPlace[] {
  const seen = new Set<string>();
  return checkedCsvRows(text, GROUNDS_COLUMNS, rowSchema, (message) => new GroundsFileError(message)).map(({ line, row }) => {
    const key = `${row.city.trim().toLowerCase()}|${row.venue.toLowerCase()}`;
    if (seen.has(key)) throw new GroundsFileError(`line ${line}: ${row.venue || row.city} is listed twice`);
    seen.add(key);
    return { city: row.city.trim(), venue: row.venue, country: row.country };
  });
}
