/**
 * The churn check, small (the full one is `npm run bench:live`): clients that keep dropping and
 * reconnecting while a T20 innings is played fast all end with D1's state, and none of them
 * applied a ball twice or skipped one. Also: live sockets decline permessage-deflate.
 */
import { expect, test } from "vitest";
import type { LiveSnapshot } from "../../app/live/protocol.ts";
import { sameAsStored, TrackedClient } from "../../scripts/lib/bench/tracked-client.ts";
import { createMatch, replayMatch } from "../../scripts/lib/replay-core.ts";
import { BASE_URL } from "./browser.ts";
import { ADMIN, FINAL, scoring } from "./scoring.ts";

const CLIENTS = 40;

test(`churn: ${CLIENTS} clients dropping at random through a fast T20 innings end equal to D1`, { timeout: 180_000 }, async () => {
  const match = await createMatch(scoring, FINAL, ADMIN);
  const url = `${BASE_URL.replace(/^http/, "ws")}/live/match/${match.matchId}`;
  const clients = Array.from(
    { length: CLIENTS },
    () => new TrackedClient({ url, churn: { minMs: 200, maxMs: 1_200 }, backoff: { initialMs: 100, maxMs: 1_000 } }),
  );
  const until = async (ok: () => boolean | Promise<boolean>, what: string, ms = 20_000) => {
    const deadline = Date.now() + ms;
    while (!(await ok())) {
      if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  try {
    for (const c of clients) c.start();
    await until(() => clients.every((c) => c.live), "every client live");
    for (const c of clients) c.startChurn();
    await replayMatch({ match: FINAL, client: scoring, adminToken: "", existing: match, innings: 1, ballIntervalMs: 40 });
    for (const c of clients) c.stopChurn();

    const room = async () =>
      ((await (await fetch(`${BASE_URL}/live/match/${match.matchId}`)).json()) as { messages: { snapshot: LiveSnapshot }[] }).messages[0]!
        .snapshot;
    const final = await room();
    await until(() => clients.every((c) => c.live && c.state!.seq === final.seq), "every client at the room's seq");
    type Stored = Parameters<typeof sameAsStored>[1];
    const stored = (await (await fetch(`${BASE_URL}/api/scoring/matches/${match.matchId}`)).json()) as Stored;
    const reports = clients.map((c) => c.finish());
    expect(reports.reduce((n, r) => n + r.drops, 0)).toBeGreaterThan(CLIENTS);
    expect(reports.map((r) => r.duplicated).reduce((a, b) => a + b)).toBe(0);
    expect(reports.map((r) => r.skipped).reduce((a, b) => a + b)).toBe(0);
    expect(reports.filter((r) => !sameAsStored(r.final, stored))).toEqual([]);
    expect(stored.innings[0]).toMatchObject({ runs: 176, wickets: 7, overs: "20", balls: 127 });
  } finally {
    for (const c of clients) c.connection.stop();
    // Leave no test match behind for the site's other pages and tests.
    await scoring.must("DELETE", `/api/scoring/matches/${match.matchId}`, ADMIN);
  }
});

test("live sockets decline permessage-deflate, which Node and browsers offer", { timeout: 120_000 }, async () => {
  // Compression would run once per socket for every frame a room fans out (docs/benchmarks/live.md).
  const match = await createMatch(scoring, FINAL, ADMIN);
  const ws = BASE_URL.replace(/^http/, "ws");
  const negotiated = (url: string) =>
    new Promise<{ extensions: string; first: string }>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.onmessage = (event) => {
        resolve({ extensions: socket.extensions, first: String(event.data) });
        socket.close(1000);
      };
      socket.onerror = () => reject(new Error(`no socket at ${url}`));
    });
  try {
    for (const url of [`${ws}/live/match/${match.matchId}`, `${ws}/live/ticker`]) {
      const { extensions, first } = await negotiated(url);
      expect(extensions, url).toBe("");
      expect(JSON.parse(first), url).toMatchObject({ type: "snapshot", seq: expect.any(Number) });
    }
  } finally {
    await scoring.must("DELETE", `/api/scoring/matches/${match.matchId}`, ADMIN);
  }
});
