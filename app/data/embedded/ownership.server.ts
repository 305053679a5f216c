/**
 * Which ids our own D1 holds, for the hybrid source (app/data/hybrid.server.ts, decision 057): a
 * match, series, team or ground D1 has is ours, any other the provider's. One primary-key read
 * each; the answers are kept as plain values (never a request's promise) for a minute, so a source
 * kept across requests (a match room's, polling every 3 s) reads each id once a minute at most.
 */
export interface Ownership {
  match(id: number): Promise<boolean>;
  series(id: number): Promise<boolean>;
  team(id: number): Promise<boolean>;
  venue(id: number): Promise<boolean>;
}

const TABLES = { match: "matches", series: "series", team: "teams", venue: "venues" } as const;
type Kind = keyof typeof TABLES;

/** How long an answer is kept: a match the scoring API creates, or an import adds, is ours within it. */
export const OWNERSHIP_MEMO_MS = 60_000;

export function d1Ownership(db: D1Database, now: () => number = Date.now): Ownership {
  const known = new Map<string, { owned: boolean; at: number }>();
  const owns = (kind: Kind) => async (id: number) => {
    const key = `${kind}:${id}`;
    const kept = known.get(key);
    if (kept && now() - kept.at < OWNERSHIP_MEMO_MS) return kept.owned;
    const row = await db.prepare(`SELECT 1 AS owned FROM ${TABLES[kind]} WHERE id = ?`).bind(id).first<{ owned: number }>();
    known.set(key, { owned: row !== null, at: now() });
    return row !== null;
  };
  return { match: owns("match"), series: owns("series"), team: owns("team"), venue: owns("venue") };
}
