/**
 * One render for many readers who ask for the same page at once (docs/decisions/019).
 *
 * What is shared between requests in an isolate is only a map of keys to the render under way
 * (when it began, and whose it is): never one request's I/O handed to another. Followers wait on
 * timers until the leader's render ends, then read its copy themselves.
 *
 * A leader can be lost (its reader went away mid-render) or slow (a busy isolate). After
 * `followForMs` one follower, and only one, takes over as leader: the others follow it. So a busy
 * isolate gets at most one more render per window, never one per waiting reader.
 */

export interface RenderOnceOptions<T> {
  /** The kept copy, if any (a cache read). */
  lookup: () => Promise<T | undefined>;
  /** Render as leader; the leader keeps its copy before this resolves (or decides not to keep it). */
  render: () => Promise<T>;
  /** How long a leader's render is awaited before one follower takes over. */
  followForMs: number;
  /**
   * When the caller's own lookup began (it found nothing). A leader that ended since may have kept
   * its copy after that lookup: it is looked up again instead of rendered again.
   */
  lookedUpAt?: number;
}

export interface RenderOnceResult<T> {
  value: T;
  /** leader: this request rendered; follower: it read the copy its leader kept */
  role: "leader" | "follower";
}

interface Leader {
  began: number;
  token: symbol;
}

/** Keys being rendered in this isolate. */
const leaders = new Map<string, Leader>();
/** When the last render of a key ended (recent ones only: see forgetOldEnds). */
const ends = new Map<string, number>();
const REMEMBER_ENDS_MS = 60_000;

const FIRST_STEP_MS = 5;
const LONGEST_STEP_MS = 40;

export async function renderOnce<T>(key: string, options: RenderOnceOptions<T>): Promise<RenderOnceResult<T>> {
  const { lookup, render, followForMs } = options;
  let lookedUpAt = options.lookedUpAt ?? Number.NEGATIVE_INFINITY;
  let step = FIRST_STEP_MS;
  let followed: symbol | null = null;
  for (;;) {
    let leader = leaders.get(key);
    // The leader this request followed is done or was taken over; or, with none to follow, a
    // render ended after this request's lookup: its copy, if it kept one.
    if (followed ? leader?.token !== followed : !leader && (ends.get(key) ?? Number.NEGATIVE_INFINITY) >= lookedUpAt) {
      lookedUpAt = Date.now();
      const copy = await lookup();
      if (copy !== undefined) return { value: copy, role: "follower" };
      leader = leaders.get(key);
      // The leader kept none (a page not to be kept, or an error): each follower renders its own, at once.
      if (followed && !leader) return { value: await render(), role: "leader" };
    }
    if (!leader) return lead(key, async () => ({ value: await render(), role: "leader" }));
    if (Date.now() - leader.began >= followForMs) {
      // A lost or slow leader: this follower takes over in the same turn, so no other one does,
      // and renders unless a copy was kept meanwhile.
      return lead(key, async () => {
        const copy = await lookup();
        return copy !== undefined ? { value: copy, role: "follower" } : { value: await render(), role: "leader" };
      });
    }
    followed = leader.token;
    await new Promise((resolve) => setTimeout(resolve, step));
    step = Math.min(step * 2, LONGEST_STEP_MS);
  }
}

async function lead<T>(key: string, work: () => Promise<RenderOnceResult<T>>): Promise<RenderOnceResult<T>> {
  const mine: Leader = { began: Date.now(), token: Symbol(key) };
  leaders.set(key, mine);
  try {
    return await work();
  } finally {
    // A follower that took over owns the key now: only this leader's own mark is removed.
    if (leaders.get(key)?.token === mine.token) leaders.delete(key);
    const now = Date.now();
    ends.delete(key);
    ends.set(key, now);
    forgetOldEnds(now);
  }
}

/** Ends are kept in the order they happened: the oldest go first. */
function forgetOldEnds(now: number): void {
  for (const [key, at] of ends) {
    if (now - at < REMEMBER_ENDS_MS) break;
    ends.delete(key);
  }
}
