import { slugify } from "../../cricket/slug.ts";

/** A team's page: /cricket_team/{name-slug}/{id} (spec 3; the header's Teams menu links the same). */
export const teamPath = (team: { id: number; name: string }) => `/cricket_team/${slugify(team.name) || "team"}/${team.id}`;
