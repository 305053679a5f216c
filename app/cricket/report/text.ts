/**
 * Small, pure wording helpers for match reports: dates, lists, plurals, possessives, ordinals.
 * No locale or Date object is used, so the same input always gives the same text.
 */
import { ordinal } from "../match-description.ts";
import { plural } from "../plural.ts";

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

interface DateParts {
  year: string;
  month: string;
  day: number;
}

function dateParts(iso: string): DateParts | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (match === null) return undefined;
  const month = MONTHS[Number(match[2]) - 1];
  const day = Number(match[3]);
  if (month === undefined || day < 1 || day > 31) return undefined;
  return { year: match[1] ?? "", month, day };
}

/** "2024-06-29" → "29 June 2024"; anything that is not YYYY-MM-DD is returned unchanged. */
export function formatDate(iso: string): string {
  const parts = dateParts(iso);
  return parts === undefined ? iso : `${parts.day} ${parts.month} ${parts.year}`;
}

/**
 * When a match was played, as a phrase: "on 29 June 2024", "on 21 and 22 November 2025",
 * "from 14 to 18 December 2024", "from 26 December 2024 to 1 January 2025"; "" without dates.
 * Dates are taken in the order given (Cricsheet lists them in order of play).
 */
export function datePhrase(dates: readonly string[]): string {
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return "";
  if (dates.length === 1 || first === last) return `on ${formatDate(first)}`;
  const from = dateParts(first);
  const to = dateParts(last);
  const joiner = dates.length === 2 ? "and" : "to";
  const lead = dates.length === 2 ? "on" : "from";
  if (from === undefined || to === undefined) return `${lead} ${formatDate(first)} ${joiner} ${formatDate(last)}`;
  if (from.year === to.year && from.month === to.month) return `${lead} ${from.day} ${joiner} ${formatDate(last)}`;
  if (from.year === to.year) return `${lead} ${from.day} ${from.month} ${joiner} ${formatDate(last)}`;
  return `${lead} ${formatDate(first)} ${joiner} ${formatDate(last)}`;
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

/** "1 run", "7 runs": the site's one plural helper. */
export { plural } from "../plural.ts";

/** "India's", "Delhi Capitals'". */
export function possessive(name: string): string {
  return /s$/.test(name) ? `${name}'` : `${name}'s`;
}

const ORDINAL_WORDS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"] as const;

/** "first" … "tenth", then "11th", "12th"… */
export function ordinalWord(n: number): string {
  return ORDINAL_WORDS[n - 1] ?? ordinal(n);
}

/** Cricbuzz over.ball label ("4.3", 0-based over) → the over as people count it: "5th". */
export function overOrdinal(overLabel: string): string {
  const over = Number.parseInt(overLabel, 10);
  return Number.isFinite(over) ? ordinal(over + 1) : overLabel;
}

/** Over.ball notation as a phrase: "1 over", "20 overs", "19.4 overs". */
export function oversText(overs: string): string {
  return plural(overs, "over");
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** Joins the non-empty parts with spaces and makes sure the sentence starts with a capital and ends with a full stop. */
export function sentence(...parts: Array<string | undefined | false>): string {
  const text = parts
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "") return "";
  return capitalise(/[.!?]$/.test(text) ? text : `${text}.`);
}

/** Sentences joined into a paragraph; "" when none has text. */
export function paragraph(sentences: readonly string[]): string {
  return sentences.filter((text) => text !== "").join(" ");
}

/** "the Ashes" for "The Ashes", "the Indian Premier League" otherwise: a name used after a preposition. */
export function withArticle(name: string): string {
  return /^the\s/i.test(name) ? `the ${name.slice(4)}` : `the ${name}`;
}
