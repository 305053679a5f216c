/**
 * A player's bio written from the record (decision 050): who he played for, in which formats, his
 * first match of each in the data, his milestones (hundreds, double hundreds, five-wicket innings,
 * ten-wicket matches) and best figures, read from the same career tables the profile shows — and a
 * last sentence saying it was generated, not written by anyone. Never a fact the tables do not hold:
 * no birth, no style, no "debut" unless the caller knows the career began inside the data.
 */
import type { CareerTable } from "./career.ts";
import { plural } from "./plural.ts";

export interface BioFacts {
  name: string;
  /** "Batter", "All-rounder", "Wicket-keeper batter", "Bowler" */
  role: string | null;
  /** sides played for, most matches first */
  teams: readonly { name: string; matches: number | null }[];
  /** per format, in the tables' order: matches, the first and the last match (a title and a YYYY-MM-DD day) */
  spans: readonly { format: string; matches: number | null; first: { title: string; date: string | null } | null }[];
  batting: CareerTable;
  bowling: CareerTable;
  /** what the generated note names as the record: "Cricsheet's ball-by-ball data" */
  record: string;
  /** formats the day as the page does ("12 Jun 2024") */
  day: (isoDay: string) => string;
}

/** The words of a format's matches: "Test" → ["Test", "Tests"]. */
const FORMAT_MATCHES: Record<string, [string, string]> = {
  Test: ["Test", "Tests"],
  ODI: ["ODI", "ODIs"],
  T20I: ["T20I", "T20Is"],
  IPL: ["IPL match", "IPL matches"],
  "Other T20s": ["other T20 match", "other T20 matches"],
};
const matchesOf = (format: string, count: number) => plural(count, ...(FORMAT_MATCHES[format] ?? [`${format} match`, `${format} matches`]));
/** "in Tests", "in the IPL" */
const IN_FORMAT: Record<string, string> = {
  Test: "in Tests",
  ODI: "in ODIs",
  T20I: "in T20Is",
  IPL: "in the IPL",
  "Other T20s": "in other T20s",
};
const inFormat = (format: string) => IN_FORMAT[format] ?? `in ${format}`;

/** "a, b and c" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A cell of a table by format and header; null when the column or the row is not there (hidden as empty). */
function cell(table: CareerTable, format: string, header: string): string | null {
  const column = table.headers.indexOf(header);
  const row = table.rows.find((r) => r.format === format);
  return column === -1 || !row ? null : (row.values[column] ?? null);
}

const count = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : 0);

/** The bio's paragraphs; empty when the record holds no match. */
export function generatedBio(facts: BioFacts): string[] {
  const spans = facts.spans.filter((span) => (span.matches ?? 0) > 0);
  if (spans.length === 0) return [];
  const paragraphs: string[] = [];

  const total = spans.reduce((sum, span) => sum + (span.matches ?? 0), 0);
  const formats = listText(spans.map((span) => matchesOf(span.format, span.matches ?? 0)));
  const named = facts.teams.slice(0, 3).map((team) => team.name);
  const others = facts.teams.length - named.length;
  const sides = others > 0 ? `${named.join(", ")} and ${plural(others, "other side", "other sides")}` : listText(named);
  const role = facts.role ? `, ${/^[aeiou]/i.test(facts.role) ? "an" : "a"} ${facts.role.toLowerCase()},` : "";
  paragraphs.push(
    `${facts.name}${role} has played ${plural(total, "match", "matches")} in our records${spans.length > 1 ? ` (${formats})` : ""}${sides ? ` for ${sides}` : ""}.`,
  );

  const firsts = spans
    .filter((span) => span.first)
    .map((span) => `${inFormat(span.format)} ${span.first!.title}${span.first!.date ? ` on ${facts.day(span.first!.date)}` : ""}`);
  if (firsts.length) paragraphs.push(`First match in the record: ${firsts.join("; ")}.`);

  const milestones: string[] = [];
  const best: string[] = [];
  for (const span of spans) {
    const { format } = span;
    const hundreds = count(cell(facts.batting, format, "100"));
    const doubles = count(cell(facts.batting, format, "200"));
    const fives = count(cell(facts.bowling, format, "5W"));
    const tens = count(cell(facts.bowling, format, "10W"));
    const parts = [
      hundreds
        ? `${plural(hundreds, "hundred")}${doubles ? ` (${doubles === hundreds && doubles === 1 ? "a double" : `${doubles} of them double`})` : ""}`
        : null,
      fives ? plural(fives, "five-wicket innings", "five-wicket innings") : null,
      tens ? plural(tens, "ten-wicket match", "ten-wicket matches") : null,
    ].filter((part): part is string => part !== null);
    if (parts.length) milestones.push(`${listText(parts)} ${inFormat(format)}`);
    const runs = count(cell(facts.batting, format, "Runs"));
    const highest = cell(facts.batting, format, "HS");
    const wickets = count(cell(facts.bowling, format, "Wkts"));
    const bbi = cell(facts.bowling, format, "BBI");
    const figures = [
      runs ? `${plural(runs, "run")}${highest && highest !== "-" ? ` (best ${highest})` : ""}` : null,
      wickets ? `${plural(wickets, "wicket")}${bbi && bbi !== "-/-" ? ` (best ${bbi})` : ""}` : null,
    ].filter((part): part is string => part !== null);
    if (figures.length) best.push(`${listText(figures)} ${inFormat(format)}`);
  }
  if (best.length) paragraphs.push(`Figures: ${best.join("; ")}.`);
  paragraphs.push(milestones.length ? `Milestones: ${milestones.join("; ")}.` : "No hundred or five-wicket innings in the record yet.");

  paragraphs.push(`This profile is generated from the match record (${facts.record}), not written by an editor.`);
  return paragraphs;
}
