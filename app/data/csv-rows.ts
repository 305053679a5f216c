import type { z } from "zod";
import { firstIssueLine } from "./zod-messages.ts";

/**
 * The one CSV reader (decision 040): RFC 4180 — cells separated by commas, lines by \n or \r\n,
 * a cell in double quotes may hold commas, line breaks and quotes (doubled, ""). A quote opens a
 * quoted cell only as the cell's first character; a quote anywhere else in an unquoted cell, text
 * after a closing quote, or a quote never closed is refused (CsvError naming the line), never
 * guessed at. Empty lines are skipped. Used for our sourced files (data/*.csv) and Cricsheet's
 * register by the importer.
 */

export class CsvError extends Error {}

export interface CsvLine {
  /** the line of the text where the row starts, from 1 */
  line: number;
  cells: string[];
}

/** CSV text → its non-empty rows, each with the line it starts on. */
export function csvLines(text: string): CsvLine[] {
  const rows: CsvLine[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let rowLine = 1;
  /** the current cell was quoted and its closing quote has been read */
  let closed = false;
  const endCell = () => {
    cells.push(cell);
    cell = "";
    closed = false;
  };
  const endRow = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"' && cell === "" && !closed) {
      // a quoted cell: read to its closing quote ("" is a quote inside it)
      const opened = line;
      for (i++; ; i++) {
        if (i >= text.length) throw new CsvError(`line ${opened}: a quoted cell is never closed`);
        const inner = text[i]!;
        if (inner === '"') {
          if (text[i + 1] !== '"') break;
          cell += '"';
          i++;
        } else {
          if (inner === "\n") line++;
          cell += inner;
        }
      }
      closed = true;
    } else if (char === ",") endCell();
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else if (closed) throw new CsvError(`line ${line}: text after a quoted cell's closing quote`);
    else if (char === '"') throw new CsvError(`line ${line}: a quote inside an unquoted cell (quote the whole cell and double the quote)`);
    else cell += char;
  }
  if (cell !== "" || closed || cells.length > 0) endRow();
  return rows;
}

/** CSV text → its non-empty rows of cells. */
export function csvRows(text: string): string[][] {
  return csvLines(text).map((row) => row.cells);
}

/** Rows as objects keyed by the header row (a missing cell is ""). */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = csvRows(text);
  if (!header) return [];
  return rows.map((cells) => Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ""])));
}

/**
 * A sourced CSV file of ours (data/*.csv) → its rows checked by `schema`, each with its line
 * number; a wrong header, a wrong number of cells, a row the schema refuses or text that is not
 * CSV is `fail(message)`. Rows whose cells are all blank are skipped.
 */
export function checkedCsvRows<T>(
  text: string,
  columns: readonly string[],
  schema: z.ZodType<T>,
  fail: (message: string) => Error,
): { line: number; row: T }[] {
  let lines: CsvLine[];
  try {
    lines = csvLines(text).filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  } catch (error) {
    if (error instanceof CsvError) throw fail(error.message);
    throw error;
  }
  const [header, ...body] = lines;
  if (!header || header.cells.join(",") !== columns.join(",")) throw fail(`the header must be: ${columns.join(",")}`);
  return body.map(({ line, cells }) => {
    if (cells.length !== columns.length) throw fail(`line ${line}: ${cells.length} columns, expected ${columns.length}`);
    const parsed = schema.safeParse(Object.fromEntries(columns.map((column, i) => [column, cells[i]!])));
    if (!parsed.success) throw fail(`line ${line}: ${firstIssueLine(parsed.error, { whole: "row" })}`);
    return { line, row: parsed.data };
  });
}
