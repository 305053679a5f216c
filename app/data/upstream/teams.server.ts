import { z } from "zod";
import type { TeamsData } from "../contract.ts";
import { teamRefSchema } from "../schemas.ts";
import type { UpstreamClient } from "./client.server.ts";
import { mapChecked, optInt, optStr, parseWire } from "./wire.server.ts";

import { TEAM_CATEGORIES, type TeamCategory } from "../team-schemas.ts";
import { storyListFromJson } from "./news.server.ts";
import { teamResultsFromJson } from "./series.server.ts";
import { groupedPlayersFromJson } from "./squads.server.ts";

/**
 * `teams/v1/{type}` (international, league, domestic, women): `list[]` of teams, with header rows
 * (`{teamName: "Test Teams"}`, no id) that start a group ("Test Teams", "Associate Teams").
 * `teams/v1/{id}/players` and `teams/v1/{id}/results` are mapped by squads.ts and series.ts.
 */

export const teamGroupSchema = z.object({
  group: z.string(),
  teams: z.array(teamRefSchema.extend({ imageId: z.string().nullable(), country: z.string().nullable() })),
});
export type TeamGroup = z.infer<typeof teamGroupSchema>;

const teamsWire = z.object({
  list: z
    .array(z.object({ teamid: optInt, teamname: optStr, teamsname: optStr, imageid: optInt, countryname: optStr }))
    .optional()
    .default([]),
});

export function teamGroupsFromJson(json: unknown): TeamGroup[] {
  const wire = parseWire(teamsWire, json, "teams");
  return mapChecked(z.array(teamGroupSchema), "teams", () => {
    const groups: TeamGroup[] = [];
    for (const row of wire.list) {
      const name = (row.teamname ?? "").trim();
      if (row.teamid === undefined) {
        groups.push({ group: name, teams: [] });
        continue;
      }
      if (name === "") continue;
      if (groups.length === 0) groups.push({ group: "", teams: [] });
      groups.at(-1)!.teams.push({
        id: row.teamid,
        name,
        shortName: row.teamsname?.trim() || name,
        imageId: row.imageid ? String(row.imageid) : null,
        country: row.countryname?.trim() || null,
      });
    }
    return groups.filter((g) => g.teams.length > 0);
  });
}

/** Title case of the provider's upper-case header rows ("ALL ROUNDERS" → "All Rounders"). */
const headerText = (group: string) => group.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * The teams area of the upstream source: `teams/v1/{type}` (the directory; a team's header is its
 * row there), `teams/v1/{id}/schedule` and `/results` (teamMatchesData), `/news[?lastId]`
 * (storyList), `/players` (players under header rows). The provider's team stats call has no
 * sample to map: teamStats answers null and the tab says there is no data.
 */
export function upstreamTeams(client: UpstreamClient): TeamsData {
  const byId = async <T>(path: string, map: (json: unknown) => T, query?: Record<string, string | number | undefined>) => {
    const json = await client.getMatch(path, query);
    return json === null ? null : map(json);
  };
  const teams = async (category: TeamCategory) => teamGroupsFromJson(await client.get(`/teams/v1/${category}`));
  return {
    async teams(category) {
      return (await teams(category)).map(({ group, teams }) => ({
        group,
        teams: teams.map(({ country: _country, ...team }) => team),
      }));
    },

    // No call answers one team: the directory's lists, the international one first.
    async team(id) {
      for (const category of TEAM_CATEGORIES) {
        const groups = await teams(category).catch((error: unknown) => {
          if (category === "international") throw error;
          return [];
        });
        const found = groups.flatMap((group) => group.teams).find((team) => team.id === id);
        if (found) {
          const { country: _country, ...team } = found;
          return { ...team, category, formats: [], firstDate: null, lastDate: null };
        }
      }
      return null;
    },

    async teamMatches(id, kind) {
      const groups = await byId(`/teams/v1/${id}/${kind === "schedule" ? "schedule" : "results"}`, teamResultsFromJson);
      if (!groups) return null;
      const order = (a: { startTime: number }, b: { startTime: number }) =>
        kind === "schedule" ? a.startTime - b.startTime : b.startTime - a.startTime;
      return groups.map((group) => ({ series: group.series, matches: [...group.matches].sort(order) }));
    },

    async teamNews(id, options = {}) {
      return byId(`/teams/v1/${id}/news`, (json) => storyListFromJson(json), { lastId: options.before });
    },

    async teamStats() {
      return null;
    },

    async teamPlayers(id) {
      const groups = await byId(`/teams/v1/${id}/players`, groupedPlayersFromJson);
      if (!groups) return null;
      return {
        formats: [],
        format: null,
        groups: groups.map(({ group, players }) => ({
          group: headerText(group),
          players: players.map((p) => ({
            id: p.id,
            name: p.name,
            shortName: p.shortName,
            role: p.role,
            captain: p.captain,
            matches: null,
            lastDate: null,
          })),
        })),
      };
    },
  };
}
