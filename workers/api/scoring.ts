/**
 * The scoring API (/api/scoring): scorers push a match in, ball by ball (docs/decisions/006-live-fan-out.md).
 *
 * Admin (Authorization: Bearer <ADMIN_TOKEN>):
 *   POST   /matches                               create a match from Cricsheet `info` (+ startTime); Idempotency-Key honoured
 *   POST   /matches/{id}/tokens                   a scorer token for the match (shown once, stored hashed)
 *   DELETE /matches/{id}                          delete a scored match (tests, mistakes); pages get a 404, sockets close
 * Scorer (Authorization: Bearer <scorer token of that match>, or the admin token):
 *   POST   /matches/{id}/toss                     {winner, decision}
 *   POST   /matches/{id}/innings                  start: {innings, team, super_over?, target?, penalty_runs?, powerplays?}
 *   POST   /matches/{id}/innings/{n}/end          {declared?, forfeited?, penalty_runs?, absent_hurt?, target?}
 *   POST   /matches/{id}/deliveries               a Cricsheet delivery + {innings, over, position}; a retry is answered as the first time
 *   PUT    /matches/{id}/deliveries/{n}/{pos}     replace a ball (Cricsheet delivery + {over})
 *   DELETE /matches/{id}/deliveries/{n}/{pos}     undo the last ball
 *   PUT    /matches/{id}/players                  playing XI changes: {team, players, registry?}
 *   POST   /matches/{id}/state                    {state: Delay | Lunch | Stumps | In Progress | …, note?}
 *   POST   /matches/{id}/result                   {outcome (Cricsheet's), player_of_match?}
 * Anyone:
 *   GET    /matches/{id}                          the scored match as stored in D1
 * Commands run in the match's MatchRoom, one at a time, and reach every open page at once. The
 * rules, commands and writes are app/scoring; this file parses, authorises and routes.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { adminFrom, bearerToken } from "../../app/backend/admin/admin-access.server.ts";
import { parseId } from "../../app/data/ids.ts";
import {
  ballBodySchema,
  createMatchSchema,
  createScoredMatch,
  deleteScoredMatch,
  endInningsSchema,
  issueScorerToken,
  matchOfScorerToken,
  parseBody,
  playersBodySchema,
  replaceBodySchema,
  resultBodySchema,
  scoredMatchState,
  ScoringError,
  startInningsSchema,
  stateBodySchema,
  tokenBodySchema,
  tossBodySchema,
  type CommandAnswer,
  type ScoringCommand,
} from "../../app/scoring/index.server.ts";
import { credentialFailed, credentialsBlocked } from "../../app/backend/security/rate-limit.server.ts";
import { requireAdmin, type Admin } from "./auth.ts";
import { tooMany } from "./respond.ts";

type ScoringEnv = { Bindings: Env; Variables: { admin: Admin; matchId: number } };

export const scoring = new Hono<ScoringEnv>();

scoring.onError((error, c) => {
  if (error instanceof ScoringError) return c.json({ success: false, error: error.message }, error.status);
  console.error("scoring API", error);
  return c.json({ success: false, error: `could not be done: ${(error as Error).message}` }, 500);
});

async function jsonBody(c: Context, optional = false): Promise<unknown> {
  const text = await c.req.text();
  if (optional && text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ScoringError(400, "the body is not JSON");
  }
}

function positiveInt(raw: string | undefined, what: string): number {
  const value = parseId(raw);
  if (value === null) throw new ScoringError(400, `${what} "${raw ?? ""}" is not a positive whole number`);
  return value;
}

function position(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,6}$/.test(raw)) throw new ScoringError(400, `position "${raw ?? ""}" is not a whole number`);
  return Number(raw);
}

const requireScorer: MiddlewareHandler<ScoringEnv> = async (c, next) => {
  const matchId = positiveInt(c.req.param("id"), "match id");
  c.set("matchId", matchId);
  if (await credentialsBlocked(c.env, c.req.raw)) return tooMany(c);
  if (adminFrom(c.req.raw, c.env)) return next();
  const token = bearerToken(c.req.header("authorization"));
  if (!token) {
    return c.json(
      {
        success: false,
        error: "Scorer token needed: send Authorization: Bearer <token> (an admin creates it with POST /api/scoring/matches/{id}/tokens)",
      },
      401,
    );
  }
  const tokenMatch = await matchOfScorerToken(c.env.DB, token);
  if (tokenMatch === null) {
    if (await credentialFailed(c.env, c.req.raw)) return tooMany(c);
    return c.json({ success: false, error: "Unknown or revoked scorer token" }, 401);
  }
  if (tokenMatch !== matchId) return c.json({ success: false, error: `This scorer token is for match ${tokenMatch}, not ${matchId}` }, 403);
  return next();
};

/** Runs a command in the match's room. */
async function inRoom(c: Context<ScoringEnv>, command: ScoringCommand) {
  const matchId = c.get("matchId");
  const rooms = c.env.MATCH_ROOM;
  const answer = (await rooms.get(rooms.idFromName(String(matchId))).command(matchId, command)) as unknown as CommandAnswer;
  return c.json(answer.body, answer.status as 200);
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────────

scoring.post("/matches", requireAdmin, async (c) => {
  const body = parseBody(createMatchSchema, await jsonBody(c));
  const createKey = c.req.header("idempotency-key")?.slice(0, 200) ?? null;
  const { fresh, match } = await createScoredMatch(c.env.DB, body, createKey, Date.now());
  return c.json(match, fresh ? 201 : 200);
});

scoring.post("/matches/:id/tokens", requireAdmin, async (c) => {
  const matchId = positiveInt(c.req.param("id"), "match id");
  const { label } = parseBody(tokenBodySchema, await jsonBody(c, true));
  const token = await issueScorerToken(c.env.DB, matchId, label ?? null, Date.now());
  return c.json({ success: true, matchId, token, note: "Shown once: only its hash is stored." }, 201);
});

/** Deletes a scored match (a test, a mistake) and everything scored in it; imported matches are not touched. */
scoring.delete("/matches/:id", requireAdmin, async (c) => {
  const matchId = positiveInt(c.req.param("id"), "match id");
  await deleteScoredMatch(c.env.DB, matchId);
  const rooms = c.env.MATCH_ROOM;
  await rooms.get(rooms.idFromName(String(matchId))).forget(matchId);
  return c.json({ success: true, matchId, deleted: true });
});

// ── Read ─────────────────────────────────────────────────────────────────────────────────────

scoring.get("/matches/:id", async (c) => c.json(await scoredMatchState(c.env.DB, positiveInt(c.req.param("id"), "match id"))));

// ── Scorer commands ──────────────────────────────────────────────────────────────────────────

scoring.post("/matches/:id/toss", requireScorer, async (c) =>
  inRoom(c, { kind: "toss", body: parseBody(tossBodySchema, await jsonBody(c)) }),
);

scoring.post("/matches/:id/innings", requireScorer, async (c) =>
  inRoom(c, { kind: "start-innings", body: parseBody(startInningsSchema, await jsonBody(c)) }),
);

scoring.post("/matches/:id/innings/:n/end", requireScorer, async (c) =>
  inRoom(c, {
    kind: "end-innings",
    inningsNo: positiveInt(c.req.param("n"), "innings"),
    body: parseBody(endInningsSchema, await jsonBody(c, true)),
  }),
);

scoring.post("/matches/:id/deliveries", requireScorer, async (c) =>
  inRoom(c, { kind: "ball", body: parseBody(ballBodySchema, await jsonBody(c)) }),
);

scoring.put("/matches/:id/deliveries/:n/:position", requireScorer, async (c) =>
  inRoom(c, {
    kind: "replace",
    inningsNo: positiveInt(c.req.param("n"), "innings"),
    position: position(c.req.param("position")),
    body: parseBody(replaceBodySchema, await jsonBody(c)),
  }),
);

scoring.delete("/matches/:id/deliveries/:n/:position", requireScorer, async (c) =>
  inRoom(c, { kind: "undo", inningsNo: positiveInt(c.req.param("n"), "innings"), position: position(c.req.param("position")) }),
);

scoring.put("/matches/:id/players", requireScorer, async (c) =>
  inRoom(c, { kind: "players", body: parseBody(playersBodySchema, await jsonBody(c)) }),
);

scoring.post("/matches/:id/state", requireScorer, async (c) =>
  inRoom(c, { kind: "state", body: parseBody(stateBodySchema, await jsonBody(c)) }),
);

scoring.post("/matches/:id/result", requireScorer, async (c) =>
  inRoom(c, { kind: "result", body: parseBody(resultBodySchema, await jsonBody(c)) }),
);
