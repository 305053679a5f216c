/**
 * The facts a report picks out of a scorecard: leading batters and bowlers, collapses, the biggest
 * stand and how it ended, the costliest over, and the state of a chase at a given ball. Every
 * number comes from the core (scorecard rows, fall of wickets, partnerships, chaseProgress,
 * inningsTotal); this module only selects and compares.
 */
import type { BattingEntry } from "../batting.ts";
import { chaseProgress } from "../chase.ts";
import type { FallOfWicket } from "../fall-of-wickets.ts";
import { DEFAULT_BALLS_PER_OVER, isLegalDelivery } from "../overs.ts";
import type { Partnership } from "../partnerships.ts";
import type { InningsScorecard } from "../scorecard.ts";
import { inningsTotal } from "../score.ts";
import type { Innings, MatchInput, PersonId } from "../types.ts";
import type { BattingFigure, BowlingFigure } from "./types.ts";

export function battingFigure(card: InningsScorecard, entry: BattingEntry): BattingFigure {
  return {
    player: entry.player,
    team: card.team,
    inningsIndex: card.index,
    superOver: card.superOver,
    runs: entry.runs,
    balls: entry.balls,
    fours: entry.fours,
    sixes: entry.sixes,
    notOut: entry.status === "not out",
  };
}

/** Every row of the batting card as a figure, in batting order. */
export function battingFigures(card: InningsScorecard): BattingFigure[] {
  return card.batting.map((entry) => battingFigure(card, entry));
}

/** Every row of the bowling card as a figure, in bowling order. */
export function bowlingFigures(card: InningsScorecard): BowlingFigure[] {
  return card.bowling.map((entry) => ({
    player: entry.player,
    team: card.bowlingTeam,
    inningsIndex: card.index,
    superOver: card.superOver,
    wickets: entry.wickets,
    runs: entry.runs,
    overs: entry.overs,
    maidens: entry.maidens,
    figures: `${entry.wickets}-${entry.runs}`,
  }));
}

/** More runs first; then fewer balls; then batting order. */
export function byBatting(a: BattingFigure, b: BattingFigure): number {
  return b.runs - a.runs || a.balls - b.balls;
}

/** More wickets first; then fewer runs; then bowling order (the sort is stable). */
export function byBowling(a: BowlingFigure, b: BowlingFigure): number {
  return b.wickets - a.wickets || a.runs - b.runs;
}

/**
 * The innings' leading scorers: the top scorer (if anyone scored), then up to `limit - 1` more
 * with at least `minRuns`.
 */
export function topScorers(card: InningsScorecard, limit: number, minRuns: number): BattingFigure[] {
  const sorted = battingFigures(card).sort(byBatting);
  const [first, ...rest] = sorted;
  if (first === undefined || first.runs === 0) return [];
  return [first, ...rest.filter((figure) => figure.runs >= minRuns)].slice(0, limit);
}

/**
 * The innings' leading bowlers: the best (if anyone took a wicket), then up to `limit - 1` more
 * with at least `minWickets`.
 */
export function bestBowlers(card: InningsScorecard, limit: number, minWickets: number): BowlingFigure[] {
  const sorted = bowlingFigures(card).sort(byBowling);
  const [first, ...rest] = sorted;
  if (first === undefined || first.wickets === 0) return [];
  return [first, ...rest.filter((figure) => figure.wickets >= minWickets)].slice(0, limit);
}

export interface Collapse {
  /** Wicket numbers of the first and last wicket of the slide. */
  fromWicket: number;
  toWicket: number;
  wickets: number;
  /** Runs added between the first and the last of these wickets. */
  runs: number;
  /** The fall of the last wicket (score and over). */
  end: FallOfWicket;
}

/**
 * The worst slide of wickets in an innings: at least `minWickets` consecutive wickets falling
 * within `maxRuns` runs (counted from the score at the first of them to the score at the last).
 * Most wickets wins; then fewest runs; then the earliest.
 */
export function worstCollapse(fallen: readonly FallOfWicket[], minWickets = 3, maxRuns = 20): Collapse | undefined {
  let worst: Collapse | undefined;
  for (let first = 0; first < fallen.length; first += 1) {
    const start = fallen[first];
    if (start === undefined) continue;
    for (let last = first + minWickets - 1; last < fallen.length; last += 1) {
      const end = fallen[last];
      if (end === undefined) break;
      const runs = end.runs - start.runs;
      if (runs > maxRuns) break;
      const wickets = last - first + 1;
      if (worst === undefined || wickets > worst.wickets || (wickets === worst.wickets && runs < worst.runs)) {
        worst = { fromWicket: start.wicketNumber, toWicket: end.wicketNumber, wickets, runs, end };
      }
    }
  }
  return worst;
}

export interface StandSummary {
  stand: Partnership;
  /** How the stand ended when a dismissal ended it: the fall of wicket and the batter's card row. */
  brokenBy?: { fall: FallOfWicket; entry: BattingEntry };
}

/** The innings' biggest partnership (the earliest of equal ones) and the dismissal that ended it. */
export function largestPartnership(card: InningsScorecard): StandSummary | undefined {
  let best: Partnership | undefined;
  for (const stand of card.partnerships) if (best === undefined || stand.runs > best.runs) best = stand;
  if (best === undefined) return undefined;
  if (best.end !== "dismissal") return { stand: best };
  const fall = card.fallOfWickets.find((entry) => entry.wicketNumber === best.wicket);
  const entry = fall === undefined ? undefined : card.batting.find((row) => row.player.id === fall.player.id);
  return fall === undefined || entry === undefined ? { stand: best } : { stand: best, brokenBy: { fall, entry } };
}

export interface OverSummary {
  inningsIndex: number;
  /** 0-based over, as in Cricsheet. */
  over: number;
  /** runs.total of its deliveries (extras included). */
  runs: number;
  /** Bowlers in the order they bowled in it. */
  bowlers: PersonId[];
}

/** Each over of an innings with the runs it yielded. */
export function overSummaries(innings: Innings, inningsIndex: number): OverSummary[] {
  const overs: OverSummary[] = [];
  for (const delivery of innings.deliveries) {
    let current = overs.at(-1);
    if (current === undefined || current.over !== delivery.over) {
      current = { inningsIndex, over: delivery.over, runs: 0, bowlers: [] };
      overs.push(current);
    }
    current.runs += delivery.runs.total;
    if (!current.bowlers.includes(delivery.bowler)) current.bowlers.push(delivery.bowler);
  }
  return overs;
}

/** The over that cost the most runs in the given innings (the earliest of equal ones). */
export function mostExpensiveOver(match: MatchInput, inningsIndexes: readonly number[]): OverSummary | undefined {
  let worst: OverSummary | undefined;
  for (const index of inningsIndexes) {
    const innings = match.innings[index];
    if (innings === undefined) continue;
    for (const over of overSummaries(innings, index)) if (worst === undefined || over.runs > worst.runs) worst = over;
  }
  return worst;
}

export interface ChaseState {
  /** Deliveries bowled up to this point (wides and no-balls included). */
  deliveries: number;
  legalBalls: number;
  runs: number;
  wickets: number;
  runsNeeded: number;
  ballsRemaining: number;
  /** Two decimals. */
  requiredRunRate: string;
}

/** The deliveries up to and including the one that completed `legalBalls` legal balls; undefined if the innings never got there. */
export function deliveriesUpTo(innings: Innings, legalBalls: number): Innings["deliveries"] | undefined {
  if (legalBalls === 0) return [];
  let count = 0;
  for (let index = 0; index < innings.deliveries.length; index += 1) {
    const delivery = innings.deliveries[index];
    if (delivery !== undefined && isLegalDelivery(delivery)) count += 1;
    if (count === legalBalls) return innings.deliveries.slice(0, index + 1);
  }
  return undefined;
}

/**
 * Where a limited-overs chase stood after `legalBalls` legal balls: the core's chaseProgress and
 * inningsTotal applied to the innings cut at that ball. Undefined when the innings did not last that
 * long, or the chase has no ball limit.
 */
export function chaseStateAfter(match: MatchInput, inningsIndex: number, legalBalls: number): ChaseState | undefined {
  const innings = match.innings[inningsIndex];
  if (innings === undefined) return undefined;
  const deliveries = deliveriesUpTo(innings, legalBalls);
  if (deliveries === undefined) return undefined;
  const pre = innings.penaltyRuns?.pre;
  const cut: Innings = { ...innings, deliveries, penaltyRuns: pre === undefined ? {} : { pre } };
  const cutMatch: MatchInput = { ...match, innings: match.innings.map((entry, index) => (index === inningsIndex ? cut : entry)) };
  const progress = chaseProgress(cutMatch, inningsIndex);
  if (progress?.ballsRemaining === undefined || progress.requiredRunRate === undefined) return undefined;
  const total = inningsTotal(cut, match.ballsPerOver || DEFAULT_BALLS_PER_OVER);
  return {
    deliveries: deliveries.length,
    legalBalls: progress.legalBalls,
    runs: progress.runs,
    wickets: total.wickets,
    runsNeeded: progress.runsNeeded,
    ballsRemaining: progress.ballsRemaining,
    requiredRunRate: progress.requiredRunRate,
  };
}
