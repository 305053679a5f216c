import { describe, expect, test } from "vitest";
import { ball, innings, match, repeat, wicket, type BallSpec } from "../../../tests/support/cricket-builders.ts";
import type { Innings, MatchInput } from "../types.ts";
import { commentaryForInnings, isInningsFinished, matchCommentary } from "./commentary.ts";
import {
  HIGHLIGHT,
  type BallItem,
  type CommentaryItem,
  type EventItem,
  type InningsEndItem,
  type MilestoneItem,
  type OverItem,
} from "./types.ts";

const names = {
  A: "V Kohli",
  B: "RG Sharma",
  C: "RR Pant",
  D: "SA Yadav",
  X: "JJ Bumrah",
  Y: "KA Maharaj",
  K: "H Klaasen",
  Q: "Q de Kock",
  I: "SB Dubey",
  O: "YS Chahal",
};

function game(specs: readonly BallSpec[], extra: Partial<MatchInput> = {}, inningsExtra: Partial<Innings> = {}): MatchInput {
  return match({ teams: ["India", "South Africa"], names, innings: [innings("India", specs, inningsExtra)], ...extra });
}
const itemsOf = (specs: readonly BallSpec[], extra: Partial<MatchInput> = {}, inningsExtra: Partial<Innings> = {}) =>
  commentaryForInnings(game(specs, extra, inningsExtra), 0);
const balls = (items: readonly CommentaryItem[]) => items.filter((item): item is BallItem => item.kind === "ball");
const overs = (items: readonly CommentaryItem[]) => items.filter((item): item is OverItem => item.kind === "over");
const milestones = (items: readonly CommentaryItem[]) => items.filter((item): item is MilestoneItem => item.kind === "milestone");
const events = (items: readonly CommentaryItem[]) => items.filter((item): item is EventItem => item.kind === "event");
/** The only (or first) ball of the list. */
const first = (specs: readonly BallSpec[], extra: Partial<MatchInput> = {}) => {
  const found = balls(itemsOf(specs, extra))[0];
  if (found === undefined) throw new Error("no ball");
  return found;
};
const lastBall = (specs: readonly BallSpec[], extra: Partial<MatchInput> = {}) => {
  const found = balls(itemsOf(specs, extra)).at(-1);
  if (found === undefined) throw new Error("no ball");
  return found;
};

describe("ball texts", () => {
  test("'X to Y' with short names in bold, then what happened", () => {
    const dot = first([{}]);
    expect(dot.text).toMatch(/^Bumrah to Kohli, no run(, .+)?$/);
    expect(dot.formats.slice(0, 3)).toEqual([{ text: "Bumrah", bold: true }, { text: " to " }, { text: "Kohli", bold: true }]);
    expect(dot).toMatchObject({ kind: "ball", seq: 0, overLabel: "0.1", event: "NONE", highlights: 0, token: "0", runs: 0, legal: true });
    expect(dot.batter).toEqual({ id: "A", name: "V Kohli", shortName: "Kohli" });
  });

  test("runs off the bat", () => {
    expect(first([{ runs: 1 }]).text).toMatch(/^Bumrah to Kohli, 1 run(, .+)?$/);
    expect(first([{ runs: 2 }]).text).toMatch(/^Bumrah to Kohli, 2 runs(, .+)?$/);
    expect(first([{ runs: 3 }]).text).toMatch(/^Bumrah to Kohli, 3 runs(, .+)?$/);
    expect(first([{ runs: 3 }]).token).toBe("3");
  });

  test("a boundary four and a six are bold FOUR / SIX, with their event and highlight", () => {
    const four = first([{ runs: 4 }]);
    expect(four.text).toMatch(/^Bumrah to Kohli, FOUR(, .+)?$/);
    expect(four.formats).toContainEqual({ text: "FOUR", bold: true });
    expect(four).toMatchObject({ event: "FOUR", highlights: HIGHLIGHT.FOURS, token: "4" });
    const six = first([{ runs: 6 }]);
    expect(six.text).toMatch(/^Bumrah to Kohli, SIX(, .+)?$/);
    expect(six).toMatchObject({ event: "SIX", highlights: HIGHLIGHT.SIXES, token: "6" });
  });

  test("an all-run four is runs, not a boundary", () => {
    const allRun = first([{ runs: 4, nonBoundary: true }]);
    expect(allRun.text).toMatch(/^Bumrah to Kohli, 4 runs, (all run|they run them all|all run, tremendous running)$/);
    expect(allRun).toMatchObject({ event: "NONE", highlights: 0, token: "4" });
  });

  test("byes and leg byes", () => {
    expect(first([{ extras: { byes: 2 } }])).toMatchObject({ text: "Bumrah to Kohli, byes, 2 runs", token: "2b" });
    expect(first([{ extras: { legbyes: 1 } }])).toMatchObject({ text: "Bumrah to Kohli, leg byes, 1 run", token: "1lb" });
  });

  test("wides carry the number of the ball still to come", () => {
    const items = balls(itemsOf([{}, { runs: 1 }, { extras: { wides: 1 } }, { extras: { wides: 5 } }, {}]));
    expect(items.map((item) => [item.overLabel, item.text, item.token, item.legal])).toEqual([
      ["0.1", expect.stringMatching(/^Bumrah to Kohli, no run/), "0", true],
      ["0.2", expect.stringMatching(/^Bumrah to Kohli, 1 run/), "1", true],
      ["0.3", "Bumrah to Kohli, wide", "1wd", false],
      ["0.3", "Bumrah to Kohli, 5 wides", "5wd", false],
      ["0.3", expect.stringMatching(/^Bumrah to Kohli, no run/), "0", true],
    ]);
    expect(items.map((item) => item.ballNumber)).toEqual([1, 2, 3, 3, 3]);
  });

  test("a no-ball announces a free hit; the free hit carries over a wide", () => {
    const items = balls(itemsOf([{ extras: { noballs: 1 } }, { extras: { wides: 1 } }, { runs: 4 }, {}]));
    expect(items.map((item) => [item.text, item.freeHit, item.token])).toEqual([
      ["Bumrah to Kohli, no ball. Free hit to follow.", false, "1nb"],
      ["Bumrah to Kohli, wide on the free hit", true, "1wd"],
      [expect.stringMatching(/^Bumrah to Kohli, FOUR on the free hit(, .+)?$/), true, "4"],
      [expect.stringMatching(/^Bumrah to Kohli, no run(, .+)?$/), false, "0"],
    ]);
  });

  test("a no-ball hit for four counts as a four; no free hits in Tests", () => {
    expect(first([{ extras: { noballs: 1 }, runs: 4 }])).toMatchObject({
      text: "Bumrah to Kohli, no ball, FOUR. Free hit to follow.",
      event: "FOUR",
      highlights: HIGHLIGHT.FOURS,
      token: "5nb",
    });
    expect(first([{ extras: { noballs: 1, legbyes: 1 } }]).text).toBe("Bumrah to Kohli, no ball, 1 leg bye. Free hit to follow.");
    const test = { matchType: "Test" as const, overs: undefined };
    expect(first([{ extras: { noballs: 1 }, runs: 1 }], test).text).toBe("Bumrah to Kohli, no ball, 1 run");
    expect(lastBall([{ extras: { noballs: 1 } }, {}], test).freeHit).toBe(false);
  });

  test("caught: the dismissal in bold, then the batter's line as the scorecard prints it", () => {
    const out = lastBall([{ runs: 4 }, { wickets: [wicket("caught", "A", "K")] }]);
    expect(out.text).toMatch(/^Bumrah to Kohli, out Caught by Klaasen!! .+ Kohli c Klaasen b Bumrah 4\(2\) \[4s-1\]$/);
    expect(out.formats).toContainEqual({ text: "out Caught by Klaasen!!", bold: true });
    expect(out.formats.at(-1)).toEqual({ text: "Kohli c Klaasen b Bumrah 4(2) [4s-1]", bold: true });
    expect(out).toMatchObject({
      event: "WICKET",
      highlights: HIGHLIGHT.WICKETS,
      token: "W",
      playersOut: ["A"],
      score: { runs: 4, wickets: 1 },
    });
  });

  test.each([
    [wicket("bowled", "A"), /^Bumrah to Kohli, out Bowled!! .+ Kohli b Bumrah 0\(1\)$/],
    [wicket("lbw", "A"), /^Bumrah to Kohli, out Lbw!! .+ Kohli lbw b Bumrah 0\(1\)$/],
    [wicket("stumped", "A", "Q"), /^Bumrah to Kohli, out Stumped by de Kock!! .+ Kohli st de Kock b Bumrah 0\(1\)$/],
    [wicket("caught and bowled", "A"), /^Bumrah to Kohli, out Caught and Bowled!! .+ Kohli c & b Bumrah 0\(1\)$/],
    [wicket("caught", "A", "X"), /^Bumrah to Kohli, out Caught and Bowled!! .+ Kohli c & b Bumrah 0\(1\)$/],
    [
      wicket("caught", "A", { id: "C", substitute: true }),
      /^Bumrah to Kohli, out Caught by sub \(Pant\)!! .+ Kohli c sub \(Pant\) b Bumrah 0\(1\)$/,
    ],
    [wicket("hit wicket", "A"), /^Bumrah to Kohli, out Hit Wicket!! .+ Kohli hit wicket b Bumrah 0\(1\)$/],
  ])("%o", (out, text) => {
    expect(first([{ wickets: [out] }]).text).toMatch(text);
  });

  test("run out of the non-striker after a completed run", () => {
    const out = first([{ runs: 1, wickets: [wicket("run out", "B", "K", "Q")] }]);
    expect(out.text).toMatch(/^Bumrah to Kohli, out Sharma Run Out!! 1 run completed\. .+ Sharma run out \(Klaasen\/de Kock\) 0\(0\)$/);
    expect(out).toMatchObject({ token: "1W", playersOut: ["B"] });
  });

  test("stumped off a wide", () => {
    const out = first([{ extras: { wides: 1 }, wickets: [wicket("stumped", "A", "Q")] }]);
    expect(out.text).toMatch(/^Bumrah to Kohli, wide, out Stumped by de Kock!! .+ Kohli st de Kock b Bumrah 0\(0\)$/);
    expect(out).toMatchObject({ overLabel: "0.1", token: "1wdW", legal: false });
  });

  test("penalty runs on a ball: an Others highlight", () => {
    const penalty = first([{ runs: 1, extras: { penalty: 5 } }]);
    expect(penalty.text).toMatch(/^Bumrah to Kohli, 1 run(, [^.]+)?\. 5 penalty runs to India\.$/);
    expect(penalty).toMatchObject({ highlights: HIGHLIGHT.OTHERS, token: "1+5p", runs: 6 });
  });

  test("DRS reviews: UDRS highlight, struck down (umpire's call) or upheld", () => {
    const survived = ball({ batter: "A" });
    survived.review = { by: "South Africa", batter: "A", decision: "struck down", umpiresCall: true, type: "wicket" };
    const notOutOverturned = ball({ batter: "A", wickets: [wicket("lbw", "A")] });
    notOutOverturned.review = { by: "South Africa", batter: "A", decision: "upheld" };
    const items = balls(
      commentaryForInnings(
        match({ teams: ["India", "South Africa"], names, innings: [{ team: "India", deliveries: [survived, notOutOverturned] }] }),
        0,
      ),
    );
    expect(items[0]?.text).toMatch(
      /^Bumrah to Kohli, no run(, [^.]+)?\. DRS: review by South Africa for Kohli, struck down, the on-field decision stands \(umpire's call\)\. Kohli stays\.$/,
    );
    expect(items[0]?.highlights).toBe(HIGHLIGHT.UDRS);
    expect(items[1]?.text).toMatch(
      /DRS: review by South Africa for Kohli, upheld, the on-field decision is overturned\. Kohli has to go\.$/,
    );
    expect(items[1]?.highlights).toBe(HIGHLIGHT.UDRS | HIGHLIGHT.WICKETS);
  });

  test("a DRS review that failed technically leaves the on-field decision", () => {
    const failed = ball({ batter: "A" });
    failed.review = { by: "South Africa", batter: "A", decision: "technical failure" };
    const [item] = balls(
      commentaryForInnings(match({ teams: ["India", "South Africa"], names, innings: [{ team: "India", deliveries: [failed] }] }), 0),
    );
    expect(item?.text).toMatch(
      /DRS: review by South Africa for Kohli, not completed \(technical failure\), the on-field decision stands\. Kohli stays\.$/,
    );
  });
});

describe("determinism", () => {
  const specs: BallSpec[] = [...repeat(30), ...repeat(12, { runs: 4 }), ...repeat(12, { runs: 1, batter: "B", nonStriker: "A" })];

  test("the same input gives the same items, text for text", () => {
    expect(itemsOf(specs)).toEqual(itemsOf(specs));
  });

  test("a ball reads the same whatever else is in the match (team names, other innings, later balls)", () => {
    const alone = balls(itemsOf(specs.slice(0, 20)));
    const other = balls(
      commentaryForInnings(
        match({ teams: ["Delhi", "Mumbai"], names, innings: [innings("Delhi", specs)], outcome: { result: "no result" } }),
        0,
      ),
    );
    expect(other.slice(0, 20).map((item) => item.text)).toEqual(alone.map((item) => item.text));
  });

  test("phrasings vary from ball to ball", () => {
    const texts = new Set(
      balls(itemsOf(specs))
        .slice(0, 30)
        .map((item) => item.text),
    );
    expect(texts.size).toBeGreaterThan(2);
  });
});

describe("over separators", () => {
  test("runs, ball sequence, score, batters at the crease and the bowler's figures after each over", () => {
    const items = itemsOf([
      { runs: 1 },
      { batter: "B", nonStriker: "A" },
      { batter: "B", nonStriker: "A", runs: 4 },
      { batter: "B", nonStriker: "A", wickets: [wicket("bowled", "B")] },
      { batter: "C", nonStriker: "A", extras: { wides: 1 } },
      { batter: "C", nonStriker: "A", runs: 2 },
      { batter: "C", nonStriker: "A" },
      ...repeat(6, { batter: "A", nonStriker: "C", bowler: "Y" }),
      { batter: "C", nonStriker: "A", runs: 1 },
    ]);
    const [firstOver, maiden] = overs(items);
    expect(firstOver).toMatchObject({
      kind: "over",
      event: "over-break",
      overNumber: 1,
      overLabel: "0.6",
      complete: true,
      legalBalls: 6,
      runs: 8,
      wickets: 1,
      playersOut: ["B"],
      ballSequence: ["1", "0", "4", "W", "1wd", "2", "0"],
      battingTeam: "India",
      totalRuns: 8,
      totalWickets: 1,
      score: "8-1",
      inningsOvers: "1",
      batters: [
        { player: { shortName: "Kohli" }, runs: 1, balls: 1 },
        { player: { shortName: "Pant" }, runs: 2, balls: 2 },
      ],
      bowler: { player: { shortName: "Bumrah" }, overs: "1", maidens: 0, runs: 8, wickets: 1, figures: "1-0-8-1" },
    });
    expect(firstOver?.text).toBe("End of over 1 (8 runs, 1 wicket) | India 8-1 | Kohli 1(1), Pant 2(2) | Bumrah 1-0-8-1");
    expect(maiden).toMatchObject({ overNumber: 2, runs: 0, score: "8-1", bowler: { figures: "1-1-0-0" } });
    // The separator follows the over's last ball; the live third over has none yet.
    expect(items.indexOf(firstOver as CommentaryItem)).toBe(items.findIndex((item) => item.kind === "ball" && item.seq === 6) + 1);
    expect(overs(items)).toHaveLength(2);
  });

  test("a finished innings closes its short last over too, so separators cover every ball", () => {
    const specs: BallSpec[] = [...repeat(6, { runs: 1 }), { runs: 6 }, { runs: 4 }];
    const live = itemsOf(specs);
    expect(overs(live).map((over) => over.overNumber)).toEqual([1]);
    expect(live.some((item) => item.kind === "innings-end")).toBe(false);
    const done = itemsOf(specs, { outcome: { result: "no result" } });
    expect(overs(done).map((over) => [over.overNumber, over.complete, over.runs, over.inningsOvers])).toEqual([
      [1, true, 6, "1"],
      [2, false, 10, "1.2"],
    ]);
  });
});

describe("milestones, at the ball they are reached", () => {
  test("a batter's fifty: the ball carries Fifties and the FIFTY item follows it", () => {
    // 46 in singles and fours, then a six: 52 off 14.
    const items = itemsOf([...repeat(11, { runs: 4, bowler: "Y" }), { runs: 2 }, { runs: 6 }, { runs: 1 }]);
    const fiftyBalls = balls(items).filter((item) => item.highlights & HIGHLIGHT.FIFTIES);
    expect(fiftyBalls.map((item) => [item.seq, item.overLabel, item.highlights])).toEqual([
      [12, "2.1", HIGHLIGHT.FIFTIES | HIGHLIGHT.SIXES],
    ]);
    const next = items[items.indexOf(fiftyBalls[0] as CommentaryItem) + 1];
    expect(next).toMatchObject({
      kind: "milestone",
      type: "batter",
      event: "FIFTY",
      value: 50,
      runs: 52,
      balls: 13,
      fours: 11,
      sixes: 1,
      seq: 12,
      overLabel: "2.1",
      highlights: HIGHLIGHT.FIFTIES,
    });
    expect(next?.text).toBe("FIFTY for Kohli! 52 off 13 balls [4s-11 6s-1]");
    expect(next?.formats[0]).toEqual({ text: "FIFTY for Kohli!", bold: true });
  });

  test("a hundred, and a 150 without a highlight", () => {
    const items = itemsOf(repeat(26, { runs: 6 }));
    expect(
      milestones(items)
        .filter((item) => item.type === "batter")
        .map((item) => [item.value, item.seq, item.event, item.highlights]),
    ).toEqual([
      [50, 8, "FIFTY", HIGHLIGHT.FIFTIES],
      [100, 16, "HUNDRED", HIGHLIGHT.HUNDREDS],
      [150, 24, "MILESTONE", 0],
    ]);
    expect(milestones(items).find((item) => item.value === 100)?.text).toBe("HUNDRED for Kohli! 102 off 17 balls [6s-17]");
  });

  test("partnership and team milestones; a new stand starts from nought", () => {
    const items = itemsOf([...repeat(13, { runs: 4 }), { wickets: [wicket("bowled", "A")] }, ...repeat(13, { batter: "C", runs: 4 })]);
    expect(milestones(items).map((item) => [item.type, item.value, item.seq, item.overLabel, item.text])).toEqual([
      ["batter", 50, 12, "2.1", "FIFTY for Kohli! 52 off 13 balls [4s-13]"],
      ["partnership", 50, 12, "2.1", "50-run partnership for the 1st wicket between Kohli and Sharma (52 off 13 balls)."],
      ["team", 50, 12, "2.1", "50 up for India in 2.1 overs (52-0)."],
      ["team", 100, 25, "4.2", "100 up for India in 4.2 overs (100-1)."],
      ["batter", 50, 26, "4.3", "FIFTY for Pant! 52 off 13 balls [4s-13]"],
      ["partnership", 50, 26, "4.3", "50-run partnership for the 2nd wicket between Sharma and Pant (52 off 13 balls)."],
    ]);
    expect(
      milestones(items)
        .filter((item) => item.type === "team" || item.type === "partnership")
        .every((item) => item.highlights === 0),
    ).toBe(true);
  });

  test("a bowler's fifth wicket", () => {
    const specs: BallSpec[] = ["A", "B", "C", "D", "K"].map((out, index) => ({
      batter: out,
      nonStriker: "Q",
      wickets: [wicket(index % 2 ? "bowled" : "lbw", out)],
    }));
    const items = itemsOf([{ runs: 1, batter: "Q", nonStriker: "A" }, ...specs]);
    const haul = milestones(items).filter((item) => item.type === "bowler");
    expect(haul.map((item) => [item.seq, item.overLabel, item.text, item.highlights])).toEqual([
      [5, "0.6", "FIVE-WICKET HAUL for Bumrah! 1-0-1-5", HIGHLIGHT.WICKETS],
    ]);
    expect(items[items.indexOf(haul[0] as CommentaryItem) - 1]).toMatchObject({ kind: "ball", seq: 5 });
  });
});

describe("off-ball events", () => {
  test("an impact player comes before the ball it is recorded with", () => {
    const delivery = ball({ runs: 1 });
    delivery.replacements = { match: [{ in: "I", out: "O", team: "South Africa", reason: "impact_player" }] };
    const items = commentaryForInnings(
      match({ teams: ["India", "South Africa"], names, innings: [{ team: "India", deliveries: [delivery] }] }),
      0,
    );
    expect(items.map((item) => item.kind)).toEqual(["event", "ball"]);
    expect(items[0]).toMatchObject({
      type: "substitution",
      event: "SUBSTITUTE",
      highlights: HIGHLIGHT.OTHERS,
      team: "South Africa",
      playerIn: { shortName: "Dubey" },
      playerOut: { shortName: "Chahal" },
    });
    expect(items[0]?.text).toBe("Impact Player: Dubey comes in for Chahal (South Africa).");
  });

  test("two players of the match who share a surname are told apart in every line (IPL: Sharma for Sharma)", () => {
    const delivery = ball({ bowler: "X", batter: "A", runs: 1 });
    delivery.replacements = { match: [{ in: "B", out: "M", team: "India", reason: "impact_player" }] };
    const sharmas = { ...names, M: "MM Sharma" };
    const items = commentaryForInnings(
      match({ teams: ["India", "South Africa"], names: sharmas, innings: [{ team: "India", deliveries: [delivery] }] }),
      0,
    );
    expect(items[0]?.text).toBe("Impact Player: RG Sharma comes in for MM Sharma (India).");
    expect(items[0]).toMatchObject({ playerIn: { shortName: "RG Sharma" }, playerOut: { shortName: "MM Sharma" } });
  });

  test("retired hurt follows the ball; a retirement recorded as a replacement comes before the next", () => {
    const items = itemsOf([{ runs: 4 }, { wickets: [wicket("retired hurt", "A")] }, { batter: "C", runs: 1 }]);
    expect(events(items).map((item) => [item.seq, item.text, item.highlights, item.playersOut])).toEqual([
      [1, "Kohli retires hurt 4(2) [4s-1].", HIGHLIGHT.OTHERS, []],
    ]);
    const replaced = ball({ batter: "C" });
    replaced.replacements = { role: [{ in: "C", out: "A", role: "batter", reason: "injury" }] };
    const viaReplacement = commentaryForInnings(
      match({ names, innings: [{ team: "India", deliveries: [ball({ runs: 2 }), replaced] }] }),
      0,
    );
    expect(viaReplacement.map((item) => [item.kind, item.seq])).toEqual([
      ["ball", 0],
      ["event", 1],
      ["ball", 1],
    ]);
    expect(viaReplacement[1]?.text).toBe("Kohli retires hurt 2(1).");
  });

  test("retired out and timed out are wickets of their own", () => {
    const items = itemsOf([
      { runs: 1, wickets: [wicket("retired out", "B")] },
      { wickets: [wicket("caught", "A", "K"), wicket("timed out", "C")] },
    ]);
    expect(items.filter((item) => item.highlights & HIGHLIGHT.WICKETS).map((item) => [item.kind, item.text])).toEqual([
      ["event", "OUT! Sharma is retired out 0(0)."],
      ["ball", expect.stringMatching(/^Bumrah to Kohli, out Caught by Klaasen!!/)],
      ["event", "OUT! Pant is out, timed out 0(0)."],
    ]);
    expect(balls(items)[1]?.score).toEqual({ runs: 1, wickets: 3 });
    expect(balls(items)[0]?.token).toBe("1");
  });

  test("penalty runs before and after the innings", () => {
    const items = itemsOf([{ runs: 1 }], { outcome: { result: "no result" } }, { penaltyRuns: { pre: 5, post: 5 } });
    expect(items.map((item) => [item.kind, item.text])).toEqual([
      ["event", "5 penalty runs awarded to India before the innings."],
      ["ball", expect.any(String)],
      ["over", "End of over 1 (1 run) | India 6-0 | Kohli 1(1), Sharma 0(0) | Bumrah 0.1-0-1-0"],
      ["event", "5 penalty runs awarded to India after the innings."],
      ["innings-end", "End of innings: India 11-0 (0.1 Ov). No result."],
    ]);
  });
});

describe("innings end", () => {
  const chase = (runs: number, balls: number): MatchInput =>
    match({
      teams: ["India", "South Africa"],
      names,
      innings: [
        innings("India", [...repeat(6, { runs: 2 })]),
        innings("South Africa", repeat(balls, { runs, batter: "K", nonStriker: "Q", bowler: "X" })),
      ],
      overs: 1,
    });

  test("after the first innings: the total and what the other side needs, also before the chase has begun", () => {
    const items = commentaryForInnings(chase(1, 6), 0);
    expect(items.at(-1)).toMatchObject({
      kind: "innings-end",
      event: "INNINGS_END",
      team: "India",
      score: "12-0 (1)",
      nextInnings: { team: "South Africa", target: { runs: 13, balls: 6 } },
    });
    expect(items.at(-1)?.text).toBe("End of innings: India 12-0 (1 Ov). South Africa need 13 runs to win in 1 over.");
    const notStarted = match({ teams: ["India", "South Africa"], names, overs: 1, innings: [innings("India", repeat(6, { runs: 2 }))] });
    expect((commentaryForInnings(notStarted, 0).at(-1) as InningsEndItem).nextInnings).toEqual({
      team: "South Africa",
      target: { runs: 13, balls: 6, revised: false },
    });
  });

  test("after the last innings: the result (formatResult of deriveMatchResult)", () => {
    const items = commentaryForInnings(chase(3, 5), 1);
    expect(items.at(-1)).toMatchObject({ kind: "innings-end", result: "South Africa won by 10 wkts", score: "15-0 (0.5)" });
    expect(isInningsFinished(chase(3, 5), 1)).toBe(true);
    expect(isInningsFinished(chase(1, 5), 1)).toBe(false);
    expect(commentaryForInnings(chase(1, 5), 1).some((item) => item.kind === "innings-end")).toBe(false);
  });

  test("matchCommentary joins the innings; ids are unique", () => {
    const all = matchCommentary(chase(3, 5));
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(all.filter((item) => item.kind === "innings-end").map((item) => item.inningsIndex)).toEqual([0, 1]);
    expect(commentaryForInnings(chase(3, 5), 7)).toEqual([]);
  });
});
