import { expect, test } from "vitest";
import { inningsExtras } from "./extras.ts";
import { innings } from "../../tests/support/cricket-builders.ts";

test("byes, leg byes, wides, no-balls and penalties (delivery and innings-level) add up", () => {
  const played = innings(
    "Netherlands",
    [
      { extras: { byes: 4 } },
      { extras: { legbyes: 1 } },
      { extras: { wides: 5 } },
      { extras: { noballs: 1 }, runs: 6 },
      { extras: { penalty: 5 } },
      { runs: 2 },
    ],
    { penaltyRuns: { pre: 5, post: 5 } },
  );
  expect(inningsExtras(played)).toEqual({ byes: 4, legByes: 1, wides: 5, noBalls: 1, penalty: 15, total: 26 });
});

test("no extras", () => {
  expect(inningsExtras(innings("India", [{ runs: 1 }]))).toEqual({ byes: 0, legByes: 0, wides: 0, noBalls: 0, penalty: 0, total: 0 });
});
