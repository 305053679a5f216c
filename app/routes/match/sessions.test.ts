import { expect, test } from "vitest";
import type { CommentaryItem } from "../../data/schemas.ts";
import { sessionSummary } from "./sessions.ts";

const over = (inningsNo: number, overNumber: number, runs: number, balls: string[]): CommentaryItem => ({
  key: `${inningsNo}-${overNumber}`,
  kind: "over",
  inningsNo,
  timestamp: overNumber,
  overLabel: null,
  event: "over-break",
  text: "",
  bold: [],
  highlights: 0,
  batterId: null,
  bowlerId: null,
  over: { overNumber, runs, balls, battingTeam: inningsNo === 1 ? "IND" : "RSA", score: "", batters: [], bowler: null },
});

test("T20 overs group in blocks of six per innings, with wickets counted from the ball sequence", () => {
  const items = [
    ...Array.from({ length: 7 }, (_, i) => over(1, i + 1, 8, i === 2 ? ["1", "W", "1", "0", "4", "2"] : ["1", "1", "1", "1", "2", "2"])),
    over(2, 1, 3, ["1wd", "W", "0", "0", "1", "1", "0"]),
  ];
  expect(sessionSummary(items, "T20")).toEqual([
    { label: "Overs 1-6", team: "IND", inningsNo: 1, overs: 6, runs: 48, wickets: 1 },
    { label: "Over 7", team: "IND", inningsNo: 1, overs: 1, runs: 8, wickets: 0 },
    { label: "Over 1", team: "RSA", inningsNo: 2, overs: 1, runs: 3, wickets: 1 },
  ]);
});

test("Test sessions run 30 overs across innings and days", () => {
  const items = Array.from({ length: 95 }, (_, i) => over(i < 80 ? 1 : 2, i < 80 ? i + 1 : i - 79, 3, ["0", "1", "0", "1", "0", "1"]));
  const rows = sessionSummary(items, "Test");
  expect(rows.map((r) => [r.label, r.inningsNo, r.overs])).toEqual([
    ["Day 1, Session 1", 1, 30],
    ["Day 1, Session 2", 1, 30],
    ["Day 1, Session 3", 1, 20],
    ["Day 1, Session 3", 2, 10],
    ["Day 2, Session 1", 2, 5],
  ]);
});
