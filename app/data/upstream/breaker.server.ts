import { SourceError } from "../contract.ts";

/**
 * A circuit breaker for the provider (issue 16): after FAILURES_TO_OPEN outages in a row (network
 * errors, timeouts, 5xx answers) calls fail at once for a while instead of each waiting for the
 * timeout again; the pause doubles while the provider stays down (5 s up to 60 s), one call probes
 * it when the pause is over, and any answer closes the circuit. State only, no promises: it may
 * outlive the request that changed it (one breaker per provider per isolate).
 */
export const FAILURES_TO_OPEN = 3;
const FIRST_PAUSE_MS = 5_000;
const LONGEST_PAUSE_MS = 60_000;

export class Breaker {
  private failures = 0;
  private readonly firstPauseMs: number;
  private readonly longestPauseMs: number;
  private pauseMs: number;
  private openUntil = 0;

  /** `longestPauseMs`: the pause stops doubling there (a shorter one for a provider known to recover fast, or a test's). */
  constructor(longestPauseMs = LONGEST_PAUSE_MS) {
    // A plain field, not a parameter property: the scripts run this file with Node's type stripping.
    this.longestPauseMs = longestPauseMs;
    this.firstPauseMs = Math.min(FIRST_PAUSE_MS, longestPauseMs);
    this.pauseMs = this.firstPauseMs;
  }

  /** Throws a SourceError while the circuit is open; lets a probe through once the pause is over. */
  check(now: number, what: string): void {
    if (now < this.openUntil) {
      throw new SourceError(
        "network",
        `${what}: the provider is unavailable; trying again in ${Math.ceil((this.openUntil - now) / 1000)} s`,
      );
    }
  }

  /** The provider answered (whatever the status below 500): the circuit closes. */
  succeeded(): void {
    this.failures = 0;
    this.pauseMs = this.firstPauseMs;
    this.openUntil = 0;
  }

  /** An outage: after enough in a row (or a failed probe), the circuit opens for the next pause. */
  failed(now: number): void {
    this.failures++;
    if (this.failures < FAILURES_TO_OPEN) return;
    this.openUntil = now + this.pauseMs;
    this.pauseMs = Math.min(this.pauseMs * 2, this.longestPauseMs);
  }

  isOpen(now: number): boolean {
    return now < this.openUntil;
  }
}

const breakers = new Map<string, Breaker>();

/** The breaker of one provider (by its API root), shared by every request of this isolate. */
export function breakerFor(base: string, longestPauseMs?: number): Breaker {
  let breaker = breakers.get(base);
  if (!breaker) breakers.set(base, (breaker = new Breaker(longestPauseMs)));
  return breaker;
}
