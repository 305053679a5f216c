/**
 * MatchRoom and Ticker inside workerd: snapshot then events in seq order, resume after a gap from
 * the backlog (or a snapshot when it is gone), hibernation (sockets, attachments and ping/pong
 * survive the room and the relay holding them being evicted; live-relays.test.ts has the tree), the polling fallback, pull mode for imported matches.
 */
import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, test } from "vitest";
import type { MatchEvent, TickerEvent } from "../../app/live/protocol.ts";
import { applyTickerEvent } from "../../app/live/reducer.ts";
import { sameJson } from "../../workers/live/events.ts";
import { importFixtures } from "./import.ts";
import { fold, openSocket, relayStub, roomOf, roomSnapshot, scoredMatch, site } from "./live-helpers.ts";

test("a page's socket gets a snapshot, then every ball as it is posted, in seq order", async () => {
  const match = await scoredMatch();
  await match.play(2 + 5);
  const page = await openSocket(`/live/match/${match.matchId}`);
  await page.untilSeq(0);
  const [first] = page.messages;
  expect(first!.type).toBe("snapshot");
  const start = first!.seq;

  await match.play(8); // to the end of the second over: balls, a wicket, an over
  const now = await roomSnapshot(match.matchId);
  await page.untilSeq(now.seq);
  const seqs = page.messages.map((m) => m.seq);
  expect(seqs).toEqual(seqs.map((_, i) => start + i));
  const types = new Set(page.messages.slice(1).map((m) => m.type));
  expect([...types].sort()).toEqual(["ball", "over", "wicket"]);
  const ball = page.messages.find((m): m is Extract<MatchEvent, { type: "ball" }> => m.type === "ball")!;
  expect(ball).toMatchObject({ inningsNo: 1, position: 5, delivery: { batter: expect.any(String) } });

  // Folding the events gives the room's snapshot exactly.
  const { state, outcomes } = fold(page.messages);
  expect(outcomes.every((o) => o === "applied")).toBe(true);
  expect(state).toEqual(now);
  page.close();
});

test("each ball's frame carries the win probability, the same as the forecast API's last point: pages show it without a request", async () => {
  const match = await scoredMatch();
  await match.play(2 + 3);
  const page = await openSocket(`/live/match/${match.matchId}`);
  await page.untilSeq(0);
  await match.play(9);
  const now = await roomSnapshot(match.matchId);
  await page.untilSeq(now.seq);
  const carried = page.messages.flatMap((m) => (m.type !== "snapshot" && m.patch.forecast ? [m.patch.forecast] : []));
  // One per posted ball at least (a ball's frame, or the wicket or over frame that closes it).
  expect(carried.length).toBeGreaterThanOrEqual(9);
  for (const forecast of carried) {
    expect(forecast.team).toBe("India");
    expect(forecast.chance).toBeGreaterThan(0);
    expect(forecast.chance).toBeLessThan(1);
  }
  // What the page would read from the API is what the last frame said.
  const api = (await (await site(`/api/matches/${match.matchId}/forecast`)).json()) as { data: { points: { chance: number }[] } };
  expect(api.data.points.at(-1)!.chance).toBeCloseTo(carried.at(-1)!.chance, 10);
  expect(fold(page.messages).state!.forecast).toEqual(now.forecast);
  page.close();
});

describe("resume after a gap", () => {
  test("?since= gets exactly the missed messages from the backlog; a resync message too", async () => {
    const match = await scoredMatch();
    await match.play(2 + 3);
    const first = await openSocket(`/live/match/${match.matchId}`);
    await first.untilSeq(0);
    const seen = first.messages[0]!.seq;
    first.close();

    await match.play(6);
    const now = await roomSnapshot(match.matchId);
    const again = await openSocket(`/live/match/${match.matchId}?since=${seen}`);
    await again.untilSeq(now.seq);
    expect(again.messages.map((m) => m.type)).not.toContain("snapshot");
    expect(again.messages.map((m) => m.seq)).toEqual(Array.from({ length: now.seq - seen }, (_, i) => seen + 1 + i));
    expect(fold(again.messages, fold(first.messages).state).state).toEqual(now);

    // A client that notices a gap asks on the open socket.
    const count = again.messages.length;
    again.socket.send(JSON.stringify({ type: "resync", since: seen }));
    await again.until(() => again.messages.length === 2 * count, "the resync answer");
    expect(again.messages.slice(count)).toEqual(again.messages.slice(0, count));
    again.close();

    // Up to date: nothing to send. From nowhere, ahead or nonsense: a snapshot.
    const current = await site(`/live/match/${match.matchId}?since=${now.seq}`);
    expect(await current.json()).toEqual({ messages: [] });
    for (const since of ["", "?since=-1", `?since=${now.seq + 5}`, "?since=abc"]) {
      const answer = (await (await site(`/live/match/${match.matchId}${since}`)).json()) as { messages: MatchEvent[] };
      expect(answer.messages.map((m) => m.type)).toEqual(["snapshot"]);
    }
  });

  test("when the backlog no longer reaches back, the room sends a snapshot instead", async () => {
    const match = await scoredMatch();
    await match.play(2 + 3);
    const old = (await roomSnapshot(match.matchId)).seq;
    await match.play(6);
    // Trim the backlog as BACKLOG would after a long gap.
    await runInDurableObject(roomOf(match.matchId), (_, state) => {
      state.storage.sql.exec("DELETE FROM events WHERE seq <= ?", old + 2);
    });
    const answer = (await (await site(`/live/match/${match.matchId}?since=${old}`)).json()) as { messages: MatchEvent[] };
    expect(answer.messages.map((m) => m.type)).toEqual(["snapshot"]);
    expect(answer.messages[0]!.seq).toBe((await roomSnapshot(match.matchId)).seq);
  });
});

test("hibernation: sockets, their attachments and ping/pong survive the room and its relay being evicted", async () => {
  const match = await scoredMatch();
  await match.play(2 + 2);
  const a = await openSocket(`/live/match/${match.matchId}?v=alpha`);
  const b = await openSocket(`/live/match/${match.matchId}?v=beta`);
  await a.untilSeq(0);
  await b.untilSeq(0);
  const room = roomOf(match.matchId);
  // Two sockets on a new match: one relay, the first (decision 062).
  const relay = relayStub(match.matchId, 0);
  expect((await relay.state()).sockets).toBe(2);
  const seq = (await roomSnapshot(match.matchId)).seq;

  await evictDurableObject(room); // in-memory state gone
  await evictDurableObject(relay); // the same; its hibernatable sockets kept
  a.socket.send("ping");
  await a.until(() => a.texts.includes("pong"), "pong");

  await match.play(1); // wakes fresh instances, which find their relays, sockets and seq in storage
  await a.untilSeq(seq + 1);
  await b.untilSeq(seq + 1);
  expect(a.messages.filter((m) => m.seq > seq).map((m) => m.type)).toContain("ball");
  expect(a.messages.at(-1)!.seq).toBe(b.messages.at(-1)!.seq);
  expect(fold(a.messages).state).toEqual(await roomSnapshot(match.matchId));

  const attachments = await runInDurableObject(relay, (_, state) =>
    state.getWebSockets().map((ws) => ws.deserializeAttachment() as { connectedAt: number }),
  );
  expect(attachments).toHaveLength(2);
  for (const attachment of attachments) expect(attachment.connectedAt).toBeGreaterThan(0);
  a.close();
  b.close();
});

test("the polling fallback answers the same messages as JSON, for pages whose WebSockets fail", async () => {
  const match = await scoredMatch();
  await match.play(2 + 2);
  const first = (await (await site(`/live/match/${match.matchId}`)).json()) as { messages: MatchEvent[] };
  expect(first.messages.map((m) => m.type)).toEqual(["snapshot"]);
  await match.play(3);
  const since = first.messages[0]!.seq;
  const next = (await (await site(`/live/match/${match.matchId}?since=${since}`)).json()) as { messages: MatchEvent[] };
  expect(next.messages.length).toBeGreaterThan(0);
  expect(fold(next.messages, fold(first.messages).state).state).toEqual(await roomSnapshot(match.matchId));
});

test("unknown matches are 404 and bad ids 400, before any socket opens", async () => {
  expect((await site("/live/match/999999999", { headers: { upgrade: "websocket" } })).status).toBe(404);
  expect((await site("/live/match/12ab")).status).toBe(400);
  expect((await site("/live/match/0")).status).toBe(400);
  expect((await site("/live/nothing")).status).toBe(404);
});

test("an imported, finished match is served from D1 by the room, which does not poll it", async () => {
  await importFixtures("1415755");
  const page = await openSocket("/live/match/1415755");
  await page.untilSeq(0);
  const snapshot = page.messages[0]!;
  expect(snapshot.type).toBe("snapshot");
  if (snapshot.type !== "snapshot") return;
  expect(snapshot.snapshot).toMatchObject({ source: "embedded", state: "Complete", status: "India won by 7 runs", balls: [127, 124] });
  expect(snapshot.snapshot.commentary).toHaveLength(30);
  expect(await runInDurableObject(roomOf(1415755), (_, state) => state.storage.getAlarm())).toBeNull();
  page.close();
});

test("the ticker hears a scored match's new score within a second, as a match event", async () => {
  const match = await scoredMatch();
  await match.play(2 + 1);
  const response = await site("/live/ticker", { headers: { upgrade: "websocket" } });
  const socket = response.webSocket!;
  const messages: TickerEvent[] = [];
  socket.addEventListener("message", (event) => {
    const parsed = JSON.parse(event.data as string) as TickerEvent | TickerEvent[];
    messages.push(...(Array.isArray(parsed) ? parsed : [parsed]));
  });
  socket.accept();
  await match.play(1);
  const live = await roomSnapshot(match.matchId);
  const deadline = Date.now() + 5_000;
  const mine = () => messages.find((m) => m.type === "match" && m.match.id === match.matchId && sameJson(m.match.innings, live.innings));
  while (!mine() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(mine()).toBeTruthy();
  let state = null;
  for (const message of messages) state = applyTickerEvent(state, message).state;
  expect(state!.matches.find((m) => m.id === match.matchId)).toMatchObject({ state: "In Progress", innings: live.innings });
  socket.close(1000);
});
