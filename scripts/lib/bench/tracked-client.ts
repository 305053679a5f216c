/**
 * A live client as a browser runs it (app/live/connection.ts, the same reducer), instrumented for
 * the churn check and the latency benchmark: it notes each ball when it arrives, and checks that
 * every ball is applied exactly once (a snapshot stands for the balls it contains). Optionally it
 * drops its connection at random moments and lets the connection resume with `since`.
 */
import { LiveConnection } from "../../../app/live/connection.ts";
import type { LiveSnapshot, MatchEvent } from "../../../app/live/protocol.ts";
import { applyMatchEvent } from "../../../app/live/reducer.ts";

export interface ClientReport {
  /** ball events applied */
  applied: number;
  /** ball events applied for a position already applied */
  duplicated: number;
  /** positions jumped over by a ball event (never applied) */
  skipped: number;
  snapshots: number;
  drops: number;
  final: { seq: number; balls: number[]; innings: LiveSnapshot["innings"]; state: string } | null;
}

export interface TrackedClientOptions {
  url: string;
  /** the viewer key the connection sends (`?v=`), as a page does: reconnects go back to the same relay */
  viewer?: string;
  /** drop the socket every minMs…maxMs (random), while churning */
  churn?: { minMs: number; maxMs: number };
  random?: () => number;
  /** a ball event arrived (before it is applied) */
  onBall?: (inningsNo: number, position: number, receivedAt: number) => void;
  backoff?: { initialMs: number; maxMs: number };
}

const now = () => performance.timeOrigin + performance.now();

export class TrackedClient {
  readonly connection: LiveConnection<LiveSnapshot, MatchEvent>;
  private readonly options: TrackedClientOptions;
  private expected: number[] = [];
  private churnTimer: ReturnType<typeof setTimeout> | null = null;
  private churning = false;
  readonly report: ClientReport = { applied: 0, duplicated: 0, skipped: 0, snapshots: 0, drops: 0, final: null };

  constructor(options: TrackedClientOptions) {
    this.options = options;
    const onBall = options.onBall;
    this.connection = new LiveConnection<LiveSnapshot, MatchEvent>({
      url: options.url,
      ...(options.viewer ? { viewer: options.viewer } : {}),
      initial: null,
      ...(options.backoff ? { backoff: options.backoff } : {}),
      ...(options.random ? { random: options.random } : {}),
      apply: (state, message) => {
        if (onBall && message.type === "ball" && message.position !== null) onBall(message.inningsNo, message.position, now());
        const result = applyMatchEvent(state, message);
        if (result.outcome === "applied") this.check(message);
        return result;
      },
    });
  }

  private check(message: MatchEvent): void {
    if (message.type === "snapshot") {
      this.report.snapshots += 1;
      this.expected = [...message.snapshot.balls];
      return;
    }
    if (message.type !== "ball" || message.position === null) {
      if (message.patch.balls) this.expected = [...message.patch.balls];
      return;
    }
    const index = message.inningsNo - 1;
    const next = this.expected[index] ?? 0;
    this.report.applied += 1;
    if (message.position < next) this.report.duplicated += 1;
    else if (message.position > next) this.report.skipped += message.position - next;
    this.expected[index] = Math.max(next, message.position + 1);
  }

  get state(): LiveSnapshot | null {
    return this.connection.snapshot.state;
  }

  get live(): boolean {
    return this.connection.snapshot.status === "live" && this.state !== null;
  }

  start(): void {
    this.connection.start();
  }

  startChurn(): void {
    const churn = this.options.churn;
    if (!churn) return;
    this.churning = true;
    const random = this.options.random ?? Math.random;
    const schedule = () => {
      if (!this.churning) return;
      this.churnTimer = setTimeout(
        () => {
          if (this.connection.snapshot.status === "live") {
            this.report.drops += 1;
            this.connection.drop();
          }
          schedule();
        },
        churn.minMs + random() * (churn.maxMs - churn.minMs),
      );
    };
    schedule();
  }

  stopChurn(): void {
    this.churning = false;
    if (this.churnTimer) clearTimeout(this.churnTimer);
    this.churnTimer = null;
  }

  finish(): ClientReport {
    this.stopChurn();
    const state = this.state;
    this.report.final = state ? { seq: state.seq, balls: state.balls, innings: state.innings, state: state.state } : null;
    this.connection.stop();
    return this.report;
  }
}

/** What D1 says (GET /api/scoring/matches/{id}) in the client's terms, for comparing. */
export function sameAsStored(
  final: ClientReport["final"],
  stored: { innings: { innings: number; balls: number; runs: number; wickets: number; overs: string }[] },
): boolean {
  if (!final) return false;
  const balls = stored.innings.map((i) => i.balls);
  if (JSON.stringify(final.balls) !== JSON.stringify(balls)) return false;
  return stored.innings
    .filter((i) => i.balls > 0)
    .every((i) => {
      const mine = final.innings.find((x) => x.inningsNo === i.innings);
      return mine !== undefined && mine.runs === i.runs && mine.wickets === i.wickets && mine.overs === i.overs;
    });
}
