import { z } from "zod";
import { matchProblems } from "../cricket/consistency.ts";
import {
  WICKET_KINDS,
  type Delivery,
  type Innings,
  type MatchInput,
  type MatchType,
  type Outcome,
  type PersonId,
} from "../cricket/types.ts";
import { firstIssueLine } from "./zod-messages.ts";

/**
 * Cricsheet JSON (data_version 1.0.0 and 1.1.0), validated at the boundary. Unknown keys are
 * tolerated (Cricsheet adds fields over time); anything the scorecard depends on is required.
 */

const count = z.number().int().nonnegative();

const cricsheetDelivery = z.object({
  batter: z.string().min(1),
  bowler: z.string().min(1),
  non_striker: z.string().min(1),
  runs: z.object({
    batter: count,
    extras: count,
    total: count,
    non_boundary: z.boolean().optional(),
  }),
  extras: z
    .object({
      wides: count.optional(),
      noballs: count.optional(),
      byes: count.optional(),
      legbyes: count.optional(),
      penalty: count.optional(),
    })
    .optional(),
  wickets: z
    .array(
      z.object({
        player_out: z.string().min(1),
        kind: z.enum(WICKET_KINDS),
        fielders: z.array(z.object({ name: z.string().optional(), substitute: z.boolean().optional() })).optional(),
      }),
    )
    .optional(),
  review: z
    .object({
      by: z.string(),
      umpire: z.string().optional(),
      batter: z.string(),
      decision: z.enum(["upheld", "struck down", "technical failure"]),
      type: z.string().optional(),
      umpires_call: z.boolean().optional(),
    })
    .optional(),
  replacements: z
    .object({
      match: z.array(z.object({ in: z.string(), out: z.string(), team: z.string(), reason: z.string() })).optional(),
      role: z
        .array(
          z.object({
            in: z.string(),
            out: z.string().optional(),
            role: z.enum(["bowler", "batter"]),
            reason: z.string(),
          }),
        )
        .optional(),
    })
    .optional(),
});

const cricsheetInnings = z.object({
  team: z.string().min(1),
  overs: z
    .array(z.object({ over: count, deliveries: z.array(cricsheetDelivery) }))
    .optional()
    .default([]),
  powerplays: z.array(z.object({ from: z.number(), to: z.number(), type: z.string() })).optional(),
  target: z.object({ runs: count, overs: z.number().nonnegative().optional() }).optional(),
  super_over: z.boolean().optional(),
  declared: z.boolean().optional(),
  forfeited: z.boolean().optional(),
  absent_hurt: z.array(z.string()).optional(),
  penalty_runs: z.object({ pre: count.optional(), post: count.optional() }).optional(),
  miscounted_overs: z.record(z.string(), z.unknown()).optional(),
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dates must be YYYY-MM-DD");

const cricsheetOutcome = z.object({
  winner: z.string().optional(),
  by: z.object({ runs: count.optional(), wickets: count.optional(), innings: count.optional() }).optional(),
  result: z.enum(["tie", "no result", "draw"]).optional(),
  method: z.string().optional(),
  eliminator: z.string().optional(),
  bowl_out: z.string().optional(),
});

export const cricsheetMatchSchema = z.object({
  meta: z.object({
    data_version: z.string(),
    created: z.string().optional(),
    revision: count.optional().default(0),
  }),
  info: z.object({
    balls_per_over: z.number().int().positive().optional().default(6),
    teams: z.tuple([z.string().min(1), z.string().min(1)]),
    players: z.record(z.string(), z.array(z.string())).optional().default({}),
    registry: z
      .object({ people: z.record(z.string(), z.string()).optional().default({}) })
      .optional()
      .default({ people: {} }),
    venue: z.string().optional(),
    city: z.string().optional(),
    dates: z.array(isoDate).min(1),
    event: z
      .object({
        name: z.string(),
        match_number: z.number().int().optional(),
        group: z.union([z.string(), z.number()]).optional(),
        stage: z.string().optional(),
        sub_name: z.string().optional(),
      })
      .optional(),
    gender: z.enum(["male", "female"]),
    match_type: z.enum(["Test", "ODI", "T20", "MDM", "ODM", "IT20"]),
    match_type_number: z.number().int().optional(),
    team_type: z.enum(["international", "club"]).optional().default("international"),
    overs: z.number().int().positive().optional(),
    season: z.union([z.string(), z.number()]).transform(String),
    toss: z.object({ winner: z.string(), decision: z.enum(["bat", "field"]) }).optional(),
    outcome: cricsheetOutcome.optional().default({}),
    player_of_match: z.array(z.string()).optional().default([]),
    officials: z
      .object({
        umpires: z.array(z.string()).optional(),
        tv_umpires: z.array(z.string()).optional(),
        reserve_umpires: z.array(z.string()).optional(),
        match_referees: z.array(z.string()).optional(),
      })
      .optional()
      .default({}),
    missing: z.array(z.unknown()).optional(),
    supersubs: z.unknown().optional(),
    bowl_out: z.unknown().optional(),
  }),
  innings: z.array(cricsheetInnings).optional().default([]),
});

export type CricsheetMatch = z.infer<typeof cricsheetMatchSchema>;
export type CricsheetDelivery = z.infer<typeof cricsheetDelivery>;

export class CricsheetFormatError extends Error {
  override name = "CricsheetFormatError";
}

/** Parses a file's text; throws CricsheetFormatError with a readable reason on bad input. */
export function parseCricsheet(text: string): CricsheetMatch {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CricsheetFormatError(`not valid JSON (${(error as Error).message})`);
  }
  const parsed = cricsheetMatchSchema.safeParse(raw);
  if (!parsed.success) {
    throw new CricsheetFormatError(firstIssueLine(parsed.error, { whole: "(top level)" }));
  }
  const match = parsed.data;
  for (const team of match.info.teams) {
    if (match.info.players[team] === undefined && Object.keys(match.info.players).length > 0) {
      throw new CricsheetFormatError(`info.players has no list for team "${team}"`);
    }
  }
  for (const [i, innings] of match.innings.entries()) {
    if (!match.info.teams.includes(innings.team)) {
      throw new CricsheetFormatError(`innings.${i}.team: "${innings.team}" is not one of info.teams`);
    }
  }
  return match;
}

/** The registry id for a name in this match (the name itself when the file has no id for it). */
export function personIdResolver(match: CricsheetMatch): (name: string) => PersonId {
  const people = match.info.registry.people;
  return (name) => people[name] ?? name;
}

/** Cricsheet's outcome in the core's shape. */
export function toOutcome(outcome: CricsheetMatch["info"]["outcome"]): Outcome | undefined {
  if (outcome.result) {
    return {
      result: outcome.result,
      ...(outcome.eliminator ? { eliminator: outcome.eliminator } : {}),
      ...(outcome.method ? { method: outcome.method } : {}),
    };
  }
  if (outcome.winner) {
    return {
      winner: outcome.winner,
      by: outcome.by ?? {},
      ...(outcome.method ? { method: outcome.method } : {}),
    };
  }
  return undefined;
}

export function toDelivery(over: number, d: CricsheetDelivery, id: (name: string) => PersonId): Delivery {
  const delivery: Delivery = {
    over,
    batter: id(d.batter),
    bowler: id(d.bowler),
    nonStriker: id(d.non_striker),
    runs: {
      batter: d.runs.batter,
      extras: d.runs.extras,
      total: d.runs.total,
      ...(d.runs.non_boundary ? { nonBoundary: true } : {}),
    },
    extras: { ...d.extras },
    wickets: (d.wickets ?? []).map((w) => ({
      playerOut: id(w.player_out),
      kind: w.kind,
      fielders: (w.fielders ?? []).map((f) => ({
        ...(f.name ? { id: id(f.name) } : {}),
        ...(f.substitute ? { substitute: true } : {}),
      })),
    })),
  };
  if (d.review) {
    delivery.review = {
      by: d.review.by,
      ...(d.review.umpire ? { umpire: id(d.review.umpire) } : {}),
      batter: id(d.review.batter),
      decision: d.review.decision,
      ...(d.review.type ? { type: d.review.type } : {}),
      ...(d.review.umpires_call ? { umpiresCall: true } : {}),
    };
  }
  if (d.replacements) {
    delivery.replacements = {
      ...(d.replacements.match ? { match: d.replacements.match.map((r) => ({ ...r, in: id(r.in), out: id(r.out) })) } : {}),
      ...(d.replacements.role
        ? {
            role: d.replacements.role.map((r) => ({
              ...r,
              in: id(r.in),
              ...(r.out ? { out: id(r.out) } : {}),
            })),
          }
        : {}),
    };
  }
  return delivery;
}

/** The whole match as the scoring core's input. */
export function toMatchInput(match: CricsheetMatch): MatchInput {
  const id = personIdResolver(match);
  const { info } = match;
  const names: Record<PersonId, string> = {};
  for (const [name, personId] of Object.entries(info.registry.people)) names[personId] = name;
  const players: Record<string, PersonId[]> = {};
  for (const team of info.teams) players[team] = (info.players[team] ?? []).map(id);
  const innings: Innings[] = match.innings.map((inn) => ({
    team: inn.team,
    deliveries: inn.overs.flatMap((o) => o.deliveries.map((d) => toDelivery(o.over, d, id))),
    ...(inn.super_over ? { superOver: true } : {}),
    ...(inn.declared ? { declared: true } : {}),
    ...(inn.forfeited ? { forfeited: true } : {}),
    ...(inn.target ? { target: inn.target } : {}),
    ...(inn.penalty_runs ? { penaltyRuns: inn.penalty_runs } : {}),
    ...(inn.powerplays ? { powerplays: inn.powerplays } : {}),
    ...(inn.absent_hurt ? { absentHurt: inn.absent_hurt.map(id) } : {}),
  }));
  const outcome = toOutcome(info.outcome);
  return {
    matchType: info.match_type as MatchType,
    ballsPerOver: info.balls_per_over,
    ...(info.overs ? { overs: info.overs } : {}),
    teams: info.teams,
    players,
    names,
    innings,
    ...(info.toss ? { toss: info.toss } : {}),
    ...(outcome ? { outcome } : {}),
  };
}

/**
 * Legal balls beyond each innings' over count from overs the umpires miscounted: Cricsheet's
 * miscounted_overs {"18": {"balls": 7}} (balls as a number or a string) adds 1 in 6-ball overs.
 */
export function miscountedBalls(match: CricsheetMatch): number[] {
  const ballsPerOver = match.info.balls_per_over;
  return match.innings.map((innings) =>
    Object.values(innings.miscounted_overs ?? {}).reduce<number>((extra, entry) => {
      const balls = Number((entry as { balls?: unknown } | null)?.balls);
      return Number.isFinite(balls) && balls > ballsPerOver ? extra + balls - ballsPerOver : extra;
    }, 0),
  );
}

/**
 * The checks of a finished match's file that the scoring API would have refused (impossible runs,
 * balls after the end, an outcome the balls contradict, innings without a ball in a match that
 * was played: app/cricket/consistency.ts). Throws CricsheetFormatError with the first reason (and
 * how many more there are), so the importer reports it and writes nothing of the file; returns
 * the match as the core's input otherwise.
 */
export function checkFinishedMatch(match: CricsheetMatch): MatchInput {
  const input = toMatchInput(match);
  const problems = matchProblems(input, { miscountedBalls: miscountedBalls(match) });
  if (problems.length > 0) {
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : "";
    throw new CricsheetFormatError(`${problems[0]}${more}`);
  }
  return input;
}
