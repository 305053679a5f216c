import { data, Link, useLoaderData } from "react-router";
import type { MatchSummary } from "../../data/schemas.ts";
import { matchHref } from "../../shell/match-links.ts";
import { localTime } from "../../shell/time.ts";
import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/matches";
import { tabMeta } from "./meta.ts";
import { loadSeries } from "./series.server.ts";
import { dayText } from "../../cricket/day-text.ts";

/** ?team= and ?venue= are ids: anything else is a 400 saying so. */
function idParam(url: URL, name: "team" | "venue"): number | null {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return null;
  if (!/^\d{1,10}$/.test(raw)) throw data(`${name} must be a ${name} id (a number), not "${raw.slice(0, 40)}"`, { status: 400 });
  return Number(raw);
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { series, canonical } = await loadSeries(context, params, request);
  const url = new URL(request.url);
  const team = idParam(url, "team");
  const venue = idParam(url, "venue");
  // Teams unique by id, venues by id and city (docs/product/content-areas.md#matches-tab), in name order.
  const teams = [...new Map(series.matches.flatMap((m) => m.teams.map((t) => [t.id, t] as const))).values()].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  const venues = [
    ...new Map(
      series.matches.flatMap((m) =>
        m.venue?.id != null
          ? [[`${m.venue.id}|${m.venue.city ?? ""}`, { id: m.venue.id, name: m.venue.name, city: m.venue.city }] as const]
          : [],
      ),
    ).values(),
  ].sort((a, b) => a.name.localeCompare(b.name));
  const matches = series.matches.filter(
    (m) => (team === null || m.teams.some((t) => t.id === team)) && (venue === null || m.venue?.id === venue),
  );
  return { canonical, teams, venues, team, venue, matches };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/matches", "Schedule & Results");
}

/** "14:00 GMT" (24-hour, docs/product/content-areas.md#matches-tab). */
const gmtTime = (instant: number) => `${new Date(instant).toISOString().slice(11, 16)} GMT`;

function MatchRow({ match }: { match: MatchSummary }) {
  return (
    <tr>
      <td className="series-matches__date">{dayText(match.startDate, { weekday: true })}</td>
      <td>
        <Link to={matchHref(match)} className="series-matches__name">
          {match.teams[0].name} vs {match.teams[1].name}, {match.description}
        </Link>
        {match.venue && (
          <p className="series-matches__venue">
            {match.venue.name}
            {match.venue.city ? `, ${match.venue.city}` : ""}
          </p>
        )}
        {match.status && (
          <p className={`series-matches__status series-matches__status--${match.state === "Complete" ? "result" : "live"}`}>
            {match.status}
          </p>
        )}
      </td>
      <td className="series-matches__time">
        {gmtTime(match.startTime)}
        <br />
        <span className="series-matches__local">{localTime(match.startTime, match.venue?.timeZone, false)}</span>
      </td>
    </tr>
  );
}

/** Schedule & Results: Team and Venue filters (a GET form: no script needed), chips, Clear Filter, the matches. */
export default function SeriesMatches() {
  const { canonical, teams, venues, team, venue, matches } = useLoaderData<typeof loader>();
  const path = `${canonical}/matches`;
  const teamName = teams.find((t) => t.id === team)?.name;
  const venueName = venues.find((v) => v.id === venue)?.name;
  const without = (name: "team" | "venue") => {
    const query = new URLSearchParams();
    if (name !== "team" && team !== null) query.set("team", String(team));
    if (name !== "venue" && venue !== null) query.set("venue", String(venue));
    return query.size ? `${path}?${query}` : path;
  };
  return (
    <section className="series-matches" aria-labelledby="series-matches-title">
      <h2 id="series-matches-title" className="series__section-title">
        Schedule &amp; Results
      </h2>
      <form method="get" action={path} className="series-filters">
        <label>
          Team
          <select name="team" defaultValue={team ?? ""}>
            <option value="">All</option>
            {teams.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Venues
          <select name="venue" defaultValue={venue ?? ""}>
            <option value="">All</option>
            {venues.map((v) => (
              <option key={`${v.id}|${v.city}`} value={v.id}>
                {v.name}
                {v.city ? `, ${v.city}` : ""}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Apply</button>
      </form>
      {(team !== null || venue !== null) && (
        <p className="series-filters__chips">
          {team !== null && (
            <Link to={without("team")} className="chip" aria-label={`Remove the team filter ${teamName ?? team}`}>
              {teamName ?? `Team ${team}`} <span aria-hidden="true">×</span>
            </Link>
          )}
          {venue !== null && (
            <Link to={without("venue")} className="chip" aria-label={`Remove the venue filter ${venueName ?? venue}`}>
              {venueName ?? `Venue ${venue}`} <span aria-hidden="true">×</span>
            </Link>
          )}
          <Link to={path} className="series-filters__clear">
            Clear Filter
          </Link>
        </p>
      )}
      {matches.length === 0 ? (
        <p className="empty">No match data available.</p>
      ) : (
        <table className="series-matches__table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Match Details</th>
              <th scope="col">Time</th>
            </tr>
          </thead>
          <tbody>
            {matches.map((match) => (
              <MatchRow key={match.id} match={match} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
