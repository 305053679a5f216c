/**
 * The match room's socket for an unhydrated match page: app/live's LiveConnection (resume with
 * `since`, backoff with jitter, the polling fallback) with a reducer that keeps only the stream
 * position. Each change makes the page read itself again; the badge says how the connection is.
 */
import { LiveConnection } from "../live/connection.ts";
import type { MatchEvent, TickerEvent } from "../live/protocol.ts";
import { applyMatchPagePosition, applyPosition, type MatchPagePosition, type StreamPosition } from "../live/reducer.ts";
import { followNetwork, liveUrl, pollInterval, statusLabel, updatedLabel, viewerKey } from "../live/status.ts";
import { pageAsOf } from "./throttle.ts";

export function followMatch(doc: Document, onChange: (seq: number) => void): void {
  const page = doc.querySelector<HTMLElement>("[data-live-region][data-match-id]");
  const matchId = Number(page?.dataset.matchId);
  if (!page || !Number.isInteger(matchId) || matchId <= 0) return;
  const seq = Number(page.dataset.seq);
  const initial: StreamPosition | null = Number.isInteger(seq) ? { seq, updatedAt: Number(page.dataset.updatedAt) || Date.now() } : null;
  const connection = new LiveConnection<MatchPagePosition, MatchEvent>({
    url: liveUrl(`/live/match/${matchId}`),
    viewer: viewerKey(window),
    initial,
    apply: applyMatchPagePosition,
    // The page's own state (kept current by the refreshes) sets the fallback's cadence.
    pollIntervalMs: () => pollInterval({ state: doc.querySelector<HTMLElement>("[data-match-state]")?.dataset.matchState }),
  });

  const connectionBox = doc.querySelector<HTMLElement>("[data-live-badge]");
  const badge = connectionBox?.querySelector<HTMLElement>("[data-status]");
  const updated = connectionBox?.querySelector("time");
  let shownSeq = initial?.seq ?? null;
  connection.subscribe(({ state, status }) => {
    if (connectionBox) connectionBox.hidden = false;
    if (badge && badge.dataset.status !== status) {
      badge.dataset.status = status;
      badge.className = `live-score__badge live-score__badge--${status}`;
      badge.textContent = statusLabel(status);
    }
    if (updated && state) {
      updated.dateTime = new Date(state.updatedAt).toISOString();
      updated.textContent = updatedLabel(state.updatedAt);
    }
    if (state && state.seq !== shownSeq) {
      shownSeq = state.seq;
      // The frame's win probability is shown at once; the page's re-read then brings its chart.
      if (state.forecast) showForecast(doc, state.forecast.chance, state.forecast.draw ?? 0);
      onChange(state.seq);
    }
  });
  if (doc.defaultView) followNetwork(connection, doc.defaultView);
  connection.start();
}

/** The win probability's figures (ForecastChart's `data-forecast-side`): the first side's chance, the draw's (Tests) and the other's. */
function showForecast(doc: Document, chance: number, draw: number): void {
  for (const figure of doc.querySelectorAll<HTMLElement>("[data-forecast-side]")) {
    const which = figure.dataset.forecastSide;
    const side = which === "first" ? chance : which === "draw" ? draw : Math.max(0, 1 - chance - draw);
    figure.textContent = `${Math.round(side * 100)}%`;
  }
}

/**
 * The ticker (every live match's score, for the match strip): `onChange` with the ticker's seq and
 * the time of its change on each change after the first snapshot — and on the first one too when
 * the page's strip (`data-as-of`: an edge copy can be older than the page load) predates it.
 */
export function followTicker(doc: Document, onChange: (seq: number, changedAt: number) => void): void {
  const asOf = pageAsOf(doc);
  const connection = new LiveConnection<StreamPosition, TickerEvent>({
    url: liveUrl("/live/ticker"),
    initial: null,
    apply: applyPosition,
    pollIntervalMs: () => 10_000,
  });
  let seen: number | null = null;
  connection.subscribe(({ state }) => {
    if (!state || state.seq === seen) return;
    if (seen !== null) onChange(state.seq, Date.now());
    else if (Number.isFinite(asOf) && state.updatedAt > asOf) onChange(state.seq, state.updatedAt);
    seen = state.seq;
  });
  if (doc.defaultView) followNetwork(connection, doc.defaultView);
  connection.start();
}
