import { storyDate } from "../cricket/story-date.ts";
import type { Story } from "./schemas.ts";
import { storyPath } from "./story-path.ts";

/**
 * Site search, the parts every source shares (pure, no I/O): query normalisation and the ranking
 * of names. Ranking (docs/decisions/037-search-ranking-and-coverage-notes.md, 048): exact name > whole words of the
 * name > a prefix (of the name or its words) > another name the row is known by (a player's names.csv alias) > contained anywhere; when that
 * finds little, words within one or two typing mistakes of a name. Among equals, `compareHits`
 * puts the men's side or series first unless women's are asked for, the edition of a series the
 * query names best and latest first, and players with more matches first. The sources search
 * their own data (CricketData.search); app/backend/news/search.server.ts adds editors' stories.
 */

export const MIN_QUERY_LENGTH = 3;
const MAX_QUERY_LENGTH = 80;
/** At most this many hits of one kind. */
export const PER_KIND = 10;

export type SearchKind = "player" | "team" | "series" | "venue" | "story";
/** Result groups of equal rank appear in this order. */
export const KIND_ORDER: readonly SearchKind[] = ["team", "series", "player", "venue", "story"];

/**
 * 0 exact, 1 whole words ("khan" in "Rashid Khan", "warner" in "DA Warner" and "Warner Park"), 2 prefix
 * of the name or of its words ("khan" in "Khandubhai Ahir") — of the row's own name: a player's name, unique name and the
 * full names that spell it out, a team's short name, a series' name without the season; 3 another
 * name matches (exact, prefix or word: "Anderson Cummins" for PJ Cummins), 4 contained, 5 near miss (typo).
 */
export type Tier = 0 | 1 | 2 | 3 | 4 | 5;
/** The tier of a near miss: the page says "close matches" when every hit is one. */
export const NEAR_MISS: Tier = 5;

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
  return rankTier(a) - rankTier(b) || a.score - b.score || KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
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

/** Keywords that are not names: a women's series is found by "women" but not named by it. */
const NOT_NAMES: ReadonlySet<string> = new Set(["women"]);

const wordsOf = (name: string) => name.split(/[\s\-/,.]+/).filter(Boolean);

/**
 * Whether another name spells out a player's name rather than naming someone else: the same last
 * word and the same first letter ("Virat Kohli" for "V Kohli", "James Anderson" for "JM Anderson";
 * not "Anderson Cummins" for "PJ Cummins"). Names are normalised; a register's "(2)" is ignored.
 */
export function spellsOut(other: string, name: string): boolean {
  const strip = (words: string[]) => (words.length > 1 && /^\d+$/.test(words.at(-1)!) ? words.slice(0, -1) : words);
  const a = strip(wordsOf(other));
  const b = strip(wordsOf(name));
  if (a.length === 0 || b.length === 0) return false;
  // A bare surname names everyone who has it: Sandeep Sharma's alias "Sharma" is not his own name.
  if (a.length === 1 && b.length > 1) return false;
  return a.at(-1) === b.at(-1) && a[0]![0] === b[0]![0];
}

/**
 * The full name a player's hit shows beside his scorecard name: the longest name that says more
 * than it and is his — the register's unique name (the keywords' first: "Mohammad Rashid Ali
 * Khan") or another name that spells his out ("Virat Kohli" for "V Kohli") — never an alias naming
 * someone else ("Anderson Cummins" for PJ Cummins) nor a shorter form ("S Sharma", "Stokes").
 */
export function fullNameOf(name: string, keywords: string): string | null {
  const own = normaliseText(name);
  const [unique, ...others] = keywords
    .split(" | ")
    .map((k) => k.trim())
    .filter(Boolean);
  const fuller = [unique, ...others.filter((k) => spellsOut(normaliseText(k), own))].filter(
    (k): k is string => k !== undefined && k.length > name.length,
  );
  return fuller.sort((a, b) => b.length - a.length)[0] ?? null;
}

/**
 * The names a row answers to, normalised: `own` (its name and, for players, teams and series,
 * the keywords that are that name in another form) and `other` (a player's aliases that name
 * him differently).
 */
export function nameSets(name: string, keywords: string, kind = "player"): { own: string[]; other: string[] } {
  const main = normaliseText(name);
  const keys = KEYWORDS_ARE_NAMES.has(kind)
    ? keywords
        .split(" | ")
        .map(normaliseText)
        .filter((k) => k && !NOT_NAMES.has(k))
    : [];
  const own = [main, ...keys.filter((k) => kind !== "player" || k === main || spellsOut(k, main))].filter(Boolean);
  const other = keys.filter((k) => !own.includes(k));
  return { own: [...new Set(own)], other: [...new Set(other)] };
}

/** Every name a row answers to (its own and the others), for near misses. */
export function namesOf(name: string, keywords: string, kind = "player"): string[] {
  const { own, other } = nameSets(name, keywords, kind);
  return [...own, ...other];
}

/** Tier of a row: by its names, else "contained" when every word is somewhere in its name or keywords. */
export function rowTier(query: string, row: { name: string; keywords: string; kind: string }): Exclude<Tier, 5> | null {
  const { own, other } = nameSets(row.name, row.keywords, row.kind);
  const tier = matchTier(query, own, other);
  if (tier !== null) return tier;
  const all = normaliseText(`${row.name} ${row.keywords}`);
  return query.split(" ").every((w) => all.includes(w)) ? 4 : null;
}

/**
 * How well a query matches names (exact, every word a whole word, a prefix of the name or of its
 * words), or null. A whole word wherever it stands beats a word's beginning: a player's surname
 * comes last in his name, and "khan" means Rashid Khan before Khandubhai Ahir.
 */
function nameTier(query: string, names: string[]): 0 | 1 | 2 | null {
  const words = query.split(" ");
  if (names.some((n) => n === query)) return 0;
  if (names.some((n) => words.every((w) => wordsOf(n).includes(w)))) return 1;
  if (names.some((n) => n.startsWith(query) || words.every((w) => wordsOf(n).some((nw) => nw.startsWith(w))))) return 2;
  return null;
}

/**
 * How well a row's names match the query: by its own names 0–2, by another name 3, every query
 * word somewhere in them 4; null when a query word is in none.
 */
export function matchTier(query: string, own: string[], other: string[] = []): Exclude<Tier, 5> | null {
  const tier = nameTier(query, own);
  if (tier !== null) return tier;
  if (nameTier(query, other) !== null) return 3;
  const all = [...own, ...other].join(" ");
  return query.split(" ").every((w) => all.includes(w)) ? 4 : null;
}

/**
 * Abbreviations fans type for series that are named in full (the leagues in the data and the
 * Test championship). A query that is one of them is searched as the full name too.
 */
export const SERIES_ABBREVIATIONS: Readonly<Record<string, string>> = {
  ipl: "indian premier league",
  wpl: "women's premier league",
  bbl: "big bash league",
  wbbl: "women's big bash league",
  psl: "pakistan super league",
  cpl: "caribbean premier league",
  ilt20: "international league t20",
  mlc: "major league cricket",
  wtc: "world test championship",
  bgt: "border-gavaskar trophy",
};

/** What to search for a normalised query: itself and, for a known abbreviation, its full name. */
export function searchTerms(query: string): string[] {
  const full = SERIES_ABBREVIATIONS[query];
  return full ? [query, full] : [query];
}

/** Whether the query asks for women's cricket ("women", "women's", "wpl"): men's sides and series come first otherwise. */
export function asksForWomen(query: string): boolean {
  return searchTerms(query).some((term) => wordsOf(term).some((w) => /^wom[ae]n'?s?$/.test(w)));
}

/** Words that do not tell one series from another ("ICC", "Men's", "Cricket"…). */
const GENERIC_SERIES_WORDS: ReadonlySet<string> = new Set(["icc", "the", "men's", "mens", "men", "cricket", "series", "of"]);

/**
 * Words of a series' name (without season) the query did not ask for, generic ones aside:
 * "world cup" leaves 0 of "ICC Cricket World Cup", 1 of "ICC Men's T20 World Cup", 3 of
 * "ICC Men's T20 World Cup Asia Qualifier". Fewer means the series the query names.
 */
export function unaskedWords(query: string, family: string): number {
  const asked = searchTerms(query).flatMap(wordsOf);
  return wordsOf(normaliseText(family)).filter((w) => !GENERIC_SERIES_WORDS.has(w) && !asked.some((q) => w.startsWith(q))).length;
}

/** What a source knows of a hit beyond its names, to order hits that match equally well. */
export interface Standing {
  /** a team's or series' gender; null where it does not apply (players, venues, stories) */
  gender: "male" | "female" | null;
  /** an international side or series (null: does not apply) */
  international: boolean | null;
  /** a player's matches in the data (0 when unknown or none) */
  matches: number;
  /** YYYY-MM-DD: a series' start, a player's or report's latest match (null: unknown) */
  latest: string | null;
  /** a series' name without its season ("The Ashes"), null for other kinds */
  family: string | null;
}

/** A hit being ranked: what matched and how, and its standing. */
export interface Candidate {
  kind: SearchKind;
  name: string;
  tier: Tier;
  /** near misses: summed edit distance (0 otherwise) */
  score: number;
  standing: Standing;
}

/**
 * The tier a hit ranks by. Editions of a series differ in how their names are spelt ("World Cup
 * 2019", "ICC Cricket World Cup 2023/24"), so any match of a series' own name ranks as exact and
 * unasked words then tell the series apart; "india" thus lists India's series right after the team.
 */
const rankTier = (c: { kind: SearchKind; tier: Tier }): number => (c.kind === "series" && c.tier <= 2 ? 0 : c.tier);

/**
 * The order of hits for a query (pure): how well the name matches (tier, then typing distance),
 * then kind; among equals the gender asked for (men's unless the query says women), a series the
 * query names with fewer unasked words, internationals before clubs, players with more matches,
 * the latest edition or match, the shorter name.
 */
export function compareHits(query: string): (a: Candidate, b: Candidate) => number {
  const wanted = asksForWomen(query) ? "female" : "male";
  const genderRank = (c: Candidate) => (c.standing.gender === null || c.standing.gender === wanted ? 0 : 1);
  const unasked = new Map<string, number>();
  const unaskedOf = (c: Candidate) => {
    const family = c.standing.family;
    if (family === null) return 0;
    let n = unasked.get(family);
    if (n === undefined) unasked.set(family, (n = unaskedWords(query, family)));
    return n;
  };
  const internationalRank = (c: Candidate) => (c.standing.international === false ? 1 : 0);
  return (a, b) =>
    rankTier(a) - rankTier(b) ||
    a.score - b.score ||
    KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
    genderRank(a) - genderRank(b) ||
    unaskedOf(a) - unaskedOf(b) ||
    internationalRank(a) - internationalRank(b) ||
    b.standing.matches - a.standing.matches ||
    (b.standing.latest ?? "").localeCompare(a.standing.latest ?? "") ||
    a.name.length - b.name.length ||
    a.name.localeCompare(b.name);
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
