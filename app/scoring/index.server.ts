/**
 * Scoring: scorers push a match in, ball by ball (docs/decisions/006-live-fan-out.md). One module
 * for the rules (rules.ts), the commands (commands.server.ts) and the D1 writes (writes.server.ts),
 * used by the HTTP API (workers/api/scoring.ts: parse, authorise, route) and by the match's room
 * (workers/live/match-room.ts: runs commands one at a time and publishes what changed). A scored
 * match is stored as the importer stores a Cricsheet match, so the embedded source reads both.
 */
import { sha256Hex } from "../data/crypto.ts";
import { inningsTotal } from "../cricket/score.ts";
import { cricsheetMatchSchema } from "../data/cricsheet.ts";
import { bundledTeamNames, describeMeta, loadMatchMeta, loadScoredMatch } from "../data/embedded/index.server.ts";
import { ScoringError, type createMatchSchema } from "./rules.ts";
import { createMatchStatements, tokenStatement } from "./writes.server.ts";
import type { z } from "zod";
import { firstIssueLine } from "../data/zod-messages.ts";

export { runCommand, type ChangeHints, type CommandOutcome, type ScoringCommand } from "./commands.server.ts";
export {
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
  tokenBodySchema,
  tossBodySchema,
} from "./rules.ts";
export { loadScoredMatch, ScoredLiveBuilder, scoredLive, type ScoredMatch } from "../data/embedded/index.server.ts";

/** Scored matches get ids of their own, far above Cricsheet's (ESPNcricinfo's) ids. */
export const FIRST_SCORED_ID = 100_000_001;

/** What a room answers a command with (the API passes it on as JSON). */
export interface CommandAnswer {
  status: number;
  body: Record<string, unknown>;
}

export const notScored = (matchId: number): CommandAnswer => ({
  status: 404,
  body: { success: false, error: `No match ${matchId} is being scored here (create it with POST /api/scoring/matches)` },
});

export interface CreatedMatch {
  success: true;
  matchId: number;
  url: string;
  live: string;
  scoring: string;
}

/**
 * Creates a scored match from Cricsheet `info` (toss, result and player of the match come later).
 * With an idempotency key, a retry answers the match the first request created (`fresh: false`).
 */
export async function createScoredMatch(
  db: D1Database,
  body: z.infer<typeof createMatchSchema>,
  createKey: string | null,
  now: number,
): Promise<{ fresh: boolean; match: CreatedMatch }> {
  if (createKey) {
    const existing = await matchOfCreateKey(db, createKey);
    if (existing) return { fresh: false, match: await created(db, existing) };
  }
  const startTime = body.startTime ?? now;
  // Toss, result and player of the match are scored later; dates and season default from the start.
  const { toss: _toss, outcome: _outcome, player_of_match: _pom, ...info } = body.info;
  const date = new Date(startTime).toISOString().slice(0, 10);
  const parsed = cricsheetMatchSchema.safeParse({
    meta: { data_version: "1.1.0", revision: 0 },
    info: { dates: [date], season: date.slice(0, 4), ...info },
    innings: [],
  });
  // The body's info is the match's info: an issue's path already says where ("info.teams: …").
  if (!parsed.success) throw new ScoringError(400, firstIssueLine(parsed.error, { whole: "info" }));
  const match = parsed.data;
  // A fixture may be recorded before its XIs are known (and abandoned without them); once any
  // players are given, both sides need theirs.
  if (Object.keys(match.info.players).length > 0) {
    for (const team of match.info.teams) {
      if (!match.info.players[team]?.length) throw new ScoringError(400, `info.players: give the players of "${team}"`);
    }
  }
  if (match.info.teams[0] === match.info.teams[1]) throw new ScoringError(400, "info.teams: two different teams");

  for (let attempt = 0; ; attempt++) {
    const row = await db.prepare("SELECT max(match_id) AS top FROM scoring_matches").first<{ top: number | null }>();
    const matchId = Math.max(FIRST_SCORED_ID, (row?.top ?? 0) + 1);
    try {
      await db.batch(createMatchStatements(db, matchId, match, startTime, createKey, Date.now(), await bundledTeamNames()));
      return { fresh: true, match: await created(db, matchId) };
    } catch (error) {
      // Two creates took the same id: the loser's batch rolled back whole; take the next one.
      const clash = /UNIQUE constraint failed: scoring_matches/.test(String((error as Error).message));
      if (!clash || attempt >= 5) throw error;
      if (createKey) {
        const existing = await matchOfCreateKey(db, createKey);
        if (existing) return { fresh: false, match: await created(db, existing) };
      }
    }
  }
}

async function matchOfCreateKey(db: D1Database, createKey: string): Promise<number | null> {
  const row = await db.prepare("SELECT match_id FROM scoring_matches WHERE create_key = ?").bind(createKey).first<{ match_id: number }>();
  return row?.match_id ?? null;
}

async function created(db: D1Database, matchId: number): Promise<CreatedMatch> {
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

async function isScored(db: D1Database, matchId: number): Promise<boolean> {
  const match = await db.prepare("SELECT source FROM matches WHERE id = ?").bind(matchId).first<{ source: string }>();
  return match?.source === "scoring";
}

/** A new scorer token for the match: returned once, stored as its hash. */
export async function issueScorerToken(db: D1Database, matchId: number, label: string | null, now: number): Promise<string> {
  if (!(await isScored(db, matchId))) throw new ScoringError(404, `No match ${matchId} is being scored here`);
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const token = `sct_${btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")}`;
  await tokenStatement(db, matchId, await sha256Hex(token), label, now).run();
  return token;
}

/** Token hash → match id, for a short while: a ball should not wait for a token lookup. */
const tokenCache = new Map<string, { matchId: number; until: number }>();
const TOKEN_CACHE_MS = 30_000;

/** The match a scorer token is for, or null when it is unknown or revoked. */
export async function matchOfScorerToken(db: D1Database, token: string): Promise<number | null> {
  const hash = await sha256Hex(token);
  let entry = tokenCache.get(hash);
  if (!entry || entry.until < Date.now()) {
    const row = await db
      .prepare("SELECT match_id FROM scorer_tokens WHERE token_hash = ? AND revoked_at IS NULL")
      .bind(hash)
      .first<{ match_id: number }>();
    if (!row) {
      tokenCache.delete(hash);
      return null;
    }
    entry = { matchId: row.match_id, until: Date.now() + TOKEN_CACHE_MS };
    tokenCache.set(hash, entry);
  }
  return entry.matchId;
}

/** Deletes a scored match (a test, a mistake) and everything scored in it; imported matches are not touched. */
export async function deleteScoredMatch(db: D1Database, matchId: number): Promise<void> {
  if (!(await isScored(db, matchId))) throw new ScoringError(404, `No match ${matchId} is being scored here`);
  await db.batch([
    // innings, balls, wickets, squads, officials and replacements go with the match (ON DELETE CASCADE)
    db.prepare("DELETE FROM matches WHERE id = ? AND source = 'scoring'").bind(matchId),
    db.prepare("DELETE FROM scoring_matches WHERE match_id = ?").bind(matchId),
    db.prepare("DELETE FROM scorer_tokens WHERE match_id = ?").bind(matchId),
  ]);
  for (const [hash, entry] of tokenCache) if (entry.matchId === matchId) tokenCache.delete(hash);
}

/** The scored match as stored: innings totals and where the next ball goes. */
export async function scoredMatchState(db: D1Database, matchId: number) {
  const match = await loadScoredMatch(db, matchId);
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
  return {
    success: true,
    matchId,
    state: match.meta.state,
    note: match.note,
    teams: input.teams,
    toss: input.toss ?? null,
    innings,
    next: last && !last.closed && match.meta.state !== "Complete" ? { innings: last.innings, position: last.balls } : null,
    outcome: input.outcome ?? null,
  };
}
