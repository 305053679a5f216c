import { slugify } from "../cricket/slug.ts";
import type { Story } from "../data/schemas.ts";
import { cmsStoriesById } from "./content.server.ts";
import { KIND_ORDER, type SearchKind } from "./public.ts";

/**
 * Site search over players, teams, series, venues and stories (match reports and CMS stories),
 * on the FTS5 trigram index of migrations/0003_site.sql. Ranking: exact name (or other name) >
 * name prefix > word prefix > contained anywhere; when that finds little, words within one or two
 * typing mistakes of a name (candidates by shared trigrams, checked by edit distance).
 */

export const MIN_QUERY_LENGTH = 3;
const MAX_QUERY_LENGTH = 80;
const CANDIDATES = 400;
const FUZZY_CANDIDATES = 300;
const PER_KIND = 10;
/** Report candidates checked for publication (each is one CricketData.matchNews call). */
const REPORTS_CHECKED = 8;

export { KIND_ORDER, type SearchKind } from "./public.ts";

/** 0 exact, 1 prefix, 2 word prefix, 3 contained, 4 near miss (typo). */
export type Tier = 0 | 1 | 2 | 3 | 4;

export interface SearchHit {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string;
  href: string;
  tier: Tier;
}

export interface SearchResults {
  query: string;
  /** the query was shorter than MIN_QUERY_LENGTH: nothing was searched */
  tooShort: boolean;
  hits: SearchHit[];
}

/** Lower case, accents and quote/wildcard characters removed, spaces collapsed. */
export function normaliseText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/["%_\\*^():{}[\]|+]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export function normaliseQuery(q: string): string {
  return normaliseText(q).slice(0, MAX_QUERY_LENGTH).trim();
}

/** The FTS5 query: every word of 3+ characters as a quoted substring, all required. */
export function ftsQuery(words: string[]): string | null {
  const long = words.filter((w) => [...w].length >= 3);
  return long.length ? long.map((w) => `"${w}"`).join(" AND ") : null;
}

/** Trigrams of the words (3+ characters), OR-ed: candidates for near misses. */
export function trigramQuery(words: string[]): string | null {
  const grams = new Set<string>();
  for (const word of words) {
    const chars = [...word];
    if (chars.length < 3) continue;
    for (let i = 0; i + 3 <= chars.length; i++) grams.add(chars.slice(i, i + 3).join(""));
  }
  return grams.size ? [...grams].map((g) => `"${g}"`).join(" OR ") : null;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => [i, ...Array<number>(y.length).fill(0)]);
  for (let j = 0; j <= y.length; j++) d[0]![j] = j;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** Typing mistakes forgiven in a word of this length. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 7 ? 1 : 2;
}

/** Kinds whose keywords are other names of the row (a player's full name, a team's short name). */
const KEYWORDS_ARE_NAMES: ReadonlySet<string> = new Set(["player", "team", "series"]);

/** The names a row answers to: its name and, for players, teams and series, every other name. */
export function namesOf(name: string, keywords: string, kind = "player"): string[] {
  const others = KEYWORDS_ARE_NAMES.has(kind) ? keywords.split(" | ").map((k) => k.trim()).filter(Boolean) : [];
  return [name, ...others].map(normaliseText).filter(Boolean);
}

/** Tier of a row: by its names, else "contained" when every word is somewhere in its keywords. */
export function rowTier(query: string, row: { name: string; keywords: string; kind: string }): Exclude<Tier, 4> | null {
  const tier = matchTier(query, namesOf(row.name, row.keywords, row.kind));
  if (tier !== null) return tier;
  const all = normaliseText(`${row.name} ${row.keywords}`);
  return query.split(" ").every((w) => all.includes(w)) ? 3 : null;
}

/** How well a row's names match the query (null: not every query word is in them). */
export function matchTier(query: string, names: string[]): Exclude<Tier, 4> | null {
  const words = query.split(" ");
  if (names.some((n) => n === query)) return 0;
  if (names.some((n) => n.startsWith(query))) return 1;
  const wordsOf = names.map((n) => n.split(/[\s\-/,.]+/).filter(Boolean));
  if (wordsOf.some((nameWords) => words.every((w) => nameWords.some((nw) => nw.startsWith(w))))) return 2;
  const all = names.join(" ");
  return words.every((w) => all.includes(w)) ? 3 : null;
}

/** Summed edit distance when every query word is near some word of one name; null otherwise. */
export function nearMiss(query: string, names: string[]): number | null {
  const words = query.split(" ");
  let best: number | null = null;
  for (const name of names) {
    const nameWords = name.split(/[\s\-/,.]+/).filter(Boolean);
    let total = 0;
    for (const w of words) {
      const allowed = allowedEdits([...w].length);
      let closest = Infinity;
      for (const nw of nameWords) {
        if (nw.startsWith(w)) closest = 0;
        else if (allowed > 0) {
          closest = Math.min(closest, editDistance(w, nw), editDistance(w, [...nw].slice(0, [...w].length).join("")) + 0.5);
        }
        if (closest === 0) break;
      }
      if (closest > allowed) {
        total = Infinity;
        break;
      }
      total += closest;
    }
    if (Number.isFinite(total) && (best === null || total < best)) best = total;
  }
  return best;
}

interface Row {
  rowid: number;
  name: string;
  keywords: string;
  kind: "player" | "team" | "series" | "venue" | "report" | "story";
  ref: string;
}

interface Ranked extends Row {
  tier: Tier;
  score: number;
}

const kindOf = (row: Row): SearchKind => (row.kind === "report" ? "story" : row.kind);

export interface SearchOptions {
  now?: number;
  /** Published stories of these matches (CricketData.matchNews); a match without one is left out. */
  reports?: (matchIds: number[]) => Promise<Story[]>;
}

export async function searchSite(db: D1Database, rawQuery: string, options: SearchOptions = {}): Promise<SearchResults> {
  const query = normaliseQuery(rawQuery);
  if ([...query.replace(/\s/g, "")].length < MIN_QUERY_LENGTH) return { query, tooShort: true, hits: [] };
  const words = query.split(" ");

  const ranked: Ranked[] = [];
  const seen = new Set<number>();
  const match = ftsQuery(words);
  const rows = await db
    .prepare(
      match
        ? `SELECT rowid, name, keywords, kind, ref FROM search_index WHERE search_index MATCH ?1
           ORDER BY CASE WHEN name LIKE ?2 OR keywords LIKE '% | ' || ?2 || ' | %' THEN 0
                         WHEN name LIKE ?2 || '%' OR keywords LIKE '% | ' || ?2 || '%' THEN 1
                         WHEN ' ' || name LIKE '% ' || ?2 || '%' THEN 2 ELSE 3 END, length(name)
           LIMIT ${CANDIDATES}`
        : `SELECT rowid, name, keywords, kind, ref FROM search_index WHERE name LIKE '%' || ?2 || '%' OR keywords LIKE '%' || ?2 || '%'
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
          `SELECT rowid, name, keywords, kind, ref FROM search_index WHERE search_index MATCH ?1
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
  const now = options.now ?? Date.now();
  const [reports, cms, venues] = await Promise.all([
    reportIds.length && options.reports ? options.reports(reportIds) : Promise.resolve([] as Story[]),
    cmsStoriesById(db, kept.filter((r) => r.kind === "story").map((r) => Number(r.ref)), now),
    venueSeries(db, kept.filter((r) => r.kind === "venue").map((r) => Number(r.ref))),
  ]);
  const reportByMatch = new Map(reports.filter((s) => s.matchId !== null).map((s) => [s.matchId!, s]));
  const cmsById = new Map(cms.map((s) => [s.id, s]));

  const hits: SearchHit[] = [];
  let storyCount = 0;
  for (const row of kept.sort((a, b) => ranked.indexOf(a) - ranked.indexOf(b))) {
    const hit = toHit(row, {
      popularity,
      story: row.kind === "report" ? reportByMatch.get(Number(row.ref)) : row.kind === "story" ? cmsById.get(`story-${row.ref}`) : undefined,
      venueSeries: venues.get(Number(row.ref)),
    });
    if (!hit) continue;
    if (hit.kind === "story" && ++storyCount > PER_KIND) continue;
    hits.push(hit);
  }
  return { query, tooShort: false, hits };
}

function toHit(
  row: Ranked,
  extra: { popularity: Map<string, number>; story?: Story; venueSeries?: { id: number; name: string } },
): SearchHit | null {
  const base = { tier: row.tier };
  switch (row.kind) {
    case "player": {
      const names = row.keywords.split(" | ").map((k) => k.trim()).filter(Boolean);
      const fullName = names.filter((n) => n !== row.name).sort((a, b) => b.length - a.length)[0];
      const matches = extra.popularity.get(row.ref) ?? 0;
      return {
        ...base,
        kind: "player",
        id: row.ref,
        title: row.name,
        subtitle: [fullName && fullName !== row.name ? fullName : null, matches ? `${matches} match${matches === 1 ? "" : "es"}` : null]
          .filter(Boolean)
          .join(" · ") || "Player",
        href: `/profiles/${row.ref}/${slugify(row.name)}`,
      };
    }
    case "team": {
      const shortName = row.keywords.split(" | ").map((k) => k.trim()).filter(Boolean)[0];
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
      return { ...base, kind: "series", id: row.ref, title: row.name, subtitle: "Series", href: `/cricket-series/${row.ref}/${slugify(row.name)}` };
    case "venue": {
      const where = row.keywords.split(" | ").map((k) => k.trim()).filter(Boolean).join(", ");
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
    case "report":
    case "story": {
      const story = extra.story;
      if (!story) return null;
      return {
        ...base,
        kind: "story",
        id: story.id,
        title: story.headline,
        subtitle: [story.context, formatStoryDate(story.publishedTime)].filter(Boolean).join(" · "),
        href: `/cricket-news/${story.id}/${slugify(story.headline)}`,
      };
    }
  }
}

/** "Jun 29, 2024" (spec 1 §9: story dates in short month, day, year, en-US). */
export function formatStoryDate(ms: number): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(ms);
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

const INDEXED = ["player", "team", "series", "venue", "report", "story"] as const;

/**
 * Rebuilds the whole index from the search_doc_* views: for a database written by something that
 * bypassed the triggers (a restore, a bulk SQL load). The triggers keep it current otherwise.
 */
export async function rebuildSearchIndex(db: D1Database): Promise<Record<string, number>> {
  await db.batch([
    db.prepare("DELETE FROM search_index"),
    ...INDEXED.map((kind) =>
      db.prepare(`INSERT INTO search_index (rowid, name, keywords, kind, ref) SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_${kind}`),
    ),
  ]);
  const counts = await db.prepare("SELECT kind, count(*) AS n FROM search_index GROUP BY kind").all<{ kind: string; n: number }>();
  return Object.fromEntries(counts.results.map((r) => [r.kind, r.n]));
}
