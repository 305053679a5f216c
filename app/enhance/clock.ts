/**
 * The pre-match countdown ticks every second from the server's value (docs/product/match-pages.md#pre-match); when the start
 * comes, the page is read again so the live view takes its place.
 */
import { countdownParts } from "../shell/time.ts";

const RECHECK_MS = 10_000;

export function tickCountdowns(doc: Document, onStart: () => void): void {
  let askedAt = 0;
  const tick = () => {
    for (const timer of doc.querySelectorAll<HTMLElement>("[data-countdown-start]")) {
      const parts = countdownParts(Number(timer.dataset.countdownStart), Date.now());
      if (!parts) {
        // At most every 10 s: the server may not agree yet that the match has started.
        if (Date.now() - askedAt > RECHECK_MS) {
          askedAt = Date.now();
          onStart();
        }
        continue;
      }
      const [hoursMinutes, seconds] = [timer.querySelector('[data-countdown="hm"]'), timer.querySelector('[data-countdown="s"]')];
      if (hoursMinutes && hoursMinutes.textContent !== parts.hoursMinutes) hoursMinutes.textContent = parts.hoursMinutes;
      if (seconds) seconds.textContent = parts.seconds;
    }
  };
  tick();
  setInterval(tick, 1000);
}
