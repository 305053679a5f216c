/**
 * A room's memory, in its own SQLite storage: the current snapshot and the last BACKLOG messages
 * (serialized once, sent as they are). A client resuming with `since` gets the messages after it
 * when the backlog still holds them all, else a fresh snapshot.
 */
export const BACKLOG = 1_000;

export class Backlog<S extends { seq: number; updatedAt: number }> {
  private readonly storage: DurableObjectStorage;
  private readonly snapshotMessage: (state: S) => unknown;
  state: S | null;

  constructor(storage: DurableObjectStorage, snapshotMessage: (state: S) => unknown) {
    this.storage = storage;
    this.snapshotMessage = snapshotMessage;
    const sql = storage.sql;
    sql.exec("CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)");
    sql.exec("CREATE TABLE IF NOT EXISTS room (key TEXT PRIMARY KEY, value TEXT NOT NULL)");
    this.state = this.read<S>("snapshot");
  }

  read<T>(key: string): T | null {
    const row = this.storage.sql.exec<{ value: string }>("SELECT value FROM room WHERE key = ?", key).toArray()[0];
    return row ? (JSON.parse(row.value) as T) : null;
  }

  write(key: string, value: unknown): void {
    this.storage.sql.exec("INSERT OR REPLACE INTO room (key, value) VALUES (?, ?)", key, JSON.stringify(value));
  }

  /** The first snapshot (seq 0), before any message. */
  begin(state: S): void {
    this.state = state;
    this.write("snapshot", state);
  }

  /** Records messages (already serialized, seqs state.seq - n + 1 … state.seq) and the state they lead to. */
  append(bodies: string[], state: S): void {
    const sql = this.storage.sql;
    this.storage.transactionSync(() => {
      let seq = state.seq - bodies.length;
      for (const body of bodies) sql.exec("INSERT OR REPLACE INTO events (seq, body) VALUES (?, ?)", ++seq, body);
      sql.exec("DELETE FROM events WHERE seq <= ?", state.seq - BACKLOG);
      this.write("snapshot", state);
    });
    this.state = state;
  }

  snapshotBody(): string {
    return JSON.stringify(this.snapshotMessage(this.state!));
  }

  /** What a client at `since` (null: nothing yet) needs to be current. */
  catchUp(since: number | null): string[] {
    return this.catchUpFrom(since).bodies;
  }

  /** The same, saying whether it is the messages after `since` or a fresh snapshot, and the seq it ends at. */
  catchUpFrom(since: number | null): CatchUp {
    const state = this.state;
    if (!state) return { seq: -1, bodies: [], snapshot: false };
    const snapshot = { seq: state.seq, bodies: [this.snapshotBody()], snapshot: true };
    if (since === null || since < 0 || since > state.seq) return snapshot;
    if (since === state.seq) return { seq: state.seq, bodies: [], snapshot: false };
    const rows = this.storage.sql.exec<{ body: string }>("SELECT body FROM events WHERE seq > ? ORDER BY seq", since).toArray();
    return rows.length === state.seq - since ? { seq: state.seq, bodies: rows.map((row) => row.body), snapshot: false } : snapshot;
  }
}

/**
 * A catch-up: the messages after a seq (ending at `seq`), or one fresh snapshot at `seq`
 * (`snapshot`) when the backlog no longer reaches back or the client had nothing.
 */
export interface CatchUp {
  seq: number;
  bodies: string[];
  snapshot: boolean;
}

export function parseSince(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !/^\d{1,15}$/.test(value)) return null;
  return Number(value);
}

/** Several messages travel as one frame: a JSON array of them, in seq order. */
export function frame(bodies: string[]): string | null {
  if (bodies.length === 0) return null;
  return bodies.length === 1 ? bodies[0]! : `[${bodies.join(",")}]`;
}

/** One frame per socket, however many messages (a ball and the over it completes go together). */
export function broadcast(sockets: WebSocket[], bodies: string[]): void {
  const data = frame(bodies);
  if (data === null) return;
  for (const socket of sockets) {
    try {
      socket.send(data);
    } catch {
      // closing: its close handler tidies up
    }
  }
}

export function sendTo(socket: WebSocket, bodies: string[]): void {
  const data = frame(bodies);
  if (data !== null) socket.send(data);
}

export const LIVE_STATES: ReadonlySet<string> = new Set(["In Progress", "Innings Break", "Lunch", "Stumps", "Delay", "Toss"]);

/** The spec's cadence: 3 s while a match is live, 10 s otherwise. */
export function cadenceOf(state: string | undefined): number {
  return state && LIVE_STATES.has(state) ? 3_000 : 10_000;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "cache-control": "no-store" } });
}

/**
 * Answers a hibernated socket's close: the runtime leaves the closing handshake to us. 1005 and 1006
 * (no code, abnormal) may not be sent back, so those get 1000.
 */
export function closeBack(socket: WebSocket, code: number): void {
  try {
    socket.close(code === 1005 || code === 1006 ? 1000 : code, "closing");
  } catch {
    // already closed
  }
}
