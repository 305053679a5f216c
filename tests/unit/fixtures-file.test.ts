/** The repository's fixtures list (data/fixtures.csv) is valid and every row cites a public source. */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { FIXTURE_ID_RANGE, parseFixtures } from "../../app/data/fixtures.ts";
import { csvRows } from "../../app/data/csv-rows.ts";

const fixtures = parseFixtures(csvRows(readFileSync(new URL("../../data/fixtures.csv", import.meta.url), "utf8")));

test("data/fixtures.csv parses, one row per fixture, each with an https source", () => {
  expect(fixtures.length).toBeGreaterThanOrEqual(9);
  for (const fixture of fixtures) expect(fixture.source).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
});

test("ids are ESPNcricinfo's or from the reserved range, below the scoring API's", () => {
  for (const { id } of fixtures) {
    expect(id < 10_000_000 || (id >= FIXTURE_ID_RANGE.first && id <= FIXTURE_ID_RANGE.last)).toBe(true);
  }
});

test("it knows the matches the shipped competitions' tables need", () => {
  const key = (f: (typeof fixtures)[number]) =>
    f.kind === "replayed" ? `replayed ${f.id}` : `${f.kind} ${f.event} ${f.season} ${f.team1} v ${f.team2}`;
  expect(fixtures.map(key)).toEqual(
    expect.arrayContaining([
      "abandoned Indian Premier League 2025 Royal Challengers Bengaluru v Kolkata Knight Riders",
      "replayed 1473495",
      "result ICC Cricket World Cup 2023/24 India v Netherlands",
      "abandoned Indian Premier League 2024 Gujarat Titans v Kolkata Knight Riders",
      "abandoned Indian Premier League 2024 Sunrisers Hyderabad v Gujarat Titans",
      "abandoned Indian Premier League 2024 Rajasthan Royals v Kolkata Knight Riders",
    ]),
  );
});
