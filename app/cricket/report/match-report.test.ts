import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { buildScorecard } from "../scorecard.ts";
import type { Innings, MatchInput } from "../types.ts";
import { writeMatchReport } from "./match-report.ts";
import { over, overs, scriptedInnings, times, type BallEvent } from "../../../tests/support/report-script.ts";
import type { MatchReport, MatchReportContext } from "./types.ts";

const names: Record<string, string> = {
  h1: "RG Sharma",
  h2: "V Kohli",
  h3: "RR Pant",
  h4: "SA Yadav",
  h5: "AR Patel",
  h6: "S Dube",
  h7: "HH Pandya",
  h8: "RA Jadeja",
  h9: "Kuldeep Yadav",
  h10: "Arshdeep Singh",
  h11: "JJ Bumrah",
  a1: "Q de Kock",
  a2: "RR Hendricks",
  a3: "AK Markram",
  a4: "T Stubbs",
  a5: "H Klaasen",
  a6: "DA Miller",
  a7: "M Jansen",
  a8: "KA Maharaj",
  a9: "K Rabada",
  a10: "A Nortje",
  a11: "T Shamsi",
};
const home = ["h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8", "h9", "h10", "h11"];
const away = ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "a11"];
const homeBowlers = ["h11", "h10", "h7", "h9", "h5"];
const awayBowlers = ["a7", "a8", "a9", "a10", "a11"];

/** India, 20 overs: a maiden, 10-3 in the 3rd over, a 115-run stand, a 20-run over: 161-4. */
const indiaEvents: BallEvent[] = [
  ...times(6, 0),
  ...over(1, "W", 4, 0, "W", 1),
  ...over(0, 4, { wicket: "caught", fielder: "a5" }, 0, 0, 1),
  ...overs(10, [1, 1, 4, 0, 1, 2]),
  ...over(6, 6, 6, 1, 1, 0),
  ...over(1, 1, 1, 1, { wicket: "caught", fielder: "a1" }, 1),
  ...overs(5, [1, 1, 2, 1, 1, 1]),
];
/** South Africa chasing 162: 150-1 after 19 overs, then the given last over. */
const chaseEvents = (lastOver: BallEvent[]): BallEvent[] => [
  ...overs(6, [1, 1, 1, 1, 4, 0]),
  ...over(1, "W", 1, 1, 1, 1),
  ...overs(11, [1, 1, 4, 1, 1, 0]),
  ...over(1, 1, 4, 1, 1, 1),
  ...lastOver,
];

const t20 = (lastOver: BallEvent[], extra: Partial<MatchInput> = {}): MatchInput => ({
  matchType: "T20",
  ballsPerOver: 6,
  overs: 20,
  teams: ["India", "South Africa"],
  players: { India: home, "South Africa": away },
  names,
  toss: { winner: "India", decision: "bat" },
  innings: [
    scriptedInnings("India", home, awayBowlers, indiaEvents),
    scriptedInnings("South Africa", away, homeBowlers, chaseEvents(lastOver)),
  ],
  ...extra,
});

const context: MatchReportContext = {
  seriesName: "Friendly Cup",
  description: "12th Match",
  venue: "Eden Gardens",
  city: "Kolkata",
  dates: ["2025-01-22"],
  playerOfMatch: ["h5"],
};

const text = (report: MatchReport) => [report.headline, report.intro, ...report.body].join("\n");

/** Every batting figure quoted is the batting card's. */
function expectQuotesMatchCard(match: MatchInput, report: MatchReport) {
  const card = buildScorecard(match);
  for (const quote of report.facts.quoted) {
    const innings = card.innings[quote.inningsIndex];
    if (quote.kind === "batting") {
      const row = innings?.batting.find((entry) => entry.player.id === quote.playerId);
      expect([row?.runs, row?.balls]).toEqual([quote.runs, quote.balls]);
    } else {
      const row = innings?.bowling.find((entry) => entry.player.id === quote.playerId);
      expect([row?.wickets, row?.runs]).toEqual([quote.wickets, quote.runs]);
    }
  }
  expect(text(report)).not.toMatch(/undefined|NaN|N\/A/);
}

describe("a T20 won by the side batting first, in a close finish", () => {
  const match = t20([1, 1, 1, 1, 1, 1]);
  const report = writeMatchReport(match, context);

  test("the scorecard it is written from", () => {
    const card = buildScorecard(match);
    expect(card.innings.map((innings) => innings.score)).toEqual(["161-4", "156-1"]);
    expect(card.resultText).toBe("India won by 5 runs");
  });

  test("headline and intro: result, margin, venue, date, the decisive performer", () => {
    // A standout innings by the winners leads; the wording among equivalent ones is fixed by the match.
    expect(report.headline).toBe("Patel hits 92 as India beat South Africa");
    expect(report.intro).toBe(
      "India beat South Africa by 5 runs in the 12th match of the Friendly Cup at Eden Gardens, Kolkata on 22 January 2025. AR Patel made an unbeaten 92 off 60 balls in India's 161-4, and South Africa finished on 156-1.",
    );
    expect(report.facts).toMatchObject({ result: "India won by 5 runs", winner: "India", margin: "by 5 runs" });
  });

  test("first innings: toss, total, scorers with boundaries, the collapse, the stand and how it ended, the bowlers", () => {
    expect(report.body[0]).toBe(
      "India won the toss, chose to bat and made 161-4 in 20 overs. " +
        "Patel top-scored with an unbeaten 92 off 60 balls, hitting 10 fours and 3 sixes, while V Kohli made 34 off 25 balls and S Dube an unbeaten 26 off 21 balls. " +
        "India lost 3 wickets for 9 runs and were 10-3 in the 3rd over. " +
        "Kohli and Patel put on 115 for the fourth wicket in 74 balls before Kohli was caught by Q de Kock off T Shamsi. " +
        "For South Africa, KA Maharaj took 2-31 in 4 overs.",
    );
  });

  test("the chase: required rates at halfway and with 5 overs left, the last two overs and the last over", () => {
    expect(report.body[2]).toBe(
      "After 10 overs, South Africa were 77-1, needing 85 from 60 balls at a required rate of 8.50 an over. " +
        "With 5 overs left they needed 45 from 30 balls with 9 wickets in hand. " +
        "South Africa needed 21 from the last 2 overs and 12 from the final over, bowled by Patel. " +
        "They managed 6 runs from it.",
    );
    expect(report.tags).toContain("Last-over finish");
  });

  test("the most expensive over, a T20 maiden and the player of the match", () => {
    expect(report.body[3]).toBe(
      "The most expensive over of the match was the 14th of India's innings, bowled by A Nortje, which cost 20 runs. M Jansen bowled a maiden.",
    );
    expect(report.body[4]).toBe("Patel, who made an unbeaten 92 off 60 balls, was named player of the match.");
  });

  test("every quoted figure is the scorecard's; the report is deterministic", () => {
    expectQuotesMatchCard(match, report);
    expect(writeMatchReport(match, context)).toEqual(report);
    expect(report.facts.topScorers[0]).toMatchObject({ team: "India", runs: 92, balls: 60, fours: 10, sixes: 3, notOut: true });
    expect(report.facts.bestBowling[0]).toMatchObject({ team: "South Africa", figures: "2-31", overs: "4" });
  });

  test("full names at the first mention, short names after", () => {
    const all = text(report);
    expect(all.match(/AR Patel/g)).toHaveLength(1);
    expect(all.indexOf("AR Patel")).toBeLessThan(all.indexOf("Patel top-scored"));
    expect(all.match(/Q de Kock/g)).toHaveLength(1);
    expect(all).toContain("before Kohli was caught by Q de Kock off T Shamsi");
  });
});

describe("chases won", () => {
  test("off the last ball", () => {
    const match = t20([4, 1, 1, 1, 1, 4], { playerOfMatch: undefined } as Partial<MatchInput>);
    const report = writeMatchReport(match, { ...context, playerOfMatch: [] });
    expect(buildScorecard(match).resultText).toBe("South Africa won by 9 wkts");
    expect(report.headline).toBe("South Africa beat India off last ball");
    expect(report.intro).toContain("South Africa beat India by 9 wickets");
    expect(report.intro).toContain("as South Africa reached 162-1 off the last ball");
    expect(report.body.join("\n")).toContain(
      "South Africa needed 21 from the last 2 overs and 12 from the final over, bowled by Patel. They won off the last ball.",
    );
    expectQuotesMatchCard(match, report);
  });

  test("with balls to spare", () => {
    const match = t20([6, 6]);
    const report = writeMatchReport(match, context);
    expect(report.body[1]).toMatch(/^Chasing 162, South Africa reached 162-1 in 19.2 overs with 4 balls to spare\./);
    expect(report.body.join("\n")).toContain("They got there with 4 balls to spare.");
  });

  test("a D/L-revised target names the method and the revised overs", () => {
    const chase = scriptedInnings("South Africa", away, homeBowlers, [...overs(14, [1, 1, 4, 1, 1, 1]), 1, 1, 1, 1], {
      target: { runs: 130, overs: 15 },
    });
    const match = t20([], {
      innings: [scriptedInnings("India", home, awayBowlers, indiaEvents), chase],
      outcome: { winner: "South Africa", by: { wickets: 10 }, method: "D/L" },
    });
    const report = writeMatchReport(match, context);
    expect(buildScorecard(match).resultText).toBe("South Africa won by 10 wkts (DLS)");
    expect(report.headline).toBe("South Africa beat India by 10 wickets on DLS method");
    expect(report.intro).toContain("South Africa beat India by 10 wickets under the DLS method");
    expect(report.body[1]).toMatch(
      /^Set a revised target of 130 in 15 overs under the DLS method, South Africa reached 130-0 in 14.4 overs with 2 balls to spare\./,
    );
    expect(report.facts).toMatchObject({ margin: "by 10 wkts (DLS)", method: "DLS" });
  });
});

describe("ties", () => {
  const superOvers: Innings[] = [
    scriptedInnings("South Africa", ["a5", "a6", "a4"], ["h11"], [4, 1, 6, 1, "W", 2], { superOver: true }),
    scriptedInnings("India", ["h2", "h5", "h7"], ["a9"], [1, 4, 6, 4], { superOver: true }),
  ];

  test("a tied chase and the Super Over", () => {
    const match = t20([4, 1, 1, 1, 1, 3]);
    const played = { ...match, innings: [...match.innings, ...superOvers] };
    const report = writeMatchReport(played, { ...context, playerOfMatch: ["h11"] });
    expect(buildScorecard(played).resultText).toBe("Match tied (India won the Super Over)");
    expect(report.headline).toBe("India beat South Africa in Super Over");
    expect(report.intro).toMatch(
      /^India and South Africa tied on 161 in the 12th match of the Friendly Cup at Eden Gardens, Kolkata on 22 January 2025, and India won the Super Over\./,
    );
    const body = report.body.join("\n");
    expect(body).toContain("Chasing 162, South Africa finished level on 161-1.");
    expect(body).toContain("They scored 11 runs from it, leaving the scores level.");
    expect(body).toContain(
      "In the Super Over, South Africa made 14-1 against JJ Bumrah, DA Miller making an unbeaten 7 off 2 balls. Needing 15, India made 15-0 against K Rabada, Patel making an unbeaten 14 off 3 balls.",
    );
    expect(body).toContain("India won the Super Over.");
    expect(body).toContain("Bumrah, who bowled the Super Over, was named player of the match.");
    expect(report.facts).toMatchObject({ result: "Match tied (India won the Super Over)", winner: "India" });
    expect(report.tags).toEqual(expect.arrayContaining(["Tie", "Super Over"]));
    expectQuotesMatchCard(played, report);
  });

  test("a tie without a Super Over", () => {
    const match = t20([4, 1, 1, 1, 1, 3]);
    const report = writeMatchReport(match, { ...context, city: "Kolkata" });
    expect(report.headline).toBe("India and South Africa tie in Kolkata");
    expect(report.intro).toMatch(/^India and South Africa tied on 161 in the 12th match/);
  });
});

describe("no result and awarded matches say only what the record shows", () => {
  test("no ball bowled", () => {
    const match: MatchInput = { ...t20([]), innings: [], toss: undefined, outcome: { result: "no result" } };
    const report = writeMatchReport(match, { ...context, playerOfMatch: [] });
    expect(report.headline).toBe("No result in India v South Africa in Kolkata");
    expect(report.intro).toBe(
      "The 12th match of the Friendly Cup, between India and South Africa at Eden Gardens, Kolkata on 22 January 2025, ended with no result. No ball was bowled.",
    );
    expect(text(report)).not.toMatch(/rain|weather|wet|crowd|abandon/i);
  });

  test("play ended during the chase", () => {
    const match = t20([]);
    const cut = { ...match, innings: [match.innings[0]!, { ...match.innings[1]!, deliveries: match.innings[1]!.deliveries.slice(0, 30) }] };
    const report = writeMatchReport(cut, context);
    expect(buildScorecard(cut).resultText).toBe("No result");
    expect(report.intro).toBe(
      "The 12th match of the Friendly Cup, between India and South Africa at Eden Gardens, Kolkata on 22 January 2025, ended with no result. India made 161-4 in 20 overs, and South Africa were 40-0 after 5 overs when play ended.",
    );
    expect(report.headline).toBe("No result in India v South Africa in Kolkata");
    expect(report.body[1]).toMatch(/^Chasing 162, South Africa were 40-0 after 5 overs when the match ended without a result\./);
  });

  test("awarded", () => {
    const match: MatchInput = { ...t20([]), innings: [], toss: undefined, outcome: { winner: "India", method: "Awarded" } };
    const report = writeMatchReport(match, { ...context, playerOfMatch: [] });
    expect(report.headline).toBe("India awarded match against South Africa");
    expect(report.intro).toBe(
      "India were awarded the 12th match of the Friendly Cup at Eden Gardens, Kolkata against South Africa on 22 January 2025.",
    );
  });
});

describe("a Test won by an innings after the follow-on", () => {
  const wicketEvery = (count: number, plain: BallEvent[], wicketOver: BallEvent[], every: number): BallEvent[] =>
    Array.from({ length: count }, (_, index) => ((index + 1) % every === 0 ? wicketOver : plain)).flat();
  const match: MatchInput = {
    matchType: "Test",
    ballsPerOver: 6,
    teams: ["Australia", "India"],
    players: { Australia: away, India: home },
    names,
    toss: { winner: "India", decision: "field" },
    innings: [
      scriptedInnings("Australia", away, homeBowlers, wicketEvery(100, [4, 0, 0, 0, 0, 0], [4, 0, 0, 0, 0, "W"], 10)),
      scriptedInnings("India", home, awayBowlers, wicketEvery(50, [1, 1, 1, 0, 0, 0], [1, 1, 1, 0, 0, "W"], 5)),
      scriptedInnings("India", home, awayBowlers, wicketEvery(50, [4, 0, 0, 0, 0, 0], [4, 0, 0, 0, 0, "W"], 5)),
    ],
  };
  const report = writeMatchReport(match, {
    seriesName: "The Ashes",
    description: "2nd Match",
    venue: "Adelaide Oval",
    city: "Adelaide",
    dates: ["2024-12-06", "2024-12-07", "2024-12-08"],
    playerOfMatch: ["a1"],
  });

  test("result, headline and intro", () => {
    expect(buildScorecard(match).resultText).toBe("Australia won by an innings and 50 runs");
    expect(report.headline).toBe("De Kock's 200 lifts Australia past India");
    expect(report.facts.quoted.find((quote) => quote.where === "headline")).toMatchObject({
      kind: "batting",
      playerId: "a1",
      runs: 200,
      text: "De Kock's 200",
    });
    expect(report.intro).toMatch(
      /^Australia beat India by an innings and 50 runs in the 2nd Test of the Ashes at Adelaide Oval, played from 6 to 8 December 2024\./,
    );
    expect(report.facts.margin).toBe("by an innings and 50 runs");
  });

  test("each innings: first-innings deficit, the follow-on and the margin", () => {
    expect(report.body[0]).toMatch(
      /^India won the toss and chose to field\. Australia were bowled out for 400 in 100 overs in their first innings\./,
    );
    expect(report.body[1]).toMatch(/^India were bowled out for 150 in 50 overs in reply, 250 runs behind on first innings\./);
    expect(report.body[2]).toMatch(
      /^Following on, India were bowled out for 200 in 50 overs, 50 runs short of making Australia bat again\./,
    );
    expect(report.tags).toEqual(expect.arrayContaining(["Follow-on", "2nd Test", "Test"]));
    expectQuotesMatchCard(match, report);
  });
});

test("a bare context (no series, venue, city or dates) still gives clean sentences", () => {
  const match = t20(over(1, 1, 1, 1, 1, 1));
  const report = writeMatchReport(match, { seriesName: "", description: "", dates: [] });
  expect(report.intro).toMatch(/^India beat South Africa by 5 runs in a match\. /);
  const all = [text(report), ...report.tags].join("\n");
  expect(all).not.toMatch(/ {2}| ,| \.|,,|\.\.|undefined/);
  expect(report.tags).toEqual(["India", "South Africa", "T20", "Last-over finish"]);
});

test("player-of-the-match ids missing from the names are shown as given", () => {
  const report = writeMatchReport(t20(over(1, 1, 1, 1, 1, 1)), { ...context, playerOfMatch: ["Some Body"] });
  expect(report.body.at(-1)).toBe("Some Body was named player of the match.");
});

test("the writer uses no randomness or clock", () => {
  const directory = new URL(".", import.meta.url);
  const sources = readdirSync(directory).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"));
  expect(sources.length).toBeGreaterThan(3);
  for (const file of sources)
    expect(readFileSync(new URL(file, directory), "utf8")).not.toMatch(/Math\.random|Date\.now|new Date|performance\.now/);
});
