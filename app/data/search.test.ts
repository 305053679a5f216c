import { describe, expect, test } from "vitest";
import { allowedEdits, editDistance, ftsQuery, matchTier, namesOf, nearMiss, normaliseQuery, rowTier, trigramQuery } from "./search.ts";

describe("query handling", () => {
  test("queries are lower-cased, accent-free, and lose FTS and LIKE syntax", () => {
    expect(normaliseQuery("  José  BUTTLER ")).toBe("jose buttler");
    expect(normaliseQuery('"kohli" OR 1=1 %_')).toBe("kohli or 1=1");
    expect(normaliseQuery("a".repeat(200))).toHaveLength(80);
  });

  test("every word of 3+ characters becomes a required quoted substring", () => {
    expect(ftsQuery(["virat", "kohli"])).toBe('"virat" AND "kohli"');
    expect(ftsQuery(["ms", "dhoni"])).toBe('"dhoni"');
    expect(ftsQuery(["ms", "sa"])).toBeNull();
    expect(trigramQuery(["kohly"])).toBe('"koh" OR "ohl" OR "hly"');
  });
});

describe("ranking", () => {
  test("exact beats prefix beats word prefix beats contained", () => {
    expect(matchTier("india", ["india"])).toBe(0);
    expect(matchTier("india", ["india women"])).toBe(1);
    expect(matchTier("kohli", ["v kohli"])).toBe(2);
    expect(matchTier("virat kohli", ["v kohli", "virat kohli"])).toBe(0);
    expect(matchTier("ohl", ["v kohli"])).toBe(3);
    expect(matchTier("dhoni", ["v kohli"])).toBeNull();
  });

  test("other names count for players, teams and series; a venue's city is only 'contained'", () => {
    expect(namesOf("V Kohli", " | V Kohli | Virat Kohli | ", "player")).toEqual(["v kohli", "v kohli", "virat kohli"]);
    expect(rowTier("ind", { name: "India", keywords: " | IND | ", kind: "team" })).toBe(0);
    expect(rowTier("mumbai", { name: "Wankhede Stadium", keywords: " | Mumbai | India | ", kind: "venue" })).toBe(3);
  });
});

describe("typing mistakes", () => {
  test("edit distance counts a swap of neighbours as one", () => {
    expect(editDistance("kohli", "kohli")).toBe(0);
    expect(editDistance("kohly", "kohli")).toBe(1);
    expect(editDistance("butler", "buttler")).toBe(1);
    expect(editDistance("bumrha", "bumrah")).toBe(1);
    expect(editDistance("abc", "xyz")).toBe(3);
  });

  test("short words must be right; longer ones may be one or two letters off", () => {
    expect(allowedEdits(3)).toBe(0);
    expect(allowedEdits(5)).toBe(1);
    expect(allowedEdits(9)).toBe(2);
    expect(nearMiss("kohly", ["v kohli", "virat kohli"])).toBe(1);
    expect(nearMiss("virat kohly", ["v kohli", "virat kohli"])).toBe(1);
    expect(nearMiss("kohly", ["mumbai indians"])).toBeNull();
    expect(nearMiss("jaspirt bumrah", ["jj bumrah", "jasprit bumrah"])).toBe(1);
  });
});
