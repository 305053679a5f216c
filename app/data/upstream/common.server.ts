import { normaliseOvers } from "../../cricket/overs.ts";
import { formatTwoDecimals } from "../../cricket/rates.ts";
import { dateInZone, isValidTimeZone, zoneOffset } from "../../cricket/time.ts";
import type { InningsScore, MatchState, PlayerRef, TeamRef, VenueRef } from "../schemas.ts";
import type { PersonWire, TeamWire, VenueWire } from "./wire.server.ts";

/** Mapping helpers shared by the response families. */

/** Provider overs (19.6, "4", 104.5) as the domain's text: 19.6 → "20", 104.5 → "104.5"; missing → "0". */
export function oversText(value: unknown): string {
  if (value === undefined || value === null || value === "") return "0";
  const overs = normaliseOvers(value);
  return overs === "N/A" ? "N/A" : String(overs);
}

/**
 * Over.ball notation as the provider wrote it, not rolled over (fall of wickets: "4.6", "19.6"; the
 * core's positionLabel does the same for Cricsheet data); missing → "0".
 */
export function notationText(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value) || value < 0) return "0";
  return String(Number(value.toFixed(1)));
}

/** A provider rate (strike rate, economy, run rate) with two decimals, or the computed fallback. */
export function rateText(value: number | undefined, fallback: () => string): string {
  return value === undefined || !Number.isFinite(value) ? fallback() : formatTwoDecimals(value);
}

/**
 * Provider states → the domain's. The provider writes them in mixed case ("Complete", "complete");
 * "Upcoming" (not yet in the preview window) is the domain's "Scheduled"; abandoned or cancelled
 * matches are over ("Complete", the status text says why); rain/bad-light stoppages are "Delay";
 * tea and dinner are intervals like lunch. Anything else: "Complete" when the provider flags the
 * match complete, otherwise "In Progress".
 */
export function matchState(raw: string | undefined, complete?: boolean): MatchState {
  const state = (raw ?? "").trim().toLowerCase();
  switch (state) {
    case "preview":
      return "Preview";
    case "toss":
      return "Toss";
    case "upcoming":
    case "scheduled":
      return "Scheduled";
    case "in progress":
    case "inprogress":
    case "live":
    case "drinks":
      return "In Progress";
    case "innings break":
      return "Innings Break";
    case "lunch":
    case "tea":
    case "dinner":
      return "Lunch";
    case "stumps":
      return "Stumps";
    case "delay":
    case "delayed":
    case "rain":
    case "wet outfield":
    case "bad light":
      return "Delay";
    case "complete":
    case "completed":
    case "result":
    case "abandon":
    case "abandoned":
    case "cancelled":
    case "no result":
      return "Complete";
  }
  if (complete) return "Complete";
  if (state === "") return "Scheduled";
  return "In Progress";
}

/** "TEST" → "Test" (the domain's spelling); other formats as the provider writes them ("T20", "ODI"). */
export function formatName(raw: string | undefined): string {
  const format = (raw ?? "").trim();
  return format.toUpperCase() === "TEST" ? "Test" : format;
}

/** Multi-day formats number innings 1–4 without super overs. */
export function isMultiDayFormat(raw: string | undefined): boolean {
  return /^(test|fc|mdm|4day|first.?class)$/i.test((raw ?? "").trim());
}

/** "league" → "League": the spec's typeMatches groups are capitalised. */
export function matchTypeGroup(raw: string | undefined, women = false): string {
  if (women) return "Women";
  const type = (raw ?? "").trim();
  if (type === "") return "";
  return type.charAt(0).toUpperCase() + type.slice(1).toLowerCase();
}

export function teamRef(team: TeamWire): TeamRef {
  const id = team.teamid ?? team.id;
  const name = team.teamname ?? team.name;
  if (id === undefined || !name) throw new Error("a team without id or name");
  return { id, name, shortName: team.teamsname || team.shortname || name };
}

export function teamIdOf(team: TeamWire): number | undefined {
  return team.teamid ?? team.id;
}

export function playerRef(id: number | string | undefined, name: string | undefined, shortName?: string): PlayerRef {
  const full = (name ?? "").trim();
  const short = (shortName ?? "").trim();
  return { id: id === undefined || id === 0 ? "" : String(id), name: full || short, shortName: short || full };
}

export function personRef(person: PersonWire): PlayerRef | null {
  if (!person) return null;
  const name = person.fullname || person.name;
  if (!name) return null;
  return playerRef(person.id, name, person.nickname || person.name);
}

export function personName(person: PersonWire): string | null {
  const name = (person?.name || person?.fullname || "").trim();
  return name === "" ? null : name;
}

// ── Time zones ─────────────────────────────────────────────────────────────────────────────────

/**
 * The provider gives venues a UTC offset ("+05:30") valid at match time, not a zone. Mapping:
 * 1. a country the lowercase `venueinfo` names, when that country has one zone and the zone's offset
 *    at the match's start equals the provider's (England +01:00 in June → Europe/London);
 * 2. offsets only one cricket region uses all year: +05:30 → Asia/Kolkata (Sri Lanka shares the
 *    offset and has no daylight saving either, so local times read the same), +05:45 →
 *    Asia/Kathmandu, +04:30 → Asia/Kabul;
 * 3. otherwise the offset itself as a fixed-offset zone ("-04:00", "+01:00"), which Intl accepts;
 * 4. no offset at all: "UTC" (the spec's fallback).
 */
const UNAMBIGUOUS_OFFSETS: Record<string, string> = {
  "+05:30": "Asia/Kolkata",
  "+05:45": "Asia/Kathmandu",
  "+04:30": "Asia/Kabul",
};

const COUNTRY_ZONES: Record<string, string> = {
  india: "Asia/Kolkata",
  "sri lanka": "Asia/Colombo",
  pakistan: "Asia/Karachi",
  bangladesh: "Asia/Dhaka",
  nepal: "Asia/Kathmandu",
  afghanistan: "Asia/Kabul",
  "united arab emirates": "Asia/Dubai",
  uae: "Asia/Dubai",
  oman: "Asia/Muscat",
  qatar: "Asia/Qatar",
  england: "Europe/London",
  wales: "Europe/London",
  scotland: "Europe/London",
  "united kingdom": "Europe/London",
  ireland: "Europe/Dublin",
  netherlands: "Europe/Amsterdam",
  "new zealand": "Pacific/Auckland",
  "south africa": "Africa/Johannesburg",
  zimbabwe: "Africa/Harare",
  namibia: "Africa/Windhoek",
  kenya: "Africa/Nairobi",
  malaysia: "Asia/Kuala_Lumpur",
  singapore: "Asia/Singapore",
  "hong kong": "Asia/Hong_Kong",
  spain: "Europe/Madrid",
  malta: "Europe/Malta",
  italy: "Europe/Rome",
  denmark: "Europe/Copenhagen",
  cyprus: "Asia/Nicosia",
};

/** "+5:30", "+0530", "05:30" → "+05:30"; null when not an offset. */
export function normaliseOffset(raw: string): string | null {
  const match = /^(?:UTC|GMT)?\s*([+-]?)(\d{1,2})(?::?(\d{2}))?$/i.exec(raw.trim());
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? "0");
  if (hours > 14 || minutes > 59) return null;
  return `${match[1] === "-" ? "-" : "+"}${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
}

function offsetMs(offset: string): number {
  const sign = offset.startsWith("-") ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(":").map(Number);
  return sign * ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
}

export function venueTimeZone(rawZone: string | undefined, country: string | undefined, at: number): string {
  const raw = (rawZone ?? "").trim();
  if (raw === "") return "UTC";
  if (raw.includes("/") && isValidTimeZone(raw)) return raw; // already an IANA name
  const offset = normaliseOffset(raw);
  if (!offset) return isValidTimeZone(raw) ? raw : "UTC";
  const countryZone = COUNTRY_ZONES[(country ?? "").trim().toLowerCase()];
  if (countryZone && zoneOffset(at, countryZone) === offsetMs(offset)) return countryZone;
  return UNAMBIGUOUS_OFFSETS[offset] ?? offset;
}

export function venueRef(venue: VenueWire | undefined, at: number): VenueRef | null {
  const name = venue?.ground || venue?.name;
  if (!venue || !name) return null;
  return {
    id: venue.id ?? null,
    name,
    city: venue.city || null,
    timeZone: venueTimeZone(venue.timezone, venue.country, at),
  };
}

/** YYYY-MM-DD of an instant in a zone. */
export function localDate(instant: number, timeZone: string): string {
  return dateInZone(instant, timeZone);
}

/** YYYY-MM-DD of an instant in UTC. */
export function utcDate(instant: number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

// ── Innings scores ─────────────────────────────────────────────────────────────────────────────

export interface WireInningsScore {
  inningsId: number | undefined;
  teamId: number;
  runs: number | undefined;
  wickets: number | undefined;
  overs: unknown;
  declared: boolean | undefined;
}

/**
 * Innings in play order (by the provider's innings id). In limited-overs matches innings after the
 * second are super overs. Missing runs/wickets are zero (the provider omits zero values).
 */
export function inningsScores(entries: WireInningsScore[], format: string | undefined): InningsScore[] {
  const multiDay = isMultiDayFormat(format);
  return entries
    .map((entry, index) => ({ entry, inningsNo: entry.inningsId && entry.inningsId > 0 ? entry.inningsId : index + 1 }))
    .sort((a, b) => a.inningsNo - b.inningsNo)
    .map(({ entry, inningsNo }) => ({
      inningsNo,
      teamId: entry.teamId,
      runs: entry.runs ?? 0,
      wickets: entry.wickets ?? 0,
      overs: oversText(entry.overs),
      declared: entry.declared === true,
      superOver: !multiDay && inningsNo > 2,
    }));
}

/** Match ids are positive whole numbers; anything else is unknown without asking the provider. */
export function validId(id: number): boolean {
  return Number.isSafeInteger(id) && id > 0;
}
