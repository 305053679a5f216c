/**
 * No reader-facing text prints a variable count with a fixed plural noun ("Over 18 1 runs"): every
 * count goes through app/cricket/plural.ts. This scans the source for `${count} runs` and
 * `{count} runs` (a count in a template or JSX followed by a plural noun), so the class of bug
 * cannot come back in a new page. Counts that are named constants (UPPER_CASE) are never one.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";

const APP = path.resolve(import.meta.dirname, "../../app");
const NOUNS = "runs|wickets|wkts|balls|overs|matches|Tests|ODIs|T20Is|T20s|teams|players|results|accounts|stories|deductions|days|years";
/** A `${…}` or `{…}` holding something other than an UPPER_CASE constant, then a plural noun. */
const COUNT_THEN_PLURAL = new RegExp(String.raw`\$?\{(?![A-Z_]+\})[^{}]+\} (?:${NOUNS})\b`);
/** Lines where the braces hold a name, not a count ("MI matches": a team's list of matches). */
const NOT_COUNTS = [/\{row\.team\.shortName\} matches/, /\$\{format\} match`, `\$\{format\} matches`/];
/** Errors for API clients and developers, not reader text. */
const NOT_READER_TEXT = new Set(["scoring/rules.ts", "data/wtc-file.ts"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

test("no count is printed with a plural noun it did not choose (use plural() from app/cricket/plural.ts)", () => {
  const offending: string[] = [];
  for (const file of sourceFiles(APP)) {
    const relative = path.relative(APP, file);
    if (NOT_READER_TEXT.has(relative)) continue;
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
        if (COUNT_THEN_PLURAL.test(line) && !NOT_COUNTS.some((allowed) => allowed.test(line)))
          offending.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
  }
  expect(offending).toEqual([]);
});

test("the scan catches the bug it was written for", () => {
  expect(COUNT_THEN_PLURAL.test(`<span className="over-box__runs">{over.runs} runs</span>`)).toBe(true);
  expect(COUNT_THEN_PLURAL.test("`${team} need ${chase.runsNeeded} runs`")).toBe(true);
  expect(COUNT_THEN_PLURAL.test("sides with {MIN_TESTS_LISTED} Tests in the window")).toBe(false);
  expect(COUNT_THEN_PLURAL.test(`{plural(over.runs, "run")}`)).toBe(false);
});
