/**
 * "Yet to Bat" / "Did not Bat": the batting side's listed players who have not batted, in the
 * list's order. The list may hold 12 or 13 names (impact player, concussion substitute); like
 * Cricbuzz, everyone listed who has not batted is shown, including a player already replaced.
 */
import { battingOrder } from "./batting.ts";
import { playerRef, type PlayerRef } from "./names.ts";
import type { Innings, MatchInput } from "./types.ts";

export function yetToBat(innings: Innings, match: Pick<MatchInput, "players" | "names">): PlayerRef[] {
  const batted = new Set(battingOrder(innings));
  const squad = match.players[innings.team] ?? [];
  return squad.filter((id) => !batted.has(id)).map((id) => playerRef(match.names, id));
}
