import { storyDate } from "../cricket/story-date.ts";
import type { Story } from "./schemas.ts";
import { storyPath } from "./story-path.ts";

/**
 * Site search, the parts every source shares (pure, no I/O): query normalisation and the ranking
 * of names. Ranking: exact name (or other name) > name prefix > word prefix > contained anywhere;
 * when that finds little, words within one or two typing mistakes of a name. The sources search
 * their own data (CricketData.search); app/backend/search.server.ts adds editors' stories.
 */

export const MIN_QUERY_LENGTH = 3;
const MAX_QUERY_LENGTH = 80;
/** At most this many hits of one kind. */
export const PER_KIND = 10;

export type SearchKind = "player" | "team" | "series" | "venue" | "story";
/** Result groups of equal rank appear in this order. */
export const KIND_ORDER: readonly SearchKind[] = ["team", "series", "player", "venue", "story"];

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

/** A hit with its place among near misses (summed edit distance; 0 otherwise), for merging lists. */
export interface RankedHit extends SearchHit {
  score: number;
}

/** Hits from several lists in one order: how well they match, then kind; a stable merge keeps each list's own order. */
export function byRank(a: RankedHit, b: RankedHit): number {
  return a.tier - b.tier || a.score - b.score || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
}

export interface SearchResults {
  query: string;
  /** the query was shorter than MIN_QUERY_LENGTH: nothing was searched */
  tooShort: boolean;
  hits: SearchHit[];
}

/** Lower case, accents, control characters (a NUL ends an FTS5 string) and quote/wildcard characters removed, spaces collapsed. */
export function normaliseText(text: string): string {
  return text
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
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
  const others = KEYWORDS_ARE_NAMES.has(kind)
    ? keywords
        .split(" | ")
        .map((k) => k.trim())
        .filter(Boolean)
    : [];
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

/** A story as a hit: its headline, its context and date, its article URL. */
export function storyHit(story: Pick<Story, "id" | "headline" | "context" | "publishedTime" | "slug">, tier: Tier, score = 0): RankedHit {
  return {
    kind: "story",
    id: story.id,
    title: story.headline,
    subtitle: [story.context, storyDate(story.publishedTime)].filter(Boolean).join(" · "),
    href: storyPath(story),
    tier,
    score,
  };
}
