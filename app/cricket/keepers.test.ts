import { expect, test } from "vitest";
import { keepersByStumping } from "./keepers.ts";
import type { Delivery, Wicket } from "./types.ts";

const ball = (wickets: Wicket[] = []): Delivery => ({
  over: 0,
  batter: "b1",
  bowler: "bw",
  nonStriker: "b2",
  runs: { batter: 0, extras: 0, total: 0 },
  extras: {},
  wickets,
});

test("whoever made a stumping kept wicket; catches, run outs and byes name no keeper", () => {
  const keepers = keepersByStumping({
    innings: [
      { team: "A", deliveries: [ball([{ playerOut: "b1", kind: "stumped", fielders: [{ id: "keeperA" }] }]), ball()] },
      {
        team: "B",
        deliveries: [
          ball([{ playerOut: "b1", kind: "caught", fielders: [{ id: "keeperB" }] }]),
          ball([{ playerOut: "b2", kind: "run out", fielders: [{ id: "keeperB" }, { id: "other" }] }]),
          { ...ball(), extras: { byes: 4 }, runs: { batter: 0, extras: 4, total: 4 } },
        ],
      },
    ],
  });
  expect([...keepers]).toEqual(["keeperA"]);
});

test("a stumping whose fielder is not named names nobody", () => {
  expect(
    keepersByStumping({ innings: [{ team: "A", deliveries: [ball([{ playerOut: "b1", kind: "stumped", fielders: [] }])] }] }).size,
  ).toBe(0);
});
