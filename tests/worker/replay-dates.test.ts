/**
 * One date for a replayed match everywhere (issue 31, decision 045): once the demo clock has
 * replayed it, a team's Stats list its total under the day its match page shows, not the day it
 * was first played; the scorecard archive files its series under the days its series page shows;
 * and the stats query counts it only once it is over.
 */
import { env } from "cloudflare:workers";
import { expect, test } from "vitest";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { replayPlan, unfinishedIn } from "../../app/data/embedded/clock.server.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import { parseStatsQuery } from "../../app/data/stats-query.ts";
import { importFixtures } from "./import.ts";
import { endedReplay } from "./replay-moments.ts";

const IPL_AFTERNOON = 1473439; // IPL 2025 match 2, replayed by the tests' demo clock: Sunrisers Hyderabad 286-6

test("a replayed match's total is dated in a team's Stats as on its match page", async () => {
  await importFixtures(String(IPL_AFTERNOON));
  const ended = await endedReplay(IPL_AFTERNOON);
  const config = demoClockFromEnv(env as unknown as Record<string, unknown>);
  const data = createEmbeddedData(env.DB, { config, now: () => ended.end + 60_000 });
  const match = (await data.match(IPL_AFTERNOON))!;
  expect(match.complete).toBe(true);
  expect(match.startDate).not.toBe("2025-03-23"); // shown on its replay day, not the day it was played
  const team = match.teams.find((side) => side.name === "Sunrisers Hyderabad")!;
  const stats = (await data.teamStats(team.id, { format: null, opponent: null, year: null }))!;
  const total = stats.highestTotals.find((row) => row.matchId === IPL_AFTERNOON);
  expect(total).toMatchObject({ score: "286-6", date: match.startDate });
});

test("the scorecard archive files a replayed series under the days its series page shows, never its real year", async () => {
  await importFixtures(String(IPL_AFTERNOON));
  const ended = await endedReplay(IPL_AFTERNOON);
  const config = demoClockFromEnv(env as unknown as Record<string, unknown>);
  const data = createEmbeddedData(env.DB, { config, now: () => ended.end + 60_000 });
  const match = (await data.match(IPL_AFTERNOON))!;
  const series = (await data.series(match.series.id))!;
  expect(series.startDate.startsWith("2025-")).toBe(false); // IPL 2025 is replayed in the present
  const year = Number(series.startDate.slice(0, 4));
  expect(await data.archiveYears()).toContain(year);
  const listed = (await data.archive(year)).flatMap((group) => group.series).find((entry) => entry.id === series.id);
  expect(listed).toMatchObject({ startDate: series.startDate, endDate: series.endDate });
  const realYear = (await data.archive(2025)).flatMap((group) => group.series);
  expect(realYear.map((entry) => entry.id)).not.toContain(series.id);
});

test("the stats query counts a replayed match only once it is over, and says how many it leaves out", async () => {
  await importFixtures(String(IPL_AFTERNOON));
  const ended = await endedReplay(IPL_AFTERNOON);
  const config = demoClockFromEnv(env as unknown as Record<string, unknown>);
  const query = parseStatsQuery(new URLSearchParams("format=ipl&min=0"));
  if (!query.ok) throw new Error(query.message);
  const at = (now: number) => createEmbeddedData(env.DB, { config, now: () => now }).statsQuery(query.query);
  // What the replay has not finished at a moment: this match, and any other replayed match another
  // file of this run imported (the evening game of the same day is still to come after this one).
  const notOverAt = async (now: number) => unfinishedIn(await replayPlan(env.DB, { config, now: () => now }), now);
  const duringAt = ended.balls[1]![30]!;
  const during = await at(duringAt);
  expect(await notOverAt(duringAt)).toContain(IPL_AFTERNOON);
  expect(during).toMatchObject({ rows: [], notYetOver: (await notOverAt(duringAt)).length });
  const afterAt = ended.end + 60_000;
  const after = await at(afterAt);
  const stillToCome = await notOverAt(afterAt);
  expect(stillToCome).not.toContain(IPL_AFTERNOON);
  expect(after.notYetOver).toBe(stillToCome.length === 0 ? undefined : stillToCome.length);
  expect(after.rows.length).toBeGreaterThan(10); // the batters of both sides
});
