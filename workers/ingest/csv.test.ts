import { describe, expect, test } from "vitest";
import { parseCsv, parseCsvRecords } from "./csv.ts";

describe("parseCsv", () => {
  test("splits plain fields and CRLF lines", () => {
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });
  test("keeps commas, doubled quotes and line breaks inside quoted fields", () => {
    expect(parseCsv('id,name\n1,"Smith, ""Steve""\nJr"\n')).toEqual([
      ["id", "name"],
      ["1", 'Smith, "Steve"\nJr'],
    ]);
  });
  test("keeps empty trailing fields", () => {
    expect(parseCsv("a,b,c\n1,,\n")).toEqual([
      ["a", "b", "c"],
      ["1", "", ""],
    ]);
  });
});

test("parseCsvRecords keys rows by header and skips blank lines", () => {
  expect(parseCsvRecords("identifier,name\nabc,KA Maharaj\n\n")).toEqual([{ identifier: "abc", name: "KA Maharaj" }]);
});
