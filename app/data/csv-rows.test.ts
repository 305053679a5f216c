import { describe, expect, test } from "vitest";
import { z } from "zod";
import { checkedCsvRows, CsvError, csvLines, csvRecords, csvRows } from "./csv-rows.ts";

describe("csvRows (RFC 4180)", () => {
  test("splits plain cells; \\n and \\r\\n line ends alike", () => {
    const rows = [
      ["a", "b"],
      ["1", "2"],
    ];
    expect(csvRows("a,b\r\n1,2\r\n")).toEqual(rows);
    expect(csvRows("a,b\n1,2\n")).toEqual(rows);
    expect(csvRows("a,b\r\n1,2")).toEqual(rows);
  });

  test("a quoted cell keeps commas, doubled quotes and line breaks (CRLF inside too)", () => {
    expect(csvRows('id,name\n1,"Smith, ""Steve""\nJr"\n2,"a\r\nb"\n')).toEqual([
      ["id", "name"],
      ["1", 'Smith, "Steve"\nJr'],
      ["2", "a\r\nb"],
    ]);
  });

  test("keeps empty cells, a quoted empty cell included; skips empty lines", () => {
    expect(csvRows('a,b,c\n\n1,,\n"",x,""\n\r\n')).toEqual([
      ["a", "b", "c"],
      ["1", "", ""],
      ["", "x", ""],
    ]);
  });

  test("a row's line is where it starts, past quoted line breaks and empty lines", () => {
    expect(csvLines('h\n"one\ntwo"\n\nthree\n').map((row) => row.line)).toEqual([1, 2, 5]);
  });

  test("refuses what RFC 4180 does not allow, naming the line", () => {
    expect(() => csvRows('a,b\n1,say "hi"\n')).toThrow(
      new CsvError("line 2: a quote inside an unquoted cell (quote the whole cell and double the quote)"),
    );
    expect(() => csvRows('a,b\n1,"x"y\n')).toThrow(new CsvError("line 2: text after a quoted cell's closing quote"));
    expect(() => csvRows('a,b\n1,"open\n2,3\n')).toThrow(new CsvError("line 2: a quoted cell is never closed"));
  });
});

test("csvRecords keys rows by the header; a missing cell is empty", () => {
  expect(csvRecords("identifier,name\nabc,KA Maharaj\n\nxyz\n")).toEqual([
    { identifier: "abc", name: "KA Maharaj" },
    { identifier: "xyz", name: "" },
  ]);
});

describe("checkedCsvRows", () => {
  const columns = ["id", "name"] as const;
  const schema = z.object({ id: z.coerce.number().int().min(1), name: z.string().min(1) });
  const check = (text: string) => checkedCsvRows(text, columns, schema, (message) => new Error(message));

  test("each row checked, with the line it is on", () => {
    expect(check('id,name\n1,"Smith, Steve"\n,\n2,Root\n')).toEqual([
      { line: 2, row: { id: 1, name: "Smith, Steve" } },
      { line: 4, row: { id: 2, name: "Root" } },
    ]);
  });

  test("a wrong header, cell count, row or quoting names the problem and the line", () => {
    expect(() => check("id,title\n1,a\n")).toThrow("the header must be: id,name");
    expect(() => check("id,name\n1,a,b\n")).toThrow("line 2: 3 columns, expected 2");
    expect(() => check("id,name\n1,a\n0,b\n")).toThrow(/^line 3: id: Too small/);
    expect(() => check('id,name\n1,a "b"\n')).toThrow(/^line 2: a quote inside an unquoted cell/);
  });
});
