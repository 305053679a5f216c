/**
 * A provider's match room polls the smallest answer that carries the live score (the mini score,
 * `/mcenter/v1/{id}/leanback`) every tick, and the heavy one (the commentary, `/comm`) only every
 * 10 s or when the mini score changed (docs/product/match-pages.md, decision 061). Ticks are the
 * room's alarms run by the test; ten seconds passing is the room's last heavy read moved back.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect, test } from "vitest";
import { createUpstreamData } from "../../app/data/upstream/index.server.ts";
import { fakeUpstream } from "../support/fake-upstream.ts";
import { openSocket, roomOf, roomSnapshot } from "./live-helpers.ts";

const MATCH = 880002;
const header = {
  matchId: MATCH,
  matchFormat: "T20",
  state: "In Progress",
  complete: false,
  team1: { id: 1, name: "Team A", shortName: "TA" },
  team2: { id: 2, name: "Team B", shortName: "TB" },
};

/** The provider's score of the second innings after `balls` balls and `runs` runs. */
function miniscore(balls: number, runs: number) {
  return {
    inningsId: 2,
    batTeam: { teamId: 2, teamScore: runs, teamWkts: 0 },
    matchScoreDetails: {
      inningsScoreList: [
        { inningsId: 2, batTeamId: 2, score: runs, wickets: 0, overs: balls / 10 },
        { inningsId: 1, batTeamId: 1, score: 150, wickets: 6, overs: 20 },
      ],
    },
  };
}

const status = (runs: number) => `Team B need ${151 - runs} runs`;

/** The commentary: header, live box and its latest balls (the heavy answer). */
function comm(balls: number, runs: number) {
  return {
    matchHeader: { ...header, status: status(runs) },
    miniscore: miniscore(balls, runs),
    commentaryList: Array.from({ length: balls }, (_, at) => ({
      commText: `Bowler to Batter, ball ${at + 1}`,
      timestamp: 1_700_000_000_000 + at * 40_000,
      ballNbr: at + 1,
      overNumber: (at + 1) / 10,
      inningsId: 2,
      event: "NONE",
    })).reverse(),
  };
}

/** The mini score (`leanback`): the header and the live box only. */
const leanback = (balls: number, runs: number) => ({
  matchHeaders: { ...header, status: status(runs) },
  miniscore: miniscore(balls, runs),
});

test("the mini score every tick; the commentary every 10 s or when the mini score changes", async () => {
  let score = { balls: 1, runs: 0 };
  const upstream = fakeUpstream({
    [`/mcenter/v1/${MATCH}/comm`]: () => comm(score.balls, score.runs),
    [`/mcenter/v1/${MATCH}/leanback`]: () => leanback(score.balls, score.runs),
  });
  const calls = () => {
    const counted = { mini: 0, heavy: 0 };
    for (const request of upstream.requests) {
      if (request.path.endsWith("/leanback")) counted.mini++;
      else counted.heavy++;
    }
    return counted;
  };
  const room = roomOf(MATCH);
  await runInDurableObject(room, (instance) => {
    (instance as unknown as { source: unknown }).source = createUpstreamData({
      base: upstream.base,
      user: "test",
      secret: "secret",
      fetch: upstream.fetch,
    });
  });
  const page = await openSocket(`/live/match/${MATCH}`);
  await page.untilSeq(0);
  expect(calls()).toEqual({ mini: 0, heavy: 1 }); // the snapshot a page opens with

  // The first tick learns the mini score (and reads the commentary with it); unchanged ticks then
  // cost one small call each.
  for (let tick = 0; tick < 3; tick++) expect(await runDurableObjectAlarm(room)).toBe(true);
  expect(calls()).toEqual({ mini: 3, heavy: 2 });

  // A run: the mini score changes, and the same tick reads the commentary and pushes the ball.
  score = { balls: 2, runs: 4 };
  expect(await runDurableObjectAlarm(room)).toBe(true);
  expect(calls()).toEqual({ mini: 4, heavy: 3 });
  const seq = (await roomSnapshot(MATCH)).seq;
  expect(seq).toBeGreaterThan(0);
  await page.untilSeq(seq);
  expect(page.messages.slice(1).map((message) => message.type)).toContain("ball");
  expect((await roomSnapshot(MATCH)).status).toBe(status(4));

  expect(await runDurableObjectAlarm(room)).toBe(true);
  expect(calls()).toEqual({ mini: 5, heavy: 3 });

  // Ten seconds since the commentary was read: the next tick reads it again, unchanged score or not.
  await runInDurableObject(room, (instance) => {
    (instance as unknown as { lastHeavyAt: number }).lastHeavyAt -= 10_000;
  });
  expect(await runDurableObjectAlarm(room)).toBe(true);
  expect(calls()).toEqual({ mini: 6, heavy: 4 });
  page.close();
});
