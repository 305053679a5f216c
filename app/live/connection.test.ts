/** LiveConnection against a scripted WebSocket and fake timers: order, gaps, reconnects, polling. */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { backoffDelay, LiveConnection } from "./connection.ts";
import type { LiveSnapshot, MatchEvent } from "./protocol.ts";
import { applyMatchEvent } from "./reducer.ts";

class FakeSocket {
  static all: FakeSocket[] = [];
  onopen: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  sent: string[] = [];
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    queueMicrotask(() => this.onclose?.({}));
  }
  open() {
    this.onopen?.({});
  }
  deliver(message: unknown) {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }
  fail() {
    this.closed = true;
    this.onerror?.({});
    this.onclose?.({});
  }
  static last() {
    return FakeSocket.all.at(-1)!;
  }
}

const snapshot = (seq: number, runs = 0): LiveSnapshot => ({
  matchId: 7,
  seq,
  updatedAt: 1000 + seq,
  source: "scoring",
  state: "In Progress",
  status: "",
  isReplay: false,
  teams: [
    { id: 1, name: "A", shortName: "A" },
    { id: 2, name: "B", shortName: "B" },
  ],
  innings: [{ inningsNo: 1, teamId: 1, runs, wickets: 0, overs: "0", declared: false, superOver: false }],
  balls: [seq],
  miniscore: null,
  commentary: [],
});
const status = (seq: number, text: string): MatchEvent => ({
  type: "status",
  seq,
  matchId: 7,
  at: 1000 + seq,
  state: "In Progress",
  status: text,
  patch: { status: text },
  commentary: [],
});

function connect(
  initial: LiveSnapshot | null,
  extra: Partial<ConstructorParameters<typeof LiveConnection<LiveSnapshot, MatchEvent>>[0]> = {},
) {
  const seen: string[] = [];
  const connection = new LiveConnection<LiveSnapshot, MatchEvent>({
    url: "ws://site/live/match/7",
    initial,
    apply: applyMatchEvent,
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    random: () => 0.5,
    onMessage: (message, outcome) => seen.push(`${message.seq}:${outcome}`),
    ...extra,
  });
  connection.start();
  return { connection, seen };
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("starts from the server's state, resumes from its seq, applies in order and ignores duplicates", () => {
  const { connection, seen } = connect(snapshot(4));
  expect(FakeSocket.last().url).toBe("ws://site/live/match/7?since=4");
  expect(connection.snapshot.status).toBe("connecting");
  FakeSocket.last().open();
  expect(connection.snapshot.status).toBe("live");
  FakeSocket.last().deliver(status(5, "five"));
  FakeSocket.last().deliver(status(5, "five again"));
  FakeSocket.last().deliver(status(4, "old"));
  FakeSocket.last().deliver("pong");
  expect(seen).toEqual(["5:applied", "5:duplicate", "4:duplicate"]);
  expect(connection.snapshot.state).toMatchObject({ seq: 5, status: "five", updatedAt: 1005 });
  // Several messages in one frame: an array, in order.
  FakeSocket.last().deliver([status(6, "six"), status(7, "seven")]);
  expect(connection.snapshot.state).toMatchObject({ seq: 7, status: "seven" });
});

test("a gap asks the server to resync once, and the answer fills it", () => {
  const { connection, seen } = connect(snapshot(4));
  const socket = FakeSocket.last();
  socket.open();
  socket.deliver(status(7, "seven"));
  socket.deliver(status(8, "eight"));
  expect(seen).toEqual(["7:gap", "8:gap"]);
  expect(socket.sent).toEqual([JSON.stringify({ type: "resync", since: 4 })]);
  for (const seq of [5, 6, 7, 8]) socket.deliver(status(seq, `s${seq}`));
  expect(connection.snapshot.state).toMatchObject({ seq: 8, status: "s8" });
  // Without any state the first message must be a snapshot.
  const fresh = connect(null);
  FakeSocket.last().open();
  FakeSocket.last().deliver(status(3, "x"));
  expect(FakeSocket.last().sent).toEqual([JSON.stringify({ type: "resync", since: null })]);
  FakeSocket.last().deliver({ type: "snapshot", seq: 3, matchId: 7, at: 0, snapshot: snapshot(3, 50) });
  expect(fresh.connection.snapshot.state).toMatchObject({ seq: 3 });
});

test("a drop reconnects after a jittered, growing delay and resumes from the latest seq", async () => {
  const { connection } = connect(snapshot(1));
  FakeSocket.last().open();
  FakeSocket.last().deliver(status(2, "two"));
  FakeSocket.last().fail();
  expect(connection.snapshot.status).toBe("reconnecting");
  expect(FakeSocket.all).toHaveLength(1);
  await vi.advanceTimersByTimeAsync(backoffDelay(0, { initialMs: 500, maxMs: 30_000 }, () => 0.5));
  expect(FakeSocket.all).toHaveLength(2);
  expect(FakeSocket.last().url).toBe("ws://site/live/match/7?since=2");
  FakeSocket.last().fail(); // did not open: the next wait is longer
  await vi.advanceTimersByTimeAsync(749);
  expect(FakeSocket.all).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(1);
  expect(FakeSocket.all).toHaveLength(3);
  FakeSocket.last().open();
  expect(connection.snapshot.status).toBe("live");
});

test("backoff: exponential, capped, with jitter between half and all of it", () => {
  const backoff = { initialMs: 500, maxMs: 30_000 };
  expect([0, 1, 2, 3].map((n) => backoffDelay(n, backoff, () => 1))).toEqual([500, 1000, 2000, 4000]);
  expect([0, 1, 2, 3].map((n) => backoffDelay(n, backoff, () => 0))).toEqual([250, 500, 1000, 2000]);
  expect(backoffDelay(20, backoff, () => 1)).toBe(30_000);
});

test("polls only when WebSockets cannot connect at all, and stops once one opens", async () => {
  const requests: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    requests.push(url);
    return new Response(JSON.stringify({ messages: [status(requests.length + 4, `polled ${requests.length}`)] }));
  });
  const { connection } = connect(snapshot(4), { fetch: fetch as unknown as typeof globalThis.fetch, pollIntervalMs: () => 3_000 });
  FakeSocket.last().fail();
  await vi.advanceTimersByTimeAsync(500);
  FakeSocket.last().fail();
  expect(connection.snapshot.status).toBe("reconnecting");
  await vi.advanceTimersByTimeAsync(1_000);
  FakeSocket.last().fail(); // the third connect that never opened
  expect(connection.snapshot.status).toBe("polling");
  await vi.advanceTimersByTimeAsync(0);
  expect(requests).toEqual(["http://site/live/match/7?since=4"]);
  await vi.advanceTimersByTimeAsync(3_000);
  expect(requests.at(-1)).toBe("http://site/live/match/7?since=5");
  expect(connection.snapshot.state).toMatchObject({ seq: 6, status: "polled 2" });
  // The socket keeps being tried; once it opens, polling stops.
  await vi.advanceTimersByTimeAsync(2_000);
  FakeSocket.last().open();
  expect(connection.snapshot.status).toBe("live");
  const polled = requests.length;
  await vi.advanceTimersByTimeAsync(10_000);
  expect(requests).toHaveLength(polled);
  connection.stop();
});

test("offline pauses the socket until the browser is back", async () => {
  const { connection } = connect(snapshot(1));
  FakeSocket.last().open();
  connection.pause();
  await vi.advanceTimersByTimeAsync(60_000);
  expect(FakeSocket.all).toHaveLength(1);
  expect(connection.snapshot.status).toBe("reconnecting");
  connection.reconnectNow();
  expect(FakeSocket.all).toHaveLength(2);
  expect(FakeSocket.last().url).toBe("ws://site/live/match/7?since=1");
});

describe("heartbeat", () => {
  test("pings every 25 s and drops a socket silent for a minute", async () => {
    connect(snapshot(1));
    const socket = FakeSocket.last();
    socket.open();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(socket.sent).toEqual(["ping"]);
    await vi.advanceTimersByTimeAsync(50_000);
    expect(socket.closed).toBe(true);
  });
});
