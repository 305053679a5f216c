import { expect, test } from "vitest";
import { momentAt } from "../cricket/match-state.ts";
import { demoClockFromEnv, planSeason, type SeasonMatch } from "./demo-clock.ts";

const t20 = (id: number): SeasonMatch => ({
  id,
  matchType: "T20",
  innings: [{ deliveriesPerOver: Array(20).fill(6) }, { deliveriesPerOver: Array(20).fill(6) }],
});
const season = Array.from({ length: 10 }, (_, i) => t20(i + 1));

test("configuration comes from the environment, with defaults, and rejects nonsense", () => {
  expect(demoClockFromEnv({})).toMatchObject({
    enabled: true,
    series: ["Indian Premier League 2025", "The Ashes 2025/26"],
    speed: 1,
  });
  expect(demoClockFromEnv({ DEMO_SERIES: "A 2024, B 2025" }).series).toEqual(["A 2024", "B 2025"]);
  expect(demoClockFromEnv({ DEMO_CLOCK: "off" }).enabled).toBe(false);
  expect(demoClockFromEnv({ DEMO_SPEED: "20", DEMO_EPOCH: "2026-11-01" })).toMatchObject({
    speed: 20,
    epoch: Date.UTC(2026, 10, 1),
  });
  expect(() => demoClockFromEnv({ DEMO_SPEED: "fast" })).toThrow();
});

test("at every minute of a cycle at least one replayed match has balls being bowled or is between innings", () => {
  const config = demoClockFromEnv({ DEMO_EPOCH: "2026-01-01" });
  const from = Date.UTC(2026, 0, 1);
  for (let now = from; now < from + 3 * 86_400_000; now += 7 * 60_000) {
    const plan = planSeason(season, config, now);
    const states = [...plan.values()].map((slot) => momentAt(slot.timeline, now).state);
    expect(
      states.some((s) => s === "In Progress" || s === "Innings Break"),
      new Date(now).toISOString(),
    ).toBe(true);
  }
});

test("fixtures before now are results, later ones are upcoming, in the season's order", () => {
  const config = demoClockFromEnv({});
  const now = Date.UTC(2026, 0, 1) + 5 * 3_600_000;
  const states = [...planSeason(season, config, now).values()].map((slot) => momentAt(slot.timeline, now).state);
  const firstUnfinished = states.findIndex((s) => s !== "Complete");
  expect(firstUnfinished).toBeGreaterThan(0);
  expect(states.slice(firstUnfinished).filter((s) => s === "Complete")).toEqual([]);
  expect(states.filter((s) => s === "In Progress" || s === "Innings Break").length).toBeGreaterThanOrEqual(1);
  expect(states.at(-1)).toBe("Preview");
});

test("the clock off plans nothing", () => {
  expect(planSeason(season, demoClockFromEnv({ DEMO_CLOCK: "off" }), Date.now()).size).toBe(0);
});
