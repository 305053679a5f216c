import type { MatchFacts } from "../schemas.ts";
import type { MatchView } from "./match-record.server.ts";

/**
 * Venue guide from what the data knows about the ground (name, city, country, time zone, how
 * many matches it has staged here). Cricsheet has no capacities, ends or broadcasters: those stay
 * empty rather than invented.
 */
export async function matchFacts(db: D1Database, view: MatchView): Promise<MatchFacts> {
  if (!view.venue || view.venue.id === null) return { venue: null, broadcast: [] };
  const other = await db
    .prepare("SELECT count(*) AS n FROM matches WHERE venue_id = ? AND id != ?")
    .bind(view.venue.id, view.id)
    .first<{ n: number }>();
  return {
    venue: {
      stadium: view.venue.name,
      city: view.venue.city,
      country: view.meta.venue_country,
      capacity: null,
      ends: null,
      alsoHosts: null,
      established: null,
      timeZone: view.venue.timeZone,
      otherMatches: other?.n ?? 0,
    },
    broadcast: [],
  };
}
