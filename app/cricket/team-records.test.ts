import { describe, expect, test } from "vitest";
import { economyRate, formatLabel, inMonthEndWindow, resultTable, roundedAverage, teamKind, totalText } from "./team-records.ts";

describe("teamKind", () => {
  test("women's sides are Women, national or club", () => {
    expect(teamKind({ gender: "female", teamType: "international", playsClubT20: false })).toBe("women");
    expect(teamKind({ gender: "female", teamType: "club", playsClubT20: true })).toBe("women");
  });
  test("men's national sides are International; clubs League when they play T20s, else Domestic", () => {
    expect(teamKind({ gender: "male", teamType: "international", playsClubT20: false })).toBe("international");
    expect(teamKind({ gender: "male", teamType: "club", playsClubT20: true })).toBe("league");
    expect(teamKind({ gender: "male", teamType: "club", playsClubT20: false })).toBe("domestic");
  });
});

test("a national side's T20s are T20Is, a club's stay T20", () => {
  expect(formatLabel("T20", true)).toBe("T20I");
  expect(formatLabel("T20", false)).toBe("T20");
  expect(formatLabel("Test", true)).toBe("Test");
  expect(formatLabel("ODI", true)).toBe("ODI");
});

test("results add up per key; D/NR is draws plus no results", () => {
  const rows = [
    { year: "2024", played: 3, won: 2, lost: 1, tied: 0, drawn: 0, noResult: 0 },
    { year: "2023", played: 2, won: 0, lost: 0, tied: 1, drawn: 0, noResult: 1 },
    { year: "2024", played: 2, won: 0, lost: 0, tied: 0, drawn: 2, noResult: 0 },
  ];
  const table = resultTable(
    rows,
    (row) => ({ key: row.year, label: row.year }),
    (a, b) => b.key.localeCompare(a.key),
  );
  expect(table.map((line) => [line.label, line.played, line.won, line.lost, line.tied, line.drawnOrNoResult])).toEqual([
    ["2024", 5, 2, 1, 0, 2],
    ["2023", 2, 0, 0, 1, 1],
  ]);
});

test("averages are rounded to integers, null without a divisor; economy has two decimals", () => {
  expect(roundedAverage(1001, 20)).toBe(50);
  expect(roundedAverage(49, 2)).toBe(25);
  expect(roundedAverage(120, 0)).toBeNull();
  expect(economyRate(30, 24)).toBe("7.50");
  expect(economyRate(10, 0)).toBe("-");
});

test("a total shows wickets unless all out", () => {
  expect(totalText(245, 6, false)).toBe("245-6");
  expect(totalText(36, 9, true)).toBe("36");
  expect(totalText(100, 10, false)).toBe("100");
});

test("the month-end window is this calendar month", () => {
  const now = Date.parse("2026-11-25T14:00:00Z");
  expect(inMonthEndWindow("2026-11-01", now)).toBe(true);
  expect(inMonthEndWindow("2026-11-30", now)).toBe(true);
  expect(inMonthEndWindow("2026-12-01", now)).toBe(false);
  expect(inMonthEndWindow("2026-10-31", now)).toBe(false);
});
