/**
 * Host countries and home grounds for the stats query (migration 0046, decision 063), refreshed
 * at the import's last step: grounds the importer could not place get their country from
 * data/grounds.csv, and team_home_grounds is made again from the stored sides and grounds — an
 * international side's home is its country's grounds (app/cricket/home-countries.ts), a league
 * side's the grounds data/venues.csv says it is based at. A few thousand rows; one transaction.
 */
import { homeCountryExceptions } from "../../../cricket/home-countries.ts";
import { parseGroundsFile } from "../../grounds-file.ts";
import { parseVenuesFile } from "../../venues-file.ts";
import { venueDedupeKey } from "./places.ts";

/** The bundled lists, imported when first needed (as the other data files are), so Node scripts never meet a .csv. */
async function bundledLists() {
  const [grounds, venues] = await Promise.all([import("../../../../data/grounds.csv"), import("../../../../data/venues.csv")]);
  return { grounds: parseGroundsFile(grounds.default), venues: parseVenuesFile(venues.default) };
}

export async function refreshHomeGrounds(db: D1Database): Promise<{ placed: number; homes: number }> {
  const { grounds, venues } = await bundledLists();
  const places = JSON.stringify(grounds.map((row) => [row.city.toLowerCase(), row.venue.toLowerCase(), row.country]));
  const exceptions = JSON.stringify(homeCountryExceptions());
  const clubHomes = JSON.stringify(
    venues.flatMap((row) => row.homeOf.map((side) => [side, venueDedupeKey(row.venue, row.city || undefined)])),
  );
  const [placed, , homes] = await db.batch([
    // A city's row places every ground there; a ground's own row (Cricsheet gave no city) places it.
    db
      .prepare(
        `UPDATE venues SET country = (
           SELECT value->>2 FROM json_each(?1)
           WHERE (value->>1 = '' AND value->>0 = lower(trim(venues.city)))
              OR (value->>1 <> '' AND venues.city IS NULL AND value->>1 = lower(venues.name))
           LIMIT 1)
         WHERE country IS NULL AND EXISTS (
           SELECT 1 FROM json_each(?1)
           WHERE (value->>1 = '' AND value->>0 = lower(trim(venues.city)))
              OR (value->>1 <> '' AND venues.city IS NULL AND value->>1 = lower(venues.name)))`,
      )
      .bind(places),
    db.prepare("DELETE FROM team_home_grounds"),
    db
      .prepare(
        `INSERT OR IGNORE INTO team_home_grounds (team_id, venue_id)
         SELECT t.id, v.id FROM teams t JOIN venues v ON v.country = t.name
           WHERE t.team_type = 'international' AND t.name NOT IN (SELECT value->>0 FROM json_each(?1))
         UNION SELECT t.id, v.id FROM json_each(?1) e
           JOIN teams t ON t.name = e.value->>0 AND t.team_type = 'international' JOIN venues v ON v.country = e.value->>1
         UNION SELECT t.id, v.id FROM json_each(?2) h
           JOIN teams t ON t.name = h.value->>0 AND t.team_type = 'club' JOIN venues v ON v.dedupe_key = h.value->>1`,
      )
      .bind(exceptions, clubHomes),
  ]);
  return { placed: placed!.meta.changes, homes: homes!.meta.changes };
}
