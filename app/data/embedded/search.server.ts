import { slugify } from "../../cricket/slug.ts";
import type { SearchData } from "../contract.ts";
import type { Story } from "../schemas.ts";
import {
  ftsQuery,
  KIND_ORDER,
  namesOf,
  nearMiss,
  PER_KIND,
  rowTier,
  storyHit,
  trigramQuery,
  type RankedHit,
  type SearchHit,
  type SearchKind,
  type Tier,
} from "../search.ts";
import { plural } from "../../cricket/plural.ts";

/** The search area of the embedded source (D1). */

const CANDIDATES = 400;
const FUZZY_CANDIDATES = 300;
/** Report candidates checked for publication (each reads the match's report). */
const REPORTS_CHECKED = 8;

interface Row {
  rowid: number;
  name: string;
  keywords: string;
  kind: "player" | "team" | "series" | "venue" | "report";
  ref: string;
}

interface Ranked extends Row {
  tier: Tier;
  score: number;
}

const kindOf = (row: Row): SearchKind => (row.kind === "report" ? "story" : row.kind);

/**
 * Players, teams, series, venues and match reports on the FTS5 trigram index of
 * migrations/0003_site.sql (editors' stories share the index; app/backend searches those).
 * `reports` gives the published report of each match id (a match without one is left out).
 */
export function embeddedSearch(db: D1Database, reports: (matchIds: number[]) => Promise<Story[]>): SearchData {
  return { search: (query) => searchIndex(db, query, reports) };
}

async function searchIndex(db: D1Database, query: string, reports: (matchIds: number[]) => Promise<Story[]>): Promise<RankedHit[]> {
  const words = query.split(" ");

  const ranked: Ranked[] = [];
  const seen = new Set<number>();
  const match = ftsQuery(words);
  const rows = await db
    .prepare(
      match
        ? `SELECT rowid, name, keywords, kind, ref FROM search_index WHERE search_index MATCH ?1 AND kind <> 'story'
           ORDER BY CASE WHEN lower(name) = ?2 OR instr(lower(keywords), ' | ' || ?2 || ' | ') > 0 THEN 0
                         WHEN substr(lower(name), 1, length(?2)) = ?2 OR instr(lower(keywords), ' | ' || ?2) > 0 THEN 1
                         WHEN instr(' ' || lower(name), ' ' || ?2) > 0 THEN 2 ELSE 3 END, length(name)
           LIMIT ${CANDIDATES}`
        : `SELECT rowid, name, keywords, kind, ref FROM search_index WHERE kind <> 'story' AND (instr(lower(name), ?2) > 0 OR instr(lower(keywords), ?2) > 0)
           ORDER BY length(name) LIMIT ${CANDIDATES}`,
    )
    .bind(match ?? "", query)
    .all<Row>();
  for (const row of rows.results) {
    const tier = rowTier(query, row);
    if (tier === null) continue;
    seen.add(row.rowid);
    ranked.push({ ...row, tier, score: 0 });
  }

  if (ranked.length < 5 && words.some((w) => [...w].length >= 4)) {
    const grams = trigramQuery(words);
    if (grams) {
      const fuzzy = await db
        .prepare(
          `SELECT rowid, name, keywords, kind, ref FROM search_index WHERE search_index MATCH ?1 AND kind <> 'story'
           ORDER BY bm25(search_index) LIMIT ${FUZZY_CANDIDATES}`,
        )
        .bind(grams)
        .all<Row>();
      for (const row of fuzzy.results) {
        if (seen.has(row.rowid)) continue;
        const distance = nearMiss(query, namesOf(row.name, row.keywords, row.kind));
        if (distance !== null) ranked.push({ ...row, tier: 4, score: distance });
      }
    }
  }

  const popularity = await playerMatchCounts(
    db,
    ranked.filter((r) => r.kind === "player").map((r) => r.ref),
  );
  ranked.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.score - b.score ||
      KIND_ORDER.indexOf(kindOf(a)) - KIND_ORDER.indexOf(kindOf(b)) ||
      (popularity.get(b.ref) ?? 0) - (popularity.get(a.ref) ?? 0) ||
      (a.kind === "series" || a.kind === "report" ? Number(b.ref) - Number(a.ref) : 0) ||
      a.name.length - b.name.length ||
      a.name.localeCompare(b.name),
  );

  // Keep at most PER_KIND of each kind, stories checked for publication.
  const perKind = new Map<SearchKind, Ranked[]>();
  const reportIds: number[] = [];
  for (const row of ranked) {
    const kind = kindOf(row);
    const list = perKind.get(kind) ?? [];
    if (row.kind === "report") {
      if (reportIds.length >= REPORTS_CHECKED) continue;
      reportIds.push(Number(row.ref));
    } else if (list.length >= PER_KIND) continue;
    list.push(row);
    perKind.set(kind, list);
  }
  const kept = [...perKind.values()].flat();
  const [published, venues] = await Promise.all([
    reportIds.length ? reports(reportIds) : Promise.resolve([] as Story[]),
    venueSeries(
      db,
      kept.filter((r) => r.kind === "venue").map((r) => Number(r.ref)),
    ),
  ]);
  const reportByMatch = new Map(published.filter((s) => s.matchId !== null).map((s) => [s.matchId!, s]));

  const hits: RankedHit[] = [];
  for (const row of kept.sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b))) {
    const hit = toHit(row, {
      popularity,
      story: row.kind === "report" ? reportByMatch.get(Number(row.ref)) : undefined,
      venueSeries: venues.get(Number(row.ref)),
    });
    if (hit) hits.push({ ...hit, score: row.score });
  }
  return hits;
}

function toHit(
  row: Ranked,
  extra: { popularity: Map<string, number>; story?: Story; venueSeries?: { id: number; name: string } },
): SearchHit | null {
  const base = { tier: row.tier };
  switch (row.kind) {
    case "player": {
      const names = row.keywords
        .split(" | ")
        .map((k) => k.trim())
        .filter(Boolean);
      const fullName = names.filter((n) => n !== row.name).sort((a, b) => b.length - a.length)[0];
      const matches = extra.popularity.get(row.ref) ?? 0;
      return {
        ...base,
        kind: "player",
        id: row.ref,
        title: row.name,
        subtitle:
          [fullName && fullName !== row.name ? fullName : null, matches ? plural(matches, "match", "matches") : null]
            .filter(Boolean)
            .join(" · ") || "Player",
        href: `/profiles/${row.ref}/${slugify(row.name)}`,
      };
    }
    case "team": {
      const shortName = row.keywords
        .split(" | ")
        .map((k) => k.trim())
        .filter(Boolean)[0];
      return {
        ...base,
        kind: "team",
        id: row.ref,
        title: row.name,
        subtitle: shortName ? `Team · ${shortName}` : "Team",
        href: `/cricket_team/${slugify(row.name)}/${row.ref}`,
      };
    }
    case "series":
      return {
        ...base,
        kind: "series",
        id: row.ref,
        title: row.name,
        subtitle: "Series",
        href: `/cricket-series/${row.ref}/${slugify(row.name)}`,
      };
    case "venue": {
      const where = row.keywords
        .split(" | ")
        .map((k) => k.trim())
        .filter(Boolean)
        .join(", ");
      const series = extra.venueSeries;
      return {
        ...base,
        kind: "venue",
        id: row.ref,
        title: row.name,
        subtitle: where ? `Venue · ${where}` : "Venue",
        href: series
          ? `/cricket-series/${series.id}/${slugify(series.name)}/venues/${row.ref}/${slugify(row.name)}`
          : `/search?q=${encodeURIComponent(row.name)}`,
      };
    }
    case "report": {
      if (!extra.story) return null;
      const { score: _score, ...hit } = storyHit(extra.story, row.tier);
      return hit;
    }
  }
}

async function playerMatchCounts(db: D1Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .prepare(
      `SELECT person_id, count(DISTINCT match_id) AS n FROM match_players
       WHERE person_id IN (SELECT value FROM json_each(?)) GROUP BY person_id`,
    )
    .bind(JSON.stringify(ids))
    .all<{ person_id: string; n: number }>();
  return new Map(rows.results.map((r) => [r.person_id, r.n]));
}

/** The latest series played at each venue (venue pages live under a series, spec 1 §2). */
async function venueSeries(db: D1Database, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .prepare(
      `SELECT m.venue_id, s.id, s.name || ' ' || s.season AS name FROM matches m JOIN series s ON s.id = m.series_id
       WHERE m.venue_id IN (SELECT value FROM json_each(?)) ORDER BY m.start_time DESC`,
    )
    .bind(JSON.stringify(ids))
    .all<{ venue_id: number; id: number; name: string }>();
  const map = new Map<number, { id: number; name: string }>();
  for (const r of rows.results) if (!map.has(r.venue_id)) map.set(r.venue_id, { id: r.id, name: r.name });
  return map;
}
