import { Link, useLoaderData, type MetaDescriptor } from "react-router";
import { utcOffsetLabel } from "../../cricket/venue-records.ts";
import type { MatchSummary, VenueDetail } from "../../data/schemas.ts";
import type { Route } from "./+types/venue";
import { GroundImage } from "./components/Placeholders.tsx";
import { venueMeta } from "./meta.ts";
import { loadSeriesVenue } from "./series.server.ts";
import { plural } from "../../cricket/plural.ts";
import { dayText } from "../../cricket/day-text.ts";

interface Fact {
  label: string;
  value: string;
  href?: string;
}

/** The Facts block (docs/product/content-areas.md#venue-page): each row only when the source knows it. */
function facts(detail: VenueDetail | null, place: { city: string | null; country: string | null }, zone: string | null, at: number) {
  const rows: (Fact | null)[] = [];
  const row = (label: string, value: string | null | undefined): Fact | null => (value ? { label, value } : null);
  rows.push(
    row("Opened", detail?.established),
    row("Capacity", detail?.capacity),
    row("Known as", detail?.knownAs),
    row("Dimensions", detail?.length && detail.width ? `${detail.length}m long, ${detail.width}m wide` : null),
    row("Ends", detail?.ends),
    row("Location", [place.city, place.country].filter(Boolean).join(", ")),
    row("Time Zone", utcOffsetLabel(zone, at)),
    row("Home to", detail?.homeTeam),
    row("Other Sports it is home to", detail?.otherSports),
    row("Floodlights", detail?.floodlights == null ? null : detail.floodlights ? "Yes" : "No"),
    row("Curator", detail?.curator),
    row("Matches hosted", detail?.matchesHosted ? String(detail.matchesHosted) : null),
  );
  if (detail?.firstMatch) {
    rows.push({
      label: "First match in our data",
      value: `${detail.firstMatch.title}, ${dayText(detail.firstMatch.date)}`,
      href: `/live-cricket-scores/${detail.firstMatch.id}`,
    });
  }
  return rows.filter((fact) => fact !== null);
}

/** "14:00 GMT" (24-hour), or 'Time TBD'. */
function gmtTime(startTime: number | null): string {
  if (!startTime) return "Time TBD";
  const date = new Date(startTime);
  return `${String(date.getUTCHours()).padStart(2, "0")}:${String(date.getUTCMinutes()).padStart(2, "0")} GMT`;
}

/** The series' matches at the ground, by date key, in playing order. */
function byDate(matches: MatchSummary[]) {
  const days = new Map<string, { key: string; matches: { id: number; href: string; text: string; time: string }[] }>();
  for (const match of matches) {
    const key = dayText(match.startDate, { weekday: true });
    const day = days.get(key) ?? { key, matches: [] };
    days.set(key, day);
    day.matches.push({
      id: match.id,
      href: `/live-cricket-scores/${match.id}/${match.slug}`,
      text: `${match.teams[0].shortName || "Team 1"} vs ${match.teams[1].shortName || "Team 2"}, ${match.description || "Match Details Not Available"}`,
      time: gmtTime(match.startTime),
    });
  }
  return [...days.values()];
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { series, cricket, venue, path, origin } = await loadSeriesVenue(context, params, request);
  // The ground's own facts and records; when they cannot be read the page shows what the series
  // knows of the ground (docs/product/content-areas.md#venue-page: a failed venue call leaves the rest).
  const detail = await cricket.venue(venue.id).catch((error: Error) => {
    console.error(`venue ${venue.id}: ${error.message}`);
    return null;
  });
  const matches = series.matches.filter((match) => match.venue?.id === venue.id);
  const zone = detail?.timeZone ?? matches[0]?.venue?.timeZone ?? null;
  const place = { city: detail?.city ?? venue.city, country: detail?.country ?? venue.country };
  return {
    url: `${origin}${path}`,
    seriesName: series.name,
    venue: { ...venue, ...place },
    matches,
    facts: facts(detail, place, zone, matches[0]?.startTime ?? Date.now()),
    days: byDate(matches),
    profile: detail?.profile?.split(/\n\s*\n/).filter((paragraph) => paragraph.trim()) ?? [],
    factsSource: detail?.factsSource ?? null,
    stats: detail?.stats ?? [],
    // the embedded source's records are computed from the balls (it counts the ground's matches)
    computed: detail?.matchesHosted != null,
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found" }];
  const { venue, seriesName, matches, url } = loaderData;
  const place = [venue.city, venue.country].filter(Boolean).join(", ");
  return venueMeta({
    title: `${venue.name}${venue.city ? `, ${venue.city}` : ""} - ${seriesName} venue | Cricket Edge`,
    description: `${venue.name}${place ? ` (${place})` : ""}: ${plural(matches.length, "match", "matches")} of ${seriesName}, the ground's facts and records.`,
    url,
    venue,
    matches,
  });
}

/**
 * A ground's page in a series (docs/product/content-areas.md#venue-page): its name, city and image, the Facts the source
 * has, the series' matches there by date with GMT times, its profile (upstream) and its records.
 */
export default function SeriesVenuePage() {
  const { venue, facts, days, profile, stats, computed, factsSource } = useLoaderData<typeof loader>();
  return (
    <article className="venue" aria-labelledby="venue-title">
      <header className="venue__header">
        <GroundImage className="venue__image" />
        <div>
          <h2 id="venue-title" className="venue__name">
            {venue.name}
          </h2>
          {venue.city && <p className="venue__city">{venue.city}</p>}
        </div>
      </header>
      {facts.length > 0 && (
        <section className="venue__block" aria-labelledby="venue-facts">
          <h3 id="venue-facts">Facts</h3>
          <dl className="venue__facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.href ? <Link to={fact.href}>{fact.value}</Link> : fact.value}</dd>
              </div>
            ))}
          </dl>
          {factsSource && (
            <p className="venue__source">
              Capacity, ends and the sides based here: <a href={factsSource}>{new URL(factsSource).hostname}</a>.
            </p>
          )}
        </section>
      )}
      <section className="venue__block" aria-labelledby="venue-matches">
        <h3 id="venue-matches">Matches scheduled at this venue</h3>
        {days.map((day) => (
          <div key={day.key} className="venue__day">
            <h4 className="venue__date">{day.key}</h4>
            <ul className="venue__matches">
              {day.matches.map((match) => (
                <li key={match.id}>
                  <span className="venue__time">{match.time}</span> <Link to={match.href}>{match.text}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </section>
      {profile.length > 0 && (
        <section className="venue__block venue__profile" aria-labelledby="venue-profile">
          <h3 id="venue-profile">Profile</h3>
          {profile.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
      )}
      {stats.map((block) => (
        <section key={block.title} className="venue__block" aria-label={block.title}>
          <h3>{block.title}</h3>
          <table className="venue__stats">
            <tbody>
              {block.rows.map((row) => (
                <tr key={`${row.label}-${row.value}`} className={row.highlight ? "venue__stat venue__stat--record" : "venue__stat"}>
                  <th scope="row">{row.label}</th>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {block.queries?.length ? (
            <p className="venue__more">
              Batting at this ground in the stats query:{" "}
              {block.queries.map((query, i) => (
                <span key={query.href}>
                  {i > 0 ? " · " : null}
                  <a href={query.href}>{query.label}</a>
                </span>
              ))}
            </p>
          ) : null}
        </section>
      ))}
      {stats.length > 0 && computed && (
        <p className="venue__basis">Records from every finished match at the ground in our ball-by-ball data.</p>
      )}
    </article>
  );
}
