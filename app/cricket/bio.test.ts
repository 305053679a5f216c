import { expect, test } from "vitest";
import { type BioFacts, generatedBio, listText } from "./bio.ts";

const facts = (overrides: Partial<BioFacts> = {}): BioFacts => ({
  name: "A Tester",
  role: "Batter",
  teams: [
    { name: "England", matches: 30 },
    { name: "Lancashire", matches: 5 },
  ],
  spans: [
    { format: "Test", matches: 20, first: { title: "vs India, Lord's", date: "2011-07-21" } },
    { format: "ODI", matches: 10, first: { title: "vs Ireland, Dublin", date: "2012-08-28" } },
  ],
  batting: {
    headers: ["M", "Inn", "Runs", "HS", "100", "200", "50"],
    rows: [
      { format: "Test", values: ["20", "36", "1540", "235", "4", "1", "6"] },
      { format: "ODI", values: ["10", "10", "310", "88", "0", "0", "3"] },
    ],
  },
  bowling: { headers: ["M", "Wkts", "BBI", "5W"], rows: [{ format: "Test", values: ["20", "3", "2/30", "0"] }] },
  record: "Cricsheet's ball-by-ball data",
  day: (iso) => iso,
  ...overrides,
});

test("the bio says who, how much, for whom, first matches, figures and milestones, then that it is generated", () => {
  expect(generatedBio(facts())).toEqual([
    "A Tester, a batter, has played 30 matches in our records (20 Tests and 10 ODIs) for England and Lancashire.",
    "First match in the record: in Tests vs India, Lord's on 2011-07-21; in ODIs vs Ireland, Dublin on 2012-08-28.",
    "Figures: 1540 runs (best 235) and 3 wickets (best 2/30) in Tests; 310 runs (best 88) in ODIs.",
    "Milestones: 4 hundreds (1 of them double) in Tests.",
    "This profile is generated from the match record (Cricsheet's ball-by-ball data), not written by an editor.",
  ]);
});

test("five-wicket innings and ten-wicket matches are milestones; a career without any says so", () => {
  const bowler = generatedBio(
    facts({
      role: "All-rounder",
      spans: [{ format: "IPL", matches: 1, first: null }],
      batting: { headers: ["M"], rows: [] },
      bowling: { headers: ["M", "Wkts", "BBI", "5W", "10W"], rows: [{ format: "IPL", values: ["1", "5", "5/10", "1", "0"] }] },
      teams: [
        { name: "A", matches: 1 },
        { name: "B", matches: 1 },
        { name: "C", matches: 1 },
        { name: "D", matches: 1 },
        { name: "E", matches: 1 },
      ],
    }),
  );
  expect(bowler[0]).toBe("A Tester, an all-rounder, has played 1 match in our records for A, B, C and 2 other sides.");
  expect(bowler).toContain("Milestones: 1 five-wicket innings in the IPL.");
  expect(generatedBio(facts({ batting: { headers: ["M"], rows: [] }, bowling: { headers: ["M"], rows: [] } }))).toContain(
    "No hundred or five-wicket innings in the record yet.",
  );
});

test("no match in the record: no bio", () => {
  expect(generatedBio(facts({ spans: [] }))).toEqual([]);
});

test("lists read as English", () => {
  expect(listText([])).toBe("");
  expect(listText(["a"])).toBe("a");
  expect(listText(["a", "b", "c"])).toBe("a, b and c");
});
