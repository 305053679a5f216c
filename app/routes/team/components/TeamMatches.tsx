import { Link } from "react-router";
import { inMonthEndWindow } from "../../../cricket/team-records.ts";
import { slugify } from "../../../cricket/slug.ts";
import type { TeamMatchGroup } from "../../../data/team-schemas.ts";
import { dayText } from "../../../cricket/day-text.ts";

/**
 * Schedule and Results: the team's matches by series. A date inside the coming month-end window
 * is shown in parentheses (docs/product/content-areas.md#team-page; the window: app/cricket/team-records.ts).
 */
export function TeamMatches({ groups, now, title, id }: { groups: TeamMatchGroup[]; now: number; title: string; id: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="team__section-title">
        {title}
      </h2>
      {groups.length === 0 ? (
        <p className="empty">There is no schedule available for this team.</p>
      ) : (
        groups.map((group) => (
          <section key={group.series.id} aria-labelledby={`${id}-${group.series.id}`}>
            <h3 id={`${id}-${group.series.id}`} className="team__series">
              <Link to={`/cricket-series/${group.series.id}/${slugify(group.series.name)}`}>{group.series.name}</Link>
            </h3>
            <table className="team__table team__matches">
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Match Details</th>
                  <th scope="col">Venue</th>
                </tr>
              </thead>
              <tbody>
                {group.matches.map((match) => {
                  const date = dayText(match.startDate, { weekday: true });
                  return (
                    <tr key={match.id}>
                      <td className="team__date">{inMonthEndWindow(match.startDate, now) ? `(${date})` : date}</td>
                      <td>
                        <Link to={`/live-cricket-scores/${match.id}/${match.slug}`}>
                          {match.teams[0].shortName} vs {match.teams[1].shortName}, {match.description}
                        </Link>
                        {match.isReplay ? <span className="team__muted"> · Replay</span> : null}
                        {match.status ? <p className="team__muted">{match.status}</p> : null}
                      </td>
                      <td>{match.venue ? `${match.venue.name}${match.venue.city ? `, ${match.venue.city}` : ""}` : ""}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        ))
      )}
    </section>
  );
}
