/**
 * Partnerships: consecutive deliveries with the same two batters at the crease. A stand ends at a
 * dismissal or a retirement of one of the pair; a retirement splits the stand without adding a
 * wicket, so two stands can share a wicket number. Runs include extras; balls are legal balls;
 * each batter's share is his runs off the bat and balls faced (wides excluded). A batter role
 * replacement (Cricsheet's other way of recording a retirement) also ends a stand as a retirement.
 */
import { battingOrder } from "./batting.ts";
import { playerRef, type PlayerRef } from "./names.ts";
import { isLegalDelivery, isWide } from "./overs.ts";
import type { Delivery, Innings, PersonId } from "./types.ts";
import { isDismissal, retirementsByReplacement } from "./wickets.ts";

export interface PartnershipShare {
  player: PlayerRef;
  runs: number;
  balls: number;
}

export type PartnershipEnd =
  | "dismissal"
  /** Retired hurt / retired not out: no wicket fell. */
  | "retirement"
  /** Still together when the deliveries end (the current stand in a live match). */
  | "unbroken"
  /** The pair changed without a wicket entry (incomplete data). */
  | "unexplained";

export interface Partnership {
  /** The wicket this stand was for: 1 = the opening stand. */
  wicket: number;
  runs: number;
  balls: number;
  /** The two batters, the one who came in first listed first. */
  batters: [PartnershipShare, PartnershipShare];
  end: PartnershipEnd;
}

// Plain comparisons and loops, no arrays per delivery: the live box reads the innings on every ball.
const pairKey = (delivery: Delivery): string =>
  delivery.batter < delivery.nonStriker
    ? `${delivery.batter}\u0000${delivery.nonStriker}`
    : `${delivery.nonStriker}\u0000${delivery.batter}`;

function endOfStand(delivery: Delivery): "dismissal" | "retirement" | undefined {
  let ofPair = 0;
  for (const wicket of delivery.wickets) {
    if (wicket.playerOut !== delivery.batter && wicket.playerOut !== delivery.nonStriker) continue;
    if (isDismissal(wicket.kind)) return "dismissal";
    ofPair++;
  }
  return ofPair > 0 ? "retirement" : undefined;
}

export function partnerships(innings: Innings, names: Readonly<Record<PersonId, string>>): Partnership[] {
  const orderOf = new Map(battingOrder(innings).map((id, position) => [id, position]));
  const stands: Partnership[] = [];
  let current: { key: string; stand: Partnership; shares: Map<PersonId, PartnershipShare> } | undefined;
  let wicketsFallen = 0;

  for (const delivery of innings.deliveries) {
    const key = pairKey(delivery);
    if (current === undefined || current.key !== key || current.stand.end !== "unbroken") {
      if (current !== undefined && current.stand.end === "unbroken") {
        const retired = retirementsByReplacement(delivery).some((retirement) => current?.shares.has(retirement.playerOut));
        current.stand.end = retired ? "retirement" : "unexplained";
      }
      const [first, second] = [delivery.batter, delivery.nonStriker]
        .sort((a, b) => (orderOf.get(a) ?? 0) - (orderOf.get(b) ?? 0))
        .map((id): PartnershipShare => ({ player: playerRef(names, id), runs: 0, balls: 0 }));
      if (first === undefined || second === undefined) continue;
      const stand: Partnership = { wicket: wicketsFallen + 1, runs: 0, balls: 0, batters: [first, second], end: "unbroken" };
      stands.push(stand);
      current = { key, stand, shares: new Map([first, second].map((share) => [share.player.id, share])) };
    }

    current.stand.runs += delivery.runs.total;
    if (isLegalDelivery(delivery)) current.stand.balls += 1;
    const strikerShare = current.shares.get(delivery.batter);
    if (strikerShare !== undefined) {
      strikerShare.runs += delivery.runs.batter;
      if (!isWide(delivery)) strikerShare.balls += 1;
    }

    for (const wicket of delivery.wickets) if (isDismissal(wicket.kind)) wicketsFallen += 1;
    current.stand.end = endOfStand(delivery) ?? "unbroken";
  }
  return stands;
}

/** The stand at the crease now, or undefined right after a wicket (the new batter has not faced yet). */
export function currentPartnership(innings: Innings, names: Readonly<Record<PersonId, string>>): Partnership | undefined {
  const last = partnerships(innings, names).at(-1);
  return last?.end === "unbroken" ? last : undefined;
}
