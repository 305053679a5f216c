/**
 * How an unhydrated page follows other matches' changes (the ticker): a re-read no sooner than
 * LAG_MS after a change (the edge cache of lists and of list pages' HTML is 3 s: an earlier read
 * could still show the old score) and at most once per `everyMs` (the spec's cadence: 3 s for
 * home, 10 s for the match strip). Changes meanwhile fold into the next read, which asks for
 * the latest ticker seq (the edge keeps a copy per seq: docs/decisions/019).
 */
import type { PageRefresher } from "./refresh.ts";

export const LAG_MS = 3_500;

export function throttledRefresh(
  refresher: Pick<PageRefresher, "refresh" | "afterMorph">,
  everyMs: number,
): (tickerSeq: number, changedAt: number) => void {
  // What the page shows is as old as its strip's data (an edge copy may predate the page load).
  const asOf = Number(document.querySelector<HTMLElement>("[data-as-of]")?.dataset.asOf ?? Number.NaN);
  let lastRead = Number.isFinite(asOf) ? asOf : Date.now();
  let pending = false;
  let latest = 0;
  refresher.afterMorph(() => (lastRead = Date.now()));
  return (tickerSeq, changedAt) => {
    latest = Math.max(latest, tickerSeq);
    if (pending) return;
    pending = true;
    setTimeout(
      () => {
        pending = false;
        if (lastRead < changedAt + LAG_MS) void refresher.refresh({ tickerSeq: latest });
      },
      Math.max(0, changedAt + LAG_MS - Date.now(), lastRead + everyMs - Date.now()),
    );
  };
}
