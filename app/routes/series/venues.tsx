import { Link, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import { venuesByCountry } from "../../cricket/venue-records.ts";
import type { SeriesVenue } from "../../data/schemas.ts";
import type { Route } from "./+types/venues";
import { GroundImage } from "./components/Placeholders.tsx";
import { tabMeta } from "./meta.ts";
import { loadSeries, venuePath } from "./series.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket, canonical } = await loadSeries(context, params, request);
  try {
    const venues = (await cricket.seriesVenues(id)) ?? [];
    return {
      failed: false,
      groups: venuesByCountry(venues).map((group) => ({
        country: group.country,
        venues: group.venues.map((venue) => ({ ...venue, href: venuePath(canonical, venue) })),
      })),
    };
  } catch (error) {
    console.error(`venues of series ${id}: ${(error as Error).message}`);
    return { failed: true, groups: [] };
  }
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/venues", "Venues");
}

function VenueCard({ venue }: { venue: SeriesVenue & { href: string } }) {
  return (
    <li>
      <Link to={venue.href} className="series-venues__card">
        <GroundImage className="series-venues__image" />
        <span className="series-venues__ground">{venue.name}</span>
        <span className="series-venues__place">{[venue.city, venue.country].filter(Boolean).join(", ")}</span>
      </Link>
    </li>
  );
}

/**
 * Venues (docs/product/content-areas.md#venues-tab): the series' grounds grouped by country, the country with most
 * grounds first; country headers only when there is more than one country. Each opens its page.
 */
export default function SeriesVenuesTab() {
  const { failed, groups } = useLoaderData<typeof loader>();
  const headed = groups.length > 1;
  return (
    <section className="series-venues" aria-labelledby="series-venues-title">
      <h2 id="series-venues-title" className="series__section-title">
        Venues
      </h2>
      {failed ? (
        <p className="empty">Error loading data</p>
      ) : groups.length === 0 ? (
        <p className="empty">No Venues Available</p>
      ) : (
        groups.map((group) => (
          <section
            key={group.country}
            aria-label={headed ? undefined : "Grounds"}
            aria-labelledby={headed ? `country-${slugify(group.country)}` : undefined}
          >
            {headed && (
              <h3 id={`country-${slugify(group.country)}`} className="series-venues__country">
                {group.country}
              </h3>
            )}
            <ul className="series-venues__grid">
              {group.venues.map((venue) => (
                <VenueCard key={venue.id} venue={venue} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
