import type { Innings } from "../../app/cricket/types.ts";
export function inningsTotals(inn: Innings, _bpo: number) {
  let runs = 0, wickets = 0, legalBalls = 0;
  for (const d of inn.deliveries) {
    runs += d.runs.total;
    if (!d.extras.wides && !d.extras.noballs) legalBalls++;
    wickets += d.wickets.filter((w) => w.kind !== "retired hurt" && w.kind !== "retired not out").length;
  }
  return { runs: runs + (inn.penaltyRuns?.pre ?? 0) + (inn.penaltyRuns?.post ?? 0), wickets, legalBalls };
}
