import { slugify } from "../../../cricket/slug.ts";
import type { MatchInfo, Miniscore } from "../../../data/schemas.ts";
import { localTime } from "../../../shell/time.ts";
import { teamScore } from "../../../shell/score-text.ts";
import { StatusText } from "./StatusText.tsx";
import { StaleNote } from "../../../shell/StaleNote.tsx";

/** Title, series, venue and time; then the score and status (docs/product/match-pages.md#match-page, docs/product/match-pages.md#commentary). */
export function MatchHeader({
  info,
  miniscore,
  stale,
  fetchedAt,
}: {
  info: MatchInfo;
  miniscore: Miniscore | null;
  stale: boolean;
  fetchedAt: number;
}) {
  const [team1, team2] = info.teams;
  return (
    <header className="match-header">
      <h1 className="match-header__title">
        {team1.name} vs {team2.name}, {info.description} - Live Cricket Score, Commentary
        {info.isReplay && (
          <span className="badge badge--replay" title="A real match replayed ball by ball by the demo clock">
            Replay
          </span>
        )}
      </h1>
      <dl className="match-header__facts">
        <div>
          <dt>Series:</dt>
          <dd>
            <a href={`/cricket-series/${info.series.id}/${slugify(info.series.name)}`}>{info.series.name}</a>
          </dd>
        </div>
        {info.venue && (
          <div>
            <dt>Venue:</dt>
            <dd>
              {info.venue.name}
              {info.venue.city ? `, ${info.venue.city}` : ""}
            </dd>
          </div>
        )}
        <div>
          <dt>Date &amp; Time:</dt>
          <dd>{localTime(info.startTime, info.venue?.timeZone)}</dd>
        </div>
      </dl>
      <div className="match-score" aria-live="polite">
        {info.teams.map((team) => {
          const score = teamScore({ ...info, format: info.format === "Test" ? "ODI" : info.format }, team.id);
          const batting = info.battingTeamId === team.id;
          return (
            <p key={team.id} className={`match-score__team${batting ? " match-score__team--batting" : ""}`}>
              <span className="match-score__name">{team.shortName}</span>
              <span className="match-score__runs">{score || (info.state === "Complete" ? "" : "Yet to bat")}</span>
            </p>
          );
        })}
        {!info.complete && miniscore && (
          <p className="match-score__rates">
            <span>CRR: {miniscore.currentRunRate}</span>
            {miniscore.requiredRunRate && miniscore.requiredRunRate !== "N/A" && <span>REQ: {miniscore.requiredRunRate}</span>}
          </p>
        )}
        <StatusText state={info.state} status={info.status} />
        <StaleNote stale={stale} fetchedAt={fetchedAt} className="match-score__stale" />
      </div>
    </header>
  );
}
