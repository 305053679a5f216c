/**
 * The championship page with CRICKET_SOURCE=upstream: the loader reads the provider's standings
 * call (the real sample: the World Test Championship 2023–25 final table) through the same
 * contract as D1 and shows its header row without the Flag header, its rows — position, flag
 * image, team, PCT — in its order, its seasons as links and its subText.
 */
import { expect, test } from "vitest";
import { loader } from "../../app/routes/championship/points-table.tsx";
import { loader as latest } from "../../app/routes/championship/redirect.tsx";
import { providerSamples, upstreamSite } from "./upstream-env.ts";

const { serve, loaderArgs } = upstreamSite("https://championship.test/api");
const WTC = "/stats/v1/iccstanding/team/matchtype/1";

test("the provider's WTC table: the Flag header dropped, flags kept as image ids, its order and subText", async () => {
  const upstream = serve(providerSamples());
  const { table } = await loader(
    loaderArgs("/cricket-stats/points-table/test/world-test-championship-2023-25", {
      format: "test",
      league: "world-test-championship-2023-25",
    }),
  );
  expect(upstream.requests.map((r) => r.path)).toEqual([WTC]);
  expect(table.league).toEqual({ slug: "world-test-championship-2023-25", name: "World Test Championship (2023-2025)" });
  expect(table.headers).toEqual(["Rank", "Team", "PCT"]);
  expect(table.rows.map((row) => [row.position, row.team.name, row.team.imageId, ...row.values])).toEqual([
    [1, "South Africa", "172126", "69.440"],
    [2, "Australia", "172117", "67.540"],
    [3, "India", "172115", "50.000"],
    [4, "New Zealand", "172128", "48.210"],
    [5, "England", "172123", "43.180"],
    [6, "Sri Lanka", "172119", "38.460"],
    [7, "Bangladesh", "172120", "31.250"],
    [8, "West Indies", "172124", "28.210"],
    [9, "Pakistan", "591986", "27.980"],
  ]);
  expect(table.leagues.map((l) => l.slug)).toEqual([
    "world-test-championship-2023-25",
    "world-test-championship-2021-23",
    "world-test-championship-2019-21",
  ]);
  expect(table.subText).toMatch(/^In the WTC 2023-2025, teams will get 12 points for a win, 4 for a draw and 6 for a tie\./);
});

test("a bare format goes to the provider's current season; an older season it lists shows the empty text; others are 404", async () => {
  serve(providerSamples());
  const thrown = await latest(loaderArgs("/cricket-stats/points-table/test", { format: "test" })).catch((e: unknown) => e);
  expect((thrown as Response).status).toBe(302);
  expect((thrown as Response).headers.get("location")).toBe("/cricket-stats/points-table/test/world-test-championship-2023-25");
  const { table } = await loader(
    loaderArgs("/cricket-stats/points-table/test/world-test-championship-2021-23", {
      format: "test",
      league: "world-test-championship-2021-23",
    }),
  );
  expect(table.rows).toEqual([]);
  expect(table.emptyReason).toBe("The provider answers only the current season's table.");
  const unknown = await loader(
    loaderArgs("/cricket-stats/points-table/test/world-test-championship-2025-27", {
      format: "test",
      league: "world-test-championship-2025-27",
    }),
  ).catch((e: unknown) => e);
  expect((unknown as { init?: { status?: number } }).init?.status).toBe(404);
});

test("a provider that fails: the failure is logged and the page says so with a 503, never a 500", async () => {
  // The Super League's call (matchtype/2) has no sample: the fake provider answers 404.
  const upstream = serve(providerSamples());
  const thrown = await loader(
    loaderArgs("/cricket-stats/points-table/odi/icc-cricket-world-cup-super-league-2020-23", {
      format: "odi",
      league: "icc-cricket-world-cup-super-league-2020-23",
    }),
  ).catch((e: unknown) => e);
  expect(upstream.requests.map((r) => r.path)).toContain("/stats/v1/iccstanding/team/matchtype/2");
  expect(thrown).toMatchObject({ init: { status: 503 }, data: "Failed to load the points table. Please try again later." });
});
