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
 * Commands run in the match's MatchRoom, one at a time, and reach every open page at once.
 */
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { inningsTotal } from "../../app/cricket/score.ts";
import { cricsheetMatchSchema } from "../../app/data/cricsheet.ts";
import { describeMeta, loadMatchMeta } from "../../app/data/embedded/match-view.server.ts";
import type { RoomAnswer } from "../live/match-room.ts";
import { loadScoredMatch } from "../live/scored-view.ts";
import { adminFrom, bearerToken, requireAdmin, type Admin } from "./auth.ts";
import type { ScoringCommand } from "../../app/scoring/commands.server.ts";
import {
  ballBodySchema,
  createMatchSchema,
  endInningsSchema,
  parseBody,
  playersBodySchema,
  replaceBodySchema,
  resultBodySchema,
  ScoringError,
  startInningsSchema,
  stateBodySchema,
  tossBodySchema,
  zodMessage,
} from "../../app/scoring/rules.ts";
import { createMatchStatements, tokenStatement } from "../../app/scoring/writes.server.ts";

type ScoringEnv = { Bindings: Env; Variables: { admin: Admin; matchId: number } };

/** Scored matches get ids of their own, far above Cricsheet's (ESPNcricinfo's) ids. */
export const FIRST_SCORED_ID = 100_000_001;

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
  const value = Number(raw);
  if (!raw || !/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(value) || value <= 0) {
    throw new ScoringError(400, `${what} "${raw ?? ""}" is not a positive whole number`);
  }
  return value;
}

function position(raw: string | undefined): number {
  if (raw === undefined || !/^\d{1,6}$/.test(raw)) throw new ScoringError(400, `position "${raw ?? ""}" is not a whole number`);
  return Number(raw);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Token hash → match id, for a short while: a ball should not wait for a token lookup. */
const tokenCache = new Map<string, { matchId: number; until: number }>();
const TOKEN_CACHE_MS = 30_000;

const requireScorer: MiddlewareHandler<ScoringEnv> = async (c, next) => {
  const matchId = positiveInt(c.req.param("id"), "match id");
  c.set("matchId", matchId);
  if (adminFrom(c.req.raw, c.env as { ADMIN_TOKEN?: string })) return next();
  const token = bearerToken(c.req.header("authorization"));
  if (!token) {
    return c.json({ success: false, error: "Scorer token needed: send Authorization: Bearer <token> (an admin creates it with POST /api/scoring/matches/{id}/tokens)" }, 401);
  }
  const hash = await sha256Hex(token);
  let entry = tokenCache.get(hash);
  if (!entry || entry.until < Date.now()) {
    const row = await c.env.DB.prepare("SELECT match_id FROM scorer_tokens WHERE token_hash = ? AND revoked_at IS NULL").bind(hash).first<{ match_id: number }>();
    if (!row) {
      tokenCache.delete(hash);
      return c.json({ success: false, error: "Unknown or revoked scorer token" }, 401);
    }
    entry = { matchId: row.match_id, until: Date.now() + TOKEN_CACHE_MS };
    tokenCache.set(hash, entry);
  }
  if (entry.matchId !== matchId) return c.json({ success: false, error: `This scorer token is for match ${entry.matchId}, not ${matchId}` }, 403);
  return next();
};

/** Runs a command in the match's room. */
async function inRoom(c: Context<ScoringEnv>, command: ScoringCommand) {
  const matchId = c.get("matchId");
  const rooms = c.env.MATCH_ROOM;
  const answer = (await rooms.get(rooms.idFromName(String(matchId))).command(matchId, command)) as unknown as RoomAnswer;
  return c.json(answer.body, answer.status as 200);
}

// ── Admin ────────────────────────────────────────────────────────────────────────────────────

scoring.post("/matches", requireAdmin, async (c) => {
  const body = parseBody(createMatchSchema, await jsonBody(c));
  const db = c.env.DB;
  const createKey = c.req.header("idempotency-key")?.slice(0, 200) ?? null;
  if (createKey) {
    const existing = await db.prepare("SELECT match_id FROM scoring_matches WHERE create_key = ?").bind(createKey).first<{ match_id: number }>();
    if (existing) return c.json(await created(db, existing.match_id), 200);
  }
  const startTime = body.startTime ?? Date.now();
  // Toss, result and player of the match are scored later; dates and season default from the start.
  const { toss: _toss, outcome: _outcome, player_of_match: _pom, ...info } = body.info;
  const date = new Date(startTime).toISOString().slice(0, 10);
  const parsed = cricsheetMatchSchema.safeParse({
    meta: { data_version: "1.1.0", revision: 0 },
    info: { dates: [date], season: date.slice(0, 4), ...info },
    innings: [],
  });
  if (!parsed.success) throw new ScoringError(400, `info.${zodMessage(parsed.error).replace(/^info\./, "")}`);
  const match = parsed.data;
  for (const team of match.info.teams) {
    if (!match.info.players[team]?.length) throw new ScoringError(400, `info.players: give the players of "${team}"`);
  }
  if (match.info.teams[0] === match.info.teams[1]) throw new ScoringError(400, "info.teams: two different teams");

  for (let attempt = 0; ; attempt++) {
    const row = await db.prepare("SELECT max(match_id) AS top FROM scoring_matches").first<{ top: number | null }>();
    const matchId = Math.max(FIRST_SCORED_ID, (row?.top ?? 0) + 1);
    try {
      await db.batch(createMatchStatements(db, matchId, match, startTime, createKey, Date.now()));
      return c.json(await created(db, matchId), 201);
    } catch (error) {
      // Two creates took the same id: the loser's batch rolled back whole; take the next one.
      const clash = /UNIQUE constraint failed: scoring_matches/.test(String((error as Error).message));
      if (!clash || attempt >= 5) throw error;
      if (createKey) {
        const existing = await db.prepare("SELECT match_id FROM scoring_matches WHERE create_key = ?").bind(createKey).first<{ match_id: number }>();
        if (existing) return c.json(await created(db, existing.match_id), 200);
      }
    }
  }
});

async function created(db: D1Database, matchId: number) {
  const meta = await loadMatchMeta(db, matchId);
  const { slug } = describeMeta(meta!);
  return {
    success: true,
    matchId,
    url: `/live-cricket-scores/${matchId}/${slug}`,
    live: `/live/match/${matchId}`,
    scoring: `/api/scoring/matches/${matchId}`,
  };
}

scoring.post("/matches/:id/tokens", requireAdmin, async (c) => {
  const matchId = positiveInt(c.req.param("id"), "match id");
  const match = await c.env.DB.prepare("SELECT source FROM matches WHERE id = ?").bind(matchId).first<{ source: string }>();
  if (match?.source !== "scoring") throw new ScoringError(404, `No match ${matchId} is being scored here`);
  const label = (await c.req.json().catch(() => ({})) as { label?: unknown }).label;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = `sct_${btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
  await tokenStatement(c.env.DB, matchId, await sha256Hex(token), typeof label === "string" ? label.slice(0, 100) : null, Date.now()).run();
  return c.json({ success: true, matchId, token, note: "Shown once: only its hash is stored." }, 201);
});

/** Deletes a scored match (a test, a mistake) and everything scored in it; imported matches are not touched. */
scoring.delete("/matches/:id", requireAdmin, async (c) => {
  const matchId = positiveInt(c.req.param("id"), "match id");
  const db = c.env.DB;
  const match = await db.prepare("SELECT source FROM matches WHERE id = ?").bind(matchId).first<{ source: string }>();
  if (match?.source !== "scoring") throw new ScoringError(404, `No match ${matchId} is being scored here`);
  await db.batch([
    // innings, balls, wickets, squads, officials and replacements go with the match (ON DELETE CASCADE)
    db.prepare("DELETE FROM matches WHERE id = ? AND source = 'scoring'").bind(matchId),
    db.prepare("DELETE FROM scoring_matches WHERE match_id = ?").bind(matchId),
    db.prepare("DELETE FROM scorer_tokens WHERE match_id = ?").bind(matchId),
  ]);
  for (const [hash, entry] of tokenCache) if (entry.matchId === matchId) tokenCache.delete(hash);
  const rooms = c.env.MATCH_ROOM;
  await rooms.get(rooms.idFromName(String(matchId))).forget(matchId);
  return c.json({ success: true, matchId, deleted: true });
});

// ── Read ─────────────────────────────────────────────────────────────────────────────────────

scoring.get("/matches/:id", async (c) => {
  const matchId = positiveInt(c.req.param("id"), "match id");
  const match = await loadScoredMatch(c.env.DB, matchId);
  if (!match) throw new ScoringError(404, `No match ${matchId} is being scored here`);
  const { input } = match;
  const innings = input.innings.map((inn, index) => {
    const total = inningsTotal(inn, input.ballsPerOver);
    return {
      innings: index + 1,
      team: inn.team,
      superOver: inn.superOver === true,
      closed: match.closed[index] === true,
      balls: inn.deliveries.length,
      runs: total.runs,
      wickets: total.wickets,
      overs: total.overs,
      declared: total.declared,
    };
  });
  const last = innings.at(-1);
  return c.json({
    success: true,
    matchId,
    state: match.meta.state,
    note: match.note,
    teams: input.teams,
    toss: input.toss ?? null,
    innings,
    next: last && !last.closed && match.meta.state !== "Complete" ? { innings: last.innings, position: last.balls } : null,
    outcome: input.outcome ?? null,
  });
});

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
