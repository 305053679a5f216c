import { expect, test } from "vitest";
import { openingYear } from "./opening-year.ts";

const in2025 = Date.UTC(2025, 5, 1);

test("the archive opens on the current year when it has series", () => {
  expect(openingYear([2026, 2025, 2024], in2025)).toBe(2025);
});

test("else on the latest year with series, or the current year when there are none", () => {
  expect(openingYear([2024, 2023], in2025)).toBe(2024);
  expect(openingYear([], in2025)).toBe(2025);
});

test("the year is the UTC year of the moment", () => {
  expect(openingYear([2025, 2024], Date.UTC(2024, 11, 31, 23, 59))).toBe(2024);
  expect(openingYear([2025, 2024], Date.UTC(2025, 0, 1, 0, 0))).toBe(2025);
});
