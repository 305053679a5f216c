import { expect, test } from "vitest";
import { matchSlug, slugify } from "./slug.ts";

test("slugify lower-cases, hyphenates and drops punctuation and accents", () => {
  expect(slugify("ICC Men's T20 World Cup")).toBe("icc-men-s-t20-world-cup");
  expect(slugify("  Curaçao -- Nepal ")).toBe("curacao-nepal");
});

test("match slug is team1-vs-team2-desc-series", () => {
  expect(matchSlug("India", "South Africa", "Final", "ICC Men's T20 World Cup 2024")).toBe(
    "india-vs-south-africa-final-icc-men-s-t20-world-cup-2024",
  );
});
