import { nearbyDays, twinOf, type OwnMatchKey, type ProviderMatchKey } from "../../cricket/twin-match.ts";
import { describeMeta, loadMatchMetas } from "./match-record.server.ts";

/**
 * The provider's matches that are also ours (decision 061), for the hybrid source: computed per
 * request from indexed reads (matches by start day, `matches_start`; the sides' names by team,
 * `team_names_team`), one read for a whole list. Answers are kept as plain values for a minute, as
 * ownership's (ownership.server.ts), so a match room polling every 3 s reads D1 once a minute.
 */
export interface Twin {
  /** our match id: the canonical one */
  id: number;
  /** our match's slug */
  slug: string;
}

export interface Twins {
  /** Our match for each provider match that is one of ours (by provider id); the others are absent. */
  find(matches: readonly ProviderMatchKey[]): Promise<Map<number, Twin>>;
  /** The kept answer for a provider id: a twin, null (none), or undefined (not asked within the minute). */
  known(id: number): Twin | null | undefined;
}

const TWIN_MEMO_MS = 60_000;

interface OwnRow {
  id: number;
  start_date: string;
  gender: string;
  names1: string | null;
  names2: string | null;
}

export function d1Twins(db: D1Database, now: () => number = Date.now): Twins {
  const kept = new Map<number, { twin: Twin | null; at: number }>();
  const known = (id: number) => {
    const entry = kept.get(id);
    return entry && now() - entry.at < TWIN_MEMO_MS ? entry.twin : undefined;
  };
  return {
    known,
    async find(matches) {
      const found = new Map<number, Twin>();
      const asking = matches.filter((match) => {
        const twin = known(match.id);
        if (twin) found.set(match.id, twin);
        return twin === undefined;
      });
      if (asking.length === 0) return found;
      const days = [...new Set(asking.flatMap((match) => nearbyDays(match.startDate)))];
      const rows = await db
        .prepare(
          `SELECT m.id, m.start_date, m.gender,
             (SELECT group_concat(n.name, '|') FROM team_names n WHERE n.team_id = m.team1_id) AS names1,
             (SELECT group_concat(n.name, '|') FROM team_names n WHERE n.team_id = m.team2_id) AS names2
           FROM matches m WHERE m.start_date IN (SELECT value FROM json_each(?))`,
        )
        .bind(JSON.stringify(days))
        .all<OwnRow>();
      const ours: OwnMatchKey[] = rows.results.map((row) => ({
        id: row.id,
        startDate: row.start_date,
        gender: row.gender,
        team1Names: (row.names1 ?? "").split("|"),
        team2Names: (row.names2 ?? "").split("|"),
      }));
      const pairs = asking.map((match) => [match.id, twinOf(match, ours)] as const);
      const ids = [...new Set(pairs.flatMap(([, twin]) => (twin === null ? [] : [twin])))];
      const slugs = new Map((await loadMatchMetas(db, ids)).map((meta) => [meta.id, describeMeta(meta).slug]));
      for (const [providerId, ownId] of pairs) {
        const slug = ownId === null ? undefined : slugs.get(ownId);
        const twin = ownId !== null && slug !== undefined ? { id: ownId, slug } : null;
        kept.set(providerId, { twin, at: now() });
        if (twin) found.set(providerId, twin);
      }
      return found;
    },
  };
}
