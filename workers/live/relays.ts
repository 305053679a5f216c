/**
 * The relay tree's arithmetic (docs/decisions/062-relay-tree.md), pure: how many sockets a relay
 * holds, how many relays a match's audience needs, and which relay a viewer goes to.
 *
 * A match's room (MatchRoom) is the single writer; it sends each ball's messages once to each of
 * its K relays (MatchRelay, named `{matchId}:{index}`), and each relay sends them to its sockets.
 */

/** Sockets a relay holds at most (decision 062: a relay's fan-out of a ball stays near 50 ms). */
export const RELAY_SOCKETS = 1_000;

/** How full relays are planned to be: K = audience ÷ (N × FILL), so the hash's unevenness fits. */
export const RELAY_FILL = 0.75;

/** Relays past the planned K a viewer may be sent to when the hashed one (and the next ones) are full. */
export const RELAY_OVERFLOW = 16;

/** Request header by which the router names the relay's index (its object name says it too). */
export const RELAY_HEADER = "x-live-relay";

/** N: the configured capacity (LIVE_RELAY_SOCKETS, small in the Worker tests), else RELAY_SOCKETS. */
export function relayCapacity(env: { LIVE_RELAY_SOCKETS?: string }): number {
  const configured = Number(env.LIVE_RELAY_SOCKETS);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : RELAY_SOCKETS;
}

/** K for an audience of `sockets` (at least one relay). */
export function relaysFor(sockets: number, capacity: number): number {
  return Math.max(1, Math.ceil(sockets / (capacity * RELAY_FILL)));
}

/** The relay object's name. */
export function relayName(matchId: number, index: number): string {
  return `${matchId}:${index}`;
}

/** FNV-1a, 32 bits: a viewer key to a number. */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Jump consistent hash (Lamping and Veach, 2014) with a 32-bit xorshift stream seeded by the key:
 * a key keeps its relay while K stays, and when K grows to K + 1 only 1/(K + 1) of the keys move
 * (to the new relay), so reconnects land where they were.
 */
export function relayOf(key: number, relays: number): number {
  let state = key || 0x9e3779b9;
  let chosen = 0;
  let next = 0;
  while (next < relays) {
    chosen = next;
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const uniform = ((state >>> 0) + 1) / 0x1_0000_0000; // (0, 1]
    next = Math.floor((chosen + 1) / uniform);
  }
  return chosen;
}
