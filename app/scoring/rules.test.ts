/**
 * The scoring API's ball checks over every ball of every real Cricsheet file (read at test time
 * from ../shared/data/cricsheet): a real match must go through ball by ball, exactly as bowled,
 * and obviously wrong balls must not.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parseCricsheet, personIdResolver, toDelivery, toMatchInput, type CricsheetMatch } from "../data/cricsheet.ts";
import { replaySteps } from "../../scripts/lib/replay-core.ts";
import { ballBodySchema, checkBall, ScoringError, sameBall, type RulesMatch } from "./rules.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));
const files = (readdirSync(DATA_DIR, { recursive: true }) as string[]).filter((p) => p.endsWith(".json")).sort();
const read = (path: string) => parseCricsheet(readFileSync(join(DATA_DIR, path), "utf8"));

/** The match as the scorer sees it before any ball: squads and innings as they start, no balls. */
function emptyMatch(file: CricsheetMatch): RulesMatch {
  const input = toMatchInput(file);
  return {
    input: { ...input, outcome: undefined, innings: [] },
    registry: file.info.registry.people,
    closed: [],
    state: "In Progress",
  };
}

/** Plays the whole file through checkBall, in the replayer's order; returns the first refusal, if any. */
function playThrough(file: CricsheetMatch): string | null {
  const match = emptyMatch(file);
  const id = personIdResolver(file);
  for (const step of replaySteps(file)) {
    const body = step.body as Record<string, never> & { team: string; target?: { runs: number; overs?: number }; super_over?: boolean };
    if (step.kind === "innings-start") {
      match.input.innings.push({
        team: body.team,
        deliveries: [],
        ...(body.super_over ? { superOver: true } : {}),
        ...(body.target ? { target: body.target } : {}),
      });
      match.closed.push(false);
    } else if (step.kind === "innings-end") {
      const innings = match.input.innings[step.inningsNo! - 1]!;
      if (body.target) innings.target = body.target;
      match.closed[step.inningsNo! - 1] = true;
    } else if (step.kind === "ball") {
      const { over } = step.body as { over: number };
      try {
        const delivery = checkBall(match, step.inningsNo!, step.position!, over, step.delivery!, "append");
        if (!sameBall(delivery, toDelivery(over, step.delivery!, id)))
          return `innings ${step.inningsNo} ball ${step.position}: changed on the way in`;
        match.input.innings[step.inningsNo! - 1]!.deliveries.push(delivery);
      } catch (error) {
        return `innings ${step.inningsNo} ball ${step.position} (over ${over}): ${(error as Error).message}`;
      }
    }
  }
  return null;
}

test("every ball of all 257 real matches is accepted, in order, unchanged", () => {
  expect(files).toHaveLength(257);
  const refusals = files.map((path) => [path, playThrough(read(path))]).filter(([, problem]) => problem !== null);
  expect(refusals).toEqual([]);
}, 180_000); // 257 whole matches: seconds of CPU, minutes on a busy machine (a hang guard, not a speed goal)

describe("bad balls are refused with a clear message", () => {
  const file = read("t20i/icc-mens-t20-world-cup-2024/1415755.json"); // India v South Africa, final
  const first = file.innings[0]!.overs[0]!.deliveries[0]!;
  const started = (): RulesMatch => {
    const match = emptyMatch(file);
    match.input.innings.push({ team: "India", deliveries: [] });
    match.closed.push(false);
    return match;
  };
  const refusal = (match: RulesMatch, ball: unknown, position = 0, over = 0, inningsNo = 1) => {
    try {
      checkBall(match, inningsNo, position, over, ball as typeof first, "append");
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(ScoringError);
      return { status: (error as ScoringError).status, message: (error as Error).message };
    }
  };

  test("the real first ball goes in", () => {
    expect(refusal(started(), first)).toBeNull();
  });
  test("unknown players, or players on the wrong side", () => {
    expect(refusal(started(), { ...first, batter: "DG Bradman" })?.message).toBe('unknown player "DG Bradman" (batter): not in this match');
    expect(refusal(started(), { ...first, bowler: "RG Sharma" })?.message).toBe(
      `unknown player "RG Sharma" (bowler): not in South Africa's players`,
    );
    expect(refusal(started(), { ...first, non_striker: first.batter })?.message).toMatch(/both batter and non-striker/);
  });
  test("impossible runs", () => {
    expect(refusal(started(), { ...first, runs: { batter: 9, extras: 0, total: 9 } })?.message).toBe("impossible runs: 9 off the bat");
    expect(refusal(started(), { ...first, runs: { batter: 4, extras: 0, total: 5 } })?.message).toMatch(/runs.total is 5/);
    expect(refusal(started(), { ...first, runs: { batter: 1, extras: 1, total: 2 }, extras: { wides: 1 } })?.message).toMatch(
      /a wide cannot/,
    );
    expect(refusal(started(), { ...first, runs: { batter: 0, extras: 2, total: 2 } })?.message).toMatch(/extras add up to 0/);
  });
  test("out of turn, a wicket of someone not batting, an innings not started", () => {
    expect(refusal(started(), first, 3)).toEqual({ status: 409, message: "innings 1 has 0 balls: the next ball is at position 0, not 3" });
    expect(refusal(started(), { ...first, wickets: [{ player_out: "HH Pandya", kind: "bowled" }] })?.message).toBe(
      '"HH Pandya" is not at the crease and cannot be out bowled',
    );
    expect(refusal(started(), first, 0, 0, 2)?.message).toBe("innings 2 has not started (innings 1 is in play)");
  });
  test("a ball after the innings closed: overs used up, or closed by the scorer", () => {
    const match = started();
    const full = toMatchInput(file).innings[0]!;
    match.input.innings[0]!.deliveries.push(...full.deliveries);
    expect(refusal(match, first, full.deliveries.length, 19)?.message).toBe(
      "innings 1 is over (176-7 in 20 overs): no ball can be added to it",
    );
    const closed = started();
    closed.closed[0] = true;
    expect(refusal(closed, first)?.message).toBe("innings 1 is closed: no ball can be added to it");
  });
  test("the body schema names the field at fault", () => {
    const parsed = ballBodySchema.safeParse({ ...first, innings: 1, over: 0, position: 0, runs: { batter: -1, extras: 0, total: 0 } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(["runs", "batter"]);
  });
});
