import { z } from "zod";
import type { TeamsData } from "../contract.ts";
import { teamRefSchema } from "../schemas.ts";
import type { UpstreamClient } from "./client.server.ts";
import { mapChecked, optInt, optStr, parseWire } from "./wire.server.ts";

export { groupedPlayersFromJson as teamPlayersFromJson } from "./squads.server.ts";
export { teamResultsFromJson } from "./series.server.ts";

/**
 * `teams/v1/{type}` (international, league, domestic, women): `list[]` of teams, with header rows
 * (`{teamName: "Test Teams"}`, no id) that start a group ("Test Teams", "Associate Teams").
 * `teams/v1/{id}/players` and `teams/v1/{id}/results` are re-exported from squads.ts and series.ts.
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

/** The teams area of the upstream source: `teams/v1/international`, whose "Test Teams" group plays Tests. */
export function upstreamTeams(client: UpstreamClient): TeamsData {
  return {
    async internationalTeams() {
      const groups = teamGroupsFromJson(await client.get("/teams/v1/international"));
      return groups.flatMap((group) =>
        group.teams.map((team) => ({ id: team.id, name: team.name, testPlaying: /\btest\b/i.test(group.group) })),
      );
    },
  };
}
