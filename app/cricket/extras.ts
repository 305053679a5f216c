/** Extras line of a scorecard: (b 1, lb 2, w 10, nb 0, p 0). */
import type { Innings } from "./types.ts";

export interface ExtrasSummary {
  byes: number;
  legByes: number;
  /** Wide runs (a wide that runs to the boundary gives 5). */
  wides: number;
  /** No-ball extras (the penalty run only; runs off the bat go to the batter). */
  noBalls: number;
  /** Penalty runs from deliveries plus the innings' pre/post penalty runs. */
  penalty: number;
  total: number;
}

export function inningsPenaltyRuns(innings: Innings): { pre: number; post: number } {
  return { pre: innings.penaltyRuns?.pre ?? 0, post: innings.penaltyRuns?.post ?? 0 };
}

export function inningsExtras(innings: Innings): ExtrasSummary {
  const { pre, post } = inningsPenaltyRuns(innings);
  const extras: ExtrasSummary = { byes: 0, legByes: 0, wides: 0, noBalls: 0, penalty: pre + post, total: 0 };
  for (const { extras: delivered } of innings.deliveries) {
    extras.byes += delivered.byes ?? 0;
    extras.legByes += delivered.legbyes ?? 0;
    extras.wides += delivered.wides ?? 0;
    extras.noBalls += delivered.noballs ?? 0;
    extras.penalty += delivered.penalty ?? 0;
  }
  extras.total = extras.byes + extras.legByes + extras.wides + extras.noBalls + extras.penalty;
  return extras;
}
