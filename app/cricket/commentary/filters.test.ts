import { describe, expect, test } from "vitest";
import { innings, match, repeat, wicket } from "../../../tests/support/cricket-builders.ts";
import { commentaryForInnings } from "./commentary.ts";
import { commentaryPlayers, highlightsOf, playerFilter } from "./filters.ts";
import { bold, pick, sentences, spans, stableHash, textOf, toCricbuzzFormats } from "./text.ts";
import { HIGHLIGHT, HIGHLIGHT_CODES } from "./types.ts";

const names = { A: "V Kohli", B: "RG Sharma", C: "RR Pant", X: "JJ Bumrah", Y: "KA Maharaj", K: "H Klaasen" };
const items = commentaryForInnings(
  match({
    teams: ["India", "South Africa"],
    names,
    innings: [
      innings("India", [
        { runs: 4 },
        { runs: 6 },
        { extras: { wides: 1 } },
        { runs: 1, wickets: [wicket("run out", "B", "K")] },
        { batter: "C", nonStriker: "A", wickets: [wicket("caught", "C", "K")] },
        { batter: "A", nonStriker: "D", runs: 1 },
        ...repeat(11, { batter: "A", nonStriker: "D", bowler: "Y", runs: 4 }),
        { batter: "A", nonStriker: "D", bowler: "Y", runs: 1, wickets: [wicket("retired hurt", "A")] },
      ]),
    ],
  }),
  0,
);

describe("HIGHLIGHT_CODES", () => {
  test("the highlight labels in their order, with their codes (docs/product/match-pages.md#highlight-codes)", () => {
    expect(HIGHLIGHT_CODES.map((option) => [option.label, option.code])).toEqual([
      ["All", 0],
      ["Fours", 2],
      ["Sixes", 4],
      ["Wickets", 8],
      ["Fifties", 16],
      ["Hundreds", 32],
      ["Dropped Catches", 128],
      ["UDRS", 512],
      ["Others", 1],
    ]);
  });
});

describe("highlightsOf", () => {
  test("by bit: fours, sixes, wickets, fifties, others", () => {
    const labels = (code: number) => highlightsOf(items, code).map((item) => `${item.kind} ${item.overLabel}`);
    expect(labels(HIGHLIGHT.FOURS)).toHaveLength(12);
    expect(labels(HIGHLIGHT.SIXES)).toEqual(["ball 0.2"]);
    expect(labels(HIGHLIGHT.WICKETS)).toEqual(["ball 0.3", "ball 0.4"]);
    // Kohli: 4 + 6 + 1 = 11, then 11 fours from 0.6 on: 51 at the tenth four (2.3).
    expect(labels(HIGHLIGHT.FIFTIES)).toEqual(["ball 2.3", "milestone 2.3"]);
    expect(labels(HIGHLIGHT.OTHERS)).toEqual(["event 2.5"]);
    expect(labels(HIGHLIGHT.DROPPED_CATCHES)).toEqual([]);
    expect(labels(HIGHLIGHT.UDRS)).toEqual([]);
  });

  test("All (0) is every item with any bit; over separators never are", () => {
    const all = highlightsOf(items, HIGHLIGHT.ALL);
    expect(all.length).toBe(items.filter((item) => item.highlights !== 0).length);
    expect(all.some((item) => item.kind === "over")).toBe(false);
    expect(all.map((item) => item.seq)).toEqual([...all.map((item) => item.seq)].sort((a, b) => a - b));
  });
});

describe("playerFilter and commentaryPlayers", () => {
  test("batting: his balls on strike (wides to him included) and the ball he was run out on as non-striker", () => {
    expect(playerFilter(items, "A", "batting").map((item) => item.seq)).toEqual([
      0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17,
    ]);
    expect(playerFilter(items, "B", "batting").map((item) => item.seq)).toEqual([3]);
    expect(playerFilter(items, "C", "batting").map((item) => item.seq)).toEqual([4]);
  });

  test("bowling: the balls he bowled", () => {
    expect(playerFilter(items, "X", "bowling").map((item) => item.overLabel)).toEqual(["0.1", "0.2", "0.3", "0.3", "0.4", "0.5"]);
    expect(playerFilter(items, "Y", "bowling")).toHaveLength(12);
    expect(playerFilter(items, "K", "bowling")).toEqual([]);
  });

  test("the BATTER and BOWLER lists: players who faced or bowled, in order of appearance", () => {
    const players = commentaryPlayers(items);
    expect(players.batters.map((player) => player.shortName)).toEqual(["Kohli", "Pant"]);
    expect(players.bowlers.map((player) => player.shortName)).toEqual(["Bumrah", "Maharaj"]);
    expect(commentaryPlayers([])).toEqual({ batters: [], bowlers: [] });
  });
});

describe("text helpers", () => {
  test("spans merge neighbours of the same weight and drop empty pieces", () => {
    expect(spans("a", "", bold("B"), bold("C"), undefined, false, "d")).toEqual([{ text: "a" }, { text: "BC", bold: true }, { text: "d" }]);
    expect(textOf(sentences(spans("one"), spans("two!"), undefined, spans("three")))).toBe("one. two! three");
  });

  test("toCricbuzzFormats: bold spans become B0$, B1$ placeholders", () => {
    expect(toCricbuzzFormats(spans(bold("Bumrah"), " to ", bold("Kohli"), ", ", bold("FOUR")))).toEqual({
      commText: "B0$ to B1$, B2$",
      commentaryFormats: { bold: { formatId: ["B0$", "B1$", "B2$"], formatValue: ["Bumrah", "Kohli", "FOUR"] } },
    });
    expect(toCricbuzzFormats(spans("no run"))).toEqual({ commText: "no run", commentaryFormats: {} });
  });

  test("pick is a pure function of its key", () => {
    expect(stableHash("0|12|A")).toBe(stableHash("0|12|A"));
    expect(stableHash("0|12|A")).not.toBe(stableHash("0|13|A"));
    const variants = ["a", "b", "c", "d"];
    expect(pick(variants, 0, 12, "A", "dot")).toBe(pick(variants, 0, 12, "A", "dot"));
    expect(new Set(Array.from({ length: 40 }, (_, seq) => pick(variants, 0, seq, "A"))).size).toBe(4);
  });
});
