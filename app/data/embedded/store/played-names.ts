/**
 * The names a match's sides played under (docs/decisions/036). A renamed franchise is one team
 * row under its current name; each match keeps its own names (matches.team1_name/team2_name), which
 * scorecards, lists, series pages and tables of its season show.
 */
import { teamShortName } from "./team-names.ts";

/** SQL: the name the side `teamIdColumn` (an id of one of match `m`'s sides) played match m under. */
export const playedNameSql = (teamIdColumn: string, match = "m") =>
  `CASE ${teamIdColumn} WHEN ${match}.team1_id THEN ${match}.team1_name WHEN ${match}.team2_id THEN ${match}.team2_name END`;

/** The short name for a name played under: the team's stored one when it played under its current name. */
export function playedShortName(played: string, current: string, storedShort: string): string {
  return played === current ? storedShort : teamShortName(played);
}
