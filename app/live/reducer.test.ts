import { expect, test } from "vitest";
import type { LiveSnapshot } from "../data/live-snapshot.ts";
import type { MatchEvent } from "./protocol.ts";
import { applyMatchEvent, applyMatchPagePosition, applyPosition } from "./reducer.ts";

const event = (seq: number, at = seq * 1000) => ({ type: "ball", seq, at });

test("a position moves one message at a time; duplicates and gaps leave it where it is", () => {
  const start = { seq: 4, updatedAt: 4000 };
  expect(applyPosition(start, event(5))).toEqual({ state: { seq: 5, updatedAt: 5000 }, outcome: "applied" });
  expect(applyPosition(start, event(4))).toEqual({ state: start, outcome: "duplicate" });
  expect(applyPosition(start, event(3))).toEqual({ state: start, outcome: "duplicate" });
  expect(applyPosition(start, event(7))).toEqual({ state: start, outcome: "gap" });
});

test("a newer snapshot moves the position to it; an older one is a duplicate; no position yet needs one", () => {
  const start = { seq: 4, updatedAt: 4000 };
  expect(applyPosition(start, { type: "snapshot", seq: 9, at: 9500 })).toEqual({ state: { seq: 9, updatedAt: 9500 }, outcome: "applied" });
  expect(applyPosition(start, { type: "snapshot", seq: 4, at: 9500 }).outcome).toBe("duplicate");
  expect(applyPosition(null, event(1)).outcome).toBe("gap");
  expect(applyPosition(null, { type: "snapshot", seq: 1, at: 10 }).outcome).toBe("applied");
});

test("a source signal moves the stream on and says the data is stale, without moving 'last updated'", () => {
  const start = { seq: 4, updatedAt: 4000 };
  expect(applyPosition(start, { type: "source", seq: 5, at: 9000 })).toEqual({ state: { seq: 5, updatedAt: 4000 }, outcome: "applied" });

  const snapshot = { matchId: 1, seq: 4, updatedAt: 4000, status: "Team A need 10 runs", commentary: [] } as unknown as LiveSnapshot;
  const stale = applyMatchEvent(snapshot, { type: "source", seq: 5, matchId: 1, at: 9000, patch: { staleSince: 3500 }, commentary: [] });
  expect(stale).toEqual({ state: { ...snapshot, seq: 5, staleSince: 3500 }, outcome: "applied" });
  const fresh = applyMatchEvent(stale.state, { type: "source", seq: 6, matchId: 1, at: 9900, patch: { staleSince: null }, commentary: [] });
  expect(fresh.state).toEqual({ ...snapshot, seq: 6, staleSince: null });
});

test("a match page's position keeps the win probability its frames carry: a ball's patch sets it, a frame without one keeps it, a snapshot replaces it", () => {
  const frame = (seq: number, patch: object): MatchEvent =>
    ({
      type: "ball",
      seq,
      at: seq * 1000,
      matchId: 1,
      patch,
      commentary: [],
      inningsNo: 1,
      position: seq,
      overLabel: null,
      event: "NONE",
    }) as MatchEvent;
  const start = { seq: 4, updatedAt: 4000 };
  const india = { team: "India", chance: 0.61 };
  const first = applyMatchPagePosition(start, frame(5, { forecast: india }));
  expect(first).toEqual({ state: { seq: 5, updatedAt: 5000, forecast: india }, outcome: "applied" });
  expect(applyMatchPagePosition(first.state, frame(6, { balls: [7] })).state).toEqual({ seq: 6, updatedAt: 6000, forecast: india });
  expect(applyMatchPagePosition(first.state, frame(5, { forecast: { team: "India", chance: 0.2 } }))).toEqual({
    state: first.state,
    outcome: "duplicate",
  });
  const snapshot = { type: "snapshot", seq: 9, at: 9000, matchId: 1, snapshot: { forecast: null } } as unknown as MatchEvent;
  expect(applyMatchPagePosition(first.state, snapshot).state).toEqual({ seq: 9, updatedAt: 9000, forecast: null });
});
