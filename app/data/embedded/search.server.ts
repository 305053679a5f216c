import { slugify } from "../../cricket/slug.ts";
import type { SearchData } from "../contract.ts";
import type { Story } from "../schemas.ts";
import {
  compareHits,
  ftsQuery,
  fullNameOf,
  namesOf,
  NEAR_MISS,
  nearMiss,
  PER_KIND,
  rowTier,
  searchTerms,
  storyHit,
  trigramQuery,
  type Candidate,
  type RankedHit,
  type SearchHit,
  type SearchKind,
  type Standing,
  type Tier,
} from "../search.ts";
import { plural } from "../../cricket/plural.ts";

/** The search area of the embedded source (D1). */
/** Candidates read per kind (players are many; the per-kind cap is PER_KIND). */
const CANDIDATES: Record<Row["kind"], number> = { player: 200, team: 100, series: 100, venue: 100, report: 40 };
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

interface Ranked extends Row, Omit<Candidate, "kind"> {}

const kindOf = (kind: Row["kind"]): SearchKind => (kind === "report" ? "story" : kind);

/**
 * Players, teams, series, venues and match reports on the FTS5 trigram index of
 * migrations/0003_site.sql (editors' stories share the index; app/backend searches those).
 * `reports` gives the published report of each match id (a match without one is left out).
 */
export function embeddedSearch(db: D1Database, reports: (matchIds: number[]) => Promise<Story[]>): SearchData {
  return { search: (query) => searchIndex(db, query, reports) };
}

/**
 * The candidates for one search term, at most CANDIDATES of each kind, in one pass over the
 * index's matches: within a kind, rows whose names match best first (the SQL mirrors the tiers of
 * app/data/search.ts roughly: own name exact, whole words, prefix; other names; the rest), then what
 * ranks equals (series: newest; players: those who played; reports: latest match id), so each
 * kind's LIMIT keeps its best.
 */
function candidates(db: D1Database, match: string | null, term: string): D1PreparedStatement {
  const tier = `CASE WHEN lower(i.name) = ?2 THEN 0 WHEN instr(' ' || lower(i.name) || ' ', ' ' || ?2 || ' ') > 0 THEN 1
      WHEN substr(lower(i.name), 1, length(?2)) = ?2 OR instr(' ' || lower(i.name), ' ' || ?2) > 0 THEN 2
      WHEN instr(lower(i.keywords), ' | ' || ?2) > 0 OR instr(lower(i.keywords), ' ' || ?2) > 0 THEN 3 ELSE 4 END`;
  // A series' own-name tiers rank alike (compareHits): its editions by date, not by spelling.
  const seriesAlike = `CASE WHEN i.kind = 'series' AND ${tier} <= 2 THEN 0 ELSE ${tier} END`;
  const standing = `CASE i.kind
      WHEN 'series' THEN (SELECT s.start_date FROM series s WHERE s.id = CAST(i.ref AS INTEGER))
      WHEN 'player' THEN EXISTS (SELECT 1 FROM match_players mp WHERE mp.person_id = i.ref)
      WHEN 'report' THEN printf('%012d', CAST(i.ref AS INTEGER)) END`;
  const where = match
    ? "search_index MATCH ?1 AND i.kind <> 'story'"
    : "i.kind <> 'story' AND (instr(lower(i.name), ?2) > 0 OR instr(lower(i.keywords), ?2) > 0)";
  const limits = Object.entries(CANDIDATES)
    .map(([kind, n]) => `WHEN '${kind}' THEN ${n}`)
    .join(" ");
  return db
    .prepare(
      `SELECT rowid, name, keywords, kind, ref FROM (
         SELECT i.rowid AS rowid, i.name AS name, i.keywords AS keywords, i.kind AS kind, i.ref AS ref,
           row_number() OVER (PARTITION BY i.kind ORDER BY ${seriesAlike}, ${standing} DESC, length(i.name)) AS place
         FROM search_index i WHERE ${where})
       WHERE place <= CASE kind ${limits} ELSE 0 END`,
    )
    .bind(match ?? "", term);
}

async function searchIndex(db: D1Database, query: string, reports: (matchIds: number[]) => Promise<Story[]>): Promise<RankedHit[]> {
  const terms = searchTerms(query);
  const words = query.split(" ");

  const found = new Map<number, { row: Row; tier: Tier; score: number }>();
  const results = await db.batch<Row>(terms.map((term) => candidates(db, ftsQuery(term.split(" ")), term)));
  for (const rows of results) {
    for (const row of rows.results) {
      const tiers = terms.map((term) => rowTier(term, row)).filter((t) => t !== null);
      if (tiers.length === 0) continue;
      const tier = Math.min(...tiers) as Tier;
      const known = found.get(row.rowid);
      if (!known || tier < known.tier) found.set(row.rowid, { row, tier, score: 0 });
    }
  }

  if (found.size < 5 && words.some((w) => [...w].length >= 4)) {
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
        if (found.has(row.rowid)) continue;
        const distance = nearMiss(query, namesOf(row.name, row.keywords, row.kind));
        if (distance !== null) found.set(row.rowid, { row, tier: NEAR_MISS, score: distance });
      }
    }
  }

  const standings = await standingsOf(
    db,
    [...found.values()].map((f) => f.row),
  );
  const ranked: Ranked[] = [...found.values()].map(({ row, tier, score }) => ({
    ...row,
    tier,
    score,
    standing: standings.get(row.rowid) ?? NO_STANDING,
  }));
  const order = compareHits(query);
  ranked.sort((a, b) => order({ ...a, kind: kindOf(a.kind) }, { ...b, kind: kindOf(b.kind) }));

  // Keep at most PER_KIND of each kind, stories checked for publication.
  const perKind = new Map<SearchKind, Ranked[]>();
  const reportIds: number[] = [];
  for (const row of ranked) {
    const kind = kindOf(row.kind);
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
      story: row.kind === "report" ? reportByMatch.get(Number(row.ref)) : undefined,
      venueSeries: venues.get(Number(row.ref)),
    });
    if (hit) hits.push({ ...hit, score: row.score });
  }
  return hits;
}

const NO_STANDING: Standing = { gender: null, international: null, matches: 0, latest: null, family: null };

/**
 * What ranks equal matches (app/data/search.ts compareHits), read by primary key or index for
 * the candidates only: a player's matches and latest match, a team's and a series' gender and
 * type, a series' start and name without season, a report's match date.
 */
async function standingsOf(db: D1Database, rows: Row[]): Promise<Map<number, Standing>> {
  const refs = (kind: Row["kind"]) => JSON.stringify(rows.filter((r) => r.kind === kind).map((r) => r.ref));
  const [players, teams, series, matches] = await db.batch<{ ref: string; a: string | null; b: string | null; n: number | null }>([
    db
      .prepare(
        `SELECT mp.person_id AS ref, NULL AS a, max(m.start_date) AS b, count(DISTINCT mp.match_id) AS n
       FROM match_players mp JOIN matches m ON m.id = mp.match_id
       WHERE mp.person_id IN (SELECT value FROM json_each(?)) GROUP BY mp.person_id`,
      )
      .bind(refs("player")),
    db
      .prepare(
        "SELECT CAST(id AS TEXT) AS ref, gender AS a, team_type AS b, NULL AS n FROM teams WHERE id IN (SELECT value FROM json_each(?))",
      )
      .bind(refs("team")),
    db
      .prepare(
        `SELECT CAST(id AS TEXT) AS ref, gender || '|' || team_type || '|' || coalesce(start_date, '') AS a, name AS b, NULL AS n
       FROM series WHERE id IN (SELECT value FROM json_each(?))`,
      )
      .bind(refs("series")),
    db
      .prepare(
        "SELECT CAST(id AS TEXT) AS ref, NULL AS a, start_date AS b, NULL AS n FROM matches WHERE id IN (SELECT value FROM json_each(?))",
      )
      .bind(refs("report")),
  ]);
  const byRef = (result: D1Result<{ ref: string; a: string | null; b: string | null; n: number | null }>) =>
    new Map(result.results.map((r) => [r.ref, r]));
  const player = byRef(players!);
  const team = byRef(teams!);
  const one = byRef(series!);
  const match = byRef(matches!);
  const gender = (value: string | null | undefined) => (value === "female" ? "female" : value === "male" ? "male" : null);
  const standings = new Map<number, Standing>();
  for (const row of rows) {
    let standing: Standing = NO_STANDING;
    if (row.kind === "player") {
      const r = player.get(row.ref);
      standing = { ...NO_STANDING, matches: r?.n ?? 0, latest: r?.b ?? null };
    } else if (row.kind === "team") {
      const r = team.get(row.ref);
      standing = { ...NO_STANDING, gender: gender(r?.a), international: r ? r.b === "international" : null };
    } else if (row.kind === "series") {
      const r = one.get(row.ref);
      const [g, type, start] = (r?.a ?? "").split("|");
      standing = {
        ...NO_STANDING,
        gender: gender(g),
        international: r ? type === "international" : null,
        latest: start || null,
        family: r?.b ?? null,
      };
    } else if (row.kind === "report") {
      standing = { ...NO_STANDING, latest: match.get(row.ref)?.b ?? null };
    }
    standings.set(row.rowid, standing);
  }
  return standings;
}

function toHit(row: Ranked, extra: { story?: Story; venueSeries?: { id: number; name: string } }): SearchHit | null {
  const base = { tier: row.tier };
  switch (row.kind) {
    case "player": {
      const fullName = fullNameOf(row.name, row.keywords);
      const matches = row.standing.matches;
      return {
        ...base,
        kind: "player",
        id: row.ref,
        title: row.name,
        subtitle: [fullName, matches ? plural(matches, "match", "matches") : null].filter(Boolean).join(" · ") || "Player",
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

/** The latest series played at each venue (venue pages live under a series, docs/product/site-and-accounts.md#routes). */
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
