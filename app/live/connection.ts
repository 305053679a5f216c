/**
 * One live subscription, without a socket library and without React: the browser hooks wrap it,
 * and the benchmark runs thousands of them in Node (Node 24 has the same WebSocket). It
 *
 * - starts from the state the server rendered (or none) and connects with `?since=SEQ`;
 * - applies messages in seq order, ignores duplicates, and on a gap asks the server to resync
 *   (backlog from its seq, or a fresh snapshot);
 * - reconnects after a drop with exponential backoff and jitter, resuming from its seq;
 * - pings every 25 s (the runtime answers "pong" without waking the room) and treats a silent
 *   socket as dropped;
 * - polls the same URL over HTTP only when WebSockets cannot connect at all (several attempts that
 *   never opened), and goes back to the socket as soon as one opens.
 */
import type { Applied } from "./reducer.ts";

export type ConnectionStatus = "connecting" | "live" | "reconnecting" | "polling" | "closed";

export interface ConnectionState<S> {
  state: S | null;
  status: ConnectionStatus;
  /** client time (ms) of the last message applied, null before any */
  receivedAt: number | null;
}

export interface LiveConnectionOptions<S extends { seq: number }, M extends { type: string; seq: number }> {
  /** ws:// or wss:// URL of the live endpoint, without a query */
  url: string;
  /**
   * The viewer's key (`?v=` on the socket's URL): the router hashes it to the match's relay, so a
   * reconnect lands on the relay it left (docs/decisions/062-relay-tree.md). None: any relay.
   */
  viewer?: string;
  initial: S | null;
  apply(state: S | null, message: M): Applied<S | null>;
  /** http(s) URL polled as a fallback; default: `url` with the ws scheme swapped for http */
  pollUrl?: string;
  /** polling cadence for a state (3 s live, 10 s otherwise, as the spec's polling) */
  pollIntervalMs?(state: S | null): number;
  WebSocket?: typeof WebSocket;
  fetch?: typeof fetch;
  random?(): number;
  now?(): number;
  /** first reconnect delay and the cap (before jitter) */
  backoff?: { initialMs: number; maxMs: number };
  /** connects that never opened, in a row, before falling back to polling */
  failuresBeforePolling?: number;
  heartbeatMs?: number;
  /** no frame (not even "pong") for this long: the socket is dead */
  silentMs?: number;
  /** every message received, with what applying it did (instrumentation: tests, benchmark) */
  onMessage?(message: M, outcome: Applied<S | null>["outcome"]): void;
}

/** Close code of a room whose match was deleted. */
export const GONE = 4404;

const DEFAULTS = {
  backoff: { initialMs: 500, maxMs: 30_000 },
  failuresBeforePolling: 3,
  heartbeatMs: 25_000,
  silentMs: 60_000,
};

/** The reconnect delay before attempt `attempt` (0-based): exponential, capped, "equal jitter". */
export function backoffDelay(attempt: number, backoff: { initialMs: number; maxMs: number }, random: () => number): number {
  const ceiling = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export class LiveConnection<S extends { seq: number }, M extends { type: string; seq: number }> {
  private readonly options: LiveConnectionOptions<S, M>;
  private readonly WS: typeof WebSocket;
  private current: ConnectionState<S>;
  private listeners = new Set<(state: ConnectionState<S>) => void>();
  private socket: WebSocket | null = null;
  private opened = false;
  private everOpened = false;
  private attempt = 0;
  private failures = 0;
  private stopped = true;
  private resyncPending = false;
  private lastFrameAt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  private polling = false;
  private paused = false;

  constructor(options: LiveConnectionOptions<S, M>) {
    this.options = options;
    const WS = options.WebSocket ?? (globalThis as { WebSocket?: typeof WebSocket }).WebSocket;
    if (!WS) throw new Error("LiveConnection needs a WebSocket implementation");
    this.WS = WS;
    this.current = { state: options.initial, status: "connecting", receivedAt: null };
  }

  get snapshot(): ConnectionState<S> {
    return this.current;
  }

  subscribe(listener: (state: ConnectionState<S>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.clearTimers();
    this.stopPolling();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
      try {
        socket.close(1000);
      } catch {
        // already closed
      }
    }
    this.set({ status: "closed" });
  }

  /** Drops the socket as a network failure would (tests and the churn benchmark); it reconnects. */
  drop(): void {
    this.socket?.close(1000, "dropped");
  }

  /** Reconnect now (the browser came back online, the tab became visible). */
  reconnectNow(): void {
    if (this.stopped || this.opened) return;
    this.paused = false;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (!this.socket) this.connect();
  }

  /** The browser says it is offline: let the socket go and wait for `reconnectNow`. */
  pause(): void {
    if (this.stopped) return;
    this.paused = true;
    this.stopPolling();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.socket?.close(1000, "offline");
    this.set({ status: "reconnecting" });
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private set(patch: Partial<ConnectionState<S>>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of this.listeners) listener(this.current);
  }

  private connect(): void {
    if (this.stopped) return;
    const since = this.current.state?.seq;
    const query = [
      ...(this.options.viewer !== undefined ? [`v=${encodeURIComponent(this.options.viewer)}`] : []),
      ...(since !== undefined ? [`since=${since}`] : []),
    ];
    const url = query.length > 0 ? `${this.options.url}?${query.join("&")}` : this.options.url;
    this.opened = false;
    this.resyncPending = false;
    if (!this.polling) this.set({ status: this.everOpened || this.attempt > 0 ? "reconnecting" : "connecting" });
    let socket: WebSocket;
    try {
      socket = new this.WS(url);
    } catch {
      this.onClosed();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (socket !== this.socket) return;
      this.opened = true;
      this.everOpened = true;
      this.attempt = 0;
      this.failures = 0;
      this.lastFrameAt = this.now();
      this.stopPolling();
      this.set({ status: "live" });
      this.startHeartbeat();
    };
    socket.onmessage = (event) => {
      if (socket !== this.socket) return;
      this.lastFrameAt = this.now();
      if (typeof event.data !== "string" || event.data === "pong") return;
      let parsed: M | M[];
      try {
        parsed = JSON.parse(event.data) as M | M[];
      } catch {
        return;
      }
      // A frame holds one message, or several (an array, in seq order).
      if (Array.isArray(parsed)) for (const message of parsed) this.receive(message);
      else this.receive(parsed);
    };
    socket.onerror = () => {
      // a close event follows
    };
    socket.onclose = (event) => {
      if (socket !== this.socket) return;
      // 4404: the match is gone (deleted); nothing will come back.
      if ((event as CloseEvent | undefined)?.code === GONE) {
        this.stop();
        return;
      }
      this.onClosed();
    };
  }

  private onClosed(): void {
    const neverOpened = !this.opened;
    this.socket = null;
    this.opened = false;
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = null;
    if (this.stopped) return;
    if (this.paused) {
      this.set({ status: "reconnecting" });
      return;
    }
    if (neverOpened) this.failures += 1;
    const fallBack = !this.everOpened && this.failures >= (this.options.failuresBeforePolling ?? DEFAULTS.failuresBeforePolling);
    if (fallBack) this.startPolling();
    else if (!this.polling) this.set({ status: "reconnecting" });
    const delay = backoffDelay(this.attempt, this.options.backoff ?? DEFAULTS.backoff, this.options.random ?? Math.random);
    this.attempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private receive(message: M): void {
    const result = this.options.apply(this.current.state, message);
    this.options.onMessage?.(message, result.outcome);
    if (result.outcome === "applied") {
      this.resyncPending = false;
      this.set({ state: result.state, receivedAt: this.now() });
    } else if (result.outcome === "gap" && !this.resyncPending && this.socket && this.opened) {
      // The server answers with its backlog after our seq, or a fresh snapshot.
      this.resyncPending = true;
      this.socket.send(JSON.stringify({ type: "resync", since: this.current.state?.seq ?? null }));
    }
  }

  private startHeartbeat(): void {
    const every = this.options.heartbeatMs ?? DEFAULTS.heartbeatMs;
    const silent = this.options.silentMs ?? DEFAULTS.silentMs;
    this.heartbeatTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket || !this.opened) return;
      if (this.now() - this.lastFrameAt > silent) {
        socket.close(1000, "silent");
        return;
      }
      try {
        socket.send("ping");
      } catch {
        // closing
      }
    }, every);
  }

  private startPolling(): void {
    if (this.polling) return;
    this.polling = true;
    this.set({ status: "polling" });
    const tick = async () => {
      if (!this.polling || this.stopped) return;
      await this.pollOnce();
      if (!this.polling || this.stopped) return;
      const interval = this.options.pollIntervalMs?.(this.current.state) ?? 3_000;
      this.pollTimer = setTimeout(tick, interval);
    };
    void tick();
  }

  private stopPolling(): void {
    this.polling = false;
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
  }

  private async pollOnce(): Promise<void> {
    const base = this.options.pollUrl ?? this.options.url.replace(/^ws(s?):/, "http$1:");
    const doFetch = this.options.fetch ?? fetch;
    const ask = async (since: number | undefined) => {
      const response = await doFetch(since !== undefined ? `${base}?since=${since}` : base, { headers: { accept: "application/json" } });
      if (!response.ok) return null;
      return ((await response.json()) as { messages: M[] }).messages;
    };
    try {
      const messages = await ask(this.current.state?.seq);
      if (!messages) return;
      let gap = false;
      for (const message of messages) {
        const result = this.options.apply(this.current.state, message);
        this.options.onMessage?.(message, result.outcome);
        if (result.outcome === "applied") this.set({ state: result.state, receivedAt: this.now() });
        if (result.outcome === "gap") gap = true;
      }
      if (gap) {
        for (const message of (await ask(undefined)) ?? []) {
          const result = this.options.apply(this.current.state, message);
          if (result.outcome === "applied") this.set({ state: result.state, receivedAt: this.now() });
        }
      }
    } catch {
      // offline: try again next tick
    }
  }

  private clearTimers(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.reconnectTimer = null;
    this.heartbeatTimer = null;
  }
}
