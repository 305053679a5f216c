/**
 * What the scoring API accepts, before anything is written: request bodies (zod, Cricsheet's own
 * delivery schema as the wire format of a ball) and the cricket a ball must make sense against the
 * match so far (known players on the right sides, possible runs, an open innings, the next
 * position). Pure: the same checks run in tests over every ball of the real Cricsheet files.
 */
import { z } from "zod";
import { isInningsFinished } from "../cricket/commentary/commentary.ts";
import { impossibleRuns } from "../cricket/consistency.ts";
import { deliveryPositions } from "../cricket/overs.ts";
import { inningsTotal } from "../cricket/score.ts";
import type { Delivery, MatchInput, PersonId } from "../cricket/types.ts";
import { cricsheetMatchSchema, toDelivery, type CricsheetDelivery } from "../data/cricsheet.ts";
import { MATCH_STATES } from "../data/schemas.ts";
import { firstIssueLine } from "../data/zod-messages.ts";

/** A bad request the scorer can fix: 400 (bad ball), 404 (no such match), 409 (position taken, out of turn). */
export class ScoringError extends Error {
  readonly status: 400 | 401 | 403 | 404 | 409;
  constructor(status: 400 | 401 | 403 | 404 | 409, message: string) {
    super(message);
    this.name = "ScoringError";
    this.status = status;
  }
}

// ── Bodies ─────────────────────────────────────────────────────────────────────────────────────

const cricsheetInnings = cricsheetMatchSchema.shape.innings.unwrap().unwrap().element;
/** One Cricsheet delivery, exactly as in a Cricsheet file. */
export const cricsheetDeliverySchema = cricsheetInnings.shape.overs.unwrap().unwrap().element.shape.deliveries.element;
const cricsheetInfoSchema = cricsheetMatchSchema.shape.info;

const count = z.number().int().nonnegative();
const instant = z.union([z.number().int().positive(), z.iso.datetime({ offset: true }).transform((s) => Date.parse(s))]);

/** POST /deliveries: a Cricsheet delivery plus its innings (1-based), over (0-based) and position in the innings (0-based). */
export const ballBodySchema = cricsheetDeliverySchema.extend({
  innings: z.number().int().positive(),
  over: count,
  position: count,
});
export type BallBody = z.infer<typeof ballBodySchema>;

/** PUT /deliveries/{innings}/{position}: the replacement ball. */
export const replaceBodySchema = cricsheetDeliverySchema.extend({ over: count });

/** POST /matches: Cricsheet's `info` (teams, players, registry, venue, event, format…) and when play starts. */
export const createMatchSchema = z.object({
  /** checked with Cricsheet's own schema once `dates` and `season` default from `startTime` */
  info: z.record(z.string(), z.unknown()),
  startTime: instant.optional(),
});

export const tossBodySchema = z.object({ winner: z.string().min(1), decision: z.enum(["bat", "field"]) });

export const startInningsSchema = z.object({
  innings: z.number().int().positive(),
  team: z.string().min(1),
  super_over: z.boolean().optional(),
  target: z.object({ runs: count, overs: z.number().nonnegative().optional() }).optional(),
  penalty_runs: z.object({ pre: count.optional() }).optional(),
  powerplays: z.array(z.object({ from: z.number().nonnegative(), to: z.number().nonnegative(), type: z.string().min(1) })).optional(),
});

export const endInningsSchema = z.object({
  declared: z.boolean().optional(),
  forfeited: z.boolean().optional(),
  penalty_runs: z.object({ post: count.optional() }).optional(),
  absent_hurt: z.array(z.string().min(1)).optional(),
  /** a revised target known only now (Cricsheet records the D/L par where play stopped) */
  target: z.object({ runs: count, overs: z.number().nonnegative().optional() }).optional(),
});

export const playersBodySchema = z.object({
  team: z.string().min(1),
  players: z.array(z.string().min(1)).min(1).max(30),
  /** name → registry id for players new to this match */
  registry: z.record(z.string(), z.string()).optional(),
});

export const stateBodySchema = z.object({
  state: z.enum(MATCH_STATES).exclude(["Complete"]),
  /** what the status line says meanwhile ("Rain delay"); cleared by a state without a note */
  note: z.string().max(200).optional(),
});

/** POST /matches/{id}/tokens: an optional label for the token (cut to 100 characters). */
export const tokenBodySchema = z.object({
  label: z
    .string()
    .transform((label) => label.slice(0, 100))
    .optional(),
});

export const resultBodySchema = z.object({
  outcome: cricsheetInfoSchema.shape.outcome.unwrap().unwrap(),
  player_of_match: z.array(z.string().min(1)).optional(),
  /** the status where the balls cannot give it, e.g. "Match abandoned without a ball bowled" */
  note: z.string().trim().min(1).max(200).optional(),
});

export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ScoringError(400, firstIssueLine(parsed.error));
  return parsed.data;
}

// ── The match a ball is checked against ────────────────────────────────────────────────────────

export interface RulesMatch {
  input: MatchInput;
  /** name → person id */
  registry: Record<string, string>;
  /** innings closed by the scorer */
  closed: boolean[];
  state: string;
}

/** name (as in the file) or person id → person id; null when the match knows no such person. */
export function personResolver(match: Pick<RulesMatch, "input" | "registry">): (nameOrId: string) => PersonId | null {
  // A room asks on every ball of the same match: the lookup is kept while names, players and registry are the same objects.
  const kept = resolvers.get(match.registry);
  if (kept && kept.names === match.input.names && kept.players === match.input.players) return kept.resolve;
  const resolve = buildResolver(match);
  resolvers.set(match.registry, { names: match.input.names, players: match.input.players, resolve });
  return resolve;
}

const resolvers = new WeakMap<
  object,
  { names: RulesMatch["input"]["names"]; players: RulesMatch["input"]["players"]; resolve: (nameOrId: string) => PersonId | null }
>();

function buildResolver(match: Pick<RulesMatch, "input" | "registry">): (nameOrId: string) => PersonId | null {
  const byName = new Map<string, PersonId>();
  for (const [id, name] of Object.entries(match.input.names)) byName.set(name, id);
  for (const [name, id] of Object.entries(match.registry)) byName.set(name, id);
  const ids = new Set<PersonId>([...Object.values(match.input.players).flat(), ...Object.values(match.registry)]);
  return (nameOrId) => byName.get(nameOrId) ?? (ids.has(nameOrId) ? nameOrId : null);
}

/**
 * Guards against a mistyped live entry, not rules of the game: the record has balls beyond them
 * (8 off the bat with overthrows, Tests 2007), so the importer does not apply them to files.
 */
const LIMITS = { batter: 7, wides: 5, noballs: 5, byes: 7, legbyes: 7, penalty: 10 } as const;
/** Dismissals of someone who need not be at the crease on that ball. */
const ANY_BATTER_KINDS = new Set(["timed out", "retired hurt", "retired not out", "retired out"]);

function otherTeam(match: MatchInput, team: string): string {
  return match.teams[0] === team ? match.teams[1] : match.teams[0];
}

/** The innings a ball may go into (1-based number → index), or why not. */
function openInnings(match: RulesMatch, inningsNo: number): number {
  if (match.state === "Complete") throw new ScoringError(400, "the match is over: no more balls");
  const count = match.input.innings.length;
  if (count === 0) throw new ScoringError(400, "no innings has started: start one first (POST …/innings)");
  if (inningsNo > count) throw new ScoringError(400, `innings ${inningsNo} has not started (innings ${count} is in play)`);
  return inningsNo - 1;
}

/**
 * Checks a ball against the match and returns it as the core's Delivery (ids, not names).
 * `mode`: "append" puts it at the end of the innings; "replace" checks it in place of the ball at
 * `position` (its neighbours stay).
 */
export function checkBall(
  match: RulesMatch,
  inningsNo: number,
  position: number,
  over: number,
  ball: CricsheetDelivery,
  mode: "append" | "replace",
): Delivery {
  const index = openInnings(match, inningsNo);
  const innings = match.input.innings[index]!;
  const deliveries = innings.deliveries;
  const problem = (message: string) => new ScoringError(400, message);

  if (mode === "append") {
    if (position !== deliveries.length) {
      throw new ScoringError(
        409,
        `innings ${inningsNo} has ${deliveries.length} balls: the next ball is at position ${deliveries.length}, not ${position}`,
      );
    }
    if (index < match.input.innings.length - 1 || match.closed[index])
      throw problem(`innings ${inningsNo} is closed: no ball can be added to it`);
    if (isInningsFinished({ ...match.input, outcome: undefined }, index)) {
      const total = inningsTotal(innings, match.input.ballsPerOver);
      throw problem(`innings ${inningsNo} is over (${total.runs}-${total.wickets} in ${total.overs} overs): no ball can be added to it`);
    }
  } else if (position >= deliveries.length) {
    throw new ScoringError(404, `innings ${inningsNo} has no ball at position ${position}`);
  }

  // Overs run in order: the same over as the ball before, or the next.
  const before = deliveries[position - 1];
  const after = mode === "replace" ? deliveries[position + 1] : undefined;
  if (before ? over < before.over || over > before.over + 1 : over > 1) {
    throw problem(`over ${over} cannot follow ${before ? `over ${before.over}` : "the start of the innings"}`);
  }
  if (after && (after.over < over || after.over > over + 1)) throw problem(`over ${over} cannot come before over ${after.over}`);

  // Runs that add up and could happen.
  const extras = ball.extras ?? {};
  if (ball.runs.batter > LIMITS.batter) throw problem(`impossible runs: ${ball.runs.batter} off the bat`);
  for (const [kind, limit] of Object.entries(LIMITS)) {
    const value = kind === "batter" ? 0 : (extras[kind as keyof typeof extras] ?? 0);
    if (value > limit) throw problem(`impossible runs: ${value} ${kind}`);
  }
  // The same rule the importer applies to every ball of a file (app/cricket/consistency.ts).
  const wrongRuns = impossibleRuns(ball.runs, extras);
  if (wrongRuns !== undefined) throw problem(`impossible runs: ${wrongRuns}`);
  if (extras.wides && (ball.runs.batter > 0 || extras.noballs || extras.byes || extras.legbyes)) {
    throw problem("impossible runs: a wide cannot also score off the bat, be a no-ball, or give byes or leg byes");
  }
  if (extras.byes && extras.legbyes) throw problem("impossible runs: byes and leg byes on one ball");

  // Known people, on the right sides.
  const resolve = personResolver(match);
  const battingTeam = innings.team;
  const bowlingTeam = otherTeam(match.input, battingTeam);
  const inTeam = (team: string) => new Set(match.input.players[team] ?? []);
  const batting = inTeam(battingTeam);
  const bowling = inTeam(bowlingTeam);
  const player = (name: string, side: Set<string>, team: string, role: string) => {
    const id = resolve(name);
    if (!id) throw problem(`unknown player "${name}" (${role}): not in this match`);
    if (!side.has(id)) throw problem(`unknown player "${name}" (${role}): not in ${team}'s players`);
    return id;
  };
  const batter = player(ball.batter, batting, battingTeam, "batter");
  const nonStriker = player(ball.non_striker, batting, battingTeam, "non-striker");
  player(ball.bowler, bowling, bowlingTeam, "bowler");
  if (batter === nonStriker) throw problem(`"${ball.batter}" cannot be both batter and non-striker`);

  const wickets = ball.wickets ?? [];
  if (wickets.length > 2) throw problem(`impossible wickets: ${wickets.length} on one ball`);
  for (const wicket of wickets) {
    const out = player(wicket.player_out, batting, battingTeam, "player out");
    if (!ANY_BATTER_KINDS.has(wicket.kind) && out !== batter && out !== nonStriker) {
      throw problem(`"${wicket.player_out}" is not at the crease and cannot be out ${wicket.kind}`);
    }
    for (const fielder of wicket.fielders ?? []) {
      if (fielder.name && !fielder.substitute && !resolve(fielder.name))
        throw problem(`unknown fielder "${fielder.name}": not in this match`);
    }
  }
  for (const replacement of ball.replacements?.match ?? []) {
    if (!match.input.teams.includes(replacement.team)) throw problem(`unknown team "${replacement.team}" in a replacement`);
  }

  return toDelivery(over, ball, (name) => resolve(name) ?? name);
}

/** "0.6", and the innings score once the ball at `position` was bowled. */
export function ballResult(input: MatchInput, inningsNo: number, position: number) {
  const innings = input.innings[inningsNo - 1]!;
  const upTo = { ...innings, deliveries: innings.deliveries.slice(0, position + 1) };
  const total = inningsTotal(upTo, input.ballsPerOver);
  const where = deliveryPositions(upTo.deliveries).at(-1)!;
  return {
    innings: inningsNo,
    position,
    over: where.over,
    overLabel: `${where.over}.${where.ballNumber}`,
    score: { runs: total.runs, wickets: total.wickets, overs: total.overs },
  };
}

/** Stable text of a ball for comparing a retry with what is stored. */
export function sameBall(a: Delivery, b: Delivery): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}
