/**
 * Match result from the deliveries, in Cricsheet's outcome shape so the two can be compared.
 *
 * Rules (the match is assumed to be over):
 * - Super-over innings never count towards totals; they only break a tie. The side with more runs
 *   in the last complete pair of super overs is the eliminator; if that pair is level too (or
 *   there are no super-over deliveries, e.g. a bowl-out), the recorded eliminator is used.
 * - Limited overs: the chase wins by wickets (10 − wickets fallen: eleven players, so ten
 *   wickets, whatever the squad list length) when it reaches the target. If the target was passed
 *   before the last delivery, or (in a match already shortened) the chase's revised overs are fewer
 *   than the first innings faced and it used them all, play was called off with the chase ahead of a rain-revised par score,
 *   and it wins by the runs it was ahead (total − (target − 1)). A chase that is all out or
 *   has used its overs (the target's overs, else the scheduled overs) short of the target loses
 *   by target − 1 − total runs (for D/L, target.runs − 1 is the par score), or ties level with it.
 *   Any other chase, or no chase at all, is "no result". A chase all out or out of overs short of
 *   the target that passes it only with the penalty runs added after (penalty_runs.post) wins by
 *   the runs it ends ahead, total − (target − 1): Malta v Belgium 2021, Malta 125 all out + 5
 *   penalty runs against Belgium's 128, won by 2 runs. (A chase still batting counts them as it
 *   goes: Nepal v Canada 2024, 229-1 + 5 chasing 233, won by 9 wickets.)
 * - Tests: an innings win when the side batting last has completed both its innings and is still
 *   behind the other side's single innings; in a fourth innings, reaching the target wins by
 *   wickets, being all out short loses by runs (level: tie); anything else is a draw.
 * - A target whose runs are not the score to beat + 1 was revised: method D/L (the recorded
 *   method's spelling, e.g. "DLS", is kept when there is one).
 * - What balls cannot show (Awarded, abandoned without a ball) comes from MatchInput.outcome,
 *   marked derivedFrom: 'record'.
 */
import { type ChaseTarget, chaseTarget, isMultiInningsMatch, mainInnings, superOverInnings, type IndexedInnings } from "./chase.ts";
import { inningsEndedBy } from "./innings-end.ts";
import { DEFAULT_BALLS_PER_OVER } from "./overs.ts";
import { inningsRuns, inningsTotal, wicketsAvailable } from "./score.ts";
import type { Innings, MatchInput, Outcome } from "./types.ts";
import { plural } from "./plural.ts";

export interface ResultMargin {
  runs?: number;
  wickets?: number;
  /** 1 for an innings victory (with runs), as Cricsheet records it. */
  innings?: number;
}

export interface MatchResult {
  winner?: string;
  by?: ResultMargin;
  /** "D/L" (or the recorded spelling, e.g. "DLS"), "Awarded". */
  method?: string;
  result?: "tie" | "draw" | "no result";
  /** Winner of the tie-break. */
  eliminator?: string;
  /** Complete pairs of super overs played. */
  superOvers?: number;
  /** 'balls' when worked out from the deliveries, 'record' when copied from MatchInput.outcome. */
  derivedFrom: "balls" | "record";
  /** For a tie decided from the balls: where the eliminator came from. */
  eliminatorFrom?: "balls" | "record";
}

type ResultFacts = Omit<MatchResult, "derivedFrom" | "eliminatorFrom" | "superOvers">;

export function resultFromRecord(outcome: Outcome): MatchResult {
  if ("result" in outcome) {
    return {
      result: outcome.result,
      ...(outcome.eliminator === undefined ? {} : { eliminator: outcome.eliminator }),
      ...(outcome.method === undefined ? {} : { method: outcome.method }),
      derivedFrom: "record",
    };
  }
  return {
    winner: outcome.winner,
    ...(outcome.by === undefined ? {} : { by: { ...outcome.by } }),
    ...(outcome.method === undefined ? {} : { method: outcome.method }),
    derivedFrom: "record",
  };
}

const AWARDED = "Awarded";

interface DeriveOptions {
  /**
   * Treat a limited-overs chase as over where its balls stop, though it is not all out, short of
   * the target and has overs left (checkOutcome: a file whose last balls are missing).
   */
  chaseEndsWithItsBalls?: boolean;
}

/**
 * The match's result: what its balls give, unless a recorded outcome the balls do not give is
 * accepted by a documented rule (checkOutcome: a recorded rain rule, balls that stop short), when
 * the record is the result — so pages, team records and tables count it as it was.
 */
export function deriveMatchResult(match: MatchInput): MatchResult {
  const fromBalls = resultFromBalls(match);
  const record = match.outcome;
  if (record === undefined || fromBalls.derivedFrom === "record" || compareWithOutcome(fromBalls, record).length === 0) return fromBalls;
  return acceptedBy(match, record) === undefined ? fromBalls : resultFromRecord(record);
}

/** The result the balls give (and the record where balls cannot show it: awarded, no ball bowled). */
function resultFromBalls(match: MatchInput, options: DeriveOptions = {}): MatchResult {
  const record = match.outcome;
  if (record !== undefined && "winner" in record && record.method === AWARDED) return resultFromRecord(record);

  const main = mainInnings(match);
  const anythingBowled = main.some(({ innings }) => innings.deliveries.length > 0 || innings.forfeited);
  if (!anythingBowled) {
    if (record !== undefined) return resultFromRecord(record);
    return { result: isMultiInningsMatch(match.matchType) ? "draw" : "no result", derivedFrom: "balls" };
  }
  return isMultiInningsMatch(match.matchType) ? multiInningsResult(match, main) : limitedOversResult(match, main, options);
}

/** The recorded spelling of the rain rule when there is one, else "D/L". */
function rainMethod(match: MatchInput): string {
  const recorded = match.outcome?.method;
  return recorded !== undefined && recorded !== AWARDED ? recorded : "D/L";
}

/** The running total passed the target before the final delivery: the chase was not stopped by reaching it. */
function targetPassedBeforeLastDelivery(innings: Innings, targetRuns: number): boolean {
  let runningTotal = innings.penaltyRuns?.pre ?? 0;
  const { deliveries } = innings;
  for (let index = 0; index < deliveries.length; index += 1) {
    runningTotal += deliveries[index]?.runs.total ?? 0;
    if (runningTotal >= targetRuns) return index < deliveries.length - 1;
  }
  return false;
}

/**
 * The chase was stopped by the weather at its revised target's last ball, not by reaching the
 * target: in a match already shortened (the first innings, not all out, faced fewer than the
 * scheduled overs), a chase whose revised overs are fewer still and were all used was called off,
 * so its "target" is the par score at the interruption + 1, and a chase at or above it wins by the
 * runs it is ahead. (IPL 2008 match 40: Delhi 118-4 in 11 overs; Kings XI Punjab 94-3 when play
 * stopped after 8 overs, par 88: won by 6 runs, D/L.) When the first innings had its full overs,
 * the shorter target was set before the chase, and reaching it on the last ball wins by wickets.
 */
function stoppedAtPar(match: MatchInput, first: IndexedInnings, chase: IndexedInnings, target: ChaseTarget): boolean {
  if (!target.revised || target.balls === undefined || match.overs === undefined) return false;
  const ballsPerOver = match.ballsPerOver || DEFAULT_BALLS_PER_OVER;
  const chased = inningsTotal(chase.innings, ballsPerOver);
  const set = inningsTotal(first.innings, ballsPerOver);
  const firstShortened = !set.allOut && set.legalBalls < match.overs * ballsPerOver;
  return firstShortened && set.legalBalls > target.balls && chased.legalBalls >= target.balls;
}

function limitedOversResult(match: MatchInput, main: IndexedInnings[], options: DeriveOptions): MatchResult {
  const [first, chase] = main;
  if (first === undefined || chase === undefined) return { result: "no result", derivedFrom: "balls" };
  const target = chaseTarget(match, chase.index);
  if (target === undefined) return { result: "no result", derivedFrom: "balls" };
  const total = inningsTotal(chase.innings, match.ballsPerOver || DEFAULT_BALLS_PER_OVER);
  const method = target.revised ? { method: rainMethod(match) } : {};

  if (total.runs >= target.runs) {
    const chasingTeam = chase.innings.team;
    // Short of the target when its balls ran out (all out, overs used), level or ahead only with the penalty runs added after.
    const ballsRanOut = total.allOut || (target.balls !== undefined && total.legalBalls >= target.balls);
    const reachedWithPenaltyAfter = ballsRanOut && total.runs - (chase.innings.penaltyRuns?.post ?? 0) < target.runs;
    if (
      reachedWithPenaltyAfter ||
      targetPassedBeforeLastDelivery(chase.innings, target.runs) ||
      stoppedAtPar(match, first, chase, target)
    ) {
      return { winner: chasingTeam, by: { runs: total.runs - (target.runs - 1) }, ...method, derivedFrom: "balls" };
    }
    return { winner: chasingTeam, by: { wickets: wicketsAvailable(chase.innings) - total.wickets }, ...method, derivedFrom: "balls" };
  }
  const usedItsOvers = target.balls !== undefined && total.legalBalls >= target.balls;
  if (!total.allOut && !usedItsOvers && options.chaseEndsWithItsBalls !== true) return { result: "no result", derivedFrom: "balls" };
  if (total.runs === target.runs - 1) return tieResult(match, method);
  return { winner: first.innings.team, by: { runs: target.runs - 1 - total.runs }, ...method, derivedFrom: "balls" };
}

function multiInningsResult(match: MatchInput, main: IndexedInnings[]): MatchResult {
  const last = main.at(-1);
  const draw: MatchResult = { result: "draw", derivedFrom: "balls" };
  if (last === undefined) return draw;
  const lastTeam = last.innings.team;
  const otherTeam = match.teams.find((team) => team !== lastTeam);
  if (otherTeam === undefined) return draw;

  const inningsOf = (team: string) => main.filter((entry) => entry.innings.team === team);
  const runsOf = (team: string) => inningsOf(team).reduce((sum, entry) => sum + inningsRuns(entry.innings), 0);
  const lastTotal = inningsTotal(last.innings, match.ballsPerOver || DEFAULT_BALLS_PER_OVER);
  const lastInningsClosed = lastTotal.allOut || lastTotal.declared || last.innings.forfeited === true;

  if (inningsOf(lastTeam).length === 2 && inningsOf(otherTeam).length === 1) {
    const deficit = runsOf(otherTeam) - runsOf(lastTeam);
    if (lastInningsClosed && deficit > 0) return { winner: otherTeam, by: { innings: 1, runs: deficit }, derivedFrom: "balls" };
    return draw;
  }

  if (main.length === 4 && inningsOf(lastTeam).length === 2) {
    const target = chaseTarget(match, last.index);
    if (target === undefined) return draw;
    if (lastTotal.runs >= target.runs) {
      return { winner: lastTeam, by: { wickets: wicketsAvailable(last.innings) - lastTotal.wickets }, derivedFrom: "balls" };
    }
    if (!lastInningsClosed) return draw;
    if (lastTotal.runs === target.runs - 1) return tieResult(match, {});
    return { winner: otherTeam, by: { runs: target.runs - 1 - lastTotal.runs }, derivedFrom: "balls" };
  }
  return draw;
}

function tieResult(match: MatchInput, method: { method?: string }): MatchResult {
  const supers = superOverInnings(match);
  let pairs = 0;
  let eliminator: string | undefined;
  for (let position = 0; position + 1 < supers.length; position += 2) {
    const first = supers[position]?.innings;
    const second = supers[position + 1]?.innings;
    if (first === undefined || second === undefined) break;
    pairs += 1;
    const difference = inningsRuns(first) - inningsRuns(second);
    eliminator = difference > 0 ? first.team : difference < 0 ? second.team : undefined;
  }
  const tie: MatchResult = { result: "tie", ...method, derivedFrom: "balls" };
  if (pairs > 0) tie.superOvers = pairs;
  const recorded = match.outcome !== undefined && "eliminator" in match.outcome ? match.outcome.eliminator : undefined;
  if (eliminator !== undefined) Object.assign(tie, { eliminator, eliminatorFrom: "balls" });
  else if (recorded !== undefined) Object.assign(tie, { eliminator: recorded, eliminatorFrom: "record" });
  return tie;
}

const ordinal = (n: number) => {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  return `${n}${suffix}`;
};

/** " (DLS)" for the Duckworth-Lewis(-Stern) family, " (VJD)" etc. for others, "" otherwise. */
function methodSuffix(method: string | undefined): string {
  if (method === undefined || method === AWARDED) return "";
  return /^(D\/L|DLS|D\/L\/S)$/i.test(method) ? " (DLS)" : ` (${method})`;
}

/**
 * Cricbuzz-style status text: "India won by 7 runs", "South Africa won by 6 wkts",
 * "Australia won by an innings and 33 runs", "Match tied (India won the Super Over)",
 * "Match drawn", "No result", "Australia won by 28 runs (DLS)".
 */
export function formatResult(result: MatchResult): string {
  const suffix = methodSuffix(result.method);
  if (result.result === "draw") return "Match drawn";
  if (result.result === "no result") return "No result";
  if (result.result === "tie") {
    if (result.eliminator === undefined) return `Match tied${suffix}`;
    const decider =
      (result.superOvers ?? 0) > 1
        ? `${ordinal(result.superOvers ?? 0)} Super Over`
        : (result.superOvers ?? 0) === 1
          ? "Super Over"
          : "eliminator";
    return `Match tied${suffix} (${result.eliminator} won the ${decider})`;
  }
  if (result.winner === undefined) return "";
  const { by } = result;
  if (result.method === AWARDED || by === undefined) return `${result.winner} won${result.method === AWARDED ? " (awarded)" : ""}`;
  if (by.innings !== undefined) return `${result.winner} won by an innings and ${plural(by.runs ?? 0, "run", "runs")}${suffix}`;
  if (by.wickets !== undefined) return `${result.winner} won by ${plural(by.wickets, "wkt", "wkts")}${suffix}`;
  if (by.runs !== undefined) return `${result.winner} won by ${plural(by.runs, "run", "runs")}${suffix}`;
  return `${result.winner} won${suffix}`;
}

function facts(source: ResultFacts | Outcome): Record<string, string | number | undefined> {
  const by = "by" in source ? source.by : undefined;
  return {
    winner: "winner" in source ? source.winner : undefined,
    "by.runs": by?.runs,
    "by.wickets": by?.wickets,
    "by.innings": by?.innings,
    method: source.method,
    result: "result" in source ? source.result : undefined,
    eliminator: "eliminator" in source ? source.eliminator : undefined,
  };
}

/** Differences between a derived result and Cricsheet's recorded outcome ("by.runs: 7 ≠ 8"); empty when they agree. */
export function compareWithOutcome(result: MatchResult, outcome: Outcome): string[] {
  const derived = facts(result);
  const recorded = facts(outcome);
  return Object.keys(derived)
    .filter((key) => derived[key] !== recorded[key])
    .map((key) => `${key}: ${String(derived[key])} ≠ ${String(recorded[key])}`);
}

/**
 * Why a recorded outcome is accepted (checkOutcome):
 * - "balls": the balls give it;
 * - "record": what balls cannot show, copied from the record: an awarded or
 *   conceded match, a match without a ball bowled, a tie decided off the field (bowl-out);
 * - "rain rule": the record names a rain rule (D/L, DLS…: any method but Awarded). The rule's par
 *   scores are not in the balls, so its winner and margin cannot be checked against them;
 * - "balls stop short": the chase's balls stop before its end (not all out, short of the target,
 *   overs left: Cricsheet lacks the last balls) and the record is the result where they stop —
 *   the side batting first by the runs it is ahead, a tie level (with its super overs), or the
 *   chase by the wickets it has in hand. Sri Lanka v England, 2007 World Cup: England 233-8 after
 *   49.5 overs chasing 236, "Sri Lanka won by 2 runs".
 */
export type OutcomeBasis = "balls" | "record" | "rain rule" | "balls stop short";

export type OutcomeCheck = { agrees: true; basis: OutcomeBasis } | { agrees: false; differences: string[] };

/**
 * A finished match's recorded outcome against its balls: the importer refuses a file whose
 * outcome contradicts them, and verify:data counts every stored match by the basis it agrees on.
 */
export function checkOutcome(match: MatchInput): OutcomeCheck {
  const outcome = match.outcome;
  if (outcome === undefined) return { agrees: false, differences: ["no recorded outcome"] };
  const derived = resultFromBalls(match);
  const differences = compareWithOutcome(derived, outcome);
  if (differences.length === 0) {
    return { agrees: true, basis: derived.derivedFrom === "record" || derived.eliminatorFrom === "record" ? "record" : "balls" };
  }
  const basis = acceptedBy(match, outcome);
  return basis === undefined ? { agrees: false, differences } : { agrees: true, basis };
}

/** The documented rule that accepts a recorded outcome the balls do not give, if any. */
function acceptedBy(match: MatchInput, outcome: Outcome): "rain rule" | "balls stop short" | undefined {
  if (outcome.method !== undefined && outcome.method !== AWARDED) return "rain rule";
  if (ballsStopShort(match, outcome)) return "balls stop short";
  return undefined;
}

function ballsStopShort(match: MatchInput, outcome: Outcome): boolean {
  if (isMultiInningsMatch(match.matchType)) return false;
  const main = mainInnings(match);
  const chase = main[1];
  if (main.length !== 2 || chase === undefined) return false;
  const target = chaseTarget(match, chase.index);
  if (target === undefined) return false;
  const total = inningsTotal(chase.innings, match.ballsPerOver || DEFAULT_BALLS_PER_OVER);
  const limits = {
    wickets: wicketsAvailable(chase.innings),
    targetRuns: target.runs,
    ...(target.balls === undefined ? {} : { balls: target.balls }),
  };
  if (total.allOut || inningsEndedBy(limits, { runs: total.runs, out: total.wickets, legalBalls: total.legalBalls }) !== undefined)
    return false;
  if (compareWithOutcome(resultFromBalls(match, { chaseEndsWithItsBalls: true }), outcome).length === 0) return true;
  // The chase won: its winning runs are what is missing.
  return (
    "winner" in outcome &&
    outcome.winner === chase.innings.team &&
    outcome.method === undefined &&
    outcome.by?.runs === undefined &&
    outcome.by?.innings === undefined &&
    outcome.by?.wickets === wicketsAvailable(chase.innings) - total.wickets
  );
}
