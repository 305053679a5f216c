/**
 * The room's snapshot agrees with what the embedded adapter serves pages: its recent commentary
 * is the adapter's first commentary page, at every stage of real matches.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { matchSoFar } from "../../cricket/match-state.ts";
import { parseCricsheet, toMatchInput } from "../cricsheet.ts";
import { commentaryPage } from "./commentary.server.ts";
import type { MatchMeta } from "./match-record.server.ts";
import { scoredView, type ScoredMatch } from "./scored.server.ts";
import { recentCommentary } from "./commentary.server.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../../shared/data/cricsheet", import.meta.url));

function scored(path: string, cut: number[]): ScoredMatch {
  const input = matchSoFar(toMatchInput(parseCricsheet(readFileSync(join(DATA_DIR, path), "utf8"))), cut);
  const [team1, team2] = input.teams;
  const meta = {
    id: 1,
    match_type: input.matchType,
    start_time: 1_700_000_000_000,
    state: "In Progress",
    team1_id: 1,
    team1_name: team1,
    team1_short: "A",
    team2_id: 2,
    team2_name: team2,
    team2_short: "B",
    venue_name: null,
    start_date: "2023-11-14",
    end_date: "2023-11-14",
  } as unknown as MatchMeta;
  const bowledAt = input.innings.map((innings, i) => innings.deliveries.map((_, k) => 1_700_000_000_000 + i * 10_000_000 + k * 40_000));
  return { id: 1, meta, input, teamIds: { [team1]: 1, [team2]: 2 }, bowledAt, closed: [], registry: {}, note: null };
}

test.each([
  ["test/border-gavaskar-trophy-2024-25/1426557.json", [712, 477, 110, 13]],
  ["test/border-gavaskar-trophy-2024-25/1426557.json", [712, 477, 110, 2]],
  ["test/border-gavaskar-trophy-2024-25/1426557.json", [712, 3]],
  ["t20i/icc-mens-t20-world-cup-2024/1415711.json", [127, 131, 7, 0]],
  ["t20i/icc-mens-t20-world-cup-2024/1415711.json", [127, 131, 7, 8]],
  ["t20i/icc-mens-t20-world-cup-2024/1415755.json", [5]],
])("%s after %j balls: the adapter's first commentary page", (path, cut) => {
  const view = scoredView(scored(path, cut), 1_700_100_000_000);
  expect(recentCommentary(view, 30)).toEqual(commentaryPage(view, { limit: 30 }).items);
});
