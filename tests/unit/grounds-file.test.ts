/** The repository's grounds list (data/grounds.csv): valid, sourced, and refusing what it must. */
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { GROUNDS_COLUMNS, GroundsFileError, parseGroundsFile } from "../../app/data/grounds-file.ts";
import { homeCountries } from "../../app/cricket/home-countries.ts";

const text = readFileSync(new URL("../../data/grounds.csv", import.meta.url), "utf8");
const rows = parseGroundsFile(text);
const header = GROUNDS_COLUMNS.join(",");

test("data/grounds.csv parses; every row names a city or a ground, a country and an https source", () => {
  expect(rows.length).toBeGreaterThan(150);
  expect(rows.find((row) => row.city === "Windhoek")?.country).toBe("Namibia");
  expect(rows.find((row) => row.venue === "Sydney Cricket Ground")?.country).toBe("Australia");
  for (const row of text.split("\n").slice(1).filter(Boolean)) expect(row).toMatch(/,"?https:\/\/[^/]+\.[a-z]+\//);
});

test("the Caribbean grounds are in countries the West Indies are at home in", () => {
  for (const city of ["Barbados", "Trinidad", "St Lucia", "St Vincent", "St Kitts", "Guyana", "Jamaica", "Grenada", "Dominica", "Coolidge"])
    expect(homeCountries("West Indies"), city).toContain(rows.find((row) => row.city === city)?.country);
});

test.each([
  [`${header}\nWindhoek,Wanderers,Namibia,https://example.org/x`, "give a city or a ground, not both"],
  [`${header}\nWindhoek,,Namibia,http://example.org/x`, "line 2"],
  [`${header}\nWindhoek,,Namibia,https://example.org/x\nwindhoek,,Namibia,https://example.org/y`, "listed twice"],
  ["city,country,source\n", "the header must be"],
])("refuses a bad file, naming the line: %#", (bad, message) => {
  expect(() => parseGroundsFile(bad)).toThrow(GroundsFileError);
  expect(() => parseGroundsFile(bad)).toThrow(message);
});
