/** How each Cricsheet wicket kind counts (FORMAT.md, "Rules a scorecard must apply"). */
import type { Delivery, Wicket, WicketKind } from "./types.ts";

/** Retiring hurt or not out leaves the batter not out: no team wicket, no fall of wicket. */
const NOT_A_DISMISSAL: ReadonlySet<WicketKind> = new Set<WicketKind>(["retired hurt", "retired not out"]);

/** Dismissals the bowler is not credited with. */
const NOT_CREDITED_TO_BOWLER: ReadonlySet<WicketKind> = new Set<WicketKind>([
  "run out",
  "retired hurt",
  "retired out",
  "retired not out",
  "obstructing the field",
  "timed out",
  "handled the ball",
  "hit the ball twice",
]);

/** Counts as a team wicket (everything but retired hurt / retired not out; retired out counts). */
export function isDismissal(kind: WicketKind): boolean {
  return !NOT_A_DISMISSAL.has(kind);
}

/** The batter left without being out and may come back. */
export function isRetirementNotOut(kind: WicketKind): boolean {
  return NOT_A_DISMISSAL.has(kind);
}

export function isBowlerWicket(kind: WicketKind): boolean {
  return !NOT_CREDITED_TO_BOWLER.has(kind);
}

/** Eleven a side: ten wickets end an innings. */
export const WICKETS_PER_INNINGS = 10;
/** A super over ends at the second wicket. */
export const WICKETS_PER_SUPER_OVER = 2;

const NO_WICKETS: readonly Wicket[] = Object.freeze([]);

/**
 * Cricsheet sometimes records a batter retiring as a batter role replacement on the next
 * delivery ({role: "batter", out: "Shubman Gill", in: "SS Iyer", reason: "injury"}) instead of a
 * "retired hurt" wicket. These are returned as the equivalent wicket entries: retired hurt for an
 * injury, retired not out for any other reason.
 */
export function retirementsByReplacement(delivery: Delivery): Wicket[] {
  // Nearly every delivery has none: no new array for them (innings are read ball by ball, often).
  const roles = delivery.replacements?.role;
  if (roles === undefined || roles.length === 0) return NO_WICKETS as Wicket[];
  return roles.flatMap((replacement): Wicket[] =>
    replacement.role === "batter" && replacement.out !== undefined
      ? [{ playerOut: replacement.out, kind: replacement.reason === "injury" ? "retired hurt" : "retired not out", fielders: [] }]
      : [],
  );
}
