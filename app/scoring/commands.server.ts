/**
 * Scoring commands against one scored match: check, write to D1 (one batch each), answer. The
 * match's MatchRoom runs them one at a time (so positions and retries cannot race) and then
 * publishes what changed to every open page.
 */
import { dateInZone } from "../cricket/time.ts";
import type { Delivery, Innings, Outcome } from "../cricket/types.ts";
import { toDelivery } from "../data/cricsheet.ts";
import type { WireDelivery } from "../live/protocol.ts";
import { playerLineStatements, teamLineStatements, type ScoredMatch } from "../data/embedded/index.server.ts";
import {
  ballResult,
  checkBall,
  personResolver,
  sameBall,
  ScoringError,
  type BallBody,
  type endInningsSchema,
  type playersBodySchema,
  type replaceBodySchema,
  type resultBodySchema,
  type RulesMatch,
  type startInningsSchema,
  type stateBodySchema,
  type tossBodySchema,
} from "./rules.ts";
import {
  appendBallStatements,
  endInningsStatements,
  playersStatements,
  replaceBallStatements,
  resultStatements,
  startInningsStatements,
  stateStatements,
  tossStatements,
  undoBallStatements,
} from "./writes.server.ts";
import type { z } from "zod";

export type ScoringCommand =
  | { kind: "ball"; body: BallBody }
  | { kind: "replace"; inningsNo: number; position: number; body: z.infer<typeof replaceBodySchema> }
  | { kind: "undo"; inningsNo: number; position: number }
  | { kind: "toss"; body: z.infer<typeof tossBodySchema> }
  | { kind: "start-innings"; body: z.infer<typeof startInningsSchema> }
  | { kind: "end-innings"; inningsNo: number; body: z.infer<typeof endInningsSchema> }
  | { kind: "players"; body: z.infer<typeof playersBodySchema> }
  | { kind: "state"; body: z.infer<typeof stateBodySchema> }
  | { kind: "result"; body: z.infer<typeof resultBodySchema> };

/** What a command changed, beyond what comparing two snapshots shows (the room's events use it). */
export interface ChangeHints {
  /** the ball a scorer posted (the last new ball) */
  delivery?: WireDelivery;
  /** the scorer closed this innings */
  inningsEnded?: number;
}

export interface CommandOutcome {
  status: number;
  body: Record<string, unknown>;
  /** D1 changed: the room republishes */
  changed: boolean;
  /** the match as it now is, when the command could tell without reading D1 again */
  match?: ScoredMatch;
  hints?: ChangeHints;
}

/** States in which a ball means play has (re)started. */
const RESUMES_ON_BALL = ["Preview", "Scheduled", "Toss", "Delay", "Lunch", "Stumps", "Innings Break"];

function rulesOf(match: ScoredMatch): RulesMatch {
  return { input: match.input, registry: match.registry, closed: match.closed, state: match.meta.state };
}

function requireTeam(match: ScoredMatch, team: string, what: string): string {
  if (!match.input.teams.includes(team)) {
    throw new ScoringError(400, `${what} "${team}" is not one of this match's teams (${match.input.teams.join(", ")})`);
  }
  return team;
}

function withInnings(match: ScoredMatch, index: number, innings: Innings, bowledAt: number[]): ScoredMatch {
  const input = { ...match.input, innings: match.input.innings.map((inn, i) => (i === index ? innings : inn)) };
  return { ...match, input, bowledAt: match.bowledAt.map((times, i) => (i === index ? bowledAt : times)) };
}

const ok = (body: Record<string, unknown>, changed: boolean, extra: Partial<CommandOutcome> = {}): CommandOutcome => ({
  status: 200,
  body: { success: true, matchId: extra.match?.id ?? body.matchId, ...body },
  changed,
  ...extra,
});

export async function runCommand(db: D1Database, match: ScoredMatch, command: ScoringCommand, now: number): Promise<CommandOutcome> {
  const id = match.id;
  const bpo = match.input.ballsPerOver;
  const resolve = personResolver(match);

  switch (command.kind) {
    case "ball": {
      const { innings: inningsNo, over, position, ...wire } = command.body;
      const index = inningsNo - 1;
      const innings = match.input.innings[index];
      const stored = innings?.deliveries[position];
      if (innings && stored) {
        // A retry of a ball already stored answers as the first time; a different ball is a conflict.
        const candidate = toDelivery(over, wire, (name) => resolve(name) ?? name);
        if (sameBall(stored, candidate)) return ok({ matchId: id, ...ballResult(match.input, inningsNo, position) }, false);
        throw new ScoringError(
          409,
          `position ${position} of innings ${inningsNo} already holds a different ball: PUT /api/scoring/matches/${id}/deliveries/${inningsNo}/${position} to replace it`,
        );
      }
      const delivery = checkBall(rulesOf(match), inningsNo, position, over, wire, "append");
      const grown: Innings = { ...innings!, deliveries: [...innings!.deliveries, delivery] };
      const statements = appendBallStatements(db, id, inningsNo, position, delivery, now, grown, bpo, now);
      const resumes = RESUMES_ON_BALL.includes(match.meta.state);
      if (resumes) statements.push(...stateStatements(db, id, "In Progress", null, now));
      let next = withInnings(match, index, grown, [...(match.bowledAt[index] ?? []), now]);
      await db.batch([...statements, ...aggregateStatements(db, next)]);
      if (resumes) next = { ...next, meta: { ...next.meta, state: "In Progress" }, note: null };
      return ok({ matchId: id, ...ballResult(next.input, inningsNo, position) }, true, {
        match: next,
        hints: { delivery: wire as WireDelivery },
      });
    }

    case "replace": {
      const { inningsNo, position } = command;
      const { over, ...wire } = command.body;
      const delivery = checkBall(rulesOf(match), inningsNo, position, over, wire, "replace");
      const index = inningsNo - 1;
      const innings = match.input.innings[index]!;
      if (sameBall(innings.deliveries[position]!, delivery))
        return ok({ matchId: id, ...ballResult(match.input, inningsNo, position) }, false);
      const replaced: Innings = { ...innings, deliveries: innings.deliveries.map((d, i) => (i === position ? delivery : d)) };
      const bowledAt = match.bowledAt[index]![position] ?? now;
      const next = withInnings(match, index, replaced, match.bowledAt[index]!);
      await db.batch([
        ...replaceBallStatements(db, id, inningsNo, position, delivery, bowledAt, replaced, bpo, now),
        ...aggregateStatements(db, next),
      ]);
      return ok({ matchId: id, replaced: true, ...ballResult(next.input, inningsNo, position) }, true, { match: next });
    }

    case "undo": {
      const { inningsNo, position } = command;
      const index = inningsNo - 1;
      const innings = match.input.innings[index];
      if (!innings || position >= innings.deliveries.length) {
        throw new ScoringError(404, `innings ${inningsNo} has no ball at position ${position}`);
      }
      if (index !== match.input.innings.length - 1 || position !== innings.deliveries.length - 1) {
        throw new ScoringError(
          409,
          `only the last ball can be undone (innings ${match.input.innings.length}, position ${(match.input.innings.at(-1)?.deliveries.length ?? 0) - 1}); replace others with PUT`,
        );
      }
      if (match.closed[index] || match.meta.state === "Complete")
        throw new ScoringError(409, `innings ${inningsNo} is closed: its balls can be replaced, not undone`);
      const shrunk: Innings = { ...innings, deliveries: innings.deliveries.slice(0, -1) };
      const next = withInnings(match, index, shrunk, match.bowledAt[index]!.slice(0, -1));
      await db.batch([...undoBallStatements(db, id, inningsNo, position, shrunk, bpo, now), ...aggregateStatements(db, next)]);
      return ok({ matchId: id, undone: { innings: inningsNo, position }, balls: shrunk.deliveries.length }, true, { match: next });
    }

    case "toss": {
      notOver(match);
      const winner = requireTeam(match, command.body.winner, "toss winner");
      const same = match.input.toss?.winner === winner && match.input.toss.decision === command.body.decision;
      if (!same) await db.batch(tossStatements(db, id, winner, command.body.decision, now));
      return ok({ matchId: id, toss: { winner, decision: command.body.decision } }, !same);
    }

    case "start-innings": {
      notOver(match);
      const body = command.body;
      const team = requireTeam(match, body.team, "batting team");
      const count = match.input.innings.length;
      const existing = match.input.innings[body.innings - 1];
      if (existing) {
        if (existing.team === team) return ok({ matchId: id, innings: body.innings, team }, false);
        throw new ScoringError(409, `innings ${body.innings} has already started with ${existing.team} batting`);
      }
      if (body.innings !== count + 1) throw new ScoringError(409, `the next innings is innings ${count + 1}, not ${body.innings}`);
      await db.batch(
        startInningsStatements(
          db,
          id,
          {
            inningsNo: body.innings,
            team,
            bowlingTeam: match.input.teams.find((t) => t !== team)!,
            superOver: body.super_over === true,
            ...(body.target ? { target: body.target } : {}),
            penaltyPre: body.penalty_runs?.pre ?? 0,
            powerplays: body.powerplays ?? [],
          },
          now,
        ),
      );
      return ok({ matchId: id, innings: body.innings, team }, true);
    }

    case "end-innings": {
      const { inningsNo, body } = command;
      if (!match.input.innings[inningsNo - 1]) throw new ScoringError(404, `innings ${inningsNo} has not started`);
      const absentHurt = body.absent_hurt?.map((name) => resolve(name) ?? name);
      await db.batch(
        endInningsStatements(
          db,
          id,
          {
            inningsNo,
            ...(body.declared !== undefined ? { declared: body.declared } : {}),
            ...(body.forfeited !== undefined ? { forfeited: body.forfeited } : {}),
            ...(body.penalty_runs?.post !== undefined ? { penaltyPost: body.penalty_runs.post } : {}),
            ...(absentHurt ? { absentHurt } : {}),
            ...(body.target ? { target: body.target } : {}),
          },
          now,
        ),
      );
      return ok({ matchId: id, innings: inningsNo, closed: true }, true, { hints: { inningsEnded: inningsNo } });
    }

    case "players": {
      const { body } = command;
      const team = requireTeam(match, body.team, "team");
      const registry = { ...match.registry, ...body.registry };
      const resolveNew = personResolver({ input: match.input, registry });
      const players = body.players.map((name) => {
        const personId = resolveNew(name) ?? name;
        return { id: personId, name: match.input.names[personId] ?? name };
      });
      const kept = new Set(players.map((p) => p.id));
      const played = new Set<string>();
      for (const innings of match.input.innings) {
        for (const d of innings.deliveries) {
          if (innings.team === team) played.add(d.batter).add(d.nonStriker);
          else played.add(d.bowler);
        }
      }
      const dropped = [...played].filter((p) => !kept.has(p));
      if (dropped.length) {
        throw new ScoringError(
          400,
          `${dropped.map((p) => match.input.names[p] ?? p).join(", ")} already played in this match and must stay in ${team}'s players`,
        );
      }
      await db.batch(playersStatements(db, id, team, players, registry, now));
      return ok({ matchId: id, team, players: players.map((p) => p.name) }, true);
    }

    case "state": {
      notOver(match);
      const { state, note } = command.body;
      await db.batch(stateStatements(db, id, state, note ?? null, now));
      return ok({ matchId: id, state, note: note ?? null }, true);
    }

    case "result": {
      const { outcome, player_of_match: names = [], note } = command.body;
      if (outcome.winner) requireTeam(match, outcome.winner, "winner");
      if (outcome.eliminator) requireTeam(match, outcome.eliminator, "eliminator");
      if (!outcome.winner && !outcome.result)
        throw new ScoringError(400, "outcome: give a winner (with by) or a result (tie, no result, draw)");
      const zone = match.meta.venue_zone ?? "UTC";
      await db.batch([
        ...resultStatements(
          db,
          id,
          { outcome, playerOfMatch: names.map((name) => resolve(name) ?? name), ...(note ? { note } : {}) },
          match.input,
          dateInZone(now, zone),
          now,
        ),
        ...teamLineStatements(db, id, { ...match.input, outcome: outcome as Outcome }, true),
      ]);
      return ok({ matchId: id, state: "Complete" }, true);
    }
  }
}

/** A scored match's stored aggregates as its balls now are (its team lines only once it is over). */
function aggregateStatements(db: D1Database, match: ScoredMatch): D1PreparedStatement[] {
  return [
    ...playerLineStatements(db, match.id, match.input),
    ...teamLineStatements(db, match.id, match.input, match.meta.state === "Complete"),
  ];
}

function notOver(match: ScoredMatch) {
  if (match.meta.state === "Complete") throw new ScoringError(400, "the match is over: its result is recorded");
}

export type { Delivery };
