/**
 * The team names list (data/team-names.csv): every name a renamed franchise has played under in the
 * default data, with the team it is (the franchise's current name), the seasons under that name and
 * the public page that says so. A renamed franchise is one team: the importer and the scoring API
 * store its matches under one team row (the current name) and keep each match's own name
 * (docs/decisions/036). A name not in the list is a team of its own — a defunct franchise replaced
 * by a new one (Deccan Chargers, Sunrisers Hyderabad) is two teams, and is not listed.
 * Names are spelled as Cricsheet spells them; seasons are Cricsheet's labels ("2007/08", "2024").
 */
import { z } from "zod";
import { checkedCsvRows } from "./csv-rows.ts";

export const TEAM_NAMES_COLUMNS = ["name", "team", "gender", "team_type", "league", "first", "last", "source"] as const;

const season = z.string().regex(/^\d{4}(\/\d{2})?$/, 'a Cricsheet season ("2024" or "2007/08")');

const rowSchema = z.object({
  name: z.string().trim().min(1),
  team: z.string().trim().min(1),
  gender: z.enum(["male", "female"]),
  team_type: z.enum(["international", "club"]),
  league: z.string().trim().min(1),
  first: season,
  /** empty: the name in use now */
  last: z.union([season, z.literal("")]),
  source: z.url({ protocol: /^https$/ }),
});

export type TeamNameRow = z.infer<typeof rowSchema>;

export class TeamNamesError extends Error {}

export interface TeamNames {
  rows: TeamNameRow[];
  /** The team a side of this name, gender and type is: its franchise's current name, or the name itself when not listed. */
  teamOf(name: string, gender: string, teamType: string): string;
}

const key = (name: string, gender: string, teamType: string) => `${gender}\u0000${teamType}\u0000${name}`;

/** The file's text → the list and its lookup; a bad row is an error naming its line. */
export function parseTeamNames(text: string): TeamNames {
  const rows: TeamNameRow[] = [];
  const current = new Map<string, string>();
  for (const { line, row } of checkedCsvRows(text, TEAM_NAMES_COLUMNS, rowSchema, (message) => new TeamNamesError(message))) {
    const k = key(row.name, row.gender, row.team_type);
    if (current.has(k)) throw new TeamNamesError(`line ${line}: ${row.name} (${row.gender}, ${row.team_type}) is listed twice`);
    if (row.last !== "" && row.last < row.first) throw new TeamNamesError(`line ${line}: last is before first`);
    current.set(k, row.team);
    rows.push(row);
  }
  // Each team is listed under its own (current) name, and a current name is nobody's old name: one step, no chains.
  for (const [index, row] of rows.entries()) {
    const own = current.get(key(row.team, row.gender, row.team_type));
    if (own === undefined) throw new TeamNamesError(`line ${index + 2}: ${row.team} has no row of its own (name = team)`);
    if (own !== row.team) throw new TeamNamesError(`line ${index + 2}: ${row.team} is itself listed as ${own}`);
  }
  return {
    rows,
    teamOf: (name, gender, teamType) => current.get(key(name, gender, teamType)) ?? name,
  };
}
