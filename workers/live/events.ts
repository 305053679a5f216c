/**
 * From one snapshot to the next as events: the balls bowled in between (with their commentary),
 * wickets, completed overs, innings started or ended, state changes. Both push (a scorer's ball)
 * and pull (a source poll) go through here. The result is checked: folding the events into the
 * old snapshot with the clients' own reducer must give the new one exactly, otherwise (a
 * correction, a gap longer than the recent commentary, …) the answer is null and the room sends a
 * fresh snapshot instead.
 */
import type { CommentaryItem } from "../../app/data/schemas.ts";
import type { ChangeHints } from "../../app/scoring/index.server.ts";
import { RECENT_COMMENTARY, type LiveSnapshot, type MatchEvent, type SnapshotPatch } from "../../app/live/protocol.ts";
import { applyMatchEvent } from "../../app/live/reducer.ts";

type DistributiveOmit<T, K extends keyof never> = T extends unknown ? Omit<T, K> : never;
/** An event before the room gives it its seq, match id and time. */
export type PendingEvent = DistributiveOmit<Exclude<MatchEvent, { type: "snapshot" }>, "seq" | "matchId" | "at">;

const WICKET_BIT = 8;

/** "0:57:ball" → innings index 0, delivery 57 (the core's item ids); null for other sources. */
function ballOf(item: CommentaryItem): { inningsIndex: number; seq: number } | null {
  const match = /^(\d+):(-?\d+):/.exec(item.key);
  return match ? { inningsIndex: Number(match[1]), seq: Number(match[2]) } : null;
}

/** Order-insensitive deep equality of JSON values. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], other[i])) return false;
    return true;
  }
  // Plain loops: the room compares whole snapshots on every ball.
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  let count = 0;
  for (const key in left) {
    const value = left[key];
    if (value === undefined) continue;
    count++;
    if (!sameJson(value, right[key])) return false;
  }
  for (const key in right) if (right[key] !== undefined) count--;
  return count === 0;
}

function comparable(snapshot: LiveSnapshot) {
  // Whether the source is failing is the room's own signal ("source" events), not a change of the match.
  const { seq: _seq, updatedAt: _at, staleSince: _stale, ...rest } = snapshot;
  return rest;
}

export function eventsBetween(before: LiveSnapshot, after: LiveSnapshot, hints: ChangeHints = {}): PendingEvent[] | null {
  if (before.matchId !== after.matchId || before.source !== after.source) return null;
  if (sameJson(comparable(before), comparable(after))) return [];

  // New commentary: the items on top of `after` down to `before`'s newest.
  const top = before.commentary[0];
  const fresh = top ? after.commentary.findIndex((item) => item.key === top.key) : after.commentary.length;
  if (fresh < 0 || fresh >= RECENT_COMMENTARY) return null;
  const newItems = after.commentary.slice(0, fresh).reverse();
  // Items already shown that read differently now (an over summary names the next batter once he faces).
  const shown = new Map(before.commentary.map((item) => [item.key, item]));
  const revised = after.commentary.slice(fresh).filter((item) => {
    const old = shown.get(item.key);
    return old !== undefined && !sameJson(old, item);
  });

  // Balls only ever get added (a replaced or undone ball is a correction: snapshot).
  if (after.balls.length < before.balls.length) return null;
  if (after.balls.some((n, i) => n < (before.balls[i] ?? 0))) return null;

  const events: PendingEvent[] = [];
  const running = [...before.balls];
  const none = { patch: {}, commentary: [] as CommentaryItem[] };

  const teamOf = (inningsNo: number) => {
    const score = after.innings.find((i) => i.inningsNo === inningsNo);
    return after.teams.find((t) => t.id === score?.teamId) ?? null;
  };
  for (let index = before.balls.length; index < after.balls.length; index++) {
    running[index] = 0;
    events.push({
      ...none,
      type: "innings",
      inningsNo: index + 1,
      action: "start",
      team: teamOf(index + 1),
      patch: { balls: [...running] },
    });
  }

  let ball: Extract<PendingEvent, { type: "ball" }> | null = null;
  let wicket: PendingEvent | null = null;
  const flush = () => {
    if (ball) events.push(ball);
    if (wicket) events.push(wicket);
    ball = null;
    wicket = null;
  };
  for (const item of newItems) {
    const at = ballOf(item);
    if (item.kind === "ball") {
      flush();
      const position = at && after.balls.length ? at.seq : null;
      if (position !== null && at) {
        // Every new ball, in order, exactly once.
        if (position !== (running[at.inningsIndex] ?? 0)) return null;
        running[at.inningsIndex] = position + 1;
      }
      ball = {
        type: "ball",
        inningsNo: item.inningsNo,
        position,
        overLabel: item.overLabel,
        event: item.event,
        commentary: [item],
        patch: position !== null ? { balls: [...running] } : {},
      };
      if (item.highlights & WICKET_BIT) {
        wicket = {
          ...none,
          type: "wicket",
          inningsNo: item.inningsNo,
          position,
          text: item.text,
          lastWicket: after.miniscore?.lastWicket ?? null,
        };
      }
    } else if (item.kind === "milestone" && ball && at && ball.position === at.seq && ball.inningsNo === item.inningsNo) {
      ball.commentary.push(item);
    } else if (item.kind === "over") {
      flush();
      events.push({ type: "over", inningsNo: item.inningsNo, over: item.over, commentary: [item], patch: {} });
    } else {
      flush();
      const last = events.at(-1);
      if (last?.type === "commentary") last.commentary.push(item);
      else events.push({ type: "commentary", commentary: [item], patch: {} });
    }
  }
  flush();
  if (after.balls.some((n, i) => n !== (running[i] ?? 0))) return null;
  if (revised.length) {
    const first = events[0];
    if (first) first.commentary = [...revised, ...first.commentary];
    else events.push({ type: "commentary", commentary: revised, patch: {} });
  }

  const lastBall = [...events].reverse().find((e) => e.type === "ball");
  if (lastBall && hints.delivery) lastBall.delivery = hints.delivery;

  // The scores, the live box and the status line ("need 37 runs in 21 balls") come with the last
  // event; a change of state (Innings Break, Lunch, …) is an event of its own.
  const scores: SnapshotPatch = { innings: after.innings, miniscore: after.miniscore, balls: after.balls };
  // The win probability rides with the scores (no request of its own).
  if (after.forecast !== undefined) scores.forecast = after.forecast;
  if (after.status !== before.status) scores.status = after.status;
  const statusChanged = after.state !== before.state || (after.status !== before.status && events.length === 0);
  const statusPatch: SnapshotPatch = { state: after.state, status: after.status };
  if (hints.inningsEnded !== undefined) {
    events.push({
      ...none,
      type: "innings",
      inningsNo: hints.inningsEnded,
      action: "end",
      team: teamOf(hints.inningsEnded),
      patch: { ...scores, ...statusPatch },
    });
  } else if (statusChanged || events.length === 0) {
    events.push({ ...none, type: "status", state: after.state, status: after.status, patch: { ...scores, ...statusPatch } });
  } else {
    const last = events.at(-1)!;
    last.patch = { ...last.patch, ...scores };
  }

  // Folding them in must give `after` exactly.
  let state: LiveSnapshot | null = before;
  let seq = before.seq;
  for (const event of events) {
    seq += 1;
    const applied = applyMatchEvent(state, { ...event, seq, matchId: before.matchId, at: 0 } as MatchEvent);
    if (applied.outcome !== "applied") return null;
    state = applied.state;
  }
  return state && sameJson(comparable(state), comparable(after)) ? events : null;
}
