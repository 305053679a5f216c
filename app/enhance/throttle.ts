/**
 * How an unhydrated page follows other matches' changes (the ticker): a re-read no sooner than
 * LAG_MS after a change (the edge cache of lists and of list pages' HTML is 3 s: an earlier read
 * could still show the old score) and at most once per `everyMs` (the spec's cadence: 3 s for
 * home, 10 s for the match strip). Changes meanwhile fold into the next read.
 */
export const LAG_MS = 3_500;

export function throttledRefresh(refresher: { refresh(): Promise<void>; afterMorph(hook: () => void): void }, everyMs: number): () => void {
  let lastRead = Date.now();
  let pending = false;
  refresher.afterMorph(() => (lastRead = Date.now()));
  return () => {
    if (pending) return;
    pending = true;
    const changedAt = Date.now();
    setTimeout(
      () => {
        pending = false;
        if (lastRead < changedAt + LAG_MS) void refresher.refresh();
      },
      Math.max(LAG_MS, lastRead + everyMs - changedAt),
    );
  };
}
