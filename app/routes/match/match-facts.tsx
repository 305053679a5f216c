import { useLoaderData } from "react-router";
import { MatchInfoBox } from "./components/MatchInfoBox.tsx";
import { useMatch } from "./outlet.ts";
import type { Route } from "./+types/match-facts";
import { stalest } from "../../data/cache.server.ts";
import { loadedMatch, partOf } from "./match.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { id, info, cricket } = await loadedMatch(context);
  const facts = await partOf(info, cricket.facts(id));
  return { facts, stale: stalest(cricket, [facts]) };
}

/** Match Info; Venue Guide (Stadium, City, Capacity, Ends, Also Hosts); Broadcast Guide (docs/product/match-pages.md#match-facts). */
export default function MatchFactsTab() {
  const { facts } = useLoaderData<typeof loader>();
  const { info } = useMatch();
  if (!facts) return <p className="empty match-body">The match facts are not available right now.</p>;
  const venue = facts.venue;
  const guide: [string, string | number | null][] = venue
    ? [
        ["Stadium", venue.stadium],
        ["City", [venue.city, venue.country].filter(Boolean).join(", ") || null],
        ["Capacity", venue.capacity],
        ["Ends", venue.ends],
        ["Also Hosts", venue.alsoHosts],
        ["Established", venue.established],
        ["Time zone", venue.timeZone],
        ["Other matches here", venue.otherMatches || null],
      ]
    : [];
  return (
    <div className="match-body match-body--wide">
      <section className="comm-main">
        <MatchInfoBox info={info} />
        <section className="panel">
          <h2>Venue Guide</h2>
          {venue ? (
            <dl className="info-list">
              {guide
                .filter(([, value]) => value !== null && value !== "")
                .map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
            </dl>
          ) : (
            <p className="empty">No match data available.</p>
          )}
          {venue?.factsSource && (
            <p className="venue-guide__source">
              Capacity, ends and the sides based here: <a href={venue.factsSource}>{new URL(venue.factsSource).hostname}</a>
              {venue.capacity === null || venue.ends === null
                ? `; it gives no ${[venue.capacity === null && "capacity", venue.ends === null && "ends"].filter(Boolean).join(" or ")}`
                : ""}
              .
            </p>
          )}
          {venue && !venue.factsSource && (
            <p className="venue-guide__source">Capacity and ends: this ground is not in our sourced venue list yet.</p>
          )}
        </section>
        <section className="panel">
          <h2>Broadcast Guide</h2>
          {facts.broadcast.length === 0 ? (
            <p className="empty">No broadcast details are available for this match.</p>
          ) : (
            <dl className="info-list">
              {facts.broadcast.map((b) => (
                <div key={b.country}>
                  <dt>{b.country}</dt>
                  <dd>{b.broadcasters.map((x) => `${x.name} (${x.type})`).join(", ")}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </section>
    </div>
  );
}
