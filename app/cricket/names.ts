/**
 * Player names for display. Cricsheet names are "initials + surname" ("KA Maharaj", "Q de Kock")
 * or full names ("Mustafizur Rahman"); scorecards use the short form in dismissals.
 */
import type { PersonId } from "./types.ts";

export interface PlayerRef {
  id: PersonId;
  /** Cricsheet name without its disambiguation suffix ("Arshad Khan (2)" → "Arshad Khan"). */
  name: string;
  /**
   * Surname-style short name ("Maharaj", "de Kock", "Rashid Khan"), or the whole name when another
   * person of the match shares that short name ("RG Sharma" beside "AR Sharma"): see matchShortName.
   */
  shortName: string;
}

/**
 * Leading initials: all-capital tokens of 1–5 letters. Cricsheet uses up to five
 * ("PHKD Mendis", "CBRLS Kumara"), so the limit is wider than the common 1–3.
 */
const INITIALS_TOKEN = /^[A-Z]{1,5}$/;
/** Cricsheet tells apart people with the same name by a numeric suffix: "Arshad Khan (2)". */
const DISAMBIGUATION_SUFFIX = /\s*\(\d+\)$/;

export function displayName(cricsheetName: string): string {
  return cricsheetName.replace(DISAMBIGUATION_SUFFIX, "").trim();
}

/**
 * "KA Maharaj" → "Maharaj", "Q de Kock" → "de Kock", "AB de Villiers" → "de Villiers";
 * names without leading initials ("Mustafizur Rahman", "Rashid Khan") stay whole. A name made
 * only of capital tokens keeps its last token rather than becoming empty.
 */
export function shortName(cricsheetName: string): string {
  const tokens = displayName(cricsheetName)
    .split(/\s+/)
    .filter((token) => token !== "");
  let firstKept = 0;
  while (firstKept < tokens.length - 1 && INITIALS_TOKEN.test(tokens[firstKept] ?? "")) firstKept += 1;
  return tokens.slice(firstKept).join(" ");
}

/** The id's Cricsheet name, or the id itself when no name is known. */
export function nameOf(names: Readonly<Record<PersonId, string>>, id: PersonId): string {
  return names[id] ?? id;
}

/** Short names held by more than one person of a match, cached per names object (and re-made if it grew). */
const sharedCache = new WeakMap<object, { size: number; shared: ReadonlySet<string> }>();

function sharedShortNames(names: Readonly<Record<PersonId, string>>): ReadonlySet<string> {
  const all = Object.values(names);
  const cached = sharedCache.get(names);
  if (cached !== undefined && cached.size === all.length) return cached.shared;
  const seen = new Map<string, Set<string>>();
  for (const name of all) {
    const short = shortName(name);
    const people = seen.get(short) ?? new Set<string>();
    people.add(displayName(name));
    seen.set(short, people);
  }
  const shared = new Set([...seen].filter(([, people]) => people.size > 1).map(([short]) => short));
  sharedCache.set(names, { size: all.length, shared });
  return shared;
}

/**
 * The name running text uses for a person of a match: the short name, unless another person of the
 * same match (`names` is the match's registry) shares it, then the whole name, so a line never reads
 * "Sharma comes in for Sharma" but "RG Sharma comes in for AR Sharma". Every text that shortens a
 * match's names goes through here (or playerRef, which calls it).
 */
export function matchShortName(names: Readonly<Record<PersonId, string>>, id: PersonId): string {
  const name = nameOf(names, id);
  const short = shortName(name);
  return sharedShortNames(names).has(short) ? displayName(name) : short;
}

export function playerRef(names: Readonly<Record<PersonId, string>>, id: PersonId): PlayerRef {
  return { id, name: displayName(nameOf(names, id)), shortName: matchShortName(names, id) };
}
