/**
 * Match alerts by Web Push (docs/decisions/028-match-alerts.md, 041): the kinds of event a follower
 * can choose, how a choice is stored, and the spec's words. Safe for the browser (the bell's script
 * and the profile use them).
 */

/**
 * Each kind's bit in a stored follow (`match_follows.events`). Stored in D1: a kind keeps its bit for
 * good. A new kind takes a bit never used before; a kind dropped leaves its bit unused. Never derive
 * these from a list's order (decision 041): reordering the list the profile shows must not change
 * what any saved follow means.
 */
export const ALERT_BITS = {
  wicket: 0,
  fifty: 1,
  hundred: 2,
  innings: 3,
  result: 4,
} as const satisfies Record<string, number>;
export type AlertKind = keyof typeof ALERT_BITS;

/** The events a follower may get, in the order the bell and the profile list them (display only). */
export const ALERT_KINDS = ["wicket", "fifty", "hundred", "innings", "result"] as const satisfies readonly AlertKind[];

export const ALERT_LABELS: Record<AlertKind, string> = {
  wicket: "Wickets",
  fifty: "Fifties",
  hundred: "Hundreds",
  innings: "Innings breaks",
  result: "Result",
};

/** What the bell says when the browser's permission is denied (spec). */
export const PERMISSION_DENIED = "Permission denied for notifications";
/** Every other failure of following a match starts with this (spec). */
export const FOLLOW_FAILED = "Match subscription failed: ";

/** One alert as the service worker shows it (the push message's JSON). */
export interface AlertMessage {
  matchId: number;
  kind: AlertKind;
  title: string;
  body: string;
  /** the match page, opened when the notification is clicked */
  url: string;
  /** one notification per event: a resent message replaces, never doubles */
  tag: string;
}

export function isAlertKind(value: unknown): value is AlertKind {
  return typeof value === "string" && Object.hasOwn(ALERT_BITS, value);
}

/** The stored form of a choice of kinds. */
export function kindsMask(kinds: readonly AlertKind[]): number {
  let mask = 0;
  for (const kind of kinds) mask |= 1 << ALERT_BITS[kind];
  return mask;
}

/** The kinds a stored mask holds, in `order` (the display order unless told); bits of no known kind are ignored. */
export function kindsOf(mask: number, order: readonly AlertKind[] = ALERT_KINDS): AlertKind[] {
  return order.filter((kind) => (mask & (1 << ALERT_BITS[kind])) !== 0);
}

export const ALL_KINDS_MASK = kindsMask(ALERT_KINDS);
