/** Scored matches for the browser tests: copies of the 2024 T20 World Cup final made through the scoring API. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCricsheet } from "../../app/data/cricsheet.ts";
import { DEV_ADMIN_TOKEN } from "../../app/backend/admin/admin-access.server.ts";
import { createMatch, replaySteps, ScoringClient, stepPlayer } from "../../scripts/lib/replay-core.ts";
import { BASE_URL } from "./browser.ts";

const CRICSHEET = process.env.CRICSHEET_DIR ?? path.resolve(import.meta.dirname, "../../../shared/data/cricsheet");
export const FINAL = parseCricsheet(readFileSync(path.join(CRICSHEET, "t20i/icc-mens-t20-world-cup-2024/1415755.json"), "utf8"));
export const ADMIN = process.env.ADMIN_TOKEN || DEV_ADMIN_TOKEN;
export const scoring = new ScoringClient(BASE_URL);

/** A new scored copy of the final, its first innings' steps still to play, and `play(n)` to post the next n. */
export async function scoredFinal(options: { startTime?: number } = {}) {
  const match = await createMatch(scoring, FINAL, ADMIN, options);
  const steps = replaySteps(FINAL, { innings: 1 });
  return { match, steps, play: stepPlayer(scoring, match, steps) };
}

/** India's first-innings score as D1 has it, as pages write it ("19-0 (1.1)"). */
export async function storedScore(matchId: number): Promise<string> {
  const state = (await (await fetch(`${BASE_URL}/api/scoring/matches/${matchId}`)).json()) as {
    innings: { runs: number; wickets: number; overs: string }[];
  };
  const first = state.innings[0]!;
  return `${first.runs}-${first.wickets} (${first.overs})`;
}
