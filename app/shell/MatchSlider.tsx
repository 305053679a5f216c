import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { MatchSummary } from "../data/schemas.ts";
import { matchHref as matchUrl, teamScore } from "./match-links.ts";
import { formatStart, isLive, showsStartTime, stateLabel, stateTone } from "./match-labels.ts";
import { useLiveMatches } from "./ticker.tsx";

/**
 * The home page's card slider (spec 1 §2 Home). The track scrolls by itself (touch, trackpad,
 * keyboard through the links); after hydration the left and right buttons scroll it by a page.
 * Live scores arrive by push from the ticker instead of the spec's 3 s polling.
 */
export function MatchSlider({ matches: initial }: { matches: MatchSummary[] }) {
  const matches = useLiveMatches(initial, { addLive: true });
  const track = useRef<HTMLUListElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [edges, setEdges] = useState({ start: true, end: false });
  useEffect(() => {
    setHydrated(true);
    const el = track.current;
    if (!el) return;
    const update = () => setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
    update();
    el.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      el.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  const scroll = (direction: -1 | 1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * Math.max(el.clientWidth - 60, 240), behavior: "smooth" });
  };
  if (matches.length === 0) return <p className="slider__empty">No matches to show right now.</p>;
  return (
    <div className="slider">
      {hydrated && (
        <button
          type="button"
          className="slider__button slider__button--prev"
          aria-label="Previous matches"
          onClick={() => scroll(-1)}
          disabled={edges.start}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      )}
      <ul className="slider__track" ref={track}>
        {matches.map((match) => (
          <li key={match.id} className="slider__item">
            <SliderCard match={match} />
          </li>
        ))}
      </ul>
      {hydrated && (
        <button
          type="button"
          className="slider__button slider__button--next"
          aria-label="Next matches"
          onClick={() => scroll(1)}
          disabled={edges.end}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      )}
    </div>
  );
}

export function SliderCard({ match }: { match: MatchSummary }) {
  const notStarted = showsStartTime(match);
  const live = isLive(match);
  return (
    <Link to={matchUrl(match)} className={`slider-card${live ? " slider-card--live" : ""}`} data-match-id={match.id}>
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
    </Link>
  );
}
