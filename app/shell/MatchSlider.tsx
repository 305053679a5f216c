import type { MatchSummary } from "../data/schemas.ts";
import { AlertsBell } from "../alerts/AlertsBell.tsx";
import { matchHref as matchUrl, teamScore } from "./match-links.ts";
import { formatStart, isLive, showsStartTime, stateLabel, stateTone } from "./match-labels.ts";

/**
 * The home page's card slider (docs/product/site-and-accounts.md#home). The track scrolls by itself (touch, trackpad,
 * keyboard through the links); the left and right buttons, hidden until the page's script
 * (app/enhance/slider.ts) wires them, scroll it by a page. Live scores arrive by push: the
 * ticker's changes make the page re-read its slider (app/enhance/live-page.ts). Live and upcoming
 * cards carry the match alerts bell (decision 028) under the card.
 */
export function MatchSlider({ matches, alertsKey = null }: { matches: MatchSummary[]; alertsKey?: string | null }) {
  if (matches.length === 0) return <p className="slider__empty">No matches to show right now.</p>;
  return (
    <div className="slider" data-slider>
      <button type="button" className="slider__button slider__button--prev" aria-label="Previous matches" data-slide="-1" hidden disabled>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <ul className="slider__track">
        {matches.map((match) => (
          <li key={match.id} className="slider__item">
            <SliderCard match={match} />
            {/* The bell beside the card's link (a button cannot sit inside it); hidden until the script finds Push. */}
            {alertsKey && match.state !== "Complete" && (
              <AlertsBell matchId={match.id} publicKey={alertsKey} label={`${match.teams[0].name} vs ${match.teams[1].name}`} />
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="slider__button slider__button--next" aria-label="Next matches" data-slide="1" hidden>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
    </div>
  );
}

export function SliderCard({ match }: { match: MatchSummary }) {
  const notStarted = showsStartTime(match);
  const live = isLive(match);
  return (
    <a href={matchUrl(match)} className={`slider-card${live ? " slider-card--live" : ""}`} data-match-id={match.id}>
      <span className="slider-card__top">
        <span className="slider-card__desc">
          {match.description} • {match.series.name}
        </span>
        {live && <span className="slider-card__live">{stateLabel(match.state)}</span>}
        {match.isReplay && <span className="badge badge--replay">Replay</span>}
      </span>
      {match.teams.map((team) => (
        <span key={team.id} className="slider-card__team">
          <span className="slider-card__name">{notStarted ? team.name : team.shortName}</span>
          <span className="slider-card__score">{teamScore(match, team.id)}</span>
        </span>
      ))}
      <span className={`slider-card__status tone--${stateTone(match.state)}`}>
        {notStarted ? formatStart(match.startTime) : match.status}
      </span>
    </a>
  );
}
