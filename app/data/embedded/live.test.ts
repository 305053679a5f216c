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
import type { Delivery } from "../../cricket/types.ts";
import type { MatchMeta } from "./match-record.server.ts";
import { scoredView, type ScoredMatch } from "./scored.server.ts";
import { recentCommentary } from "./commentary.server.ts";
import { ScoredLiveBuilder, scoredLive } from "./live.server.ts";

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

/** A match as its room holds it, grown one ball at a time as runCommand grows it (new arrays, same old balls). */
function* ballByBall(path: string): Generator<ScoredMatch> {
  const full = scored(path, [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER]);
  let match: ScoredMatch = { ...full, input: { ...matchSoFar(full.input, [0]), innings: [] }, bowledAt: [] };
  for (const [index, innings] of full.input.innings.entries()) {
    match = {
      ...match,
      input: { ...match.input, innings: [...match.input.innings, { ...innings, deliveries: [] }] },
      bowledAt: [...match.bowledAt, []],
    };
    for (const [k, delivery] of innings.deliveries.entries()) {
      const grown = { ...match.input.innings[index]!, deliveries: [...match.input.innings[index]!.deliveries, delivery] };
      match = {
        ...match,
        input: { ...match.input, innings: match.input.innings.map((inn, i) => (i === index ? grown : inn)) },
        bowledAt: match.bowledAt.map((times, i) => (i === index ? [...times, full.bowledAt[index]![k]!] : times)),
      };
      yield match;
    }
  }
}

test.each([
  ["t20i/icc-mens-t20-world-cup-2024/1415755.json", 1],
  ["t20i/icc-mens-t20-world-cup-2024/1415711.json", 1],
  ["test/border-gavaskar-trophy-2024-25/1426557.json", 97],
])("%s: the room's snapshot kept ball by ball is the one read from scratch (every %i balls compared)", (path, every) => {
  const builder = new ScoredLiveBuilder();
  let ball = 0;
  for (const match of ballByBall(path)) {
    const now = 1_700_100_000_000 + ball * 1_000;
    const kept = builder.build(match, ball, now);
    if (ball % every === 0 || match.input.innings.at(-1)!.deliveries.length < 3) expect(kept).toEqual(scoredLive(match, ball, now));
    ball++;
  }
  expect(ball).toBeGreaterThan(200);
});

test("a replaced or undone ball reads the innings again: the snapshot is the one read from scratch", () => {
  const builder = new ScoredLiveBuilder();
  let last: ScoredMatch | null = null;
  for (const match of ballByBall("t20i/icc-mens-t20-world-cup-2024/1415755.json")) {
    builder.build(match, 0, 1);
    last = match;
    if (match.input.innings[0]!.deliveries.length === 40) break;
  }
  const innings = last!.input.innings[0]!;
  // The fifth ball becomes a wicket; then the last ball is undone.
  const fifth = innings.deliveries[4]!;
  const out: Delivery = {
    ...fifth,
    runs: { batter: 0, extras: 0, total: 0 },
    wickets: [{ kind: "bowled", playerOut: fifth.batter, fielders: [] }],
  };
  const replaced = {
    ...last!,
    input: { ...last!.input, innings: [{ ...innings, deliveries: innings.deliveries.map((d, i) => (i === 4 ? out : d)) }] },
  };
  expect(builder.build(replaced, 1, 2)).toEqual(scoredLive(replaced, 1, 2));
  const undone = {
    ...replaced,
    input: {
      ...replaced.input,
      innings: [{ ...replaced.input.innings[0]!, deliveries: replaced.input.innings[0]!.deliveries.slice(0, -1) }],
    },
    bowledAt: [replaced.bowledAt[0]!.slice(0, -1)],
  };
  expect(builder.build(undone, 2, 3)).toEqual(scoredLive(undone, 2, 3));
  expect(builder.build(last!, 3, 4)).toEqual(scoredLive(last!, 3, 4));
});
