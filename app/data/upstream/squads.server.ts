import { z } from "zod";
import {
  seriesSquadSchema,
  squadGroupSchema,
  squadPlayerSchema,
  teamSquadSchema,
  type SeriesSquad,
  type SquadGroup,
  type SquadPlayer,
  type TeamRef,
  type TeamSquad,
} from "../schemas.ts";
import { teamRef } from "./common.server.ts";
import { int, mapChecked, optBool, optInt, optStr, parseWire, teamWire } from "./wire.server.ts";

/**
 * Squads.
 *
 * Match squads: `mcenter/v1/{id}/squads` (chosen over one `…/team/{teamId}` call per side: one
 * request, and the spec's squads call answers both teams: `team1`, `team2`). No sample exists; per
 * docs/product/match-pages.md#source-calls: each team carries its name fields (`teamSName`, `imageId`, directly or under `team`) and
 * players grouped as "playing XI", "bench", "support staff", "Squad", "substitutes". Accepted forms:
 * - `players: {"playing XI": [...], "bench": [...]}` (groups by name, any case);
 * - `players: [{category: "playing XI", player: [...]}]`;
 * - `playerDetails: [...]` as in `matchHeader.team1`, where `isSupportStaff` / `substitute` decide
 *   the group and everyone else is in the playing XI.
 * A player is `{id, fullName | name, nickName, role, captain, keeper, isOverseas, substitute,
 * playingXIChange: "IN" | "OUT", inMatchChange: "MIN" | "MOUT"}`.
 *
 * Series squads: `series/v1/{id}/squads` lists the squads (header rows skipped) and
 * `series/v1/{id}/squads/{squadId}` one squad's players, grouped under header rows ("BATTERS").
 */

export const squadPlayerWire = z.object({
  id: int,
  fullname: optStr,
  name: optStr,
  nickname: optStr,
  role: optStr,
  captain: optBool,
  iscaptain: optBool,
  keeper: optBool,
  iskeeper: optBool,
  isoverseas: optBool,
  substitute: optBool,
  issupportstaff: optBool,
  playingxichange: optStr,
  inmatchchange: optStr,
});
type SquadPlayerWire = z.infer<typeof squadPlayerWire>;

const playerGroupsWire = z.union([
  z.record(z.string(), z.array(squadPlayerWire)),
  z.array(z.object({ category: optStr, player: z.array(squadPlayerWire).optional().default([]) })),
]);

const matchTeamWire = teamWire.extend({
  team: teamWire.optional().catch(undefined),
  players: playerGroupsWire.optional(),
  playerdetails: z.array(squadPlayerWire).optional(),
});

export const matchSquadsWire = z.object({ team1: matchTeamWire, team2: matchTeamWire });

export function squadPlayer(p: SquadPlayerWire, substituteGroup = false): SquadPlayer {
  const name = (p.fullname || p.name || "").trim();
  const change = (p.playingxichange ?? "").toUpperCase();
  const inMatch = (p.inmatchchange ?? "").toUpperCase();
  return {
    id: String(p.id),
    name,
    shortName: (p.nickname || p.name || name).trim(),
    role: p.role?.trim() || null,
    captain: p.captain ?? p.iscaptain ?? false,
    keeper: p.keeper ?? p.iskeeper ?? false,
    overseas: p.isoverseas ?? null,
    substitute: p.substitute ?? substituteGroup,
    playingXIChange: change === "IN" || change === "OUT" ? change : null,
    inMatchChange: inMatch === "MIN" || inMatch === "MOUT" ? inMatch : null,
  };
}

type GroupKey = "playingXI" | "substitutes" | "bench" | "supportStaff" | "squad";

function groupKey(label: string): GroupKey | null {
  const key = label
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
  if (key === "playing xi" || key === "playing 11" || key === "playing") return "playingXI";
  if (key === "bench") return "bench";
  if (key === "support staff" || key === "supportstaff") return "supportStaff";
  if (key === "squad") return "squad";
  if (key === "substitutes" || key === "substitute" || key === "impact subs" || key === "subs") return "substitutes";
  return null;
}

function teamSquad(team: z.infer<typeof matchTeamWire>): TeamSquad {
  const ref: TeamRef = teamRef({ ...team, ...Object.fromEntries(Object.entries(team.team ?? {}).filter(([, v]) => v !== undefined)) });
  const squad: TeamSquad = { team: ref, playingXI: [], substitutes: [], bench: [], supportStaff: [], squad: [] };
  const groups: { label: string; players: SquadPlayerWire[] }[] = Array.isArray(team.players)
    ? team.players.map((g) => ({ label: g.category ?? "", players: g.player }))
    : Object.entries(team.players ?? {}).map(([label, players]) => ({ label, players }));
  for (const group of groups) {
    const key = groupKey(group.label);
    if (key) squad[key].push(...group.players.map((p) => squadPlayer(p, key === "substitutes")));
  }
  if (groups.length === 0) {
    for (const p of team.playerdetails ?? []) {
      const key: GroupKey = p.issupportstaff ? "supportStaff" : p.substitute ? "substitutes" : "playingXI";
      squad[key].push(squadPlayer(p, key === "substitutes"));
    }
  }
  return squad;
}

export function squadsFromJson(json: unknown): [TeamSquad, TeamSquad] {
  const wire = parseWire(matchSquadsWire, json, "squads");
  return mapChecked(z.tuple([teamSquadSchema, teamSquadSchema]), "squads", () => [teamSquad(wire.team1), teamSquad(wire.team2)]);
}

// ── Series squads ──────────────────────────────────────────────────────────────────────────────

const seriesSquadsWire = z.object({
  squads: z
    .array(z.object({ squadid: optInt, squadtype: optStr, teamid: optInt, imageid: optInt, isheader: optBool }))
    .optional()
    .default([]),
  seriesid: optInt,
  seriesname: optStr,
});

/** `series/v1/{id}/squads` → the squads (`seriesSquadSchema` in schemas.ts; header rows become each squad's `group`). */
export function seriesSquadsFromJson(json: unknown): SeriesSquad[] {
  const wire = parseWire(seriesSquadsWire, json, "series squads");
  return mapChecked(z.array(seriesSquadSchema), "series squads", () => {
    let group: string | null = null;
    const out: SeriesSquad[] = [];
    for (const row of wire.squads) {
      if (row.isheader || row.squadid === undefined) {
        group = row.squadtype?.trim() || null;
        continue;
      }
      const name = row.squadtype?.trim() ?? "";
      out.push({
        squadId: row.squadid,
        name,
        team: row.teamid !== undefined ? { id: row.teamid, name, shortName: name } : null,
        imageId: row.imageid ? String(row.imageid) : null,
        group,
      });
    }
    return out;
  });
}

export const playerGroupSchema = z.object({
  /** "BATTERS", "ALL ROUNDERS", "WICKET KEEPER", "BOWLERS"; "" before the first header */
  group: z.string(),
  players: z.array(
    squadPlayerSchema.extend({
      battingStyle: z.string().nullable(),
      bowlingStyle: z.string().nullable(),
      imageId: z.string().nullable(),
    }),
  ),
});
export type PlayerGroup = z.infer<typeof playerGroupSchema>;

const groupedPlayersWire = z.object({
  player: z
    .array(
      squadPlayerWire.extend({
        id: optInt,
        isheader: optBool,
        battingstyle: optStr,
        bowlingstyle: optStr,
        imageid: optInt,
      }),
    )
    .optional()
    .default([]),
});

/**
 * `series/v1/{id}/squads/{squadId}` and `teams/v1/{id}/players`: players under header rows.
 */
export function groupedPlayersFromJson(json: unknown): PlayerGroup[] {
  const wire = parseWire(groupedPlayersWire, json, "players");
  return mapChecked(z.array(playerGroupSchema), "players", () => {
    const groups: PlayerGroup[] = [];
    for (const row of wire.player) {
      if (row.isheader || row.id === undefined) {
        groups.push({ group: row.name?.trim() ?? "", players: [] });
        continue;
      }
      if (groups.length === 0) groups.push({ group: "", players: [] });
      groups.at(-1)!.players.push({
        ...squadPlayer({ ...row, id: row.id }),
        battingStyle: row.battingstyle?.trim() || null,
        bowlingStyle: row.bowlingstyle?.trim() || null,
        imageId: row.imageid ? String(row.imageid) : null,
      });
    }
    return groups.filter((g) => g.players.length > 0);
  });
}

/**
 * A squad's players as the series page shows them: the provider's header rows and roles kept,
 * its captain marker, styles and face image; it says nothing of what they did in the series.
 */
export function squadGroupsFromJson(json: unknown): SquadGroup[] {
  const groups = groupedPlayersFromJson(json);
  return mapChecked(z.array(squadGroupSchema), "squad players", () =>
    groups.map(({ group, players }) => ({
      group,
      players: players.map((p) => ({
        id: p.id,
        name: p.name,
        captain: p.captain,
        // The provider's keeper flag, else its role ("WK-Batter": the wicket-keeper batter).
        keeper: p.keeper || /^wk\b/i.test(p.role ?? ""),
        role: p.role,
        imageId: p.imageId,
        battingStyle: p.battingStyle,
        bowlingStyle: p.bowlingStyle,
        record: null,
      })),
    })),
  );
}
