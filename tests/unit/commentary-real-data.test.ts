/**
 * Ball-by-ball commentary over every real Cricsheet file in ../shared/data/cricsheet (read at test
 * time, never copied into the repo): one ball item per delivery, over separators that add up to
 * the total, milestones exactly where the scorecard says they happened, every review a UDRS
 * highlight, and some texts of the 2024 T20 World Cup final checked by hand against the data.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import {
  commentaryForInnings,
  highlightsOf,
  HIGHLIGHT,
  playerFilter,
  type BallItem,
  type CommentaryItem,
  type MilestoneItem,
  type OverItem,
} from "../../app/cricket/commentary/index.ts";
import { battingCard, bowlingCard, deriveMatchResult, formatResult, inningsTotal, inningsWickets } from "../../app/cricket/index.ts";
import type { Innings, MatchInput } from "../../app/cricket/types.ts";
import { parseCricsheet, toMatchInput } from "../../app/data/cricsheet.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));
const files = (readdirSync(DATA_DIR, { recursive: true }) as string[]).filter((path) => path.endsWith(".json")).sort();
const matches = new Map(files.map((path) => [path, toMatchInput(parseCricsheet(readFileSync(join(DATA_DIR, path), "utf8")))]));
const commentary = new Map(
  [...matches].map(([path, match]) => [path, match.innings.map((_, index) => commentaryForInnings(match, index))] as const),
);

const FINAL = "t20i/icc-mens-t20-world-cup-2024/1415755.json";

function matchAt(path: string): MatchInput {
  const found = matches.get(path);
  if (found === undefined) throw new Error(`missing ${path}`);
  return found;
}
function itemsOf(path: string, inningsIndex: number): CommentaryItem[] {
  return commentary.get(path)?.[inningsIndex] ?? [];
}
const balls = (items: readonly CommentaryItem[]) => items.filter((item): item is BallItem => item.kind === "ball");
const overs = (items: readonly CommentaryItem[]) => items.filter((item): item is OverItem => item.kind === "over");
const milestones = (items: readonly CommentaryItem[]) => items.filter((item): item is MilestoneItem => item.kind === "milestone");

/** Problems found in every innings of every file, as readable lines (empty when all is well). */
function everywhere(check: (items: CommentaryItem[], innings: Innings, match: MatchInput) => string[]): string[] {
  const found: string[] = [];
  for (const [path, match] of matches) {
    match.innings.forEach((innings, index) => {
      for (const problem of check(itemsOf(path, index), innings, match)) found.push(`${path} innings ${index + 1}: ${problem}`);
    });
  }
  return found;
}

test("the bundle has files, and every innings gets commentary", () => {
  expect(files.length).toBeGreaterThanOrEqual(257);
  expect(everywhere((items, innings) => (innings.deliveries.length > 0 && items.length === 0 ? ["no items"] : []))).toEqual([]);
});

test("one ball item per delivery, in the order bowled", () => {
  expect(
    everywhere((items, innings) => {
      const seqs = balls(items).map((ball) => ball.seq);
      return seqs.length === innings.deliveries.length && seqs.every((seq, index) => seq === index)
        ? []
        : [`${seqs.length} balls for ${innings.deliveries.length} deliveries`];
    }),
  ).toEqual([]);
});

test("over separators cover every ball, and their runs add up to the total minus the innings' penalty runs", () => {
  expect(
    everywhere((items, innings, match) => {
      const problems: string[] = [];
      const { pre = 0, post = 0 } = innings.penaltyRuns ?? {};
      const total = inningsTotal(innings, match.ballsPerOver);
      const separators = overs(items);
      const runs = separators.reduce((sum, over) => sum + over.runs, 0);
      if (runs !== total.runs - pre - post) problems.push(`over runs ${runs} ≠ ${total.runs} - ${pre + post}`);
      const sequenceLength = separators.reduce((sum, over) => sum + over.ballSequence.length, 0);
      if (sequenceLength !== innings.deliveries.length)
        problems.push(`ball sequences hold ${sequenceLength} of ${innings.deliveries.length} deliveries`);
      const wickets = separators.reduce((sum, over) => sum + over.wickets, 0);
      if (wickets !== total.wickets) problems.push(`over wickets ${wickets} ≠ ${total.wickets}`);
      const last = separators.at(-1);
      if (last !== undefined && (last.totalRuns !== total.runs - post || last.totalWickets !== total.wickets))
        problems.push("last separator's score ≠ total");
      if (
        separators.some(
          (over, index) =>
            over.overNumber !== (innings.deliveries[over.seq]?.over ?? -1) + 1 ||
            (index > 0 && over.overNumber <= (separators[index - 1]?.overNumber ?? 0)),
        )
      )
        problems.push("over numbers out of order");
      return problems;
    }),
  ).toEqual([]);
});

test("over separators show the batting and bowling figures the cards give for the innings so far", () => {
  expect(
    everywhere((items, innings, match) => {
      const problems: string[] = [];
      for (const over of overs(items)) {
        const soFar: Innings = { ...innings, deliveries: innings.deliveries.slice(0, over.seq + 1) };
        const bowler = bowlingCard(soFar, match.names, match.ballsPerOver).find((row) => row.player.id === over.bowler.player.id);
        const expected = bowler === undefined ? "?" : `${bowler.overs}-${bowler.maidens}-${bowler.runs}-${bowler.wickets}`;
        if (over.bowler.figures !== expected) problems.push(`over ${over.overNumber}: ${over.bowler.figures} ≠ ${expected}`);
        const card = battingCard(soFar, match.names);
        for (const batter of over.batters) {
          const row = card.find((entry) => entry.player.id === batter.player.id);
          if ((row?.runs ?? 0) !== batter.runs || (row?.balls ?? 0) !== batter.balls)
            problems.push(`over ${over.overNumber}: ${batter.player.shortName} ${batter.runs}(${batter.balls})`);
        }
      }
      return problems;
    }),
  ).toEqual([]);
});

test("Fifties and Hundreds highlights appear exactly when the batting card says the batter passed 50 / 100", () => {
  expect(
    everywhere((items, innings, match) => {
      const problems: string[] = [];
      for (const row of battingCard(innings, match.names)) {
        const id = row.player.id;
        const faced = balls(items).filter((ball) => ball.batter.id === id);
        const fifties = faced.filter((ball) => (ball.highlights & HIGHLIGHT.FIFTIES) !== 0).length;
        const hundreds = faced.filter((ball) => (ball.highlights & HIGHLIGHT.HUNDREDS) !== 0).length;
        if (fifties !== (row.runs >= 50 ? 1 : 0)) problems.push(`${row.player.name} ${row.runs}: ${fifties} fifty balls`);
        if (hundreds !== Math.floor(row.runs / 100)) problems.push(`${row.player.name} ${row.runs}: ${hundreds} hundred balls`);
        const own = milestones(items).filter((item) => item.type === "batter" && item.player.id === id);
        if (own.filter((item) => item.value === 50).length !== fifties) problems.push(`${row.player.name}: fifty items ≠ fifty balls`);
        // The milestone is announced right after the ball it was reached on, with the runs it took.
        for (const item of own) {
          const ball = items[items.indexOf(item) - 1];
          if (item.type !== "batter" || item.runs < item.value || ball === undefined)
            problems.push(`${row.player.name}: milestone ${item.value} misplaced`);
        }
      }
      return problems;
    }),
  ).toEqual([]);
});

test("every review is a UDRS highlight, and nothing else is", () => {
  expect(
    everywhere((items, innings) => {
      const reviewed = innings.deliveries.flatMap((delivery, seq) => (delivery.review === undefined ? [] : [seq]));
      const udrs = highlightsOf(items, HIGHLIGHT.UDRS).map((item) => item.seq);
      const texts = highlightsOf(items, HIGHLIGHT.UDRS).filter((item) => !item.text.includes("DRS: review by"));
      return JSON.stringify(udrs) === JSON.stringify(reviewed) && texts.length === 0
        ? []
        : [`reviews at ${reviewed.join(",")}, UDRS at ${udrs.join(",")}`];
    }),
  ).toEqual([]);
});

test("the Wickets highlight accounts for every team wicket once; Dropped Catches never matches", () => {
  expect(
    everywhere((items, innings) => {
      const outs = highlightsOf(items, HIGHLIGHT.WICKETS).flatMap((item) =>
        item.kind === "ball" || item.kind === "event" ? item.playersOut : [],
      );
      const problems =
        outs.length === inningsWickets(innings) ? [] : [`${outs.length} wickets highlighted, ${inningsWickets(innings)} fell`];
      if (highlightsOf(items, HIGHLIGHT.DROPPED_CATCHES).length > 0) problems.push("a dropped catch");
      return problems;
    }),
  ).toEqual([]);
});

test("texts are whole (formats spell the text, nothing undefined), ids are unique, and the output is deterministic", () => {
  const problems: string[] = [];
  for (const [path, match] of matches) {
    const all = (commentary.get(path) ?? []).flat();
    const ids = new Set(all.map((item) => item.id));
    if (ids.size !== all.length) problems.push(`${path}: duplicate ids`);
    for (const item of all) {
      if (item.formats.map((span) => span.text).join("") !== item.text) problems.push(`${path} ${item.id}: formats ≠ text`);
      if (/undefined|NaN|\?|\s{2}/.test(item.text)) problems.push(`${path} ${item.id}: ${item.text}`);
    }
    const again = match.innings.flatMap((_, index) => commentaryForInnings(match, index));
    if (JSON.stringify(again) !== JSON.stringify(all)) problems.push(`${path}: a second run differs`);
  }
  expect(problems).toEqual([]);
});

test("every finished innings ends with an innings-end item; the last one carries the result", () => {
  expect(
    everywhere((items, innings, match) => {
      const end = items.at(-1);
      if (end?.kind !== "innings-end") return ["no innings-end item"];
      const isLast = match.innings.at(-1) === innings;
      const expected = isLast ? formatResult(deriveMatchResult(match)) : undefined;
      return end.result === expected ? [] : [`result ${end.result} ≠ ${expected}`];
    }),
  ).toEqual([]);
});

describe("ICC Men's T20 World Cup 2024 final (1415755)", () => {
  const india = itemsOf(FINAL, 0);
  const southAfrica = itemsOf(FINAL, 1);
  const match = matchAt(FINAL);
  const kohli = Object.entries(match.names).find(([, name]) => name === "V Kohli")?.[0] ?? "";
  const bumrah = Object.entries(match.names).find(([, name]) => name === "JJ Bumrah")?.[0] ?? "";
  const ball = (items: CommentaryItem[], overLabel: string, index = 0) =>
    balls(items).filter((item) => item.overLabel === overLabel)[index];

  test("Rohit's wicket in the second over", () => {
    expect(ball(india, "1.4")).toMatchObject({
      event: "WICKET",
      highlights: HIGHLIGHT.WICKETS,
      text: expect.stringMatching(/^Maharaj to Sharma, out Caught by Klaasen!! .* Sharma c Klaasen b Maharaj 9\(5\) \[4s-2\]$/),
    });
    expect(ball(india, "1.4")?.formats).toContainEqual({ text: "out Caught by Klaasen!!", bold: true });
  });

  test("Kohli's fifty: a single off Nortje at 16.5, his 48th ball", () => {
    const fiftyBall = balls(india).find((item) => (item.highlights & HIGHLIGHT.FIFTIES) !== 0);
    expect(fiftyBall).toMatchObject({ overLabel: "16.5", batter: { shortName: "Kohli" }, bowler: { shortName: "Nortje" }, event: "NONE" });
    expect(fiftyBall?.text).toMatch(/^Nortje to Kohli, 1 run/);
    const milestone = india[india.indexOf(fiftyBall as CommentaryItem) + 1];
    expect(milestone).toMatchObject({
      kind: "milestone",
      type: "batter",
      event: "FIFTY",
      value: 50,
      runs: 50,
      balls: 48,
      fours: 4,
      sixes: 0,
      highlights: HIGHLIGHT.FIFTIES,
    });
    expect(milestone?.text).toBe("FIFTY for Kohli! 50 off 48 balls [4s-4]");
    expect(highlightsOf(india, HIGHLIGHT.FIFTIES).map((item) => item.kind)).toEqual(["ball", "milestone"]);
    expect(highlightsOf(southAfrica, HIGHLIGHT.FIFTIES).map((item) => [item.kind, item.overLabel])).toEqual([
      ["ball", "15.2"],
      ["milestone", "15.2"],
    ]);
    expect(highlightsOf(southAfrica, HIGHLIGHT.FIFTIES)[1]?.text).toBe("FIFTY for Klaasen! 51 off 23 balls [4s-2 6s-5]");
  });

  test("Kohli's dismissal and the 19th over", () => {
    expect(ball(india, "18.5")?.text).toMatch(
      /^Jansen to Kohli, out Caught by Rabada!! .* Kohli c Rabada b Jansen 76\(59\) \[4s-6 6s-2\]$/,
    );
    expect(ball(india, "18.1", 0)?.text).toBe("Jansen to Kohli, no ball. Free hit to follow.");
    expect(ball(india, "18.1", 1)).toMatchObject({
      freeHit: true,
      text: expect.stringMatching(/^Jansen to Kohli, no run on the free hit/),
    });
    expect(overs(india)[18]).toMatchObject({
      overNumber: 19,
      runs: 17,
      wickets: 1,
      ballSequence: ["1nb", "0", "4", "2", "6", "W", "4"],
      score: "167-5",
      bowler: { figures: "4-0-49-1" },
    });
  });

  test("India's innings ends 176-7 and sets South Africa 177 in 20 overs", () => {
    expect(overs(india)[19]).toMatchObject({
      overNumber: 20,
      runs: 9,
      ballSequence: ["1wd", "1", "1", "4", "W", "2", "W"],
      score: "176-7",
      batters: [{ player: { shortName: "Pandya" }, runs: 5, balls: 2 }],
      bowler: { player: { shortName: "Nortje" }, figures: "4-0-26-2" },
    });
    expect(india.at(-1)).toMatchObject({
      kind: "innings-end",
      score: "176-7 (20)",
      nextInnings: { team: "South Africa", target: { runs: 177, balls: 120 } },
    });
    expect(india.at(-1)?.text).toBe("End of innings: India 176-7 (20 Ov). South Africa need 177 runs to win in 20 overs.");
  });

  test("the last over: Pandya defends 16, Suryakumar's catch sends Miller back", () => {
    const last = balls(southAfrica).filter((item) => item.over === 19);
    expect(last.map((item) => [item.overLabel, item.token, item.event])).toEqual([
      ["19.1", "W", "WICKET"],
      ["19.2", "4", "FOUR"],
      ["19.3", "1b", "NONE"],
      ["19.4", "1lb", "NONE"],
      ["19.5", "1wd", "NONE"],
      ["19.5", "W", "WICKET"],
      ["19.6", "1", "NONE"],
    ]);
    expect(last[0]?.text).toMatch(/^Pandya to Miller, out Caught by Yadav!! .* Miller c Yadav b Pandya 21\(17\) \[4s-1 6s-1\]$/);
    expect(last[1]?.text).toMatch(/^Pandya to Rabada, FOUR/);
    expect(last[2]?.text).toBe("Pandya to Rabada, byes, 1 run");
    expect(last[3]?.text).toBe("Pandya to Maharaj, leg byes, 1 run");
    expect(last[4]?.text).toBe("Pandya to Rabada, wide");
    expect(last[6]?.text).toMatch(/^Pandya to Nortje, 1 run/);
    expect(overs(southAfrica).at(-1)).toMatchObject({
      overNumber: 20,
      runs: 8,
      wickets: 2,
      score: "169-8",
      bowler: { figures: "3-0-20-3" },
    });
    expect(southAfrica.at(-1)).toMatchObject({ kind: "innings-end", result: "India won by 7 runs" });
    expect(southAfrica.at(-1)?.text).toBe("End of innings: South Africa 169-8 (20 Ov). India won by 7 runs.");
  });

  test("India's review of de Kock at 2.5 was struck down", () => {
    expect(highlightsOf(southAfrica, HIGHLIGHT.UDRS).map((item) => [item.overLabel, item.text])).toEqual([
      [
        "2.5",
        expect.stringMatching(
          /^Arshdeep Singh to de Kock, no run.*\. DRS: review by India for de Kock, struck down, the on-field decision stands\. de Kock stays\.$/,
        ),
      ],
    ]);
  });

  test("player filters: Kohli's 59 balls faced (plus wides to him), Bumrah's 24 balls", () => {
    const kohliBalls = playerFilter(india, kohli, "batting");
    expect(kohliBalls.filter((item) => !item.text.includes("wide"))).toHaveLength(59);
    expect(kohliBalls.every((item) => item.batter.id === kohli)).toBe(true);
    const bumrahBalls = playerFilter(southAfrica, bumrah, "bowling");
    expect(bumrahBalls.filter((item) => item.legal)).toHaveLength(24);
    expect(bumrahBalls.filter((item) => item.event === "WICKET").map((item) => item.overLabel)).toEqual(["1.3", "17.4"]);
  });

  test("team and partnership milestones", () => {
    expect(
      milestones(india)
        .filter((item) => item.type === "team")
        .map((item) => [item.value, item.overLabel, item.text]),
    ).toEqual([
      [50, "7.1", "50 up for India in 7.1 overs (50-3)."],
      [100, "13.1", "100 up for India in 13.1 overs (104-3)."],
      [150, "17.6", "150 up for India in 18 overs (150-4)."],
    ]);
    expect(
      milestones(india)
        .filter((item) => item.type === "partnership")
        .map((item) => item.text),
    ).toEqual([
      "50-run partnership for the 4th wicket between Kohli and Patel (50 off 42 balls).",
      "50-run partnership for the 5th wicket between Kohli and Dube (51 off 30 balls).",
    ]);
  });
});

describe("other real cases", () => {
  test("five penalty runs on a ball are an Others highlight (USA v India, 1415725)", () => {
    const path = "t20i/icc-mens-t20-world-cup-2024/1415725.json";
    const others = highlightsOf(itemsOf(path, 1), HIGHLIGHT.OTHERS);
    expect(others.map((item) => [item.overLabel, item.text])).toEqual([
      ["14.6", expect.stringMatching(/^Anderson to Dube, 1 run.*\. 5 penalty runs to India\.$/)],
    ]);
    expect(balls(others)[0]?.token).toBe("1+5p");
  });

  test("an impact player and a retirement hurt are Others items (IPL 2025, 1473469)", () => {
    const path = "club/ipl-2025/1473469.json";
    const items = itemsOf(path, 1);
    const others = highlightsOf(items, HIGHLIGHT.OTHERS);
    expect(others.map((item) => [item.kind, item.event, item.overLabel])).toEqual([
      ["event", "SUBSTITUTE", "0.1"],
      ["event", "RETIRED", "5.3"],
    ]);
    expect(others[0]?.text).toBe("Impact Player: Mukesh Kumar comes in for Abishek Porel (Delhi Capitals).");
    expect(others[1]?.text).toBe("Samson retires hurt 31(19) [4s-2 6s-3].");
    expect(highlightsOf(items, HIGHLIGHT.WICKETS).some((item) => item.kind === "event")).toBe(false);
    // The substitution comes before the ball it was recorded with.
    expect(items.findIndex((item) => item.kind === "event")).toBeLessThan(items.findIndex((item) => item.kind === "ball"));
  });

  test("timed out: Mathews is a wicket of its own after Samarawickrama's catch (World Cup 2023, 1384429)", () => {
    const items = itemsOf("odi/icc-cricket-world-cup-2023-men/1384429.json", 0);
    const wickets = highlightsOf(items, HIGHLIGHT.WICKETS).filter((item) => item.overLabel === "24.2");
    expect(wickets.map((item) => [item.kind, item.text])).toEqual([
      ["ball", expect.stringMatching(/^Shakib Al Hasan to Samarawickrama, out Caught by Mahmudullah!! /)],
      ["event", "OUT! Mathews is out, timed out 0(0)."],
    ]);
  });
});
