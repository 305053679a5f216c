import { AlertsBell } from "../alerts/AlertsBell.tsx";
import "./match-card.css";
import type { MatchSummary } from "../data/schemas.ts";
import { teamScore } from "./score-text.ts";
import { localTime } from "./time.ts";
import { ViewerTime } from "./ViewerTime.tsx";

export { teamScore };

export function matchUrl(match: Pick<MatchSummary, "id" | "slug">): string {
  return `/live-cricket-scores/${match.id}/${match.slug}`;
}

/** Hub card status colours (docs/product/match-pages.md#match-states). */
const STATE_CLASS: Record<string, string> = {
  Complete: "status--complete",
  "In Progress": "status--live",
  Stumps: "status--live",
  "Innings Break": "status--live",
  Lunch: "status--live",
  Delay: "status--delay",
  Preview: "status--preview",
  Toss: "status--preview",
  Scheduled: "status--other",
};

/**
 * A match in a hub list: description, teams and scores, venue, start time in the venue's and the
 * viewer's zones, status; the card opens the match page, and its four links open its tabs.
 */
export function MatchCard({ match, alertsKey = null }: { match: MatchSummary; alertsKey?: string | null }) {
  const url = matchUrl(match);
  const venue = match.venue ? `${match.venue.name}${match.venue.city ? `, ${match.venue.city}` : ""}` : "";
  const preview = match.state === "Preview" || match.status.includes("Match starts at");
  return (
    <article className="match-card" data-match-id={match.id}>
      <a href={url} className="match-card__main">
        <p className="match-card__meta">
          <span className="match-card__desc">{match.description}</span>
          {match.isReplay && (
            <span className="badge badge--replay" title="A real match replayed ball by ball by the demo clock">
              Replay
            </span>
          )}
          {venue && <span> • {venue}</span>}
        </p>
        <ul className="match-card__teams">
          {match.teams.map((team) => (
            <li key={team.id}>
              <span className="match-card__team">
                {/* Full names before the start; short names beside scores (docs/product/site-and-accounts.md#match-states). */}
                <span className="match-card__team-full">{team.name}</span>
                {!preview && <span className="match-card__team-short">{team.shortName}</span>}
              </span>
              <span className="match-card__score">{teamScore(match, team.id)}</span>
            </li>
          ))}
        </ul>
        <p className="match-card__time">
          {localTime(match.startTime, match.venue?.timeZone)}
          <ViewerTime instant={match.startTime} />
        </p>
        <p className={`match-card__status ${STATE_CLASS[match.state] ?? "status--other"}`}>
          {preview ? `Starts ${localTime(match.startTime, match.venue?.timeZone)}` : match.status}
        </p>
      </a>
      <nav className="match-card__links" aria-label={`${match.teams[0].shortName} v ${match.teams[1].shortName}`}>
        <a href={url}>Live Score</a>
        <a href={`${url}/scorecard`}>Scorecard</a>
        <a href={`${url}/full-commentary`}>Full Commentary</a>
        <a href={`${url}/news`}>News</a>
      </nav>
      {alertsKey && match.state !== "Complete" && (
        <AlertsBell matchId={match.id} publicKey={alertsKey} label={`${match.teams[0].name} vs ${match.teams[1].name}`} />
      )}
    </article>
  );
}
