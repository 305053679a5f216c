import { slugify } from "../cricket/slug.ts";

/**
 * The header's Teams menu (spec 1 §2): TEST TEAMS and ASSOCIATE TEAMS. Test status is a fact about
 * a team, not something Cricsheet records: the twelve ICC Full Members play Tests. Teams come from
 * D1 (the contract has no team list yet), men's international sides only.
 */
export const TEST_TEAMS: readonly string[] = [
  "India", "Australia", "England", "South Africa", "New Zealand", "Pakistan",
  "Sri Lanka", "West Indies", "Bangladesh", "Afghanistan", "Ireland", "Zimbabwe",
];

export interface TeamLink {
  id: number;
  name: string;
  href: string;
}

export const teamHref = (team: { id: number; name: string }) => `/cricket_team/${slugify(team.name)}/${team.id}`;

/** Both columns trimmed to the same length, Test teams in ranking-table order, associates A–Z. */
export function teamColumns(teams: { id: number; name: string }[]): { test: TeamLink[]; associate: TeamLink[] } {
  const link = (t: { id: number; name: string }): TeamLink => ({ id: t.id, name: t.name, href: teamHref(t) });
  const byName = new Map(teams.map((t) => [t.name, t]));
  const test = TEST_TEAMS.flatMap((name) => (byName.has(name) ? [link(byName.get(name)!)] : []));
  const associate = teams
    .filter((t) => !TEST_TEAMS.includes(t.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(link);
  const length = Math.min(test.length, associate.length);
  return { test: test.slice(0, length), associate: associate.slice(0, length) };
}

export async function headerTeams(db: D1Database): Promise<{ test: TeamLink[]; associate: TeamLink[] }> {
  const rows = await db
    .prepare("SELECT id, name FROM teams WHERE team_type = 'international' AND gender = 'male' ORDER BY name")
    .all<{ id: number; name: string }>();
  return teamColumns(rows.results);
}
