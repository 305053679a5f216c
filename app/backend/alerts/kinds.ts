/**
 * Match alerts by Web Push (docs/decisions/028-match-alerts.md): the kinds of event a follower can
 * choose, and the spec's words. Safe for the browser (the bell's script and the profile use them).
 */

/** The events a follower may get, in the order the profile lists them. */
export const ALERT_KINDS = ["wicket", "fifty", "hundred", "innings", "result"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

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

export function kindsMask(kinds: readonly AlertKind[]): number {
  let mask = 0;
  for (const kind of kinds) mask |= 1 << ALERT_KINDS.indexOf(kind);
  return mask;
}

export function kindsOf(mask: number): AlertKind[] {
  return ALERT_KINDS.filter((_, index) => (mask & (1 << index)) !== 0);
}

export const ALL_KINDS_MASK = kindsMask(ALERT_KINDS);
