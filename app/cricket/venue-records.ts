/**
 * A ground's records (docs/product/content-areas.md#venue-page: the 'STATS - TEST' block) and its venues grouped by
 * country (Venues tab). Two sources feed the block:
 * - stored records (the embedded source: one row per format and gender, kept from the balls by the
 *   venue_records triggers) → `venueRecordBlock`;
 * - the provider's key/value pairs (`venueStats[]`) → `venueStatsBlock`, by the spec's rules.
 */
import { formatScore } from "./score.ts";
import { isValidTimeZone, zoneOffset } from "./time.ts";
import { dayText } from "./day-text.ts";

export interface VenueStatsRow {
  label: string;
  value: string;
  /** 'Highest total recorded' and 'Lowest total recorded' stand out */
  highlight: boolean;
}

export interface VenueStatsBlock {
  /** "STATS - TEST" */
  title: string;
  rows: VenueStatsRow[];
}

/** A record innings: who made it, against whom, when. */
export interface RecordInnings {
  runs: number;
  wickets: number;
  allOut: boolean;
  declared: boolean;
  team: string;
  opponent: string;
  /** YYYY-MM-DD */
  date: string;
}

/** One format's stored records at a ground (a venue_records row, its record innings described). */
export interface VenueRecord {
  /** "Test", "ODI", "T20", … */
  format: string;
  gender: "male" | "female";
  /** finished matches with a result line */
  matches: number;
  wonBattingFirst: number;
  wonBattingSecond: number;
  firstInningsRuns: number;
  firstInnings: number;
  highest: RecordInnings | null;
  /** lowest all-out total */
  lowest: RecordInnings | null;
}

export const HIGHEST_TOTAL = "Highest total recorded";
export const LOWEST_TOTAL = "Lowest total recorded";

function describe(innings: RecordInnings): string {
  const score = formatScore({ runs: innings.runs, wickets: innings.allOut ? 10 : innings.wickets, declared: innings.declared });
  return `${score} by ${innings.team} vs ${innings.opponent}, ${dayText(innings.date)}`;
}

const share = (n: number, of: number) => (of > 0 ? `${n} (${Math.round((100 * n) / of)}%)` : String(n));

/** The average first-innings score, rounded to a run; null without a first innings. */
export function averageFirstInnings(record: Pick<VenueRecord, "firstInningsRuns" | "firstInnings">): number | null {
  return record.firstInnings > 0 ? Math.round(record.firstInningsRuns / record.firstInnings) : null;
}

/**
 * One format's block: matches, wins batting first and chasing (bowling first), draws and other
 * results, the average first-innings score, the highest and lowest (all out) totals.
 */
export function venueRecordBlock(record: VenueRecord): VenueStatsBlock {
  const format = record.format.toUpperCase();
  const others = record.matches - record.wonBattingFirst - record.wonBattingSecond;
  const average = averageFirstInnings(record);
  const rows: (VenueStatsRow | null)[] = [
    { label: "Total matches", value: String(record.matches), highlight: false },
    { label: "Matches won batting first", value: share(record.wonBattingFirst, record.matches), highlight: false },
    { label: "Matches won bowling first", value: share(record.wonBattingSecond, record.matches), highlight: false },
    others > 0 ? { label: "Drawn, tied or no result", value: share(others, record.matches), highlight: false } : null,
    average === null ? null : { label: "Average 1st Inns scores", value: String(average), highlight: false },
    record.highest ? { label: HIGHEST_TOTAL, value: describe(record.highest), highlight: true } : null,
    record.lowest ? { label: LOWEST_TOTAL, value: describe(record.lowest), highlight: true } : null,
  ];
  return {
    title: `STATS - ${record.gender === "female" ? "WOMEN'S " : ""}${format}`,
    rows: rows.filter((row) => row !== null),
  };
}

/**
 * The provider's `venueStats[]` as the spec shows them under 'STATS - TEST': a value with line
 * breaks is split per line at its first hyphen into 'Average {First word, capitalised} Inns
 * scores' and the rest, skipping values already shown; other entries show key and value; the
 * highest and lowest totals are highlighted. An entry that cannot be read shows 'Error' / 'Data
 * processing error'.
 */
export function venueStatsBlock(entries: readonly { key?: string | undefined; value?: string | undefined }[]): VenueStatsBlock {
  const rows: VenueStatsRow[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const key = entry.key?.trim();
    const value = entry.value;
    if (!key || value === undefined) {
      rows.push({ label: "Error", value: "Data processing error", highlight: false });
      continue;
    }
    if (/\r?\n/.test(value)) {
      for (const line of value.split(/\r?\n/)) {
        const hyphen = line.indexOf("-");
        if (hyphen < 0) continue;
        const word = line.slice(0, hyphen).trim().split(/\s+/)[0] ?? "";
        const part = line.slice(hyphen + 1).trim();
        if (!word || !part || seen.has(part)) continue;
        seen.add(part);
        rows.push({ label: `Average ${word.charAt(0).toUpperCase()}${word.slice(1)} Inns scores`, value: part, highlight: false });
      }
      continue;
    }
    const highlight = key.toLowerCase() === HIGHEST_TOTAL.toLowerCase() || key.toLowerCase() === LOWEST_TOTAL.toLowerCase();
    rows.push({ label: key, value: value.trim(), highlight });
  }
  return { title: "STATS - TEST", rows };
}

/**
 * Venues by country (docs/product/content-areas.md#venues-tab): the country with most venues first (then by name),
 * grounds by name within it; a venue without a known country goes under "Other".
 */
export function venuesByCountry<V extends { name: string; country: string | null }>(
  venues: readonly V[],
): { country: string; venues: V[] }[] {
  const groups = new Map<string, V[]>();
  for (const venue of venues) {
    const country = venue.country?.trim() || "Other";
    groups.set(country, [...(groups.get(country) ?? []), venue]);
  }
  return [...groups]
    .map(([country, list]) => ({ country, venues: list.sort((a, b) => a.name.localeCompare(b.name)) }))
    .sort(
      (a, b) =>
        b.venues.length - a.venues.length ||
        Number(a.country === "Other") - Number(b.country === "Other") ||
        a.country.localeCompare(b.country),
    );
}

/** "+05:30" for a UTC offset in milliseconds. */
export function offsetText(offsetMs: number): string {
  const sign = offsetMs < 0 ? "-" : "+";
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * A ground's time zone as the spec shows it, 'UTC {offset}' ("UTC +05:30"): an offset as given,
 * or an IANA zone's offset at `instant` (summer and winter differ); null when unknown.
 */
export function utcOffsetLabel(zone: string | null, instant: number): string | null {
  if (!zone) return null;
  if (/^[+-]\d{2}:\d{2}$/.test(zone)) return `UTC ${zone}`;
  if (zone === "UTC" || !isValidTimeZone(zone)) return null;
  return `UTC ${offsetText(zoneOffset(instant, zone))}`;
}
