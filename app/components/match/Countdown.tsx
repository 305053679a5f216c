import { useEffect, useState } from "react";
import { countdown } from "../../match/time.ts";

const two = (n: number) => String(n).padStart(2, "0");

/** Hours:minutes and seconds to the start, ticking every second (spec 2 §2.3); the server renders the right value. */
export function Countdown({ start, renderedAt }: { start: number; renderedAt: number }) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = countdown(start, now);
  if (!left) return <p className="countdown countdown--started">The match is about to start</p>;
  return (
    <p className="countdown" role="timer" aria-live="off">
      <span className="countdown__value">
        {two(left.hours)}:{two(left.minutes)}
      </span>
      <span className="countdown__unit">hours:minutes</span>
      <span className="countdown__value">{two(left.seconds)}</span>
      <span className="countdown__unit">seconds</span>
    </p>
  );
}
