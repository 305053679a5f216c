import { expect, test } from "vitest";
import { powerplaySummaries } from "./powerplays.ts";
import { ball, innings, repeat, wicket } from "../../tests/support/cricket-builders.ts";

test("runs, wickets and legal balls inside each powerplay", () => {
  const played = innings(
    "India",
    [
      ...repeat(35, { runs: 1 }),
      { extras: { wides: 1 } }, // bowled after 5.5: belongs to ball 5.6, inside
      { runs: 4 }, // 5.6
      { extras: { wides: 1 } }, // first delivery of over 6: outside
      { runs: 6, wickets: [wicket("caught", "A", "K")] },
      ...repeat(11, { runs: 2 }),
    ],
    {
      powerplays: [
        { from: 0.1, to: 5.6, type: "mandatory" },
        { from: 6.1, to: 7.6, type: "batting" },
      ],
    },
  );
  expect(powerplaySummaries(played)).toEqual([
    { type: "mandatory", from: 0.1, to: 5.6, runs: 40, wickets: 0, legalBalls: 36 },
    { type: "batting", from: 6.1, to: 7.6, runs: 29, wickets: 1, legalBalls: 12 },
  ]);
});

test("a part-over bound (a rain-shortened powerplay) stops at that ball", () => {
  const played = innings("Namibia", repeat(18, { runs: 1 }), { powerplays: [{ from: 0.1, to: 2.4, type: "mandatory" }] });
  expect(powerplaySummaries(played)[0]).toMatchObject({ runs: 16, legalBalls: 16 });
});

test("an over with a miscounted seventh ball stays inside a powerplay ending with that over", () => {
  const played = innings("Pakistan", [], { powerplays: [{ from: 0.1, to: 0.6, type: "mandatory" }] });
  played.deliveries = repeat(7, { runs: 1 }).map((spec) => ball({ ...spec, over: 0 }));
  expect(powerplaySummaries(played)[0]).toMatchObject({ runs: 7, legalBalls: 7 });
});

test("no powerplay data gives an empty list", () => {
  expect(powerplaySummaries(innings("India", [{ runs: 1 }]))).toEqual([]);
});
