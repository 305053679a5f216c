/**
 * Ticker: one Durable Object ("global") with every live match's score and status line, for the
 * match strip and the home slider (`GET /live/ticker`). Scored matches are pushed in by their
 * rooms as each ball lands; the rest come from the source's live list, polled by this object alone
 * every 3 s while someone listens. Messages: a snapshot, then `match` (one match changed or
 * appeared) and `remove` events, with their own seq.
 */
import { DurableObject } from "cloudflare:workers";
import type { CricketData } from "../../app/data/contract.ts";
import { sourceFor } from "../../app/data/index.server.ts";
import type { MatchSummary } from "../../app/data/schemas.ts";
import type { TickerEvent, TickerSnapshot } from "../../app/live/protocol.ts";
import { applyTickerEvent } from "../../app/live/reducer.ts";
import { Backlog, broadcast, closeBack, json, parseSince, sendTo } from "./backlog.ts";
import { sameJson } from "./events.ts";

const CADENCE = 3_000;
type Pending = TickerEvent extends infer E ? (E extends { type: "snapshot" } ? never : Omit<E, "seq" | "at">) : never;

export class Ticker extends DurableObject<Env> {
  private readonly backlog: Backlog<TickerSnapshot>;
  /** matches whose rooms push their updates (scored matches): the polled list does not override them */
  private pushed: Set<number>;
  private refreshing: Promise<void> | null = null;
  private source: CricketData | null = null;
  private lastPollAt = 0;
  private lastHttpPollAt = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.backlog = new Backlog<TickerSnapshot>(ctx.storage, (snapshot) => ({
      type: "snapshot",
      seq: snapshot.seq,
      at: snapshot.updatedAt,
      snapshot,
    }));
    this.pushed = new Set(this.backlog.read<number[]>("pushed") ?? []);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    const since = parseSince(new URL(request.url).searchParams.get("since"));
    if (!this.backlog.state || Date.now() - this.lastPollAt >= CADENCE) await this.refresh();
    if (request.headers.get("upgrade")?.toLowerCase() === "websocket") {
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      server.serializeAttachment({ connectedAt: Date.now() });
      sendTo(server, this.backlog.catchUp(since));
      await this.ensureAlarm();
      return new Response(null, { status: 101, webSocket: client });
    }
    this.lastHttpPollAt = Date.now();
    await this.ensureAlarm();
    return json({ messages: this.backlog.catchUp(since).map((body) => JSON.parse(body) as unknown) });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== "string") return;
    try {
      const parsed = JSON.parse(message) as { type?: string; since?: unknown };
      if (parsed.type === "resync") {
        sendTo(socket, this.backlog.catchUp(typeof parsed.since === "number" ? parsed.since : null));
      }
    } catch {
      // not ours
    }
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    closeBack(socket, code);
  }

  /** The current list (loaders render it first). */
  async snapshot(): Promise<TickerSnapshot> {
    if (!this.backlog.state || Date.now() - this.lastPollAt >= CADENCE) await this.refresh();
    return this.backlog.state!;
  }

  /** A room's latest summary of its (scored) match. */
  async upsert(match: MatchSummary): Promise<void> {
    if (!this.backlog.state) await this.refresh();
    if (!this.pushed.has(match.id)) {
      this.pushed.add(match.id);
      this.backlog.write("pushed", [...this.pushed]);
    }
    const current = this.backlog.state!.matches.find((m) => m.id === match.id);
    if (!current || !sameJson(current, match)) this.publish([{ type: "match", match }]);
  }

  /** A match that no longer exists (deleted). */
  async remove(matchId: number): Promise<void> {
    if (this.pushed.delete(matchId)) this.backlog.write("pushed", [...this.pushed]);
    if (this.backlog.state?.matches.some((m) => m.id === matchId)) this.publish([{ type: "remove", matchId }]);
  }

  private publish(events: Pending[]): void {
    if (!events.length) return;
    const at = Date.now();
    let state = this.backlog.state!;
    const bodies: string[] = [];
    for (const event of events) {
      const message = { ...event, seq: state.seq + 1, at } as TickerEvent;
      state = applyTickerEvent(state, message).state!;
      bodies.push(JSON.stringify(message));
    }
    this.backlog.append(bodies, state);
    broadcast(this.ctx.getWebSockets(), bodies);
  }

  private refresh(): Promise<void> {
    this.refreshing ??= this.poll().finally(() => (this.refreshing = null));
    return this.refreshing;
  }

  /** One request for the live list; what changed goes out as events. */
  private async poll(): Promise<void> {
    this.lastPollAt = Date.now();
    let live: MatchSummary[];
    try {
      this.source ??= sourceFor(this.env).source;
      live = await this.source.liveMatches();
    } catch (error) {
      console.warn("ticker: live list failed", (error as Error).message);
      if (!this.backlog.state) this.backlog.begin({ seq: 0, updatedAt: Date.now(), matches: [] });
      return;
    }
    if (!this.backlog.state) {
      this.backlog.begin({ seq: 0, updatedAt: Date.now(), matches: live });
      return;
    }
    const current = this.backlog.state.matches;
    const polled = new Map(live.map((m) => [m.id, m]));
    const events: Pending[] = [];
    for (const match of live) {
      if (this.pushed.has(match.id)) continue;
      const before = current.find((m) => m.id === match.id);
      if (!before || !sameJson(before, match)) events.push({ type: "match", match });
    }
    for (const match of current) {
      // A pushed match stays while its room says it is live, and goes once it is over and off the list.
      const keep = polled.has(match.id) || (this.pushed.has(match.id) && match.state !== "Complete");
      if (!keep) events.push({ type: "remove", matchId: match.id });
    }
    this.publish(events);
  }

  private listened(): boolean {
    return this.ctx.getWebSockets().length > 0 || Date.now() - this.lastHttpPollAt < 2 * CADENCE;
  }

  private async ensureAlarm(): Promise<void> {
    if (this.listened() && (await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + CADENCE);
  }

  override async alarm(): Promise<void> {
    if (!this.listened()) return;
    await this.refresh();
    if (this.listened()) await this.ctx.storage.setAlarm(Math.max(Date.now() + 100, this.lastPollAt + CADENCE));
  }
}
