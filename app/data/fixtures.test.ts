import { describe, expect, test } from "vitest";
import { cricsheetMatchSchema } from "./cricsheet.ts";
import {
  FIXTURE_COLUMNS,
  fixtureAsCricsheet,
  fixtureNote,
  fixtureRunRateParts,
  FixturesError,
  parseFixtures,
  type Fixture,
} from "./fixtures.ts";

const header = [...FIXTURE_COLUMNS];
const row = (values: Partial<Record<(typeof FIXTURE_COLUMNS)[number], string>>) => FIXTURE_COLUMNS.map((column) => values[column] ?? "");
const abandoned = {
  id: "90000001",
  kind: "abandoned",
  event: "Indian Premier League",
  season: "2025",
  gender: "male",
  match_type: "T20",
  team_type: "club",
  match_number: "58",
  date: "2025-05-17",
  team1: "Royal Challengers Bengaluru",
  team2: "Kolkata Knight Riders",
  venue: "M Chinnaswamy Stadium, Bengaluru",
  city: "Bengaluru",
  source: "https://example.org/rcb-kkr-abandoned",
};
const result = {
  ...abandoned,
  id: "1384436",
  kind: "result",
  event: "ICC Cricket World Cup",
  season: "2023/24",
  match_type: "ODI",
  team_type: "international",
  match_number: "45",
  team1: "India",
  team2: "Netherlands",
  score1: "410/4 (50)",
  score2: "250 (47.5)",
};

describe("parseFixtures", () => {
  test("reads each kind", () => {
    const fixtures = parseFixtures([
      header,
      row(abandoned),
      row(result),
      row({ id: "1473495", kind: "replayed", replayed_by: "1485779", source: "https://example.org/replay" }),
    ]);
    expect(fixtures.map((f) => f.kind)).toEqual(["abandoned", "result", "replayed"]);
    expect(fixtures[0]).toMatchObject({ id: 90000001, match_number: 58, group: undefined, note: undefined });
    expect(fixtures[1]).toMatchObject({
      score1: { runs: 410, wickets: 4, allOut: false, balls: 300 },
      score2: { runs: 250, wickets: 10, allOut: true, balls: 287 },
    });
    expect(fixtures[2]).toEqual({
      kind: "replayed",
      id: 1473495,
      replayed_by: 1485779,
      note: undefined,
      source: "https://example.org/replay",
    });
  });

  test("a bad row is an error naming its line and column", () => {
    expect(() => parseFixtures([header, row(abandoned), row({ ...result, score2: "250 all out" })])).toThrow(
      /line 3: score2: "250 all out" is not a score/,
    );
    expect(() => parseFixtures([header, row({ ...abandoned, source: "http://example.org" })])).toThrow(/line 2: source/);
    expect(() => parseFixtures([header, row({ ...abandoned, kind: "rained off" })])).toThrow(/line 2: kind/);
    expect(() => parseFixtures([header, row(abandoned), row(abandoned)])).toThrow(/line 3: id 90000001 is listed twice/);
    expect(() => parseFixtures([header, row({ ...abandoned, team2: abandoned.team1 })])).toThrow(/same/);
    expect(() => parseFixtures([header.slice(1), row(abandoned)])).toThrow(FixturesError);
  });
});

describe("a fixture as a match", () => {
  const [rained, played] = parseFixtures([header, row(abandoned), row(result)]) as [
    Extract<Fixture, { kind: "abandoned" }>,
    Extract<Fixture, { kind: "result" }>,
  ];

  test("an abandoned fixture is a no result with no innings, valid Cricsheet info", () => {
    const match = cricsheetMatchSchema.parse(fixtureAsCricsheet(rained));
    expect(match.info.outcome).toEqual({ result: "no result" });
    expect(match.info.event).toEqual({ name: "Indian Premier League", match_number: 58 });
    expect(match.innings).toEqual([]);
    expect(fixtureNote(rained)).toBe("Match abandoned without a ball bowled");
  });

  test("a result's outcome follows from the scores: team 1 batted first", () => {
    expect(cricsheetMatchSchema.parse(fixtureAsCricsheet(played)).info.outcome).toEqual({ winner: "India", by: { runs: 160 } });
    const chased = {
      ...played,
      score1: { runs: 250, wickets: 10, allOut: true, balls: 287 },
      score2: { runs: 251, wickets: 3, allOut: false, balls: 200 },
    };
    expect(cricsheetMatchSchema.parse(fixtureAsCricsheet(chased)).info.outcome).toEqual({ winner: "Netherlands", by: { wickets: 7 } });
    expect(fixtureNote(played)).toBeNull();
  });

  test("net run rate: a side bowled out is charged its full 50 overs", () => {
    expect(fixtureRunRateParts(played)).toEqual({
      India: { runsFor: 410, ballsFor: 300, runsAgainst: 250, ballsAgainst: 300 },
      Netherlands: { runsFor: 250, ballsFor: 300, runsAgainst: 410, ballsAgainst: 300 },
    });
  });
});
