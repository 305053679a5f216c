import { BATTING_HEADERS, BOWLING_HEADERS, CAREER_FORMATS, hideEmpty, type CareerTable } from "../../cricket/career.ts";
import type { PlayersData } from "../contract.ts";
import { playerProfileSchema as profileSchema, type CareerMatch, type PlayerProfile } from "../schemas.ts";
import type { UpstreamClient } from "./client.server.ts";
import { storyListFromJson } from "./news.server.ts";
import { careerFromJson, playerProfileFromJson, statsTableFromJson, type Career, type StatsTable } from "./stats.server.ts";
import { mapChecked } from "./wire.server.ts";

/**
 * The players area over the provider: `stats/v1/player/{id}` (personal info, teams, bio),
 * `/batting` and `/bowling` (career tables: one row per statistic, one column per format — turned
 * round into the spec's headers, one row per format), `/career` (debut and last match per format)
 * and `/news` (its stories; no sample, read as other story lists). Only the profile call is
 * required: the others may fail, leaving their part empty. The provider's ids are numbers.
 */

/** The provider's row names for each of the spec's headers. */
const BATTING_ROWS: Record<(typeof BATTING_HEADERS)[number], string> = {
  M: "Matches",
  Inn: "Innings",
  NO: "Not Out",
  Runs: "Runs",
  HS: "Highest",
  Avg: "Average",
  BF: "Balls",
  SR: "SR",
  "100": "100s",
  "200": "200s",
  "50": "50s",
  "4s": "Fours",
  "6s": "Sixes",
};
const BOWLING_ROWS: Record<(typeof BOWLING_HEADERS)[number], string> = {
  M: "Matches",
  Inn: "Innings",
  B: "Balls",
  Runs: "Runs",
  Wkts: "Wickets",
  BBI: "BBI",
  BBM: "BBM",
  Econ: "Eco",
  Avg: "Avg",
  SR: "SR",
  "5W": "5w",
  "10W": "10w",
};

/** The provider's format names ("T20" is its T20I column, "t20" in the career list). */
function formatName(raw: string): string {
  const name = raw.trim();
  const known: Record<string, string> = { test: "Test", odi: "ODI", t20: "T20I", t20i: "T20I", ipl: "IPL" };
  return known[name.toLowerCase()] ?? name;
}

const formatOrder = (format: string) => {
  const index = (CAREER_FORMATS as readonly string[]).indexOf(format);
  return index === -1 ? CAREER_FORMATS.length : index;
};

/** A provider table (statistics down, formats across) as the spec's: formats down, headers across. */
export function careerTableFromStats(stats: StatsTable, headers: readonly string[], rowNames: Record<string, string>): CareerTable {
  const byName = new Map(stats.rows.map((row) => [row[0]?.trim().toLowerCase() ?? "", row]));
  const formats = stats.headers.slice(1);
  const rows = formats.map((format, column) => ({
    format: formatName(format),
    values: headers.map((header) => byName.get(rowNames[header]!.toLowerCase())?.[column + 1]?.trim() || "-"),
  }));
  rows.sort((a, b) => formatOrder(a.format) - formatOrder(b.format));
  return hideEmpty({ headers: [...headers], rows });
}

/** "vs Zimbabwe,  2016-06-18, Harare Sports Club" → its date and title; null for 'Not played'. */
function careerMatch(text: string | null, matchId: number | null): CareerMatch | null {
  if (!text || /^not played$/i.test(text.trim())) return null;
  const parts = text.split(",").map((part) => part.trim());
  const dateIndex = parts.findIndex((part) => /^\d{4}-\d{2}-\d{2}$/.test(part));
  const date = dateIndex === -1 ? null : parts[dateIndex]!;
  const title = parts.filter((_, i) => i !== dateIndex && parts[i] !== "").join(", ");
  return { matchId, date, title };
}

export function spansFromCareer(entries: Career): PlayerProfile["spans"] {
  return entries
    .map((entry) => ({
      format: formatName(entry.format),
      matches: null,
      debut: careerMatch(entry.debut, entry.debutMatchId),
      last: careerMatch(entry.lastPlayed, entry.lastPlayedMatchId),
    }))
    .filter((span) => span.debut || span.last)
    .sort((a, b) => formatOrder(a.format) - formatOrder(b.format));
}

/**
 * The profile's `rankings` (`{bat: {testRank, testBestRank, odiBestRank, …}, bowl: {…}}`): per
 * discipline and format the current rank, else the best as "Best: 4"; a discipline with neither is left out
 * (none at all: the page's empty state).
 */
export function rankingsOf(raw: Record<string, Record<string, string>>): PlayerProfile["rankings"] {
  // (the wire parser lowercases keys: testrank, testbestrank)
  const rank = (block: Record<string, string> | undefined, format: string) => {
    const key = (name: string) =>
      Object.entries(block ?? {})
        .find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1]
        ?.trim();
    const current = key(`${format}Rank`);
    const best = key(`${format}BestRank`);
    const position = current || (best ? `Best: ${best}` : null);
    return position ? { position, rating: null } : null;
  };
  const rows = (
    [
      ["Batting", raw.bat],
      ["Bowling", raw.bowl],
    ] as const
  )
    .map(([discipline, block]) => ({ discipline, test: rank(block, "test"), odi: rank(block, "odi"), t20: rank(block, "t20") }))
    .filter((row) => row.test || row.odi || row.t20);
  // The provider's profile says no day its ranks stand on.
  return { source: "icc", asOf: { test: null, odi: null, t20: null }, rows };
}

/** `/news`: no sample of it exists, so a shape other than a story list leaves the related articles empty. */
function newsOf(json: unknown) {
  try {
    return storyListFromJson(json).stories;
  } catch (error) {
    console.error(`player news: ${(error as Error).message}`);
    return [];
  }
}

/** The five answers of a profile as the domain's (the profile's JSON is required, the rest may be null). */
export function playerFromJson(parts: {
  profile: unknown;
  batting: unknown;
  bowling: unknown;
  career: unknown;
  news: unknown;
}): PlayerProfile {
  const info = playerProfileFromJson(parts.profile);
  const batting = parts.batting == null ? null : statsTableFromJson(parts.batting);
  const bowling = parts.bowling == null ? null : statsTableFromJson(parts.bowling);
  const career = parts.career == null ? [] : careerFromJson(parts.career);
  const stories = parts.news == null ? [] : newsOf(parts.news);
  const empty = (headers: readonly string[]) => ({ headers: [...headers], rows: [] });
  return mapChecked(profileSchema, "player", () => ({
    id: info.player.id,
    name: info.player.name,
    country: info.country,
    born: info.born,
    birthPlace: info.birthPlace,
    role: info.role,
    roleBasis: null,
    battingStyle: info.battingStyle,
    bowlingStyle: info.bowlingStyle,
    bio: info.bio,
    bioBasis: null,
    faceImageId: info.faceImageId,
    rankings: rankingsOf(info.rankings),
    teams: info.teams.map((team) => ({ id: team.id, name: team.name, matches: null })),
    batting: batting ? careerTableFromStats(batting, BATTING_HEADERS, BATTING_ROWS) : empty(BATTING_HEADERS),
    bowling: bowling ? careerTableFromStats(bowling, BOWLING_HEADERS, BOWLING_ROWS) : empty(BOWLING_HEADERS),
    spans: spansFromCareer(career),
    recentForm: [],
    coverage: null,
    stories,
  }));
}

export function upstreamPlayers(client: UpstreamClient): PlayersData {
  return {
    player: async (id) => {
      if (!/^\d{1,10}$/.test(id)) return null;
      const base = `/stats/v1/player/${Number(id)}`;
      const optional = (path: string) =>
        client.getMatch(`${base}${path}`).catch((error: Error) => {
          console.error(`${base}${path}: ${error.message}`);
          return null;
        });
      const [profile, batting, bowling, career, news] = await Promise.all([
        client.getMatch(base),
        optional("/batting"),
        optional("/bowling"),
        optional("/career"),
        optional("/news"),
      ]);
      if (profile === null) return null;
      return playerFromJson({ profile, batting, bowling, career, news });
    },
  };
}
