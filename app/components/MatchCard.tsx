import { Link } from "react-router";
import type { MatchSummary } from "../data/schemas.ts";
import { teamScore } from "../match/score-text.ts";

export { teamScore };

export function matchUrl(match: Pick<MatchSummary, "id" | "slug">): string {
  return `/live-cricket-scores/${match.id}/${match.slug}`;
}

const STATE_CLASS: Record<string, string> = {
  Complete: "status--complete",
  "In Progress": "status--live",
  Stumps: "status--live",
  "Innings Break": "status--other",
  Lunch: "status--other",
  Delay: "status--delay",
  Preview: "status--preview",
  Toss: "status--preview",
};

export function MatchCard({ match }: { match: MatchSummary }) {
  const venue = match.venue ? `${match.venue.name}${match.venue.city ? `, ${match.venue.city}` : ""}` : "";
  return (
    <article className="match-card">
      <Link to={matchUrl(match)} className="match-card__main">
        <p className="match-card__meta">
          <span className="match-card__desc">{match.description}</span>
          {match.isReplay && (
            <span className="badge badge--replay" title="A real match replayed ball by ball by the demo clock">
              Replay
            </span>
          )}
          {venue && <span> • {venue}</span>}
          <span> • {formatMatchDate(match)}</span>
        </p>
        <ul className="match-card__teams">
          {match.teams.map((team) => (
            <li key={team.id}>
              <span className="match-card__team">{team.name}</span>
              <span className="match-card__score">{teamScore(match, team.id)}</span>
            </li>
          ))}
        </ul>
        <p className={`match-card__status ${STATE_CLASS[match.state] ?? "status--other"}`}>{match.status}</p>
      </Link>
    </article>
  );
}

function formatMatchDate(match: MatchSummary): string {
  const format = (iso: string) =>
    new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  return match.startDate === match.endDate
    ? format(match.startDate)
    : `${format(match.startDate)} – ${format(match.endDate)}`;
}
