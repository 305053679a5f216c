/**
 * The World Test Championship list (data/wtc.csv): which Tests each cycle counted and the points
 * the ICC docked for slow over rates, each row with the public page it was taken from. Two kinds:
 * - `series`: a championship series — its teams, the first and last Test's start dates (a Test
 *   between them in that window belongs to it) and its scheduled length (2019–21 split 120 points
 *   by it);
 * - `deduction`: points docked from `team1` for its over rate in the Test against `team2` that
 *   started on `first`.
 * Team names are spelled as Cricsheet spells them, so rows join the stored Tests.
 */
import { z } from "zod";
import { WTC_CYCLES, type ChampionshipSeries } from "../cricket/championship.ts";
import { checkedCsvRows } from "./csv-rows.ts";

export const WTC_COLUMNS = ["kind", "cycle", "team1", "team2", "first", "last", "matches", "points", "note", "source"] as const;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD");
const team = z.string().trim().min(1);
const cycle = z.enum(WTC_CYCLES.map((c) => c.key) as [string, ...string[]]);
const note = z.string().trim();
const source = z.url({ protocol: /^https$/ });

const rowSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("series"),
    cycle,
    team1: team,
    team2: team,
    first: day,
    last: day,
    matches: z.coerce.number().int().min(1).max(5),
    note,
    source,
  }),
  z.object({
    kind: z.literal("deduction"),
    cycle,
    team1: team,
    team2: team,
    first: day,
    points: z.coerce.number().int().positive().max(60),
    note,
    source,
  }),
]);

export interface WtcSeries extends ChampionshipSeries {
  cycle: string;
  note: string;
  source: string;
}

export interface WtcDeduction {
  cycle: string;
  team: string;
  opponent: string;
  /** the Test's start date */
  date: string;
  points: number;
  note: string;
  source: string;
}

export interface WtcFile {
  series: WtcSeries[];
  deductions: WtcDeduction[];
}

export class WtcFileError extends Error {}

/** The file's text → its series and deductions; any bad row is an error naming its line. */
export function parseWtcFile(text: string): WtcFile {
  const file: WtcFile = { series: [], deductions: [] };
  for (const { line, row } of checkedCsvRows(text, WTC_COLUMNS, rowSchema, (message) => new WtcFileError(message))) {
    if (row.team1 === row.team2) throw new WtcFileError(`line ${line}: team1 and team2 are the same`);
    if (row.kind === "series") {
      if (row.last < row.first) throw new WtcFileError(`line ${line}: last is before first`);
      const clash = file.series.find((s) => s.cycle === row.cycle && new Set([...s.teams, row.team1, row.team2]).size === 2);
      if (clash) throw new WtcFileError(`line ${line}: ${row.team1} and ${row.team2} already have a series in ${row.cycle}`);
      file.series.push({
        cycle: row.cycle,
        teams: [row.team1, row.team2],
        first: row.first,
        last: row.last,
        matches: row.matches,
        note: row.note,
        source: row.source,
      });
    } else {
      file.deductions.push({
        cycle: row.cycle,
        team: row.team1,
        opponent: row.team2,
        date: row.first,
        points: row.points,
        note: row.note,
        source: row.source,
      });
    }
  }
  for (const deduction of file.deductions) {
    const inSeries = file.series.some(
      (s) =>
        s.cycle === deduction.cycle &&
        s.teams.includes(deduction.team) &&
        s.teams.includes(deduction.opponent) &&
        deduction.date >= s.first &&
        deduction.date <= s.last,
    );
    if (!inSeries) {
      throw new WtcFileError(
        `the deduction of ${deduction.team} v ${deduction.opponent} on ${deduction.date} is in no listed ${deduction.cycle} series`,
      );
    }
  }
  return file;
}
