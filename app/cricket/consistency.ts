/**
 * Whether a finished match's record can be true: what the importer refuses (with the reason in
 * its report) because the scoring API would not have let it be scored. Each rule has one owner,
 * shared with the scoring API: runs that add up (impossibleRuns, also checked on every posted
 * ball), the end of an innings (innings-end.ts, also the API's "no ball after the end"), the
 * result (result.ts checkOutcome, also what verify:data counts).
 *
 * Accepted, because real, legitimate files show them (docs/decisions/035-importer-refuses-what-scoring-refuses.md):
 * - an over the umpires miscounted (Cricsheet's miscounted_overs: a 7-ball over) adds its extra
 *   legal balls to the innings' limit;
 * - a rain-revised target (D/L) is the par score where play stopped, recorded afterwards: a chase
 *   that ran past it before its last ball did not end there; and where the target's overs are
 *   fewer than the scheduled ones (play stopped there), a wide or no-ball after its last legal
 *   ball was bowled before the stop;
 * - only dismissals and absent-hurt batters end an innings ball by ball: a batter who retired
 *   hurt may come back, and the file shows whether they did;
 * - any number of retirements on one ball (UAE women retired ten batters out at once, 2025).
 */
import { isMultiInningsMatch } from "./chase.ts";
import { type InningsEnd, inningsEndedBy, inningsLimits } from "./innings-end.ts";
import { DEFAULT_BALLS_PER_OVER, isLegalDelivery } from "./overs.ts";
import { checkOutcome } from "./result.ts";
import type { Delivery, Extras, MatchInput } from "./types.ts";
import { isDismissal } from "./wickets.ts";

/** Why a ball's runs cannot be ("runs.total is 40 but batter 1 + extras 0 is 1"); undefined when they add up. */
export function impossibleRuns(runs: Delivery["runs"], extras: Extras): string | undefined {
  const extrasSum = (extras.wides ?? 0) + (extras.noballs ?? 0) + (extras.byes ?? 0) + (extras.legbyes ?? 0) + (extras.penalty ?? 0);
  if (runs.extras !== extrasSum) return `runs.extras is ${runs.extras} but the extras add up to ${extrasSum}`;
  if (runs.total !== runs.batter + runs.extras) {
    return `runs.total is ${runs.total} but batter ${runs.batter} + extras ${runs.extras} is ${runs.batter + runs.extras}`;
  }
  return undefined;
}

export interface RecordNotes {
  /** Per innings: legal balls beyond the over count from overs the umpires miscounted (a 7-ball over adds 1). */
  miscountedBalls?: readonly number[];
}

const ENDS: Record<InningsEnd, (limits: ReturnType<typeof inningsLimits>) => string> = {
  "all out": (limits) => `all out (${limits.wickets} wickets)`,
  "target reached": (limits) => `the target (${limits.targetRuns}) was reached`,
  "overs used": (limits) => `the ${limits.balls} legal balls it had were bowled`,
};

/** The first ball bowled after the innings ended (all out, target reached, overs used), as a reason; undefined when there is none. */
export function ballsAfterTheEnd(match: MatchInput, inningsIndex: number, notes: RecordNotes = {}): string | undefined {
  const innings = match.innings[inningsIndex];
  if (innings === undefined) return undefined;
  const limits = inningsLimits(match, inningsIndex);
  const extraBalls = notes.miscountedBalls?.[inningsIndex] ?? 0;
  const scheduled = match.overs === undefined ? undefined : match.overs * (match.ballsPerOver || DEFAULT_BALLS_PER_OVER);
  const stoppedByRain =
    innings.target?.overs !== undefined && limits.balls !== undefined && scheduled !== undefined && limits.balls < scheduled;
  const checked = {
    wickets: limits.wickets,
    ...(limits.targetRuns === undefined || limits.targetRevised ? {} : { targetRuns: limits.targetRuns }),
    ...(limits.balls === undefined ? {} : { balls: limits.balls + extraBalls }),
  };
  let runs = innings.penaltyRuns?.pre ?? 0;
  let out = innings.absentHurt?.length ?? 0;
  let legalBalls = 0;
  const { deliveries } = innings;
  for (let index = 0; index < deliveries.length; index += 1) {
    const delivery = deliveries[index]!;
    const end = inningsEndedBy(checked, { runs, out, legalBalls });
    if (end !== undefined && !(end === "overs used" && stoppedByRain && !isLegalDelivery(delivery))) {
      const after = deliveries.length - index;
      return `innings ${inningsIndex + 1}: ${after} ${after === 1 ? "ball" : "balls"} after ${ENDS[end]({ ...limits, ...checked })}, from over ${delivery.over} (as numbered in the file)`;
    }
    runs += delivery.runs.total;
    if (isLegalDelivery(delivery)) legalBalls += 1;
    for (const wicket of delivery.wickets) if (isDismissal(wicket.kind)) out += 1;
  }
  return undefined;
}

/**
 * Every reason the record of a finished match cannot be true, in file order (empty when it can):
 * balls whose runs do not add up, innings without a ball when the match was not abandoned,
 * balls after the end of an innings, and an outcome the balls contradict beyond the accepted
 * rules of checkOutcome.
 */
export function matchProblems(match: MatchInput, notes: RecordNotes = {}): string[] {
  const problems: string[] = [];
  match.innings.forEach((innings, inningsIndex) => {
    let positionInOver = 0;
    innings.deliveries.forEach((delivery, index) => {
      positionInOver = index > 0 && innings.deliveries[index - 1]!.over === delivery.over ? positionInOver + 1 : 0;
      const wrong = impossibleRuns(delivery.runs, delivery.extras);
      if (wrong !== undefined) {
        problems.push(`innings ${inningsIndex + 1}, over ${delivery.over}, delivery ${positionInOver + 1}: impossible runs: ${wrong}`);
      }
    });
  });

  const outcome = match.outcome;
  const abandoned = outcome !== undefined && "result" in outcome && outcome.result === "no result";
  const awarded = outcome !== undefined && "winner" in outcome && outcome.method === "Awarded";
  if (!abandoned && !awarded) {
    // A multi-day match abandoned without a ball may be recorded as a draw (as deriveMatchResult gives it).
    const drawnWithoutABall =
      outcome !== undefined && "result" in outcome && outcome.result === "draw" && isMultiInningsMatch(match.matchType);
    if (match.innings.length === 0 && !drawnWithoutABall) {
      problems.push("no innings, but the outcome is not a no-result (abandoned) or awarded match");
    }
    match.innings.forEach((innings, index) => {
      if (innings.deliveries.length === 0 && innings.forfeited !== true) {
        problems.push(
          `innings ${index + 1} (${innings.team}) has no deliveries, but the outcome is not a no-result (abandoned) or awarded match`,
        );
      }
    });
  }

  match.innings.forEach((_, index) => {
    const after = ballsAfterTheEnd(match, index, notes);
    if (after !== undefined) problems.push(after);
  });

  const result = checkOutcome(match);
  if (!result.agrees) problems.push(`the outcome contradicts the balls: ${result.differences.join("; ")} (balls ≠ record)`);
  return problems;
}
