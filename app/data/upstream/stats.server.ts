import { z } from "zod";
import { playerRefSchema } from "../schemas.ts";
import { playerRef } from "./common.server.ts";
import { int, mapChecked, optStr, parseWire } from "./wire.server.ts";

/**
 * `stats/v1/…`: player profiles, career tables, trending players, ICC rankings, standings and top
 * stats. Not part of CricketData yet; these mappers give later pages a clean, validated shape.
 * Tables (`{headers: [...], values: [{values: [...]}]}`) are kept as tables of text: the provider's
 * numbers are display text ("33.58", "69.440", "-").
 */

export const statsTableSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(z.array(z.string())),
});
export type StatsTable = z.infer<typeof statsTableSchema>;

const cell = z.union([z.string(), z.number().transform(String)]);
const tableWire = z.object({
  headers: z.array(cell).optional().default([]),
  values: z
    .array(z.object({ values: z.array(cell).optional(), value: z.array(cell).optional() }))
    .optional()
    .default([]),
});

function table(wire: z.infer<typeof tableWire>): StatsTable {
  return { headers: wire.headers, rows: wire.values.map((row) => row.values ?? row.value ?? []) };
}

/** `stats/v1/player/{id}/batting|bowling`, `stats/v1/topstats/0?statsType=…`: a table of text. */
export function statsTableFromJson(json: unknown): StatsTable {
  const wire = parseWire(tableWire, json, "stats table");
  return mapChecked(statsTableSchema, "stats table", () => table(wire));
}

// ── Player profile ─────────────────────────────────────────────────────────────────────────────

export const playerProfileSchema = z.object({
  player: playerRefSchema,
  role: z.string().nullable(),
  battingStyle: z.string().nullable(),
  bowlingStyle: z.string().nullable(),
  country: z.string().nullable(),
  born: z.string().nullable(),
  birthPlace: z.string().nullable(),
  height: z.string().nullable(),
  bio: z.string().nullable(),
  faceImageId: z.string().nullable(),
  teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
  rankings: z.record(z.string(), z.record(z.string(), z.string())),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;

const text = (value: string | undefined) => value?.trim() || null;

const playerWire = z.object({
  id: int,
  name: z.string(),
  nickname: optStr,
  role: optStr,
  bat: optStr,
  bowl: optStr,
  intlteam: optStr,
  dobformat: optStr,
  dob: optStr,
  birthplace: optStr,
  height: optStr,
  bio: optStr,
  faceimageid: optStr,
  teamnameids: z
    .array(z.object({ teamid: int, teamname: z.string() }))
    .optional()
    .catch(undefined),
  rankings: z.record(z.string(), z.record(z.string(), cell)).optional().catch(undefined),
});

/** `stats/v1/player/{id}`. The bio is HTML in places; it is passed on as the provider wrote it. */
export function playerProfileFromJson(json: unknown): PlayerProfile {
  const wire = parseWire(playerWire, json, "player");
  return mapChecked(playerProfileSchema, "player", () => ({
    player: playerRef(wire.id, wire.name, wire.nickname),
    role: text(wire.role),
    battingStyle: text(wire.bat),
    bowlingStyle: text(wire.bowl),
    country: text(wire.intlteam),
    born: text(wire.dobformat ?? wire.dob),
    birthPlace: text(wire.birthplace),
    height: text(wire.height),
    bio: text(wire.bio),
    faceImageId: text(wire.faceimageid),
    teams: (wire.teamnameids ?? []).map((t) => ({ id: t.teamid, name: t.teamname.trim() })),
    rankings: wire.rankings ?? {},
  }));
}

export const careerSchema = z.array(
  z.object({
    format: z.string(),
    debut: z.string().nullable(),
    lastPlayed: z.string().nullable(),
    debutMatchId: z.number().int().nullable(),
    lastPlayedMatchId: z.number().int().nullable(),
  }),
);
export type Career = z.infer<typeof careerSchema>;

const careerWire = z.object({
  values: z
    .array(
      z.object({
        name: z.string(),
        debut: optStr,
        lastplayed: optStr,
        debutmatchid: int.optional().catch(undefined),
        lastplayedmatchid: int.optional().catch(undefined),
      }),
    )
    .optional()
    .default([]),
});

/** `stats/v1/player/{id}/career`: debut and last match per format. */
export function careerFromJson(json: unknown): Career {
  const wire = parseWire(careerWire, json, "career");
  return mapChecked(careerSchema, "career", () =>
    wire.values.map((v) => ({
      format: v.name.trim(),
      debut: text(v.debut)?.replace(/\s+/g, " ") ?? null,
      lastPlayed: text(v.lastplayed)?.replace(/\s+/g, " ") ?? null,
      debutMatchId: v.debutmatchid ?? null,
      lastPlayedMatchId: v.lastplayedmatchid ?? null,
    })),
  );
}

// ── Lists ──────────────────────────────────────────────────────────────────────────────────────

export const trendingSchema = z.array(
  z.object({ player: playerRefSchema, team: z.string().nullable(), faceImageId: z.string().nullable() }),
);
export type Trending = z.infer<typeof trendingSchema>;

const trendingWire = z.object({
  player: z
    .array(z.object({ id: int, name: z.string(), teamname: optStr, faceimageid: optStr }))
    .optional()
    .default([]),
});

/** `stats/v1/player/trending`. */
export function trendingFromJson(json: unknown): Trending {
  const wire = parseWire(trendingWire, json, "trending players");
  return mapChecked(trendingSchema, "trending players", () =>
    wire.player.map((p) => ({ player: playerRef(p.id, p.name), team: text(p.teamname), faceImageId: text(p.faceimageid) })),
  );
}

export const rankingsSchema = z.array(
  z.object({
    rank: z.number().int(),
    player: playerRefSchema,
    country: z.string().nullable(),
    countryId: z.number().int().nullable(),
    rating: z.string(),
    points: z.string().nullable(),
    trend: z.string().nullable(),
    lastUpdated: z.string().nullable(),
    faceImageId: z.string().nullable(),
  }),
);
export type Rankings = z.infer<typeof rankingsSchema>;

const rankingsWire = z.object({
  rank: z
    .array(
      z.object({
        id: int,
        rank: int,
        name: z.string(),
        country: optStr,
        countryid: int.optional().catch(undefined),
        rating: cell,
        points: optStr,
        trend: optStr,
        lastupdatedon: optStr,
        faceimageid: optStr,
      }),
    )
    .optional()
    .default([]),
});

/** `stats/v1/rankings/{batsmen|bowlers|allrounders|teams}?formatType=test|odi|t20`. */
export function rankingsFromJson(json: unknown): Rankings {
  const wire = parseWire(rankingsWire, json, "rankings");
  return mapChecked(rankingsSchema, "rankings", () =>
    wire.rank.map((r) => ({
      rank: r.rank,
      player: playerRef(r.id, r.name),
      country: text(r.country),
      countryId: r.countryid ?? null,
      rating: r.rating,
      points: text(r.points),
      trend: text(r.trend),
      lastUpdated: text(r.lastupdatedon),
      faceImageId: text(r.faceimageid),
    })),
  );
}

export const standingsSchema = statsTableSchema.extend({
  seasons: z.array(z.object({ id: z.number().int(), name: z.string() })),
  note: z.string().nullable(),
});
export type Standings = z.infer<typeof standingsSchema>;

const standingsWire = tableWire.extend({
  seasonstandings: z
    .array(z.object({ id: int, name: z.string() }))
    .optional()
    .catch(undefined),
  subtext: optStr,
});

/** `stats/v1/iccstanding/team/matchtype/{1 = WTC}`: the table, the seasons to switch to, the note. */
export function standingsFromJson(json: unknown): Standings {
  const wire = parseWire(standingsWire, json, "standings");
  return mapChecked(standingsSchema, "standings", () => ({
    ...table(wire),
    seasons: (wire.seasonstandings ?? []).map((s) => ({ id: s.id, name: s.name.trim() })),
    note: text(wire.subtext),
  }));
}

export const topStatsTypesSchema = z.array(
  z.object({ category: z.string(), types: z.array(z.object({ value: z.string(), header: z.string() })) }),
);
export type TopStatsTypes = z.infer<typeof topStatsTypesSchema>;

const topStatsTypesWire = z.object({
  statstypeslist: z
    .array(
      z.object({
        category: optStr,
        types: z
          .array(z.object({ value: z.string(), header: optStr }))
          .optional()
          .default([]),
      }),
    )
    .optional()
    .default([]),
});

/** `stats/v1/topstats`: the record types per category ("mostRuns" → "Most Runs"). */
export function topStatsTypesFromJson(json: unknown): TopStatsTypes {
  const wire = parseWire(topStatsTypesWire, json, "top stats");
  return mapChecked(topStatsTypesSchema, "top stats", () =>
    wire.statstypeslist.map((c) => ({
      category: (c.category ?? "").trim(),
      types: c.types.map((t) => ({ value: t.value, header: (t.header ?? t.value).trim() })),
    })),
  );
}
