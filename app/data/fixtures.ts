/**
 * The fixtures list (data/fixtures.csv): matches Cricsheet has no file for, and matches voided and
 * replayed as new, each row with the public page it was taken from. Three kinds:
 * - `abandoned`: called off without a ball bowled — a no result, 1 point each in a league table;
 * - `result`: played, but not in Cricsheet's data — stored from its scores (team 1 batted first),
 *   enough for points and net run rate, with no ball-by-ball pages;
 * - `replayed`: a Cricsheet match voided and replayed as `replayed_by` — it counts in no table.
 * Ids: the match's ESPNcricinfo id (Cricsheet's ids are the same) where the source gives it, else
 * one from FIXTURE_ID_RANGE, assigned in the file and never reused.
 */
import { z } from "zod";
import type { CricsheetMatch } from "./cricsheet.ts";
import { firstIssueLine } from "./zod-messages.ts";

export const FIXTURE_ID_RANGE = { first: 90_000_001, last: 99_999_999 } as const;

export const FIXTURE_COLUMNS = [
  "id",
  "kind",
  "event",
  "season",
  "gender",
  "match_type",
  "team_type",
  "match_number",
  "group",
  "stage",
  "date",
  "team1",
  "team2",
  "venue",
  "city",
  "score1",
  "score2",
  "replayed_by",
  "note",
  "source",
] as const;

/** "410/4 (50)", "250 (47.5)": runs, wickets (none written: all out), overs as overs.balls. */
const SCORE = /^(\d{1,4})(?:\/(\d{1,2}))? \((\d{1,3})(?:\.([0-5]))?\)$/;

export interface FixtureScore {
  runs: number;
  wickets: number;
  allOut: boolean;
  balls: number;
}

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const text = z.string().trim().min(1);
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value));
const source = z.url({ protocol: /^https$/ });

const score = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = SCORE.exec(value);
    if (!match) {
      ctx.addIssue({ code: "custom", message: `"${value}" is not a score like "410/4 (50)" or "250 (47.5)"` });
      return z.NEVER;
    }
    const wickets = match[2] === undefined ? 10 : Number(match[2]);
    return {
      runs: Number(match[1]),
      wickets,
      allOut: wickets === 10,
      balls: Number(match[3]) * 6 + Number(match[4] ?? 0),
    } satisfies FixtureScore;
  });

const matchColumns = {
  id,
  event: text,
  season: text,
  gender: z.enum(["male", "female"]),
  match_type: z.enum(["ODI", "T20", "IT20", "ODM"]),
  team_type: z.enum(["international", "club"]),
  match_number: z
    .string()
    .trim()
    .regex(/^(\d{1,4})?$/, "match_number must be a whole number")
    .transform((value) => (value === "" ? undefined : Number(value))),
  group: optionalText,
  stage: optionalText,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD"),
  team1: text,
  team2: text,
  venue: text,
  city: text,
  note: optionalText,
  source,
};

export const fixtureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("abandoned"), ...matchColumns }),
  z.object({ kind: z.literal("result"), ...matchColumns, score1: score, score2: score }),
  z.object({ kind: z.literal("replayed"), id, replayed_by: id, note: optionalText, source }),
]);
export type Fixture = z.infer<typeof fixtureSchema>;
export type MatchFixture = Exclude<Fixture, { kind: "replayed" }>;

export class FixturesError extends Error {}

/** Parsed CSV rows (header first) → fixtures; any bad row is an error naming its line. */
export function parseFixtures(rows: readonly string[][]): Fixture[] {
  const [header, ...body] = rows.filter((row) => row.some((cell) => cell.trim() !== ""));
  if (!header || header.join(",") !== FIXTURE_COLUMNS.join(",")) {
    throw new FixturesError(`the header must be: ${FIXTURE_COLUMNS.join(",")}`);
  }
  const seen = new Set<number>();
  return body.map((row, index) => {
    const line = index + 2;
    if (row.length !== FIXTURE_COLUMNS.length) {
      throw new FixturesError(`line ${line}: ${row.length} columns, expected ${FIXTURE_COLUMNS.length}`);
    }
    const record = Object.fromEntries(FIXTURE_COLUMNS.map((column, i) => [column, row[i]!]));
    const parsed = fixtureSchema.safeParse(record);
    if (!parsed.success) {
      throw new FixturesError(`line ${line}: ${firstIssueLine(parsed.error, { whole: "row" })}`);
    }
    if (seen.has(parsed.data.id)) throw new FixturesError(`line ${line}: id ${parsed.data.id} is listed twice`);
    seen.add(parsed.data.id);
    if (parsed.data.kind !== "replayed" && parsed.data.team1 === parsed.data.team2) {
      throw new FixturesError(`line ${line}: team1 and team2 are the same`);
    }
    return parsed.data;
  });
}

const SCHEDULED_OVERS: Record<MatchFixture["match_type"], number> = { ODI: 50, ODM: 50, T20: 20, IT20: 20 };

/** The recorded outcome of a result row: team 1 batted first. */
function resultOutcome(fixture: Extract<Fixture, { kind: "result" }>): CricsheetMatch["info"]["outcome"] {
  const { score1, score2, team1, team2 } = fixture;
  if (score1.runs > score2.runs) return { winner: team1, by: { runs: score1.runs - score2.runs } };
  if (score2.runs > score1.runs) return { winner: team2, by: { wickets: 10 - score2.wickets } };
  return { result: "tie" };
}

/** A match row as the Cricsheet `info` the importer stores (no innings: there are no balls). */
export function fixtureAsCricsheet(fixture: MatchFixture): unknown {
  return {
    meta: { data_version: "1.1.0", revision: 0 },
    info: {
      balls_per_over: 6,
      city: fixture.city,
      dates: [fixture.date],
      event: {
        name: fixture.event,
        ...(fixture.match_number !== undefined ? { match_number: fixture.match_number } : {}),
        ...(fixture.group !== undefined ? { group: fixture.group } : {}),
        ...(fixture.stage !== undefined ? { stage: fixture.stage } : {}),
      },
      gender: fixture.gender,
      match_type: fixture.match_type,
      outcome: fixture.kind === "result" ? resultOutcome(fixture) : { result: "no result" },
      overs: SCHEDULED_OVERS[fixture.match_type],
      season: fixture.season,
      team_type: fixture.team_type,
      teams: [fixture.team1, fixture.team2],
      venue: fixture.venue,
    },
    innings: [],
  };
}

/**
 * Net run rate parts of a result row, per team (team 1 batted first): a side bowled out is charged
 * its full quota of overs (ICC), as app/cricket/nrr.ts does for matches with balls.
 */
export function fixtureRunRateParts(fixture: Extract<Fixture, { kind: "result" }>) {
  const quota = SCHEDULED_OVERS[fixture.match_type] * 6;
  const charged = (score: FixtureScore) => (score.allOut ? quota : score.balls);
  const first = { runs: fixture.score1.runs, balls: charged(fixture.score1) };
  const second = { runs: fixture.score2.runs, balls: charged(fixture.score2) };
  return {
    [fixture.team1]: { runsFor: first.runs, ballsFor: first.balls, runsAgainst: second.runs, ballsAgainst: second.balls },
    [fixture.team2]: { runsFor: second.runs, ballsFor: second.balls, runsAgainst: first.runs, ballsAgainst: first.balls },
  } as Record<string, { runsFor: number; ballsFor: number; runsAgainst: number; ballsAgainst: number }>;
}

/** The status an abandoned fixture shows where the balls would give it; a result's comes from its outcome. */
export function fixtureNote(fixture: MatchFixture): string | null {
  if (fixture.kind === "abandoned") return fixture.note ?? "Match abandoned without a ball bowled";
  return fixture.note ?? null;
}
