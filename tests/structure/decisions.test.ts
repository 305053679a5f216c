/**
 * The decision records hold together: every docs/decisions/NNN-*.md has its row in the index
 * (docs/decisions/README.md, linking that file), and every link between two records is written in
 * both: a record that amends, extends or supersedes another says so ("amends 006"), and the other
 * names it back ("amended by 024", "extended by 024" or "superseded by 024"). A reader who lands on
 * either record finds the other.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";

const DECISIONS = path.resolve(import.meta.dirname, "../../docs/decisions");
const RECORD_FILE = /^(\d{3})-[^/]+\.md$/;

/** "amends 011 and 008", "extended by 027, 030", "amended by 011, 037", "amends 008's search ranking". */
const LINK =
  /\b(amends|extends|supersedes|amended by|extended by|superseded by)\s+((?:decisions?\s+)?\d{3}(?:(?:,\s*|,?\s+and\s+)\d{3})*)/gi;
const FORWARD = new Set(["amends", "extends", "supersedes"]);

type Links = { forward: Set<string>; back: Set<string> };

/** What a record says of other records: the ones it changes, and the ones it says changed it. */
function linksOf(text: string): Links {
  const links: Links = { forward: new Set(), back: new Set() };
  for (const [, verb = "", numbers = ""] of text.matchAll(LINK)) {
    const into = FORWARD.has(verb.toLowerCase()) ? links.forward : links.back;
    for (const number of numbers.match(/\d{3}/g) ?? []) into.add(number);
  }
  return links;
}

/** Every way the folder's records and index disagree, one sentence each (none: they hold together). */
function decisionProblems(folder: string): string[] {
  const problems: string[] = [];
  const records = new Map<string, { file: string; links: Links }>();
  for (const file of readdirSync(folder).sort()) {
    const number = RECORD_FILE.exec(file)?.[1];
    if (number) records.set(number, { file, links: linksOf(readFileSync(path.join(folder, file), "utf8")) });
  }
  const rows = readFileSync(path.join(folder, "README.md"), "utf8").split("\n");
  const rowOf = (number: string) => rows.find((line) => line.startsWith(`| ${number} |`));
  for (const [number, { file }] of records) {
    const row = rowOf(number);
    if (!row) problems.push(`${file} has no row in README.md`);
    else if (!row.includes(`](${file})`)) problems.push(`README.md's row ${number} does not link ${file}`);
  }
  // A number never used still has its row ("not used"), so a reader can tell a gap from a lost record.
  const highest = Math.max(0, ...[...records.keys()].map(Number));
  for (let n = 1; n <= highest; n++) {
    const number = String(n).padStart(3, "0");
    if (!records.has(number) && !rowOf(number)?.includes("not used"))
      problems.push(`${number} is neither a record nor a "not used" row in README.md`);
  }
  for (const [number, { file, links }] of records) {
    for (const other of links.forward) {
      const target = records.get(other);
      if (!target) problems.push(`${file} amends ${other}, which is not a record`);
      else if (!target.links.back.has(number)) problems.push(`${target.file} does not say it is amended (or extended) by ${number}`);
    }
    for (const other of links.back) {
      const source = records.get(other);
      if (!source) problems.push(`${file} is amended by ${other}, which is not a record`);
      else if (!source.links.forward.has(number)) problems.push(`${source.file} does not say it amends (or extends) ${number}`);
    }
  }
  return problems;
}

describe("decision records", () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  /** A throwaway decisions folder: record files (name → text) and an index. */
  function folderWith(records: Record<string, string>, index: string): string {
    const folder = mkdtempSync(path.join(tmpdir(), "decisions-"));
    folders.push(folder);
    for (const [name, text] of Object.entries(records)) writeFileSync(path.join(folder, name), text);
    writeFileSync(path.join(folder, "README.md"), index);
    return folder;
  }
  const record = (number: string, status: string) => `# ${number} — A title\n\nDate: 2026-11-28\nStatus: ${status}\n\n## Context\n`;
  const row = (number: string, file: string) => `| ${number} | [A title](${file}) | 2026-11-28 | accepted | A summary. |`;

  test("docs/decisions: every record is in the index, and every amends/extends has its back-link", () => {
    expect(readdirSync(DECISIONS).filter((file) => RECORD_FILE.test(file)).length).toBeGreaterThan(30);
    expect(decisionProblems(DECISIONS)).toEqual([]);
  });

  test("a record missing from the index, indexed under another file, or a number skipped without a row is reported", () => {
    const folder = folderWith(
      {
        "001-one.md": record("001", "accepted"),
        "002-two.md": record("002", "accepted"),
        "003-three.md": record("003", "accepted"),
        "006-six.md": record("006", "accepted"),
      },
      [row("001", "001-one.md"), row("003", "003-other.md"), "| 004 | — | — | not used | Never added. |", row("006", "006-six.md")].join(
        "\n",
      ),
    );
    expect(decisionProblems(folder)).toEqual([
      "002-two.md has no row in README.md",
      "README.md's row 003 does not link 003-three.md",
      '005 is neither a record nor a "not used" row in README.md',
    ]);
  });

  test("an amendment without its back-link is reported, in either direction", () => {
    const folder = folderWith(
      {
        "001-one.md": record("001", "accepted"),
        "002-two.md": record("002", "accepted (amends 001)"),
        "003-three.md": record("003", "amended by 004"),
        "004-four.md": record("004", "accepted"),
        "005-five.md": record("005", "accepted (extends 009)"),
      },
      ["001-one.md", "002-two.md", "003-three.md", "004-four.md", "005-five.md"].map((file) => row(file.slice(0, 3), file)).join("\n"),
    );
    expect(decisionProblems(folder)).toEqual([
      "001-one.md does not say it is amended (or extended) by 002",
      "004-four.md does not say it amends (or extends) 003",
      "005-five.md amends 009, which is not a record",
    ]);
  });

  test("links written both ways, in lists and in the body, hold", () => {
    const folder = folderWith(
      {
        "001-one.md": `${record("001", "accepted (extended by 002 and 003)")}\n*Amended by 004: a note in the body.*\n`,
        "002-two.md": record("002", "accepted (extends 001)"),
        "003-three.md": record("003", "accepted (amends 001's search ranking)"),
        "004-four.md": record("004", "accepted (amends 001, 002)"),
      },
      ["001-one.md", "002-two.md", "003-three.md", "004-four.md"].map((file) => row(file.slice(0, 3), file)).join("\n"),
    );
    expect(decisionProblems(folder)).toEqual(["002-two.md does not say it is amended (or extended) by 004"]);
    expect(linksOf("Status: amends 011 and 008; extended by 027, 030 and 031")).toEqual({
      forward: new Set(["011", "008"]),
      back: new Set(["027", "030", "031"]),
    });
  });
});
