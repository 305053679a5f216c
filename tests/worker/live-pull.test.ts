/**
 * A room in polling mode (an upstream match): one source request per tick however many sockets
 * listen, what changed pushed as events, the last good snapshot kept through a failing source (with
 * a stale signal to every listener, and another when it answers again), and
 * no polling at all once nobody listens.
 */
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect, test } from "vitest";
import { createUpstreamData } from "../../app/data/upstream/index.server.ts";
import { FakeAnswer, fakeUpstream } from "../support/fake-upstream.ts";
import type { MatchEvent } from "../../app/live/protocol.ts";
import { eventually, fold, openSocket, roomOf, roomSnapshot } from "./live-helpers.ts";

const MATCH = 880001;

/** A small comm response of the provider's shape: header, live box, the latest balls. */
function comm(balls: { n: number; text: string; event: string; runs: number }[], score: number) {
  return {
    matchHeader: {
      matchId: MATCH,
      matchFormat: "T20",
      state: "In Progress",
      status: "Team B need some runs",
      complete: false,
      team1: { id: 1, name: "Team A", shortName: "TA" },
      team2: { id: 2, name: "Team B", shortName: "TB" },
    },
    miniscore: {
      inningsId: 2,
      overs: balls.length / 10,
      batTeam: { teamId: 2, teamScore: score, teamWkts: 1 },
      matchScoreDetails: {
        inningsScoreList: [
          { inningsId: 2, batTeamId: 2, score, wickets: 1, overs: 0.1 * balls.length },
          { inningsId: 1, batTeamId: 1, score: 150, wickets: 6, overs: 20 },
        ],
      },
    },
    commentaryList: balls
      .map((b) => ({
        commText: b.text,
        timestamp: 1_700_000_000_000 + b.n * 40_000,
        ballNbr: b.n,
        overNumber: 0.1 * b.n,
        inningsId: 2,
        event: b.event,
      }))
      .reverse(),
  };
}

test("one upstream request per tick however many listen; changes pushed; outage keeps the last snapshot; nobody listening, no polling", async () => {
  let current: unknown = comm([{ n: 1, text: "Bowler to Batter, no run", event: "NONE", runs: 0 }], 0);
  const upstream = fakeUpstream({ [`/mcenter/v1/${MATCH}/comm`]: () => current });
  const room = roomOf(MATCH);
  await runInDurableObject(room, (instance) => {
    // The room's source, as CRICKET_SOURCE=upstream would make it, with the fake provider's fetch.
    (instance as unknown as { source: unknown }).source = createUpstreamData({
      base: upstream.base,
      user: "test",
      secret: "secret",
      fetch: upstream.fetch,
    });
  });

  const pages = [
    await openSocket(`/live/match/${MATCH}`),
    await openSocket(`/live/match/${MATCH}`),
    await openSocket(`/live/match/${MATCH}`),
  ];
  for (const page of pages) await page.untilSeq(0);
  expect(upstream.requests).toHaveLength(1); // three connects, one source request
  const first = pages[0]!.messages[0]!;
  expect(first).toMatchObject({
    type: "snapshot",
    snapshot: { source: "upstream", state: "In Progress", status: "Team B need some runs" },
  });
  expect(await runInDurableObject(room, (_, state) => state.storage.getAlarm())).not.toBeNull();

  // The provider moves on: the next tick makes one request and pushes a ball.
  current = comm(
    [
      { n: 1, text: "Bowler to Batter, no run", event: "NONE", runs: 0 },
      { n: 2, text: "Bowler to Batter, FOUR", event: "FOUR", runs: 4 },
    ],
    4,
  );
  const lastGoodPoll = Date.now();
  expect(await runDurableObjectAlarm(room)).toBe(true);
  // The first tick asks for the mini score too (live-cadence.test.ts): this provider has none for the
  // match (404), so from then on the room reads the commentary alone, one request a tick.
  expect(upstream.requests.map((r) => r.path)).toEqual([
    `/mcenter/v1/${MATCH}/comm`,
    `/mcenter/v1/${MATCH}/leanback`,
    `/mcenter/v1/${MATCH}/comm`,
  ]);
  const seq = (await roomSnapshot(MATCH)).seq;
  for (const page of pages) await page.untilSeq(seq);
  const events = pages[0]!.messages.slice(1);
  expect(events.map((m) => m.type)).toContain("ball");
  expect(events.find((m): m is Extract<MatchEvent, { type: "ball" }> => m.type === "ball")).toMatchObject({
    event: "FOUR",
    inningsNo: 2,
    position: null,
  });
  expect(fold(pages[0]!.messages).state).toEqual(await roomSnapshot(MATCH));

  // An outage: the pages keep the score they had and get one stale signal, saying since when.
  const snapshotBefore = await roomSnapshot(MATCH);
  current = new FakeAnswer(503, { message: "down" });
  expect(await runDurableObjectAlarm(room)).toBe(true);
  expect(await runDurableObjectAlarm(room)).toBe(true);
  expect(upstream.requests).toHaveLength(5);
  const stale = await roomSnapshot(MATCH);
  expect(stale.seq).toBe(seq + 1); // two failed polls, one signal
  expect(stale.staleSince).toBeGreaterThanOrEqual(lastGoodPoll); // when the source last answered
  expect(stale.updatedAt).toBe(snapshotBefore.updatedAt);
  expect(stale.innings).toEqual(snapshotBefore.innings);
  for (const page of pages) await page.untilSeq(seq + 1);
  expect(pages[0]!.messages.at(-1)).toMatchObject({ type: "source", patch: { staleSince: stale.staleSince } });
  expect(fold(pages[0]!.messages).state).toEqual(stale);

  // The provider answers again: one signal that the data is current.
  current = comm(
    [
      { n: 1, text: "Bowler to Batter, no run", event: "NONE", runs: 0 },
      { n: 2, text: "Bowler to Batter, FOUR", event: "FOUR", runs: 4 },
    ],
    4,
  );
  expect(await runDurableObjectAlarm(room)).toBe(true);
  expect(upstream.requests).toHaveLength(6);
  for (const page of pages) await page.untilSeq(seq + 2);
  expect(pages[0]!.messages.at(-1)).toMatchObject({ type: "source", patch: { staleSince: null } });
  expect((await roomSnapshot(MATCH)).staleSince).toBeNull();

  // Everyone leaves: the next alarm makes no request and schedules none.
  for (const page of pages) page.close();
  // The relay holding them tells the room its last viewer left (decision 062).
  await eventually(async () => (await room.connections()) === 0, "the room to hear that nobody listens");
  await runDurableObjectAlarm(room);
  expect(upstream.requests).toHaveLength(6);
  expect(await runInDurableObject(room, (_, state) => state.storage.getAlarm())).toBeNull();
});
