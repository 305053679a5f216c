/**
 * MatchRoom: one Durable Object per match (named by the match id) that every open page of the
 * match is connected to (docs/decisions/006-live-fan-out.md).
 *
 * - Push: a scored match's commands (balls, innings, toss, state, result) run here one at a time,
 *   are written to D1, and what changed goes out at once to every socket.
 * - Pull: a demo-clock replay or an upstream match is polled by the room alone, on an alarm at the
 *   spec's cadence (3 s live, 10 s otherwise), only while someone listens and the match is not over.
 *   A provider's match: each tick reads the smallest answer that carries the score (the mini score,
 *   `liveScoreMark`), and the heavy snapshot (commentary) only every 10 s or when the mini score
 *   changed (decision 061); a source with nothing lighter (D1) has its snapshot read each tick.
 * - Out, through relays (decision 062): the room holds no viewer's socket. It sends each change's
 *   messages once to each of its K relays (MatchRelay), which hold the WebSockets and fan out; a
 *   relay joins with its seq and gets the backlog after it, and any relay that finds a gap asks the
 *   backlog again (`catchUpFor`). Relays report how many viewers they hold; `plan` says how many
 *   relays the router spreads new viewers over. The polling fallback (no Upgrade header) is still
 *   answered here, with the same messages as JSON.
 * The last good snapshot and the backlog live in the object's own storage, so a restart or a
 * failing source never blanks a page.
 */
import { DurableObject } from "cloudflare:workers";
import type { CricketData } from "../../app/data/contract.ts";
import { parseId } from "../../app/data/ids.ts";
import { sourceFor } from "../../app/data/index.server.ts";
import type { MatchSummary } from "../../app/data/schemas.ts";
import type { LiveSnapshot, MatchEvent } from "../../app/live/protocol.ts";
import { applyMatchEvent } from "../../app/live/reducer.ts";
import {
  loadScoredMatch,
  notScored,
  runCommand,
  ScoredLiveBuilder,
  ScoringError,
  type ChangeHints,
  type CommandAnswer,
  type CommandOutcome,
  type ScoredMatch,
  type ScoringCommand,
} from "../../app/scoring/index.server.ts";
import { Backlog, cadenceOf, type CatchUp, json, parseSince } from "./backlog.ts";
import type { MatchRelay } from "./match-relay.ts";
import { publication } from "./publication.ts";
import { relayCapacity, relayName, relaysFor } from "./relays.ts";

/** What a relay joining the room gets: its viewer's catch-up, its own (null: it had nothing), the room's seq. */
export interface JoinAnswer {
  viewer: CatchUp;
  relay: CatchUp | null;
}

/** scoring: commands pushed in by scorers; pull: the configured source, polled (a replay, an upstream match). */
type Mode = "scoring" | "pull";

const TICKER_EVERY_MS = 1_000;
/** How often the heavy snapshot is read while the mini score does not change. */
export const HEAVY_EVERY_MS = 10_000;

export class MatchRoom extends DurableObject<Env> {
  private backlog: Backlog<LiveSnapshot>;
  private matchId: number | null;
  private mode: Mode | null;
  private scored: ScoredMatch | null = null;
  /** the scored match's snapshot, kept ball by ball (decision 024) */
  private scoredView = new ScoredLiveBuilder();
  private queue: Promise<unknown> = Promise.resolve();
  private starting: Promise<boolean> | null = null;
  private refreshing: Promise<void> | null = null;
  private source: CricketData | null = null;
  private lastPollAt = 0;
  /** when the source last answered a poll (0: not since this instance started) */
  private lastAnsweredAt = 0;
  private lastHttpPollAt = 0;
  /** when the snapshot (the heavy calls) was last read */
  private lastHeavyAt = 0;
  /** the last mini score mark (undefined: none read yet) */
  private lastMark: string | undefined = undefined;
  /** false once the source said it has nothing lighter than its snapshot for this match */
  private marks = true;
  private tickerPending: MatchSummary | null = null;
  private tickerState: string | null = null;
  private tickerTimer: ReturnType<typeof setTimeout> | null = null;
  /** the relays delivered to, and the viewers each last reported (kept in storage: a restarted room goes on delivering) */
  private relays = new Map<number, number>();
  private relayStubs = new Map<number, DurableObjectStub<MatchRelay>>();

  private readonly snapshotMessage = (snapshot: LiveSnapshot): MatchEvent => ({
    type: "snapshot",
    seq: snapshot.seq,
    matchId: snapshot.matchId,
    at: snapshot.updatedAt,
    snapshot,
  });

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.backlog = new Backlog<LiveSnapshot>(ctx.storage, this.snapshotMessage);
    const room = this.backlog.read<{ matchId: number; mode: string }>("room");
    this.matchId = room?.matchId ?? null;
    // Rooms stored before "pull" was one mode said "embedded" or "upstream".
    this.mode = room ? (room.mode === "scoring" ? "scoring" : "pull") : null;
    ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS relays (idx INTEGER PRIMARY KEY, sockets INTEGER NOT NULL)");
    for (const row of ctx.storage.sql.exec<{ idx: number; sockets: number }>("SELECT idx, sockets FROM relays")) {
      this.relays.set(row.idx, row.sockets);
    }
  }

  // ── Out: sockets and the polling fallback ────────────────────────────────────────────────────

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    // The router let only a valid id through; the room is named by it.
    const matchId = parseId(/\/live\/match\/([^/]+)/.exec(url.pathname)?.[1]) ?? 0;
    if (!(await this.start(matchId))) return json({ success: false, error: `No match ${matchId}` }, 404);
    const since = parseSince(url.searchParams.get("since"));
    // Viewers' sockets are the relays' (the router sends them there): here, the polling fallback.
    if (request.headers.get("upgrade")?.toLowerCase() === "websocket") {
      return json({ success: false, error: "live sockets go through a relay (GET /live/match/{id})" }, 400);
    }
    this.lastHttpPollAt = Date.now();
    if (this.pulls()) {
      await this.refreshIfStale();
      await this.ensureAlarm();
    }
    return new Response(`{"messages":[${this.backlog.catchUp(since).join(",")}]}`, {
      headers: { "content-type": "application/json", "cache-control": "no-store" },
    });
  }

  // ── The relays ───────────────────────────────────────────────────────────────────────────────

  /** How many relays new viewers are spread over (K) and how many sockets each holds at most (N); null for an unknown match. */
  async plan(matchId: number): Promise<{ relays: number; capacity: number } | null> {
    if (!(await this.start(matchId))) return null;
    const capacity = relayCapacity(this.env);
    let viewers = 0;
    for (const sockets of this.relays.values()) viewers += sockets;
    return { relays: relaysFor(viewers, capacity), capacity };
  }

  /**
   * A relay's viewer connects: the catch-up for the viewer's `since`, and for the relay's own seq
   * (null when it had none: a relay new to the match starts at the room's seq). The relay is
   * delivered to from now on. null for an unknown match.
   */
  async join(matchId: number, index: number, since: number | null, relaySince: number | null): Promise<JoinAnswer | null> {
    if (!(await this.start(matchId))) return null;
    if (this.pulls()) await this.refreshIfStale();
    if (!this.relays.has(index)) this.setRelay(index, 1);
    if (this.pulls()) await this.ensureAlarm();
    return { viewer: this.backlog.catchUpFrom(since), relay: relaySince === null ? null : this.backlog.catchUpFrom(relaySince) };
  }

  /** The messages after `since` (a relay that found a gap, a viewer's resync). */
  async catchUpFor(matchId: number, since: number | null): Promise<CatchUp> {
    if (!(await this.start(matchId))) return { seq: -1, bodies: [], snapshot: false };
    return this.backlog.catchUpFrom(since);
  }

  /** A relay's viewer count (it reports at most twice a second). */
  async report(matchId: number, index: number, sockets: number): Promise<void> {
    if (this.matchId !== matchId) return;
    if (sockets > 0) this.setRelay(index, sockets);
    else this.dropRelay(index);
  }

  /** A relay's last viewer left: no more deliveries to it. */
  async leave(matchId: number, index: number): Promise<void> {
    if (this.matchId !== matchId) return;
    this.dropRelay(index);
  }

  private setRelay(index: number, sockets: number): void {
    if (this.relays.get(index) === sockets) return;
    this.relays.set(index, sockets);
    this.ctx.storage.sql.exec("INSERT OR REPLACE INTO relays (idx, sockets) VALUES (?, ?)", index, sockets);
  }

  private dropRelay(index: number): void {
    if (!this.relays.delete(index)) return;
    this.relayStubs.delete(index);
    this.ctx.storage.sql.exec("DELETE FROM relays WHERE idx = ?", index);
  }

  private relay(index: number): DurableObjectStub<MatchRelay> {
    let stub = this.relayStubs.get(index);
    if (!stub) {
      stub = this.env.MATCH_RELAY.get(this.env.MATCH_RELAY.idFromName(relayName(this.matchId!, index)));
      this.relayStubs.set(index, stub);
    }
    return stub;
  }

  /**
   * The messages just appended to the backlog (ending at its seq), once to each relay. A relay that
   * answers false has left; one that fails (restarting) fetches what it missed on its next delivery
   * or when its viewers come back.
   */
  private fanOut(bodies: string[]): void {
    const matchId = this.matchId!;
    const first = this.backlog.state!.seq - bodies.length + 1;
    for (const index of this.relays.keys()) {
      const delivered = this.relay(index)
        .deliver(matchId, first, bodies)
        .then((joined) => {
          if (!joined) this.dropRelay(index);
        })
        .catch((error: unknown) => console.warn(`match ${matchId}: relay ${index} missed ${first}`, (error as Error).message));
      this.ctx.waitUntil(delivered);
    }
  }

  /** The current snapshot (loaders render it; the hook resumes from its seq); null for an unknown match. */
  async snapshot(matchId: number): Promise<LiveSnapshot | null> {
    if (!(await this.start(matchId))) return null;
    if (this.pulls()) await this.refreshIfStale();
    return this.backlog.state;
  }

  /** The match was deleted: close its sockets (4404), forget everything, tell the ticker. */
  async forget(matchId: number): Promise<void> {
    await this.serialised(async () => {
      if (this.matchId !== null && this.matchId !== matchId) return;
      if (this.matchId !== null) {
        const closing = [...this.relays.keys()].map((index) => this.relay(index).closeAll(4404, "match deleted"));
        await Promise.allSettled(closing);
      }
      this.relays.clear();
      this.relayStubs.clear();
      await this.ctx.storage.deleteAlarm();
      await this.ctx.storage.deleteAll();
      this.backlog = new Backlog<LiveSnapshot>(this.ctx.storage, this.snapshotMessage);
      this.ctx.storage.sql.exec("CREATE TABLE IF NOT EXISTS relays (idx INTEGER PRIMARY KEY, sockets INTEGER NOT NULL)");
      this.matchId = null;
      this.mode = null;
      this.scored = null;
      this.scoredView = new ScoredLiveBuilder();
      if (this.tickerTimer) clearTimeout(this.tickerTimer);
      this.tickerTimer = null;
      this.tickerPending = null;
      const ticker = this.env.TICKER.get(this.env.TICKER.idFromName("global"));
      await ticker.remove(matchId);
    });
  }

  /**
   * An editor wrote or removed a live blog entry: one sequenced "blog" event, so open pages (and
   * late joiners, from the backlog) read the page again. Nothing for a match with no room state.
   */
  async blogChanged(matchId: number): Promise<boolean> {
    return this.serialised(async () => {
      if (!(await this.start(matchId))) return false;
      const state = this.backlog.state!;
      const message: MatchEvent = { type: "blog", seq: state.seq + 1, matchId, at: Date.now(), patch: {}, commentary: [] };
      const body = JSON.stringify(message);
      this.backlog.append([body], applyMatchEvent(state, message).state!);
      this.fanOut([body]);
      return true;
    });
  }

  /** How many sockets the relays last reported (tests, diagnostics). */
  async connections(): Promise<number> {
    let sockets = 0;
    for (const count of this.relays.values()) sockets += count;
    return sockets;
  }

  // ── Push in: scoring commands ────────────────────────────────────────────────────────────────

  async command(matchId: number, command: ScoringCommand): Promise<CommandAnswer> {
    return this.serialised(async () => {
      if (!(await this.start(matchId)) || this.mode !== "scoring") return notScored(matchId);
      this.scored ??= await loadScoredMatch(this.env.DB, matchId);
      if (!this.scored) return notScored(matchId);
      let outcome: CommandOutcome;
      try {
        outcome = await runCommand(this.env.DB, this.scored, command, Date.now());
      } catch (error) {
        if (error instanceof ScoringError) return { status: error.status, body: { success: false, error: error.message } };
        // D1 and memory may disagree now: read the match again next time.
        this.scored = null;
        console.error(`match ${matchId}: ${command.kind} failed`, error);
        return { status: 500, body: { success: false, error: `could not be written: ${(error as Error).message}` } };
      }
      if (outcome.changed) {
        this.scored = outcome.match ?? (await loadScoredMatch(this.env.DB, matchId));
        if (this.scored) this.publishScored(outcome.hints);
      }
      return { status: outcome.status, body: outcome.body };
    });
  }

  /** One command at a time: D1 calls yield the object to other requests, this does not. */
  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private publishScored(hints?: ChangeHints): void {
    const now = Date.now();
    const { snapshot, summary } = this.scoredView.build(this.scored!, this.backlog.state!.seq, now);
    this.publish(snapshot, hints);
    this.pushToTicker(summary);
  }

  /**
   * The ticker hears of a state change at once and of scores at most once a second (the strip
   * needs no more, and a ball's own fan-out comes first).
   */
  private pushToTicker(summary: MatchSummary): void {
    this.tickerPending = summary;
    const send = () => {
      this.tickerTimer = null;
      const pending = this.tickerPending;
      this.tickerPending = null;
      if (!pending) return;
      this.tickerState = pending.state;
      const ticker = this.env.TICKER.get(this.env.TICKER.idFromName("global"));
      this.ctx.waitUntil(ticker.upsert(pending).catch((error: unknown) => console.warn("ticker update failed", error)));
    };
    if (summary.state !== this.tickerState) {
      if (this.tickerTimer) clearTimeout(this.tickerTimer);
      send();
    } else {
      this.tickerTimer ??= setTimeout(send, TICKER_EVERY_MS);
    }
  }

  /** Turns the change into events (or a snapshot when events cannot express it), stores and sends them. */
  private publish(after: LiveSnapshot, hints?: ChangeHints): void {
    const change = publication(this.backlog.state!, after, Date.now(), hints);
    if (!change) return;
    this.backlog.append(change.bodies, change.state);
    this.fanOut(change.bodies);
    // Web Push to the match's followers (decision 028): after the sockets, off the ball's path.
    if (change.alerts.length > 0 && this.env.ALERTS) {
      const messages = change.alerts.map((body) => ({ body, contentType: "json" as const }));
      this.ctx.waitUntil(this.env.ALERTS.sendBatch(messages).catch((error: unknown) => console.warn("alerts not queued", error)));
    }
  }

  // ── Which match, which source ────────────────────────────────────────────────────────────────

  private start(matchId: number): Promise<boolean> {
    if (!Number.isSafeInteger(matchId) || matchId <= 0) return Promise.resolve(false);
    if (this.backlog.state && this.matchId === matchId) return Promise.resolve(true);
    if (this.matchId !== null && this.matchId !== matchId) return Promise.resolve(false);
    this.starting ??= this.initialise(matchId).finally(() => (this.starting = null));
    return this.starting;
  }

  private async initialise(matchId: number): Promise<boolean> {
    const now = Date.now();
    let mode: Mode;
    let snapshot: LiveSnapshot | null;
    // A scored match is in D1 whatever the configured source; any other is the source's.
    this.scored = await loadScoredMatch(this.env.DB, matchId);
    if (this.scored) {
      mode = "scoring";
      snapshot = this.scoredView.build(this.scored, 0, now).snapshot;
    } else {
      mode = "pull";
      this.mode = mode;
      snapshot = await this.fromSource(matchId, 0);
      this.lastPollAt = now;
      this.lastHeavyAt = now;
      this.lastAnsweredAt = now;
    }
    if (!snapshot) return false;
    this.matchId = matchId;
    this.mode = mode;
    this.backlog.write("room", { matchId, mode });
    if (!this.backlog.state) this.backlog.begin(snapshot);
    return true;
  }

  // ── Pull in: polling a source, one request per tick however many listen ──────────────────────

  private pulls(): boolean {
    return this.mode === "pull";
  }

  private cadence(): number {
    return cadenceOf(this.backlog.state?.state);
  }

  private listened(): boolean {
    return this.relays.size > 0 || Date.now() - this.lastHttpPollAt < 2 * this.cadence();
  }

  private wantsPolling(): boolean {
    return this.pulls() && this.backlog.state?.state !== "Complete" && this.listened();
  }

  private async ensureAlarm(): Promise<void> {
    if (!this.wantsPolling()) return;
    if ((await this.ctx.storage.getAlarm()) !== null) return;
    await this.ctx.storage.setAlarm(Math.max(Date.now(), this.lastPollAt + this.cadence()));
  }

  private async refreshIfStale(): Promise<void> {
    if (Date.now() - this.lastPollAt >= this.cadence()) await this.refresh();
  }

  private refresh(): Promise<void> {
    this.refreshing ??= this.poll().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  private async poll(): Promise<void> {
    const now = Date.now();
    this.lastPollAt = now;
    let after: LiveSnapshot | null = null;
    try {
      if (await this.heavyDue(now)) {
        after = await this.fromSource(this.matchId!, this.backlog.state!.seq);
        this.lastHeavyAt = now;
      }
    } catch (error) {
      // Keep the last good snapshot and tell the listeners it is one; the next tick tries again.
      console.warn(`match ${this.matchId}: source poll failed`, (error as Error).message);
      this.signalSource(false);
      return;
    }
    this.lastAnsweredAt = now;
    this.signalSource(true);
    if (after) this.publish(after);
  }

  /**
   * Whether this tick reads the heavy snapshot: when the mini score changed since the last tick,
   * when it was last read 10 s ago or more, or always for a source with nothing lighter. The mini
   * score is read first (a failing one is the tick's failure, as the snapshot's would be).
   */
  private async heavyDue(now: number): Promise<boolean> {
    if (!this.marks) return true;
    this.source ??= sourceFor(this.env).source;
    const mark = await this.source.liveScoreMark(this.matchId!);
    if (mark === null) {
      this.marks = false;
      return true;
    }
    const changed = mark !== this.lastMark;
    this.lastMark = mark;
    return changed || now - this.lastHeavyAt >= HEAVY_EVERY_MS;
  }

  /**
   * A "source" event when the source stops answering (with when it last did) or answers again:
   * sequenced like any event, so sockets, the polling fallback and late joiners all learn it.
   */
  private signalSource(answering: boolean): void {
    const state = this.backlog.state!;
    const failing = state.staleSince !== undefined && state.staleSince !== null;
    if (answering !== failing) return;
    const message: MatchEvent = {
      type: "source",
      seq: state.seq + 1,
      matchId: state.matchId,
      at: Date.now(),
      patch: { staleSince: answering ? null : this.lastAnsweredAt || state.updatedAt },
      commentary: [],
    };
    const body = JSON.stringify(message);
    this.backlog.append([body], applyMatchEvent(state, message).state!);
    this.fanOut([body]);
  }

  /** The configured source's snapshot of the match (CricketData.liveSnapshot), at the room's seq. */
  private async fromSource(matchId: number, seq: number): Promise<LiveSnapshot | null> {
    this.source ??= sourceFor(this.env).source;
    const snapshot = await this.source.liveSnapshot(matchId);
    return snapshot && { ...snapshot, seq };
  }

  override async alarm(): Promise<void> {
    if (!this.backlog.state || !this.pulls() || !this.wantsPolling()) return;
    await this.refresh();
    // On a fixed grid from the last poll's start, so a tick is every 3 s, not 3 s plus the request.
    if (this.wantsPolling()) await this.ctx.storage.setAlarm(Math.max(Date.now() + 100, this.lastPollAt + this.cadence()));
  }
}
