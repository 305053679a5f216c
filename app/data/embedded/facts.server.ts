import type { MatchFacts } from "../schemas.ts";
import { alsoHosts, parseVenuesFile, type VenueFacts } from "../venues-file.ts";
import type { MatchView } from "./match-record.server.ts";
import { venueDedupeKey } from "./store/places.ts";

let file: Promise<Map<string, VenueFacts>> | undefined;
/**
 * The sourced venue list (data/venues.csv, bundled as text), parsed once per isolate and keyed by
 * the importer's own venue identity, so a row meets every spelling Cricsheet gives the ground.
 * Imported when first needed, as data/wtc.csv is, so Node scripts never meet a .csv.
 */
const venuesFile = () =>
  (file ??= import("../../../data/venues.csv").then(
    (text) => new Map(parseVenuesFile(text.default).map((row) => [venueDedupeKey(row.venue, row.city || undefined), row])),
  ));

/** The sourced row of a ground by the importer's venue identity (`venues.dedupe_key`), if the list has one. */
export async function sourcedVenue(dedupeKey: string | null | undefined): Promise<VenueFacts | undefined> {
  return dedupeKey ? (await venuesFile()).get(dedupeKey) : undefined;
}

/**
 * Venue guide from what the data knows about the ground (name, city, country, time zone, how
 * many matches it has staged here) and, for the grounds in data/venues.csv, its capacity, ends and
 * the other sides based there (decision 051). Cricsheet has no broadcasters: that guide stays empty
 * rather than invented.
 */
export async function matchFacts(db: D1Database, view: MatchView): Promise<MatchFacts> {
  if (!view.venue || view.venue.id === null) return { venue: null, broadcast: [] };
  const [[other, ground], venues] = await Promise.all([
    db.batch([
      db.prepare("SELECT count(*) AS n FROM matches WHERE venue_id = ? AND id != ?").bind(view.venue.id, view.id),
      db.prepare("SELECT dedupe_key FROM venues WHERE id = ?").bind(view.venue.id),
    ]),
    venuesFile(),
  ]);
  const key = (ground!.results[0] as { dedupe_key: string } | undefined)?.dedupe_key;
  const sourced = key ? venues.get(key) : undefined;
  return {
    venue: {
      stadium: view.venue.name,
      city: view.venue.city,
      country: view.meta.venue_country,
      capacity: sourced?.capacity ? sourced.capacity.toLocaleString("en-GB") : null,
      ends: sourced?.ends ?? null,
      alsoHosts: sourced
        ? alsoHosts(
            sourced,
            view.teams.map((team) => team.name),
          )
        : null,
      established: null,
      timeZone: view.venue.timeZone,
      otherMatches: (other!.results[0] as { n: number } | undefined)?.n ?? 0,
      factsSource: sourced?.source ?? null,
    },
    broadcast: [],
  };
}
