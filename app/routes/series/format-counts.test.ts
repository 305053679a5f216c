import { describe, expect, test } from "vitest";
import { formatCounts } from "./format-counts.ts";

const match = (id: number, format = "T20", matchType = "League") => ({ id, format, matchType });

describe("formatCounts: the series header's count of matches", () => {
  test("counts each format in order of first appearance, singular for one", () => {
    expect(
      formatCounts({
        matches: [match(1, "Test", "International"), match(2, "ODI", "International"), match(3, "Test", "International")],
        voidedMatchIds: [],
      }),
    ).toBe("2 Tests · 1 ODI");
    expect(formatCounts({ matches: [match(1)], voidedMatchIds: [] })).toBe("1 T20");
    expect(formatCounts({ matches: [match(1, "T20", "International"), match(2, "T20", "International")], voidedMatchIds: [] })).toBe(
      "2 T20Is",
    );
  });

  test("a match voided and replayed from the start is listed but not counted (IPL 2025: 74 matches, not 75)", () => {
    const season = Array.from({ length: 75 }, (_, i) => match(i + 1));
    expect(formatCounts({ matches: season, voidedMatchIds: [58] })).toBe("74 T20s");
    expect(formatCounts({ matches: [match(1), match(2)], voidedMatchIds: [1] })).toBe("1 T20");
  });
});
