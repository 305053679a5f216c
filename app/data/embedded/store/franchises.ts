/**
 * The team names list (data/team-names.csv, bundled as text) as the writers use it: a side's team
 * is its franchise's current name. Loaded on first use by a dynamic import, as the WTC list is, so
 * a Node script that only imports the data layer (scripts/lib/deploy-check.ts) never loads a .csv;
 * a broken file fails its unit test (tests/unit/team-names-file.test.ts).
 */
import { parseTeamNames, type TeamNames } from "../../team-names-file.ts";

let parsed: TeamNames | undefined;

/** The bundled list, parsed once per isolate. */
export async function bundledTeamNames(): Promise<TeamNames> {
  parsed ??= parseTeamNames((await import("../../../../data/team-names.csv")).default);
  return parsed;
}
