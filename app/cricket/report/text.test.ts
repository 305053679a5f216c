import { describe, expect, test } from "vitest";
import {
  capitalise,
  datePhrase,
  formatDate,
  joinList,
  ordinalWord,
  overOrdinal,
  oversText,
  paragraph,
  plural,
  possessive,
  sentence,
  withArticle,
} from "./text.ts";

describe("dates", () => {
  test("formatDate writes day, month name and year; anything else passes through", () => {
    expect(formatDate("2024-06-29")).toBe("29 June 2024");
    expect(formatDate("2025-01-05")).toBe("5 January 2025");
    expect(formatDate("2024-13-01")).toBe("2024-13-01");
    expect(formatDate("soon")).toBe("soon");
  });

  test("datePhrase: one day, two days, a span within a month, across months and years", () => {
    expect(datePhrase(["2024-06-29"])).toBe("on 29 June 2024");
    expect(datePhrase(["2025-11-21", "2025-11-22"])).toBe("on 21 and 22 November 2025");
    expect(datePhrase(["2024-12-14", "2024-12-15", "2024-12-16", "2024-12-17", "2024-12-18"])).toBe("from 14 to 18 December 2024");
    expect(datePhrase(["2024-11-29", "2024-11-30", "2024-12-01"])).toBe("from 29 November to 1 December 2024");
    expect(datePhrase(["2024-12-30", "2024-12-31", "2025-01-01"])).toBe("from 30 December 2024 to 1 January 2025");
    expect(datePhrase([])).toBe("");
  });
});

describe("words", () => {
  test("joinList, plural, possessive", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["a"])).toBe("a");
    expect(joinList(["a", "b"])).toBe("a and b");
    expect(joinList(["a", "b", "c"])).toBe("a, b and c");
    expect(plural(1, "run")).toBe("1 run");
    expect(plural(7, "run")).toBe("7 runs");
    expect(plural(2, "six", "sixes")).toBe("2 sixes");
    expect(possessive("India")).toBe("India's");
    expect(possessive("Delhi Capitals")).toBe("Delhi Capitals'");
  });

  test("ordinals: words to tenth, then figures; overs from 0-based over.ball labels", () => {
    expect(ordinalWord(1)).toBe("first");
    expect(ordinalWord(10)).toBe("tenth");
    expect(ordinalWord(11)).toBe("11th");
    expect(overOrdinal("4.3")).toBe("5th");
    expect(overOrdinal("19.6")).toBe("20th");
    expect(overOrdinal("0.1")).toBe("1st");
    expect(oversText("1")).toBe("1 over");
    expect(oversText("20")).toBe("20 overs");
    expect(oversText("19.4")).toBe("19.4 overs");
  });

  test("sentences start with a capital, end with a full stop and drop empty parts", () => {
    expect(sentence("de Kock made 39", undefined, "", false)).toBe("De Kock made 39.");
    expect(sentence("India won.")).toBe("India won.");
    expect(sentence("")).toBe("");
    expect(paragraph(["One.", "", "Two."])).toBe("One. Two.");
    expect(capitalise("")).toBe("");
    expect(withArticle("The Ashes")).toBe("the Ashes");
    expect(withArticle("Indian Premier League")).toBe("the Indian Premier League");
  });
});
