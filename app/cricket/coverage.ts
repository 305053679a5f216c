/**
 * What a career's (or a team's) figures leave out, said only where it applies (issue 30: "careers
 * say what they cover, precisely"). Cricsheet's data have known gaps — matches withheld, years
 * held thinly, play-offs missing — written down in the data's READMEs; each gap here is one rule
 * over the matches the figures are computed from, with the README sentence it rests on. A note
 * shows when one of those matches falls where the gap is (or when the first match of a format in
 * the data is so early that the career may have begun before the data does). Pure: no I/O.
 */
import type { CareerFormat } from "./career.ts";

/** A match the figures count, as the rules read it. */
export interface CoveredMatch {
  /** YYYY-MM-DD */
  startDate: string;
  format: CareerFormat;
  /** the side's gender: Cricsheet's "male" or "female" */
  gender: string;
  /** the competition's name and season, as stored ("Caribbean Premier League", "2024") */
  series: string;
  season: string;
  /** the side the player played for (or the team whose figures these are) */
  team: string;
}

/** Which matches a gap concerns: every given field must hold. */
export interface MatchFilter {
  formats?: readonly CareerFormat[];
  gender?: "male" | "female";
  series?: string;
  season?: string;
  /** on or after (YYYY-MM-DD) */
  from?: string;
  /** before (YYYY-MM-DD) */
  before?: string;
  teams?: readonly string[];
}

export interface KnownGap {
  id: string;
  /** what the page says, one sentence; "{formats}" becomes the formats of the filters that matched ("ODIs and T20Is") */
  note: string;
  /** the sentence of the data's README (or the record) the gap rests on */
  source: string;
  /** the gap concerns the figures when one of their matches passes one of these filters */
  anyMatch?: readonly MatchFilter[];
  /** or when their first match of this format in the data is before this date */
  firstBefore?: { format: CareerFormat; date: string };
}

const HISTORY_README = "../shared/data/cricsheet-history/README.md";
const WORLD_README = "../shared/data/cricsheet-world/README.md";

/**
 * Known gaps of the default data (bundle + history + world), in the order the page lists them.
 * Afghanistan's first men's international of each format: ODI 19 April 2009, T20I 1 February 2010,
 * Test 14 June 2018 (ICC records); before those there was no match to withhold. Their Tests have
 * been against six sides only (India, Ireland, Bangladesh, West Indies, Zimbabwe, Sri Lanka, to
 * January 2026), so an England or Australia Test career misses none.
 */
export const KNOWN_GAPS: readonly KnownGap[] = [
  {
    id: "tests-before-2001",
    note: "Tests before 19 December 2001 are not in the data, so earlier Tests are not counted.",
    source: `${HISTORY_README}: "Together they give complete Test careers for players who debuted after 2001 (Cricsheet holds most Tests since December 2001, not all […])"`,
    // A first Test within a year of the data's first (19 December 2001) may not be a debut.
    firstBefore: { format: "Test", date: "2002-12-19" },
  },
  {
    id: "odis-before-2006",
    note: "ODIs before 2006 are incomplete: Cricsheet holds few of them (79 men's ODIs in 2004) and none before 29 December 2002.",
    source: `${WORLD_README}: "ODIs before 2006 are thin (79 men's ODIs in 2004)"; odis_json.zip dates 2002-12-29 – 2025-08-19`,
    anyMatch: [{ formats: ["ODI"], before: "2006-01-01" }],
  },
  {
    id: "afghanistan-withheld",
    note: "Cricsheet withholds men's internationals against Afghanistan: any {formats} against them are not in the data.",
    source: `${WORLD_README}: "Afghanistan's men's matches are withheld by Cricsheet's current policy (e.g. V Kohli: 299 of 302 ODIs, 118 of 125 T20Is here)"`,
    anyMatch: [
      {
        formats: ["Test"],
        gender: "male",
        from: "2018-06-14",
        teams: ["India", "Ireland", "Bangladesh", "West Indies", "Zimbabwe", "Sri Lanka"],
      },
      { formats: ["ODI"], gender: "male", from: "2009-04-19" },
      { formats: ["T20I"], gender: "male", from: "2010-02-01" },
    ],
  },
  {
    id: "cpl-2024-playoffs",
    note: "The Caribbean Premier League 2024 play-offs are not in the data.",
    source: `${WORLD_README}: "CPL 2024 lacks its play-offs" (the four sides at the top of the league stage played them)`,
    anyMatch: [
      {
        series: "Caribbean Premier League",
        season: "2024",
        teams: ["St Lucia Kings", "Guyana Amazon Warriors", "Trinbago Knight Riders", "Barbados Royals"],
      },
    ],
  },
  {
    id: "psl-2025-final",
    note: "The Pakistan Super League 2025 final is not in the data.",
    source: `${WORLD_README}: "PSL 2025 lacks its final" (Quetta Gladiators, winners of Qualifier 1, v Lahore Qalandars, winners of Qualifier 2)`,
    anyMatch: [{ series: "Pakistan Super League", season: "2025", teams: ["Quetta Gladiators", "Lahore Qalandars"] }],
  },
  {
    id: "no-mlc-2025",
    note: "Major League Cricket 2025 is not in the data (the latest season here is 2024).",
    source: `${WORLD_README}: "no MLC 2025"`,
    anyMatch: [{ series: "Major League Cricket", season: "2024" }],
  },
];

function passes(match: CoveredMatch, filter: MatchFilter): boolean {
  return (
    (!filter.formats || filter.formats.includes(match.format)) &&
    (!filter.gender || match.gender === filter.gender) &&
    (!filter.series || match.series === filter.series) &&
    (!filter.season || match.season === filter.season) &&
    (!filter.from || match.startDate >= filter.from) &&
    (!filter.before || match.startDate < filter.before) &&
    (!filter.teams || filter.teams.includes(match.team))
  );
}

const PLURAL: Record<CareerFormat, string> = { Test: "Tests", ODI: "ODIs", T20I: "T20Is", IPL: "IPL matches", "Other T20s": "T20s" };

/** The formats named by the filters some match passes, in the order first named ("Tests, ODIs and T20Is"). */
function formatsText(filters: readonly MatchFilter[]): string {
  const formats = [...new Set(filters.flatMap((filter) => filter.formats ?? []))].map((format) => PLURAL[format]);
  return formats.length <= 1 ? (formats[0] ?? "matches") : `${formats.slice(0, -1).join(", ")} and ${formats.at(-1)}`;
}

/** A gap as it concerns some figures: the note with its formats filled in. */
export interface CoverageNote {
  id: string;
  note: string;
  source: string;
}

/** The note of a gap if it concerns figures computed from these matches, else null. */
export function gapNote(gap: KnownGap, matches: readonly CoveredMatch[]): CoverageNote | null {
  const matched = (gap.anyMatch ?? []).filter((filter) => matches.some((match) => passes(match, filter)));
  let applies = matched.length > 0;
  if (!applies && gap.firstBefore) {
    const { format, date } = gap.firstBefore;
    const first = matches
      .filter((m) => m.format === format)
      .reduce<string | null>((min, m) => (min === null || m.startDate < min ? m.startDate : min), null);
    applies = first !== null && first < date;
  }
  if (!applies) return null;
  const formats = [...(gap.anyMatch ?? [])].filter((filter) => matched.includes(filter));
  return { id: gap.id, note: gap.note.replace("{formats}", formatsText(formats)), source: gap.source };
}

/** The notes that apply to figures computed from these matches, in KNOWN_GAPS order. */
export function coverageNotes(matches: readonly CoveredMatch[], gaps: readonly KnownGap[] = KNOWN_GAPS): CoverageNote[] {
  return gaps.flatMap((gap) => gapNote(gap, matches) ?? []);
}
