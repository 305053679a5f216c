import { Link } from "react-router";
import { formatScore } from "../cricket/score.ts";
import type { InningsScore, MatchSummary } from "../data/schemas.ts";

/** Scores of one team: its innings joined with " & ", overs shown except in Tests (spec 2 §5). */
export function teamScore(match: MatchSummary, teamId: number): string {
  const innings = match.innings.filter((i: InningsScore) => i.teamId === teamId && !i.superOver);
  const withOvers = match.format !== "Test";
  return innings.map((i) => formatScore(i, { withOvers })).join(" & ");
}

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
