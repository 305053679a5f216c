/** Shared by the live and scoring Worker tests: the site in-process, scored matches, sockets. */
import { env, exports } from "cloudflare:workers";
import { expect } from "vitest";
import { parseCricsheet, type CricsheetMatch } from "../../app/data/cricsheet.ts";
import type { LiveSnapshot, MatchEvent } from "../../app/live/protocol.ts";
import { applyMatchEvent } from "../../app/live/reducer.ts";
import { relayName } from "../../workers/live/relays.ts";
import { DEV_ADMIN_TOKEN } from "../../app/backend/admin/admin-access.server.ts";
import { createMatch, replaySteps, ScoringClient, stepPlayer, type CreatedMatch, type ReplayStep } from "../../scripts/lib/replay-core.ts";

export const ADMIN = DEV_ADMIN_TOKEN;

export const site = (path: string, init?: RequestInit) => exports.default.fetch(new Request(`http://site${path}`, init));

export const client = new ScoringClient("http://site", {
  fetch: (input, init) => exports.default.fetch(new Request(input as string, init)),
  retries: 0,
});

export function fixture(id: string): CricsheetMatch {
  return parseCricsheet(env.TEST_MATCHES[id]!);
}

/** A scored copy of a fixture, with its replay steps (first innings only; null: the whole match) to play. */
export async function scoredMatch(id = "1415755", innings: number | null = 1) {
  const file = fixture(id);
  const match: CreatedMatch = await createMatch(client, file, ADMIN);
  const steps: ReplayStep[] = replaySteps(file, innings === null ? {} : { innings });
  const play = stepPlayer(client, match, steps);
  const call = (method: string, path: string, body?: unknown, token = match.token) =>
    client.call<{ success: boolean; error?: string } & Record<string, unknown>>(
      method,
      `/api/scoring/matches/${match.matchId}${path}`,
      token,
      body,
    );
  return { ...match, file, steps, play, call };
}

export function roomOf(matchId: number) {
  return env.MATCH_ROOM.get(env.MATCH_ROOM.idFromName(String(matchId)));
}

/** The match's relay number `index` (decision 062). */
export function relayStub(matchId: number, index: number) {
  return env.MATCH_RELAY.get(env.MATCH_RELAY.idFromName(relayName(matchId, index)));
}

/** Sockets per relay, relays 0 … count - 1 (what each last holds open). */
export async function relaySockets(matchId: number, count = 8): Promise<number[]> {
  return Promise.all(Array.from({ length: count }, async (_, index) => (await relayStub(matchId, index).state()).sockets));
}

/** Waits until `test` holds (checked again every 50 ms), or fails saying what it waited for. */
export async function eventually(test: () => Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function roomSnapshot(matchId: number): Promise<LiveSnapshot> {
  return (await roomOf(matchId).snapshot(matchId)) as unknown as LiveSnapshot;
}

/** A WebSocket to the site, with every message kept and a way to wait for more. */
export async function openSocket(path: string) {
  const response = await site(path, { headers: { upgrade: "websocket" } });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  const messages: MatchEvent[] = [];
  const texts: string[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener("message", (event) => {
    const data = event.data as string;
    texts.push(data);
    if (data !== "pong") {
      const parsed = JSON.parse(data) as MatchEvent | MatchEvent[];
      messages.push(...(Array.isArray(parsed) ? parsed : [parsed]));
    }
    for (const wake of waiters.splice(0)) wake();
  });
  let closed: number | null = null;
  socket.addEventListener("close", (event) => {
    closed = event.code;
    for (const wake of waiters.splice(0)) wake();
  });
  socket.accept();
  const until = async (test: () => boolean, what: string, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!test()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; got ${texts.length} frames`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  };
  return {
    socket,
    messages,
    texts,
    /** resolves once a message with seq ≥ `seq` arrived */
    untilSeq: (seq: number) => until(() => messages.some((m) => m.seq >= seq), `seq ${seq}`),
    until,
    /** the close code once the server closed the socket (null while open) */
    closedWith: () => closed,
    close: () => socket.close(1000, "done"),
  };
}

/** Folds messages with the clients' reducer. */
export function fold(messages: MatchEvent[], start: LiveSnapshot | null = null) {
  let state = start;
  const outcomes: string[] = [];
  for (const message of messages) {
    const applied = applyMatchEvent(state, message);
    outcomes.push(applied.outcome);
    state = applied.state;
  }
  return { state, outcomes };
}
