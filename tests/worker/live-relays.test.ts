/**
 * The relay tree (docs/decisions/062-relay-tree.md): a match's room sends each ball once to each of
 * its relays, which hold the sockets. Relays of 4 sockets here (LIVE_RELAY_SOCKETS in the Worker
 * tests' configuration), so a dozen sockets already need several. Every viewer must get every
 * message exactly once, in seq order, through a relay restart, a room restart, a lost delivery
 * and a move to another relay; the relays grow with the audience and empty when it leaves; a
 * failing source reaches every relay's sockets as a stale signal, and its recovery too.
 */
import { evictDurableObject, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect, test } from "vitest";
import { createUpstreamData } from "../../app/data/upstream/index.server.ts";
import type { MatchEvent } from "../../app/live/protocol.ts";
import { FakeAnswer, fakeUpstream } from "../support/fake-upstream.ts";
import { eventually, fold, openSocket, relaySockets, relayStub, roomOf, roomSnapshot, scoredMatch } from "./live-helpers.ts";

type Page = Awaited<ReturnType<typeof openSocket>>;

/** Every message once, in seq order, from the first one on. */
function expectNoGapNoDuplicate(messages: MatchEvent[]): void {
  const seqs = messages.map((m) => m.seq);
  expect(seqs).toEqual(seqs.map((_, i) => seqs[0]! + i));
}

/** A viewer that comes back with its key and its seq (as LiveConnection does after a drop). */
async function resume(page: Page, matchId: number, viewer: string): Promise<Page> {
  const since = page.messages.at(-1)!.seq;
  const again = await openSocket(`/live/match/${matchId}?v=${viewer}&since=${since}`);
  again.messages.unshift(...page.messages);
  return again;
}

const total = (counts: number[]) => counts.reduce((a, b) => a + b, 0);

test("the relays grow with the audience, none over its limit; every socket gets every ball once; empty relays are let go", async () => {
  const match = await scoredMatch();
  await match.play(2 + 2);
  const room = roomOf(match.matchId);
  expect(await room.plan(match.matchId)).toEqual({ relays: 1, capacity: 4 });

  const pages: Page[] = [];
  for (let i = 0; i < 14; i++) {
    pages.push(await openSocket(`/live/match/${match.matchId}?v=viewer-${i}`));
    await pages.at(-1)!.untilSeq(0);
  }
  const counts = await relaySockets(match.matchId, 24);
  expect(total(counts)).toBe(14);
  expect(Math.max(...counts)).toBeLessThanOrEqual(4); // N = 4
  expect(counts.filter((n) => n > 0).length).toBeGreaterThanOrEqual(4); // 14 sockets need 4 relays at least
  // The relays report their viewers; K is planned from them (at 3 of 4 sockets a relay: 14 → 5).
  await eventually(async () => (await room.connections()) === 14, "the relays to report their viewers");
  expect((await room.plan(match.matchId))!.relays).toBe(5);

  await match.play(6);
  const now = await roomSnapshot(match.matchId);
  for (const page of pages) {
    await page.untilSeq(now.seq);
    expectNoGapNoDuplicate(page.messages);
    expect(fold(page.messages).state).toEqual(now);
  }

  // Everyone leaves: each relay leaves the room and forgets the match.
  for (const page of pages) page.close();
  await eventually(async () => total(await relaySockets(match.matchId, 24)) === 0, "the relays to empty");
  await eventually(async () => (await room.connections()) === 0, "the room to let its relays go");
  expect(await room.plan(match.matchId)).toEqual({ relays: 1, capacity: 4 });
  const kept = await runInDurableObject(relayStub(match.matchId, 0), async (_, state) => [...(await state.storage.list()).keys()]);
  expect(kept).toEqual([]);
});

test("a relay restart: its viewers come back to it with their seq and get exactly what they missed", async () => {
  const match = await scoredMatch();
  await match.play(2 + 2);
  const a = await openSocket(`/live/match/${match.matchId}?v=restart-a`);
  const b = await openSocket(`/live/match/${match.matchId}?v=restart-b`);
  await a.untilSeq(0);
  await b.untilSeq(0);
  await match.play(2);
  const before = (await roomSnapshot(match.matchId)).seq;
  await a.untilSeq(before);
  await b.untilSeq(before);
  const relay = relayStub(match.matchId, 0);
  expect((await relay.state()).sockets).toBe(2);

  // The relay goes down: its instance torn down, its sockets closed (its storage kept).
  await evictDurableObject(relay, { webSockets: "close" });
  await a.until(() => a.closedWith() !== null, "the socket to close");
  await match.play(3); // delivered to a relay with nobody: it leaves the room
  const a2 = await resume(a, match.matchId, "restart-a");
  await match.play(2);
  const b2 = await resume(b, match.matchId, "restart-b");
  const now = await roomSnapshot(match.matchId);
  for (const page of [a2, b2]) {
    await page.untilSeq(now.seq);
    expectNoGapNoDuplicate(page.messages);
    expect(fold(page.messages).state).toEqual(now);
  }
  expect((await relay.state()).sockets).toBe(2); // back on the same relay
  a2.close();
  b2.close();
});

test("a room restart, and a delivery lost on the way: the relays keep going and fill the gap from the backlog", async () => {
  const match = await scoredMatch();
  await match.play(2 + 2);
  const pages: Page[] = [];
  for (let i = 0; i < 6; i++) pages.push(await openSocket(`/live/match/${match.matchId}?v=root-${i}`));
  for (const page of pages) await page.untilSeq(0);
  const used = (await relaySockets(match.matchId, 12)).flatMap((n, index) => (n > 0 ? [index] : []));
  expect(used.length).toBeGreaterThanOrEqual(2);
  const room = roomOf(match.matchId);

  await evictDurableObject(room); // the room restarts: its relays are in its storage
  await match.play(3);
  let now = await roomSnapshot(match.matchId);
  for (const page of pages) await page.untilSeq(now.seq);

  // One relay misses a ball (the room forgets it for one delivery), then hears the next.
  const missing = used[0]!;
  await runInDurableObject(room, (instance) => {
    (instance as unknown as { relays: Map<number, number> }).relays.delete(missing);
  });
  await match.play(1);
  await runInDurableObject(room, (instance) => {
    (instance as unknown as { relays: Map<number, number> }).relays.set(missing, 1);
  });
  await match.play(2);
  now = await roomSnapshot(match.matchId);
  for (const page of pages) {
    await page.untilSeq(now.seq);
    expectNoGapNoDuplicate(page.messages);
    expect(fold(page.messages).state).toEqual(now);
  }
  for (const page of pages) page.close();
});

test("a viewer moving to another relay resumes there with its seq: no gap, no duplicate", async () => {
  const match = await scoredMatch();
  await match.play(2 + 2);
  const mover = await openSocket(`/live/match/${match.matchId}?v=mover`);
  await mover.untilSeq(0);
  expect(await relaySockets(match.matchId, 1)).toEqual([1]); // a new match's first relay
  const others: Page[] = [];
  for (let i = 0; i < 3; i++) others.push(await openSocket(`/live/match/${match.matchId}?v=other-${i}`));
  await match.play(2);
  const seen = (await roomSnapshot(match.matchId)).seq;
  await mover.untilSeq(seen);
  mover.close();
  await eventually(async () => (await relaySockets(match.matchId, 1))[0]! < 4, "relay 0 to lose the mover");
  // Relay 0 fills up while the mover is away (N = 4): it must go elsewhere when it comes back.
  for (let i = 0; (await relaySockets(match.matchId, 1))[0]! < 4; i++) {
    expect(i).toBeLessThan(40);
    others.push(await openSocket(`/live/match/${match.matchId}?v=filler-${i}`));
  }
  await match.play(3); // missed by the mover
  const before = total(await relaySockets(match.matchId, 24));

  const moved = await resume(mover, match.matchId, "mover");
  const counts = await relaySockets(match.matchId, 24);
  expect(counts[0]).toBe(4);
  expect(total(counts)).toBe(before + 1); // the mover is on another relay
  await match.play(2);
  const now = await roomSnapshot(match.matchId);
  await moved.untilSeq(now.seq);
  expectNoGapNoDuplicate(moved.messages);
  expect(fold(moved.messages).state).toEqual(now);
  moved.close();
  for (const page of others) page.close();
});

test("a source failing again and again: every relay's sockets get one stale signal, new viewers the stale state, and all recover", async () => {
  const MATCH = 880003;
  const answer = {
    matchHeader: {
      matchId: MATCH,
      matchFormat: "T20",
      state: "In Progress",
      status: "Team B need 151 runs",
      complete: false,
      team1: { id: 1, name: "Team A", shortName: "TA" },
      team2: { id: 2, name: "Team B", shortName: "TB" },
    },
    miniscore: {
      inningsId: 2,
      batTeam: { teamId: 2, teamScore: 0, teamWkts: 0 },
      matchScoreDetails: { inningsScoreList: [{ inningsId: 1, batTeamId: 1, score: 150, wickets: 6, overs: 20 }] },
    },
    commentaryList: [],
  };
  let failing = false;
  const upstream = fakeUpstream({ [`/mcenter/v1/${MATCH}/comm`]: () => (failing ? new FakeAnswer(503, { message: "down" }) : answer) });
  const room = roomOf(MATCH);
  await runInDurableObject(room, (instance) => {
    (instance as unknown as { source: unknown }).source = createUpstreamData({
      base: upstream.base,
      user: "test",
      secret: "secret",
      fetch: upstream.fetch,
    });
  });
  const pages: Page[] = [];
  for (let i = 0; i < 6; i++) pages.push(await openSocket(`/live/match/${MATCH}?v=stale-${i}`));
  for (const page of pages) await page.untilSeq(0);
  expect((await relaySockets(MATCH, 12)).filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
  const start = (await roomSnapshot(MATCH)).seq;

  failing = true;
  for (let tick = 0; tick < 3; tick++) expect(await runDurableObjectAlarm(room)).toBe(true);
  const stale = await roomSnapshot(MATCH);
  expect(stale.seq).toBe(start + 1); // three failed reads, one signal
  expect(stale.staleSince).toBeGreaterThan(0);
  for (const page of pages) {
    await page.untilSeq(start + 1);
    expect(page.messages.at(-1)).toMatchObject({ type: "source", patch: { staleSince: stale.staleSince } });
  }
  // A viewer arriving during the outage is told at once.
  const late = await openSocket(`/live/match/${MATCH}?v=stale-late`);
  await late.untilSeq(start + 1);
  expect(fold(late.messages).state!.staleSince).toBe(stale.staleSince);

  failing = false;
  expect(await runDurableObjectAlarm(room)).toBe(true);
  for (const page of [...pages, late]) {
    await page.untilSeq(start + 2);
    expect(page.messages.at(-1)).toMatchObject({ type: "source", patch: { staleSince: null } });
    expect(fold(page.messages).state).toEqual(await roomSnapshot(MATCH));
  }
  for (const page of [...pages, late]) page.close();
});
