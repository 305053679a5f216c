/**
 * Writes a match report for every real Cricsheet file in ../shared/data/cricsheet (read at test
 * time, never copied into the repo) and checks it against the scorecard the core builds from the
 * same balls: the result and margin, every quoted batting and bowling figure, and text hygiene.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { buildScorecard, deriveMatchResult, formatResult, type MatchScorecard } from "../../app/cricket/index.ts";
import { matchDescription } from "../../app/cricket/match-description.ts";
import { REPORT_EDITION, writeMatchReport, type MatchReport, type MatchReportContext } from "../../app/cricket/report/index.ts";
import type { MatchInput } from "../../app/cricket/types.ts";
import { parseCricsheet, personIdResolver, toMatchInput } from "../../app/data/cricsheet.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));

interface Loaded {
  match: MatchInput;
  context: MatchReportContext;
  card: MatchScorecard;
  report: MatchReport;
}

function load(path: string): Loaded {
  const raw = parseCricsheet(readFileSync(join(DATA_DIR, path), "utf8"));
  const id = personIdResolver(raw);
  const { info } = raw;
  const event = info.event;
  const context: MatchReportContext = {
    seriesName: event?.name ?? "",
    description: matchDescription({
      matchNumber: event?.match_number ?? null,
      stage: event?.stage ?? null,
      group: event?.group === undefined ? null : String(event.group),
    }),
    ...(info.venue === undefined ? {} : { venue: info.venue }),
    ...(info.city === undefined ? {} : { city: info.city }),
    dates: info.dates,
    playerOfMatch: info.player_of_match.map(id),
  };
  const match = toMatchInput(raw);
  return { match, context, card: buildScorecard(match), report: writeMatchReport(match, context) };
}

const files = (readdirSync(DATA_DIR, { recursive: true }) as string[]).filter((path) => path.endsWith(".json")).sort();
const loaded = new Map(files.map((path) => [path, load(path)]));
const at = (path: string): Loaded => {
  const found = loaded.get(path);
  if (found === undefined) throw new Error(`missing ${path}`);
  return found;
};

const allText = (report: MatchReport): string => [report.headline, report.intro, ...report.body].join("\n");
const BATTING_FIGURE = /\b\d+ off \d+ balls?\b/g;

/** formatResult's margin ("by 6 wkts (DLS)") as the report words it ("by 6 wickets"). */
const marginInProse = (margin: string): string =>
  margin.replace(/\s*\([^)]*\)$/, "").replace(/\bwkts?\b/, (word) => (word === "wkt" ? "wicket" : "wickets"));

const countBy = (values: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

test("every file of the bundle gets a report", () => {
  expect(files).toHaveLength(257);
  expect(loaded.size).toBe(257);
});

describe("every report", () => {
  test("has a headline, an intro and body paragraphs, with no undefined, NaN, N/A or empty fragments", () => {
    const problems: string[] = [];
    for (const [path, { report }] of loaded) {
      if (report.headline.trim() === "") problems.push(`${path}: empty headline`);
      if (report.intro.trim() === "") problems.push(`${path}: empty intro`);
      if (report.body.length === 0) problems.push(`${path}: no body`);
      if (report.body.some((text) => text.trim() === "")) problems.push(`${path}: empty paragraph`);
      const text = [allText(report), ...report.tags, JSON.stringify(report.facts)].join("\n");
      for (const bad of [/undefined/, /NaN/, /N\/A/, /\bnull\b/, /\[object/, /Infinity/]) {
        if (bad.test(text)) problems.push(`${path}: contains ${bad.source}`);
      }
      for (const bad of ["  ", " ,", " .", ",,", "..", ", ,"]) {
        if (allText(report).includes(bad)) problems.push(`${path}: contains "${bad}"`);
      }
      for (const paragraph of [report.intro, ...report.body]) {
        if (!/^[A-Z0-9]/.test(paragraph) || !/\.$/.test(paragraph))
          problems.push(`${path}: paragraph not a sentence: ${paragraph.slice(0, 40)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("states the result: facts.result is formatResult's text; the winner and the margin appear in the intro", () => {
    const problems: string[] = [];
    for (const [path, { match, card, report }] of loaded) {
      const result = deriveMatchResult(match);
      const resultText = formatResult(result);
      if (report.facts.result !== resultText || card.resultText !== resultText)
        problems.push(`${path}: facts.result ${report.facts.result} ≠ ${resultText}`);
      if (result.winner !== undefined) {
        if (report.facts.winner !== result.winner) problems.push(`${path}: winner ${report.facts.winner}`);
        // The exact margin text of formatResult.
        if (`${result.winner} won ${report.facts.margin}` !== resultText)
          problems.push(`${path}: margin ${report.facts.margin} vs ${resultText}`);
        if (!report.intro.includes(result.winner)) problems.push(`${path}: winner not in intro`);
        const prose = marginInProse(report.facts.margin ?? "");
        if (!report.intro.includes(`beat`) || !report.intro.includes(prose)) problems.push(`${path}: margin "${prose}" not in intro`);
        if (!report.headline.includes(result.winner)) problems.push(`${path}: winner not in headline`);
        if (resultText.endsWith("(DLS)") && !(report.intro.includes("DLS method") && report.headline.includes("DLS method")))
          problems.push(`${path}: DLS not mentioned`);
      } else if (result.result === "tie") {
        if (!report.intro.includes("tied")) problems.push(`${path}: tie not in intro`);
        if (
          result.eliminator !== undefined &&
          !(report.intro.includes(`${result.eliminator} won the Super Over`) && report.facts.winner === result.eliminator)
        ) {
          problems.push(`${path}: Super Over winner`);
        }
      } else if (result.result === "draw") {
        if (!report.intro.includes(" drew ") || !report.headline.includes(" draw ")) problems.push(`${path}: draw not stated`);
      } else if (result.result === "no result") {
        if (!report.intro.includes("ended with no result") || !report.headline.startsWith("No result in "))
          problems.push(`${path}: no result not stated`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("every batting figure quoted equals the batter's batting-card runs and balls, and every bowling figure the bowling card", () => {
    const problems: string[] = [];
    let quotedFigures = 0;
    for (const [path, { card, report }] of loaded) {
      const parts = { headline: report.headline, intro: report.intro, body: report.body.join("\n") };
      for (const quote of report.facts.quoted) {
        quotedFigures += 1;
        const innings = card.innings[quote.inningsIndex];
        if (!parts[quote.where].includes(quote.text)) problems.push(`${path}: "${quote.text}" not in ${quote.where}`);
        if (quote.kind === "batting") {
          const row = innings?.batting.find((entry) => entry.player.id === quote.playerId);
          if (row === undefined || row.runs !== quote.runs || row.balls !== quote.balls)
            problems.push(`${path}: batting ${quote.text} ≠ card ${row?.runs}(${row?.balls})`);
          if (quote.where !== "headline" && quote.text !== `${row?.runs} off ${row?.balls} ball${row?.balls === 1 ? "" : "s"}`)
            problems.push(`${path}: ${quote.text}`);
          if (quote.where === "headline" && !quote.text.endsWith(` ${row?.runs}`)) problems.push(`${path}: headline ${quote.text}`);
        } else {
          const row = innings?.bowling.find((entry) => entry.player.id === quote.playerId);
          if (
            row === undefined ||
            row.wickets !== quote.wickets ||
            row.runs !== quote.runs ||
            !quote.text.endsWith(`${row.wickets}-${row.runs}`)
          ) {
            problems.push(`${path}: bowling ${quote.text} ≠ card ${row?.wickets}-${row?.runs}`);
          }
        }
      }
      // No batting figure in the text that is not one of the checked quotes.
      const inText = [report.intro, ...report.body].flatMap((text) => text.match(BATTING_FIGURE) ?? []);
      const quoted = report.facts.quoted
        .filter((quote) => quote.kind === "batting" && quote.where !== "headline")
        .map((quote) => quote.text);
      if (JSON.stringify([...countBy(inText)].sort()) !== JSON.stringify([...countBy(quoted)].sort()))
        problems.push(`${path}: unchecked batting figures`);
      for (const figure of report.facts.topScorers) {
        const row = card.innings[figure.inningsIndex]?.batting.find((entry) => entry.player.id === figure.player.id);
        if (row?.runs !== figure.runs || row.balls !== figure.balls || row.fours !== figure.fours || row.sixes !== figure.sixes)
          problems.push(`${path}: top scorer ${figure.player.name}`);
      }
      for (const figure of report.facts.bestBowling) {
        const row = card.innings[figure.inningsIndex]?.bowling.find((entry) => entry.player.id === figure.player.id);
        if (row?.wickets !== figure.wickets || row.runs !== figure.runs || row.overs !== figure.overs)
          problems.push(`${path}: bowler ${figure.player.name}`);
      }
    }
    expect(problems).toEqual([]);
    expect(quotedFigures).toBeGreaterThan(257 * 4);
  });

  test("innings scores quoted in the body are the scorecard's", () => {
    const problems: string[] = [];
    for (const [path, { card, report }] of loaded) {
      const body = report.body.join("\n");
      for (const innings of card.innings) {
        if (innings.superOver || innings.total.legalBalls === 0) continue;
        const score = innings.score.replace(/ d$/, "");
        if (!body.includes(`${innings.team} `) || !body.includes(score)) problems.push(`${path}: ${innings.team} ${score} not in body`);
      }
    }
    expect(problems).toEqual([]);
  });

  test("is deterministic and names the player of the match", () => {
    const problems: string[] = [];
    for (const [path, { match, context, report }] of loaded) {
      if (JSON.stringify(writeMatchReport(match, context)) !== JSON.stringify(report)) problems.push(`${path}: not deterministic`);
      for (const id of context.playerOfMatch ?? []) {
        const name = report.facts.playerOfMatch.find((player) => player.id === id);
        if (name === undefined || !report.body.join("\n").includes("player of the match") || !report.tags.includes(name.name))
          problems.push(`${path}: player of the match ${id}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("ICC Men's T20 World Cup 2024 final (1415755)", () => {
  const { card, report } = at("t20i/icc-mens-t20-world-cup-2024/1415755.json");
  const [india, southAfrica] = card.innings;
  const kohli = india?.batting.find((row) => row.player.name === "V Kohli");
  const pandya = southAfrica?.bowling.find((row) => row.player.name === "HH Pandya");

  test("the data: India 176-7, South Africa 169-8, India won by 7 runs, Kohli 76 off 59, Pandya 3-20", () => {
    expect(india?.score).toBe("176-7");
    expect(southAfrica?.score).toBe("169-8");
    expect(card.resultText).toBe("India won by 7 runs");
    expect(kohli).toMatchObject({ runs: 76, balls: 59, fours: 6, sixes: 2 });
    expect(pandya).toMatchObject({ wickets: 3, runs: 20, overs: "3" });
  });

  test("headline, intro and facts", () => {
    expect(report.headline).toBe("India beat South Africa by 7 runs to win the ICC Men's T20 World Cup");
    expect(report.intro).toContain(
      "India beat South Africa by 7 runs in the ICC Men's T20 World Cup final at Kensington Oval, Bridgetown, Barbados on 29 June 2024 to win the title.",
    );
    expect(report.intro).toContain("V Kohli made 76 off 59 balls in India's 176-7");
    expect(report.intro).toContain("HH Pandya took 3-20 as South Africa finished on 169-8");
    expect(report.facts).toMatchObject({ result: "India won by 7 runs", winner: "India", margin: "by 7 runs" });
    expect(report.facts.topScorers[0]).toMatchObject({ team: "India", runs: 76, balls: 59, notOut: false });
    expect(report.facts.playerOfMatch.map((player) => player.name)).toEqual(["V Kohli"]);
    expect(report.tags).toEqual(
      expect.arrayContaining(["ICC Men's T20 World Cup", "Final", "India", "South Africa", "Last-over finish", "V Kohli"]),
    );
  });

  test("body: both innings, the chase, the costliest over and the player of the match", () => {
    const body = report.body.join("\n");
    expect(body).toContain("India won the toss, chose to bat and made 176-7 in 20 overs.");
    expect(body).toContain("Kohli top-scored with 76 off 59 balls, hitting 6 fours and 2 sixes");
    expect(body).toContain("India lost 3 wickets for 11 runs and were 34-3 in the 5th over.");
    expect(body).toContain("Kohli and Patel put on 72 for the fourth wicket in 54 balls before Patel was run out.");
    expect(body).toContain("Chasing 177, South Africa finished on 169-8.");
    expect(body).toContain("H Klaasen top-scored with 52 off 27 balls");
    expect(body).toContain("With 5 overs left they needed 30 from 30 balls with 6 wickets in hand.");
    expect(body).toContain(
      "South Africa needed 20 from the last 2 overs and 16 from the final over, bowled by Pandya. They managed 8 runs from it, losing 2 wickets.",
    );
    expect(body).toContain(
      "The most expensive over of the match was the 15th of South Africa's innings, bowled by Patel, which cost 24 runs.",
    );
    expect(report.body.at(-1)).toBe("Kohli, who made 76 off 59 balls, was named player of the match.");
  });
});

describe("Super Over tie: United States of America v Pakistan (1415711)", () => {
  const { card, report } = at("t20i/icc-mens-t20-world-cup-2024/1415711.json");

  test("headline, intro and facts", () => {
    expect(card.resultText).toBe("Match tied (United States of America won the Super Over)");
    expect(report.headline).toBe("United States of America beat Pakistan in Super Over");
    expect(report.intro).toMatch(
      /^Pakistan and United States of America tied on 159 in the 11th match of the ICC Men's T20 World Cup \(Group A\) at Grand Prairie Stadium, Dallas on 6 June 2024, and United States of America won the Super Over\./,
    );
    expect(report.facts).toMatchObject({ result: card.resultText, winner: "United States of America" });
    expect(report.facts.margin).toBeUndefined();
    expect(report.tags).toEqual(expect.arrayContaining(["Tie", "Super Over"]));
  });

  test("the tied chase and the Super Overs, from the scorecard", () => {
    const body = report.body.join("\n");
    expect(card.innings.map((innings) => [innings.team, innings.superOver, innings.score])).toEqual([
      ["Pakistan", false, "159-7"],
      ["United States of America", false, "159-3"],
      ["United States of America", true, "18-1"],
      ["Pakistan", true, "13-1"],
    ]);
    expect(body).toContain("Chasing 160, United States of America finished level on 159-3.");
    expect(body).toContain("United States of America needed 21 from the last 2 overs and 15 from the final over, bowled by Haris Rauf.");
    expect(body).toContain("They scored 14 runs from it, leaving the scores level.");
    expect(body).toContain(
      "In the Super Over, United States of America made 18-1 against Mohammad Amir, Aaron Jones making 11 off 6 balls.",
    );
    expect(body).toContain("Needing 19, Pakistan made 13-1 against Netravalkar");
    expect(body).toContain("United States of America won the Super Over.");
    expect(card.innings[2]?.batting.find((row) => row.player.name === "Aaron Jones")).toMatchObject({ runs: 11, balls: 6 });
  });
});

describe("drawn Test: Australia v India, Brisbane (1426557)", () => {
  const { card, report } = at("test/border-gavaskar-trophy-2024-25/1426557.json");

  test("headline, intro and facts", () => {
    expect(card.resultText).toBe("Match drawn");
    expect(card.innings.map((innings) => innings.score)).toEqual(["445", "260", "89-7 d", "8-0"]);
    expect(report.headline).toBe("Australia and India draw 3rd Test in Brisbane");
    expect(report.intro).toContain(
      "Australia and India drew the 3rd Test of the India tour of Australia at Brisbane Cricket Ground, Woolloongabba, Brisbane, played from 14 to 18 December 2024.",
    );
    expect(report.intro).toContain("Set 275 to win, India were 8-0 when the match ended.");
    expect(report.facts.winner).toBeUndefined();
    expect(report.tags).toEqual(expect.arrayContaining(["Draw", "3rd Test", "TM Head"]));
  });

  test("each innings, the lead, the declaration and the fourth innings", () => {
    expect(report.body).toHaveLength(5);
    const [first, second, third, fourth, playerOfMatch] = report.body;
    expect(first).toContain(
      "India won the toss and chose to field. Australia were bowled out for 445 in 117.1 overs in their first innings.",
    );
    expect(first).toContain("Head top-scored with 152 off 160 balls");
    expect(first).toContain("SPD Smith made 101 off 190 balls");
    expect(first).toContain("Smith and Head put on 241 for the fourth wicket in 298 balls");
    expect(first).toContain("For India, Bumrah took 6-76 in 28 overs.");
    expect(second).toContain("India were bowled out for 260 in 78.5 overs in reply, 185 runs behind on first innings.");
    expect(third).toContain("Australia declared their second innings at 89-7 after 18 overs, setting India 275 to win.");
    expect(fourth).toBe("Set 275 to win, India were 8-0 after 2.1 overs when the match ended in a draw.");
    expect(playerOfMatch).toBe("Head, who made 152 off 160 balls in Australia's first innings, was named player of the match.");
    expect(card.innings[3]?.target?.runs).toBe(275);
  });
});

describe("D/L: Pakistan beat New Zealand (1384426)", () => {
  const { card, report } = at("odi/icc-cricket-world-cup-2023-men/1384426.json");

  test("the DLS method, the par score and the margin", () => {
    expect(card.resultText).toBe("Pakistan won by 21 runs (DLS)");
    expect(card.innings[1]?.target).toEqual({ runs: 180, balls: 153, revised: true });
    expect(report.headline).toBe("Pakistan beat New Zealand by 21 runs on DLS method");
    expect(report.intro).toContain(
      "Pakistan beat New Zealand by 21 runs under the DLS method in the 35th match of the ICC Cricket World Cup at M Chinnaswamy Stadium, Bengaluru on 4 November 2023.",
    );
    expect(report.intro).toContain("were 200-1 after 25.3 overs, 21 runs ahead of the DLS par score of 179, when play was called off");
    expect(report.intro).toContain("Fakhar Zaman made an unbeaten 126 off 81 balls");
    expect(report.facts).toMatchObject({ winner: "Pakistan", margin: "by 21 runs (DLS)", method: "DLS" });
    expect(report.tags).toContain("DLS method");
  });
});

describe("the writer's edition", () => {
  /**
   * Kept reports (D1's report_cards) are rewritten only when REPORT_EDITION changes. When a change to
   * the writer changes any report of the bundle, this digest changes: bump REPORT_EDITION in
   * app/cricket/report/index.ts and record the new digest beside it.
   */
  const DIGESTS: Record<number, string> = {
    1: "40208675de01d0fd4396822778b4a80e0b4a9d810079cc75b7145bfd6888f321",
    // 2: two players of a match who share a surname are told apart (decision 034)
    2: "fadb60fc4763b622e0bfe0108026872115989c819e3d19aa9f7fee8c4f6b62b3",
  };

  test("every report of the bundle is the text of the current edition", () => {
    const hash = createHash("sha256");
    for (const path of files) hash.update(`${path}\n${JSON.stringify(at(path).report)}\n`);
    expect(hash.digest("hex"), `bump REPORT_EDITION (now ${REPORT_EDITION}) and record this digest`).toBe(DIGESTS[REPORT_EDITION]);
  });
});
