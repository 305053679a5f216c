import { expect, test } from "vitest";
import { applyPosition } from "./reducer.ts";

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
