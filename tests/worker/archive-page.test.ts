/**
 * The scorecard archive (issue 12, docs/product/content-areas.md#archives): years with series only, by decade; each year's
 * series grouped International, T20 League, Domestic, Women and linked to their matches.
 */
import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

beforeAll(() => importFixtures("1415755", "1426557", "1384426"));

const text = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");

test("the archive opens on the latest year with series, and offers only years that have some", async () => {
  const html = await text("/cricket-scorecard-archives");
  expect(html).toContain("<h1>Cricket Scorecard Archives 2024</h1>");
  expect(html).toMatch(/<details open="" class="archive__decade"><summary>2020s<\/summary>/);
  const years = [...html.matchAll(/href="\/cricket-scorecard-archives\/(\d{4})"/g)].map((m) => m[1]);
  expect(years).toEqual(["2023", "2024"]);
  expect(html).toContain('<link rel="canonical" href="http://site/cricket-scorecard-archives"/>');
  expect(html).toMatch(
    /"@type":"CollectionPage","name":"Cricket Scorecard Archives 2024","url":"http:\/\/site\/cricket-scorecard-archives"/,
  );
});

test("a year's series, grouped and linked to their matches", async () => {
  const html = await text("/cricket-scorecard-archives/2024");
  const international = html.slice(html.indexOf('id="archive-international"'));
  expect(international).toMatch(
    /href="\/cricket-series\/\d+\/icc-men-s-t20-world-cup-2024\/matches"[^>]*>ICC Men&#x27;s T20 World Cup 2024<\/a>/,
  );
  expect(international).toMatch(
    /href="\/cricket-series\/\d+\/india-tour-of-australia-2024-25\/matches"[^>]*>India tour of Australia 2024\/25<\/a>/,
  );
  expect(html).not.toContain('id="archive-women"');
  expect(await text("/cricket-scorecard-archives/2023")).toContain("ICC Cricket World Cup 2023/24");
});

test("a malformed year is a 400 saying so; a year without series a 404", async () => {
  const malformed = await get("/cricket-scorecard-archives/20x4");
  expect(malformed.status).toBe(400);
  expect(await malformed.text()).toContain("year must be a year such as 2024, not &quot;20x4&quot;");
  const empty = await get("/cricket-scorecard-archives/1999");
  expect(empty.status).toBe(404);
  expect(await empty.text()).toContain("No series in 1999");
});
