/**
 * How an unhydrated page follows other matches' changes (the ticker): a re-read no sooner than
 * LAG_MS after a change (the edge cache of lists and of list pages' HTML is 3 s: an earlier read
 * could still show the old score) and at most once per `everyMs` (the spec's cadence: 3 s for
 * home, 10 s for the match strip). Each read asks for the latest ticker seq whose change has
 * settled (the edge keeps a copy per seq: docs/decisions/019); a change that came meanwhile is
 * read once it has settled too, so a copy is never asked for before its data can show it.
 */
import type { PageRefresher } from "./refresh.ts";

export const LAG_MS = 3_500;

interface Change {
  seq: number;
  at: number;
}

/** The time the page's strip data is as old as (`data-as-of`), or NaN. */
export function pageAsOf(doc: Document): number {
  return Number(doc.querySelector<HTMLElement>("[data-as-of]")?.dataset.asOf ?? Number.NaN);
}

export function throttledRefresh(
  refresher: Pick<PageRefresher, "refresh" | "afterMorph">,
  everyMs: number,
  // What the page shows is as old as its strip's data (an edge copy may predate the page load).
  asOf: number = pageAsOf(document),
): (tickerSeq: number, changedAt: number) => void {
  let lastRead = Number.isFinite(asOf) ? asOf : Date.now();
  let armed = false;
  const waiting: Change[] = []; // oldest first
  refresher.afterMorph(() => (lastRead = Date.now()));

  function arm(): void {
    if (armed || waiting.length === 0) return;
    armed = true;
    setTimeout(read, Math.max(0, waiting[0]!.at + LAG_MS - Date.now(), lastRead + everyMs - Date.now()));
  }

  function read(): void {
    armed = false;
    const now = Date.now();
    let settled: number | null = null;
    while (waiting.length > 0 && waiting[0]!.at + LAG_MS <= now) {
      const change = waiting.shift()!;
      // a read since the change settled (e.g. after this match's own push) already shows it
      if (lastRead < change.at + LAG_MS) settled = Math.max(settled ?? 0, change.seq);
    }
    if (settled === null) arm();
    else void refresher.refresh({ tickerSeq: settled }).finally(arm);
  }

  return (tickerSeq, changedAt) => {
    waiting.push({ seq: tickerSeq, at: Math.max(changedAt, waiting.at(-1)?.at ?? 0) });
    arm();
  };
}
