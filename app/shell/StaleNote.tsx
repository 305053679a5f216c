/** "Last updated …": shown wherever a page serves the last good data because its source is failing. */
export function StaleNote({ stale, fetchedAt, className = "stale-note" }: { stale: boolean; fetchedAt: number; className?: string }) {
  return stale ? <p className={className}>Last updated {new Date(fetchedAt).toUTCString()}</p> : null;
}
