import type { MatchInput, PersonId } from "./types.ts";

/**
 * Who kept wicket, as far as the balls can say (decision 051): a stumping is made by the
 * wicket-keeper alone (Law 39.1), so whoever Cricsheet names as a stumping's fielder kept wicket in
 * that match. Cricsheet names no keeper otherwise — its catches do not say whether the keeper took
 * them and its byes credit nobody — so a keeper who made no stumping is not known, and is not guessed.
 */
export function keepersByStumping(match: Pick<MatchInput, "innings">): Set<PersonId> {
  const keepers = new Set<PersonId>();
  for (const innings of match.innings) {
    for (const delivery of innings.deliveries) {
      for (const wicket of delivery.wickets) {
        if (wicket.kind !== "stumped") continue;
        for (const fielder of wicket.fielders) if (fielder.id) keepers.add(fielder.id);
      }
    }
  }
  return keepers;
}
