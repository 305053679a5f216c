import { expect, test } from "vitest";
import { WICKET_KINDS, type WicketKind } from "./types.ts";
import { isBowlerWicket, isDismissal, isRetirementNotOut } from "./wickets.ts";

const expectations: Record<WicketKind, { dismissal: boolean; bowler: boolean }> = {
  caught: { dismissal: true, bowler: true },
  bowled: { dismissal: true, bowler: true },
  lbw: { dismissal: true, bowler: true },
  "run out": { dismissal: true, bowler: false },
  stumped: { dismissal: true, bowler: true },
  "caught and bowled": { dismissal: true, bowler: true },
  "hit wicket": { dismissal: true, bowler: true },
  "retired hurt": { dismissal: false, bowler: false },
  "retired not out": { dismissal: false, bowler: false },
  "retired out": { dismissal: true, bowler: false },
  "obstructing the field": { dismissal: true, bowler: false },
  "timed out": { dismissal: true, bowler: false },
  "handled the ball": { dismissal: true, bowler: false },
  "hit the ball twice": { dismissal: true, bowler: false },
};

test.each(WICKET_KINDS.map((kind) => [kind]))("%s counts as the rules say", (kind) => {
  expect(isDismissal(kind)).toBe(expectations[kind].dismissal);
  expect(isRetirementNotOut(kind)).toBe(!expectations[kind].dismissal);
  expect(isBowlerWicket(kind)).toBe(expectations[kind].bowler);
});
