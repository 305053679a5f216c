import { TEST_TEAMS } from "../../cricket/teams.ts";
import type { TeamsData } from "../contract.ts";

/** The teams area of the embedded source: men's international sides from D1. */
export function embeddedTeams(db: D1Database): TeamsData {
  return {
    async internationalTeams() {
      const rows = await db
        .prepare("SELECT id, name FROM teams WHERE team_type = 'international' AND gender = 'male' ORDER BY name")
        .all<{ id: number; name: string }>();
      return rows.results.map((team) => ({ ...team, testPlaying: TEST_TEAMS.includes(team.name) }));
    },
  };
}
