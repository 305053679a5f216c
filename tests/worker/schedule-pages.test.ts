/**
 * Schedule pages (issue 12, docs/product/content-areas.md#schedule-pages): their tabs, the spec's empty texts when nothing is to come,
 * 404 for an unknown tab. (What they list when a season is being played: tests/e2e/schedule-pages.)
 */
import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

beforeAll(() => importFixtures("1415755"));

const text = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");

test("Current & Future Series: five tabs; with every match in the past, the spec's empty text", async () => {
  const html = await text("/cricket-schedule/series/all");
  for (const tab of ["all", "international", "domestic", "t20-leagues", "women"])
    expect(html).toContain(`href="/cricket-schedule/series/${tab}"`);
  expect(html).toContain("No schedule data available. All Section");
  expect(html).toContain('<link rel="canonical" href="http://site/cricket-schedule/series/all"/>');
  expect(await text("/cricket-schedule/series/women")).toContain("No schedule data available. Women Section");
});

test("Matches by day: five tabs; nothing to come gives 'No match data available.'", async () => {
  const html = await text("/cricket-schedule/upcoming-series/international");
  for (const label of ["International", "Domestic &amp; Others", "T20 Leagues", "Women", "All Matches"])
    expect(html).toContain(`>${label}</a>`);
  expect(html).toContain("No match data available.");
});

test("an unknown tab is a 404", async () => {
  for (const path of ["/cricket-schedule/series/everything", "/cricket-schedule/upcoming-series/tests"]) {
    expect((await get(path)).status, path).toBe(404);
  }
});
