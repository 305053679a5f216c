import { expect, test } from "vitest";
import { matchDescription, ordinal } from "./match-description.ts";

test("ordinals follow English, including the teens", () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
    "1st",
    "2nd",
    "3rd",
    "4th",
    "11th",
    "12th",
    "13th",
    "21st",
    "22nd",
    "23rd",
    "101st",
    "111th",
  ]);
});

test("league matches are numbered, knockouts named by stage, groups appended", () => {
  expect(matchDescription({ matchNumber: 1 })).toBe("1st Match");
  expect(matchDescription({ matchNumber: 12, group: "A" })).toBe("12th Match, Group A");
  expect(matchDescription({ stage: "Final" })).toBe("Final");
  expect(matchDescription({ stage: "Super 8", group: "1" })).toBe("Super 8, Group 1");
  expect(matchDescription({})).toBe("Match");
});

test("bilateral series name the format; Tests are Tests everywhere", () => {
  expect(matchDescription({ matchNumber: 3, format: "Test", bilateral: true })).toBe("3rd Test");
  expect(matchDescription({ matchNumber: 2, format: "ODI", bilateral: true })).toBe("2nd ODI");
  expect(matchDescription({ matchNumber: 1, format: "T20", bilateral: true })).toBe("1st T20I");
  expect(matchDescription({ matchNumber: 1, format: "T20", bilateral: false })).toBe("1st Match");
  expect(matchDescription({ matchNumber: 4, format: "Test" })).toBe("4th Test");
});
