/**
 * Filters of the commentary tab (docs/product/match-pages.md#commentary) and highlights tab (docs/product/match-pages.md#highlights): by highlight code, or by
 * one batter / bowler (full commentary with playerId and type batting / bowling, docs/product/match-pages.md#source-calls).
 */
import type { PlayerRef } from "../names.ts";
import type { PersonId } from "../types.ts";
import type { BallItem, CommentaryItem } from "./types.ts";

/**
 * Items of a highlight category: code 0 (All) gives every item with any highlight bit, any other
 * code the items carrying that bit. Balls and the items that go with them (a batter's FIFTY line,
 * a five-wicket haul, a retirement, a substitution) are returned; over separators and innings
 * ends never are. Dropped Catches (128) is always empty: Cricsheet does not record drops.
 */
export function highlightsOf(items: readonly CommentaryItem[], code: number): CommentaryItem[] {
  return items.filter((item) => (code === 0 ? item.highlights !== 0 : (item.highlights & code) !== 0));
}

/**
 * One player's balls, oldest first. Batting: every delivery with him on strike (wides bowled to
 * him included, though they do not count as balls faced), plus the ball he was run out on as the
 * non-striker. Bowling: every delivery he bowled.
 */
export function playerFilter(items: readonly CommentaryItem[], playerId: PersonId, role: "batting" | "bowling"): BallItem[] {
  return items.filter(
    (item): item is BallItem =>
      item.kind === "ball" &&
      (role === "bowling" ? item.bowler.id === playerId : item.batter.id === playerId || item.playersOut.includes(playerId)),
  );
}

/** The BATTER and BOWLER lists of the filter: players who faced or bowled a ball, in order of first appearance. */
export function commentaryPlayers(items: readonly CommentaryItem[]): { batters: PlayerRef[]; bowlers: PlayerRef[] } {
  const batters = new Map<PersonId, PlayerRef>();
  const bowlers = new Map<PersonId, PlayerRef>();
  for (const item of items) {
    if (item.kind !== "ball") continue;
    if (!batters.has(item.batter.id)) batters.set(item.batter.id, item.batter);
    if (!bowlers.has(item.bowler.id)) bowlers.set(item.bowler.id, item.bowler);
  }
  return { batters: [...batters.values()], bowlers: [...bowlers.values()] };
}
