/**
 * MatchRelay: one of a match's K relays (docs/decisions/062-relay-tree.md), named
 * `{matchId}:{index}`. It holds up to N viewers' WebSockets (hibernatable: an idle relay costs no
 * memory) and sends them what the match's room (MatchRoom, the single writer) delivers, once per
 * ball, with the room's seq untouched.
 *
 * - Joining: the first viewer makes the relay join the room (which then delivers to it); a viewer's
 *   `?since=` is answered from the relay's recent messages when they reach back far enough, else by
 *   the room (`join`), which also brings the relay itself up to date first.
 * - In order, exactly once: the relay keeps the seq it has sent (in its storage, so it survives
 *   eviction); a delivery it already has is dropped, one that skips ahead makes it fetch the
 *   missing messages from the room's backlog first (a lost delivery, a room restart).
 * - Emptied when idle: when its last viewer leaves it leaves the room and deletes its storage.
 * - Counts: how many viewers it holds goes to the room at most every REPORT_EVERY_MS; the room
 *   plans K from them.
 */
import { DurableObject } from "cloudflare:workers";
import { parseId } from "../../app/data/ids.ts";
import { broadcast, type CatchUp, closeBack, json, parseSince, sendTo } from "./backlog.ts";
import { RELAY_HEADER, relayCapacity } from "./relays.ts";

const JOINED = "joined";

/** Messages kept in memory to answer `?since=` and resyncs without the room. */
export const RECENT = 64;
const REPORT_EVERY_MS = 500;

interface Joined {
  matchId: number;
  index: number;
  /** the last seq sent to this relay's sockets */
  seq: number;
}

export class MatchRelay extends DurableObject<Env> {
  private joined: Joined | null;
  /** recent[i] is the message with seq recentFirst + i; the last one is joined.seq */
  private recent: string[] = [];
  private recentFirst = 0;
  /** the last snapshot the room gave this relay, for viewers with nothing (then recent after it) */
  private snapshot: { seq: number; body: string } | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private reportTimer: ReturnType<typeof setTimeout> | null = null;
  /** viewers accepted into the queue, not yet connected */
  private waiting = 0;
  private reportedAt = 0;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.joined = null;
    void ctx.blockConcurrencyWhile(async () => {
      this.joined = (await ctx.storage.get<Joined>(JOINED)) ?? null;
      if (this.joined) this.recentFirst = this.joined.seq + 1;
    });
    // Answered by the runtime, without waking a hibernated relay.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  // ── Viewers ──────────────────────────────────────────────────────────────────────────────────

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const matchId = parseId(/\/live\/match\/([^/]+)/.exec(url.pathname)?.[1]);
    const index = Number(request.headers.get(RELAY_HEADER));
    if (matchId === null || !Number.isSafeInteger(index) || index < 0) return json({ success: false, error: "not a relay request" }, 400);
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return json({ success: false, error: "a relay holds WebSockets only" }, 400);
    }
    const since = parseSince(url.searchParams.get("since"));
    // Full (with the viewers still waiting their turn): said at once, not after the queue, so the
    // router moves on to the next relay quickly in a connect storm.
    const capacity = relayCapacity(this.env);
    if (this.ctx.getWebSockets().length + this.waiting >= capacity) {
      this.reportNow();
      return json({ success: false, error: "relay full" }, 409);
    }
    this.waiting++;
    return this.serialised(async () => {
      this.waiting--;
      if (this.open().length >= capacity) return json({ success: false, error: "relay full" }, 409);
      const bodies = await this.catchUp(matchId, index, since);
      if (bodies === null) return json({ success: false, error: `No match ${matchId}` }, 404);
      const { 0: client, 1: server } = new WebSocketPair();
      this.ctx.acceptWebSocket(server);
      server.serializeAttachment({ connectedAt: Date.now(), since });
      sendTo(server, bodies);
      this.scheduleReport();
      return new Response(null, { status: 101, webSocket: client });
    });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== "string") return;
    let parsed: { type?: string; since?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (parsed.type !== "resync" || !this.joined) return;
    const since = typeof parsed.since === "number" ? parsed.since : null;
    await this.serialised(async () => {
      if (!this.joined) return;
      const bodies = this.local(since) ?? (await this.room(this.joined.matchId).catchUpFor(this.joined.matchId, since)).bodies;
      sendTo(socket, bodies);
    });
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    closeBack(socket, code);
    await this.serialised(async () => {
      if (!this.joined) return;
      if (this.open().filter((other) => other !== socket).length > 0) {
        this.scheduleReport();
        return;
      }
      // The last viewer left: leave the room, forget everything (nothing to keep for nobody).
      const { matchId, index } = this.joined;
      this.forgetAll();
      await this.room(matchId).leave(matchId, index);
    });
  }

  override async webSocketError(): Promise<void> {
    // the close handler follows
  }

  // ── From the room ────────────────────────────────────────────────────────────────────────────

  /**
   * The room's messages `first` … `first + bodies.length - 1`, sent once to every socket. False: this
   * relay has not joined (or has left) the match, and the room stops delivering to it.
   */
  async deliver(matchId: number, first: number, bodies: string[]): Promise<boolean> {
    return this.serialised(async () => {
      const joined = this.joined;
      if (!joined || joined.matchId !== matchId) return false;
      // One list of the sockets per ball: getWebSockets() costs per socket (a closing one's send just fails).
      const sockets = this.ctx.getWebSockets();
      if (sockets.length === 0) {
        // Restarted without its sockets (they were closed with the old instance): leave.
        this.forgetAll();
        return false;
      }
      const last = first + bodies.length - 1;
      if (last <= joined.seq) return true; // already sent
      if (first > joined.seq + 1) {
        // Some messages never arrived (a lost delivery, a restarted room): the backlog has them.
        this.absorb(await this.room(matchId).catchUpFor(matchId, joined.seq), this.ctx.getWebSockets());
        return true;
      }
      this.absorb({ seq: last, bodies: bodies.slice(joined.seq + 1 - first), snapshot: false }, sockets);
      return true;
    });
  }

  /** The match was deleted: close every socket (4404) and forget it. */
  async closeAll(code: number, reason: string): Promise<void> {
    await this.serialised(async () => {
      for (const socket of this.ctx.getWebSockets()) {
        try {
          socket.close(code, reason);
        } catch {
          // already closed
        }
      }
      this.forgetAll();
    });
  }

  /** How many sockets are open and the seq they are at (tests, diagnostics). */
  async state(): Promise<{ sockets: number; seq: number | null }> {
    return { sockets: this.open().length, seq: this.joined?.seq ?? null };
  }

  // ── Inside ───────────────────────────────────────────────────────────────────────────────────

  /** What a viewer at `since` needs, from here when possible, else from the room (joining it). null: no such match. */
  private async catchUp(matchId: number, index: number, since: number | null): Promise<string[] | null> {
    if (this.joined?.matchId === matchId) {
      const local = this.local(since);
      if (local) return local;
    }
    const answer = await this.room(matchId).join(matchId, index, since, this.joined?.matchId === matchId ? this.joined.seq : null);
    if (!answer) return null;
    if (this.joined?.matchId === matchId && answer.relay) {
      this.absorb(answer.relay);
    } else {
      this.joined = { matchId, index, seq: answer.viewer.seq };
      this.recent = [];
      this.recentFirst = answer.viewer.seq + 1;
      this.store();
    }
    if (answer.viewer.snapshot && answer.viewer.seq === this.joined!.seq)
      this.snapshot = { seq: answer.viewer.seq, body: answer.viewer.bodies[0]! };
    return answer.viewer.bodies;
  }

  /** From memory: the messages after `since` (or the last snapshot and what followed it); null when memory does not reach. */
  private local(since: number | null): string[] | null {
    const joined = this.joined;
    if (!joined) return null;
    if (since !== null && since >= 0 && since <= joined.seq) {
      return since + 1 >= this.recentFirst ? this.recent.slice(since + 1 - this.recentFirst) : null;
    }
    // A viewer ahead of this relay (it came from a relay further on): the room knows better.
    if (since !== null && since > joined.seq) return null;
    const snapshot = this.snapshot;
    if (snapshot && snapshot.seq + 1 >= this.recentFirst && snapshot.seq <= joined.seq) {
      return [snapshot.body, ...this.recent.slice(snapshot.seq + 1 - this.recentFirst)];
    }
    return null;
  }

  /** Sends a catch-up that starts right after this relay's seq to its sockets, and remembers it. */
  private absorb(change: CatchUp, sockets: WebSocket[] = this.ctx.getWebSockets()): void {
    const joined = this.joined!;
    if (change.seq <= joined.seq) return;
    if (change.bodies.length > 0) broadcast(sockets, change.bodies);
    if (change.snapshot) {
      this.snapshot = { seq: change.seq, body: change.bodies[0]! };
      this.recent = [];
      this.recentFirst = change.seq + 1;
    } else {
      this.recent.push(...change.bodies);
      const over = this.recent.length - RECENT;
      if (over > 0) {
        this.recent.splice(0, over);
        this.recentFirst += over;
      }
    }
    joined.seq = change.seq;
    this.store();
  }

  /**
   * Keeps the seq for a relay woken from hibernation. Unconfirmed: the sends of the ball are not
   * held until it is on disk (the output gate), which they need not be: a write lost in a crash
   * goes with the sockets, which a crash closes (their pages resume by seq).
   */
  private store(): void {
    void this.ctx.storage.put(JOINED, { ...this.joined! }, { allowUnconfirmed: true });
  }

  private forgetAll(): void {
    this.joined = null;
    this.recent = [];
    this.recentFirst = 0;
    this.snapshot = null;
    if (this.reportTimer) clearTimeout(this.reportTimer);
    this.reportTimer = null;
    void this.ctx.storage.deleteAll();
  }

  private open(): WebSocket[] {
    return this.ctx.getWebSockets().filter((socket) => socket.readyState === WebSocket.OPEN);
  }

  /** Tells the room how many viewers this relay holds, at most every REPORT_EVERY_MS. */
  private scheduleReport(): void {
    if (this.reportTimer || !this.joined) return;
    this.reportTimer = setTimeout(() => {
      this.reportTimer = null;
      this.reportNow(true);
    }, REPORT_EVERY_MS);
  }

  /** At once: a full relay's (the room should plan more relays now) at most once per REPORT_EVERY_MS, the timer's always. */
  private reportNow(always = false): void {
    const joined = this.joined;
    if (!joined || (!always && Date.now() - this.reportedAt < REPORT_EVERY_MS)) return;
    this.reportedAt = Date.now();
    const count = this.ctx.getWebSockets().length;
    this.ctx.waitUntil(
      this.room(joined.matchId)
        .report(joined.matchId, joined.index, count)
        .catch((error: unknown) => console.warn("relay count not reported", error)),
    );
  }

  private room(matchId: number) {
    return this.env.MATCH_ROOM.get(this.env.MATCH_ROOM.idFromName(String(matchId)));
  }

  private serialised<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
