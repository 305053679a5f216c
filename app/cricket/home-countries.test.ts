import { expect, test } from "vitest";
import { homeCountries, homeCountryExceptions } from "./home-countries.ts";

test("a side is at home in its own country; England in Wales too; the West Indies across the islands; a World XI nowhere", () => {
  expect(homeCountries("India")).toEqual(["India"]);
  expect(homeCountries("England")).toEqual(["England", "Wales"]);
  expect(homeCountries("West Indies")).toContain("Barbados");
  expect(homeCountries("West Indies")).toContain("Guyana");
  expect(homeCountries("ICC World XI")).toEqual([]);
  expect(homeCountryExceptions()).toContainEqual(["England", "Wales"]);
  expect(homeCountryExceptions().some(([side]) => side === "India")).toBe(false);
});
