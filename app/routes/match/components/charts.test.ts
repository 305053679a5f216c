import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { manhattanSvg, wormSvg, type GraphicInnings, type MatchGraphicsInput } from "../../../cricket/graphics/index.ts";
import { ManhattanChart, type OverRuns, WormChart } from "./Charts.tsx";

/**
 * The worm and manhattan as drawn today, for two real matches: the scorecard's charts (Charts.tsx)
 * and the graphics files (app/cricket/graphics/charts.ts) share their geometry, and neither screen
 * may move by a pixel when that code changes (decision 040). The expected markup is in
 * __snapshots__/; a deliberate change of a chart updates it (vitest -u) in the same commit.
 */

/** Runs and wickets in each over, from Cricsheet's file of the match. */
interface RealInnings {
  team: string;
  shortName: string;
  runs: number;
  wickets: number;
  overs: string;
  overRuns: number[];
  overWickets: number[];
}

// Australia v India, 4th Test, Melbourne, 26–30 Dec 2024 (Cricsheet 1426558): Australia won by 184 runs.
const MCG_TEST: RealInnings[] = [
  {
    team: "Australia",
    shortName: "AUS",
    runs: 474,
    wickets: 10,
    overs: "122.4",
    overRuns: [
      0, 0, 2, 4, 0, 6, 14, 6, 5, 7, 18, 3, 4, 8, 1, 5, 0, 3, 3, 1, 2, 11, 0, 6, 3, 0, 0, 0, 0, 4, 2, 1, 0, 8, 7, 2, 1, 1, 2, 0, 3, 3, 8, 0,
      0, 1, 0, 2, 4, 4, 3, 3, 5, 5, 9, 7, 2, 9, 9, 4, 0, 2, 3, 7, 4, 0, 3, 1, 5, 2, 6, 4, 11, 7, 3, 3, 4, 2, 3, 0, 1, 7, 1, 3, 5, 3, 9, 0,
      5, 7, 0, 10, 0, 0, 2, 15, 6, 0, 3, 3, 8, 15, 5, 12, 0, 9, 6, 6, 7, 1, 6, 5, 3, 1, 0, 1, 5, 3, 1, 1, 6, 0, 2,
    ],
    overWickets: [
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1,
    ],
  },
  {
    team: "India",
    shortName: "IND",
    runs: 369,
    wickets: 10,
    overs: "119.3",
    overRuns: [
      3, 5, 1, 5, 2, 7, 2, 9, 1, 0, 6, 7, 0, 2, 1, 0, 7, 1, 5, 1, 6, 4, 3, 0, 4, 0, 4, 5, 14, 6, 0, 2, 6, 5, 2, 4, 4, 5, 3, 6, 5, 1, 1, 3,
      1, 5, 4, 0, 5, 1, 1, 5, 2, 4, 3, 3, 7, 4, 2, 5, 3, 1, 0, 6, 2, 0, 7, 0, 2, 1, 5, 6, 1, 3, 6, 0, 3, 3, 0, 2, 0, 3, 6, 5, 8, 1, 6, 4, 4,
      0, 1, 3, 1, 8, 4, 9, 2, 0, 1, 1, 0, 3, 1, 6, 0, 1, 0, 6, 0, 1, 1, 1, 2, 0, 5, 3, 1, 8, 2, 0,
    ],
    overWickets: [
      0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 1,
    ],
  },
  {
    team: "Australia",
    shortName: "AUS",
    runs: 234,
    wickets: 10,
    overs: "83.4",
    overRuns: [
      4, 3, 1, 3, 4, 5, 0, 1, 2, 0, 0, 1, 8, 4, 1, 2, 1, 3, 0, 4, 0, 0, 0, 3, 3, 5, 5, 0, 1, 6, 6, 4, 4, 1, 3, 3, 3, 0, 5, 1, 2, 2, 7, 5, 5,
      9, 1, 3, 1, 0, 0, 0, 4, 5, 4, 2, 2, 3, 2, 4, 0, 4, 4, 4, 1, 5, 5, 3, 1, 1, 2, 0, 5, 1, 2, 0, 1, 6, 0, 1, 7, 14, 5, 1,
    ],
    overWickets: [
      0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1,
    ],
  },
  {
    team: "India",
    shortName: "IND",
    runs: 155,
    wickets: 10,
    overs: "79.1",
    overRuns: [
      1, 1, 0, 0, 4, 2, 4, 0, 4, 1, 2, 1, 1, 0, 1, 3, 0, 0, 0, 0, 3, 2, 0, 1, 0, 2, 0, 8, 0, 9, 4, 2, 4, 5, 0, 6, 6, 0, 1, 8, 1, 5, 1, 2, 0,
      2, 0, 2, 3, 2, 2, 1, 5, 0, 3, 1, 3, 1, 1, 1, 4, 0, 4, 2, 0, 0, 6, 0, 0, 0, 3, 1, 1, 0, 5, 2, 4, 0, 1, 0,
    ],
    overWickets: [
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1, 1,
    ],
  },
];

// India v South Africa, T20 World Cup final, Bridgetown, 29 Jun 2024: India won by 7 runs.
const T20_FINAL: RealInnings[] = [
  {
    team: "India",
    shortName: "IND",
    runs: 176,
    wickets: 7,
    overs: "20",
    overRuns: [15, 8, 6, 5, 5, 6, 9, 6, 7, 8, 9, 8, 9, 7, 11, 13, 11, 9, 9, 15],
    overWickets: [0, 2, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1],
  },
  {
    team: "South Africa",
    shortName: "SA",
    runs: 169,
    wickets: 8,
    overs: "20",
    overRuns: [6, 6, 8, 6, 10, 6, 9, 9, 11, 8, 10, 7, 10, 8, 24, 4, 4, 5, 4, 14],
    overWickets: [0, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 0, 1],
  },
];

const pageInnings = (innings: RealInnings[]): OverRuns[] =>
  innings.map((inn, i) => ({ inningsNo: i + 1, team: inn.team, runs: inn.overRuns, wickets: inn.overWickets }));

function graphicsInput(innings: RealInnings[], title: string, series: string): MatchGraphicsInput {
  const teams = [...new Map(innings.map((inn) => [inn.team, { name: inn.team, shortName: inn.shortName }])).values()];
  return {
    title,
    series,
    venue: "",
    date: "",
    result: "",
    teams: [teams[0]!, teams[1]!],
    innings: innings.map(
      (inn, i): GraphicInnings => ({
        inningsNo: i + 1,
        team: { name: inn.team, shortName: inn.shortName },
        runs: inn.runs,
        wickets: inn.wickets,
        overs: inn.overs,
        declared: false,
        overRuns: inn.overRuns,
        overWickets: inn.overWickets,
        fallOfWickets: [],
      }),
    ),
    topBatters: [],
    topBowlers: [],
    playerOfMatch: null,
  };
}

const matches = [
  { name: "mcg-test-2024", innings: MCG_TEST, title: "Australia vs India, 4th Test", series: "India tour of Australia" },
  { name: "t20-final-2024", innings: T20_FINAL, title: "India vs South Africa, Final", series: "ICC Men's T20 World Cup 2024" },
];

describe.each(matches)("$name", ({ name, innings, title, series }) => {
  test("the scorecard's worm and manhattan are unchanged", async () => {
    const page = pageInnings(innings);
    const markup = `${renderToStaticMarkup(createElement(WormChart, { innings: page }))}\n${renderToStaticMarkup(createElement(ManhattanChart, { innings: page }))}\n`;
    await expect(markup).toMatchFileSnapshot(`__snapshots__/${name}.page.html`);
  });

  test("the graphics files' worm and manhattans are unchanged", async () => {
    const input = graphicsInput(innings, title, series);
    const svgs = [wormSvg(input), manhattanSvg(input), manhattanSvg(input, [2])].join("\n");
    await expect(`${svgs}\n`).toMatchFileSnapshot(`__snapshots__/${name}.graphics.svg`);
  });
});
