import { slugify } from "../cricket/slug.ts";

import { TEST_TEAMS } from "../cricket/teams.ts";

/**
 * The header's Teams menu (docs/product/site-and-accounts.md#header): TEST TEAMS and ASSOCIATE TEAMS, from the source's men's
 * international sides (CricketData.teams("international"), the Team directory's data).
 */

export interface TeamLink {
  id: number;
  name: string;
  href: string;
}

/** A team's page: /cricket_team/{name-slug}/{id} (docs/product/content-areas.md#team-directory): the menus, match pages and the team area link the same. */
export const teamHref = (team: { id: number; name: string }) => `/cricket_team/${slugify(team.name) || "team"}/${team.id}`;

type Team = { id: number; name: string; testPlaying?: boolean };

/** The directory's international groups as menu entries: a "Test Teams" header row's teams play Tests. */
export function teamsOfDirectory(groups: { group: string; teams: { id: number; name: string }[] }[]): Team[] {
  return groups.flatMap((group) =>
    group.teams.map((team) => ({ id: team.id, name: team.name, testPlaying: /\btest\b/i.test(group.group) })),
  );
}

/**
 * Both columns trimmed to the same length: Test teams (the source says which; else the ICC Full
 * Members) in ranking-table order, associates A–Z.
 */
export function teamColumns(teams: Team[]): { test: TeamLink[]; associate: TeamLink[] } {
  const link = (t: Team): TeamLink => ({ id: t.id, name: t.name, href: teamHref(t) });
  const plays = (t: Team) => t.testPlaying ?? TEST_TEAMS.includes(t.name);
  const rank = (t: Team) => (TEST_TEAMS.includes(t.name) ? TEST_TEAMS.indexOf(t.name) : TEST_TEAMS.length);
  const test = teams
    .filter(plays)
    .sort((a, b) => rank(a) - rank(b))
    .map(link);
  const associate = teams
    .filter((t) => !plays(t))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(link);
  const length = Math.min(test.length, associate.length);
  return { test: test.slice(0, length), associate: associate.slice(0, length) };
}
