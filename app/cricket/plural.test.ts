import { describe, expect, test } from "vitest";
import { noun, plural } from "./plural.ts";

describe("plural", () => {
  test.each([
    [0, "run", undefined, "0 runs"],
    [1, "run", undefined, "1 run"],
    [2, "run", undefined, "2 runs"],
    [1, "match", "matches", "1 match"],
    [74, "match", "matches", "74 matches"],
    ["1", "over", undefined, "1 over"],
    ["0.1", "over", undefined, "0.1 overs"],
    ["19.4", "over", undefined, "19.4 overs"],
    [1, "innings", "innings", "1 innings"],
  ])("%s %s → %s", (count, one, many, text) => {
    expect(plural(count, one, many)).toBe(text);
  });

  test("noun gives the word alone, singular only for exactly one", () => {
    expect([noun(1, "run"), noun(0, "run"), noun(11, "run"), noun("1", "wkt")]).toEqual(["run", "runs", "runs", "wkt"]);
  });
});
