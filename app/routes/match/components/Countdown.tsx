import { countdownParts } from "../../../shell/time.ts";

/**
 * Hours:minutes and seconds to the start (docs/product/match-pages.md#pre-match): the server renders the right value and
 * app/enhance/clock.ts ticks it every second.
 */
export function Countdown({ start, renderedAt }: { start: number; renderedAt: number }) {
  const left = countdownParts(start, renderedAt);
  if (!left) return <p className="countdown countdown--started">The match is about to start</p>;
  return (
    <p className="countdown" role="timer" aria-live="off" data-countdown-start={start}>
      <span className="countdown__value" data-countdown="hm">
        {left.hoursMinutes}
      </span>
      <span className="countdown__unit">hours:minutes</span>
      <span className="countdown__value" data-countdown="s">
        {left.seconds}
      </span>
      <span className="countdown__unit">seconds</span>
    </p>
  );
}
