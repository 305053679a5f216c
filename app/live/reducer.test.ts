import { expect, test } from "vitest";
import type { LiveSnapshot } from "../data/live-snapshot.ts";
import { applyMatchEvent, applyPosition } from "./reducer.ts";

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
