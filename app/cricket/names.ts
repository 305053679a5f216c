/**
 * Player names for display. Cricsheet names are "initials + surname" ("KA Maharaj", "Q de Kock")
 * or full names ("Mustafizur Rahman"); scorecards use the short form in dismissals.
 */
import type { PersonId } from "./types.ts";

export interface PlayerRef {
  id: PersonId;
  /** Cricsheet name without its disambiguation suffix ("Arshad Khan (2)" → "Arshad Khan"). */
  name: string;
  /** Surname-style short name ("Maharaj", "de Kock", "Rashid Khan"). */
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

export function playerRef(names: Readonly<Record<PersonId, string>>, id: PersonId): PlayerRef {
  const name = nameOf(names, id);
  return { id, name: displayName(name), shortName: shortName(name) };
}
