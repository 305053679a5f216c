/** The repository's World Test Championship list (data/wtc.csv) is valid and every row cites a public source. */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parseWtcFile, WtcFileError } from "../../app/data/wtc-file.ts";

const text = readFileSync(new URL("../../data/wtc.csv", import.meta.url), "utf8");
const file = parseWtcFile(text);

test("data/wtc.csv parses; every row has an https source", () => {
  for (const row of [...file.series, ...file.deductions]) expect(row.source).toMatch(/^https:\/\/[^/]+\.[a-z]+\//);
});

test("each completed cycle lists the series the ICC scheduled: 27 in 2021–23 and 2023–25, each team six", () => {
  const count = (cycle: string) => file.series.filter((s) => s.cycle === cycle).length;
  expect(count("2021-23")).toBe(27);
  expect(count("2023-25")).toBe(27);
  // 2019–21: COVID-19 cancelled series; 24 were played (Bangladesh in Pakistan, one of two Tests).
  expect(count("2019-21")).toBe(24);
  for (const cycle of ["2021-23", "2023-25"]) {
    const perTeam = new Map<string, number>();
    for (const s of file.series.filter((row) => row.cycle === cycle)) for (const t of s.teams) perTeam.set(t, (perTeam.get(t) ?? 0) + 1);
    expect([...perTeam.values()], cycle).toEqual(Array(9).fill(6));
  }
});

test("the deductions add up to what the ICC's final tables show (2023–25: England 22, Pakistan 13, Australia 10)", () => {
  const docked = (cycle: string, team: string) =>
    file.deductions.filter((d) => d.cycle === cycle && d.team === team).reduce((sum, d) => sum + d.points, 0);
  expect([docked("2023-25", "England"), docked("2023-25", "Pakistan"), docked("2023-25", "Australia")]).toEqual([22, 13, 10]);
  expect([docked("2021-23", "England"), docked("2021-23", "India"), docked("2021-23", "West Indies")]).toEqual([12, 5, 2]);
});

test("a bad row is an error naming its line", () => {
  const header = text.split("\n")[0];
  expect(() => parseWtcFile(`${header}\nseries,2023-25,India,India,2024-01-01,2024-01-02,2,,,https://example.com/x\n`)).toThrow(
    "line 2: team1 and team2 are the same",
  );
  expect(() => parseWtcFile(`${header}\nseries,2024-26,India,England,2024-01-01,2024-01-02,2,,,https://example.com/x\n`)).toThrow(
    /line 2: cycle/,
  );
  expect(() => parseWtcFile(`${header}\ndeduction,2023-25,India,England,2024-01-01,,,2,,https://example.com/x\n`)).toThrow(WtcFileError);
  expect(() => parseWtcFile("kind,cycle\n")).toThrow(/the header must be/);
});
