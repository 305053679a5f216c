/**
 * Win probability in a limited-overs match, after any ball (issue 34; the method: docs/forecast.md).
 *
 * Two small learned pieces per game (T20, The Hundred, ODI; men and women):
 * - **resources**: the runs a side still expects to make with `u` legal balls left and `w` wickets in
 *   hand, Z(u, w) = Z0(w)·(1 − e^(−b(w)·u)) (the Duckworth–Lewis form, fitted to completed first
 *   innings), and how uncertain that is, a variance of `spread`·Z (runs come in bursts: more spread
 *   than a Poisson count);
 * - **calibration**: a logistic curve per innings that turns the margin the chase is ahead or behind,
 *   in standard deviations, into a probability (fitted to the outcomes of the training matches).
 *
 * The first innings is forecast through the second: the chasers' full resources against the total
 * the batting side is heading for, both uncertain. Pure: the learned numbers come in as a value.
 */

import { isLegalDelivery } from "./overs.ts";
import type { MatchInput } from "./types.ts";

export type ForecastGame = "T20" | "Hundred" | "ODI";
export type ForecastGender = "male" | "female";

/** The learned numbers of one game and gender. */
export interface ForecastParameters {
  /** legal balls in a full innings */
  balls: number;
  /** per wickets in hand (index 0–10): the runs to come with unlimited balls, and the decay per ball */
  z0: number[];
  decay: number[];
  /** variance of the runs to come = spread × their expectation (+ 1) */
  spread: number;
  /**
   * logistic calibration of the chase (second innings) and of the first innings:
   * p = σ(a·margin + d·strength·share of the match to come + c)
   */
  chase: Calibration;
  first: Calibration;
}

export interface Calibration {
  a: number;
  c: number;
  /** weight of the sides' strength (their rating difference), which fades as the match goes on */
  d: number;
}

export type ForecastKey = `${ForecastGame} ${ForecastGender}`;

export interface ForecastModel {
  /** what the numbers were learned from, said on the method page */
  trainedOn: string;
  games: Partial<Record<ForecastKey, ForecastParameters>>;
  /** each team's Elo rating per game at the end of the training data (name → rating) */
  ratings: Partial<Record<ForecastKey, Record<string, number>>>;
  /** Tests' three outcomes (men's Tests; absent: Tests are not forecast) */
  test?: TestParameters;
}

/** A team not rated (new, or a name the data never saw) starts here. */
export const ELO_START = 1500;

/** The batting side's strength against the bowling side's: their rating difference in Elo's 400s. */
export function strengthOf(model: ForecastModel, key: ForecastKey, batting: string, bowling: string): number {
  const table = model.ratings[key] ?? {};
  return ((table[batting] ?? ELO_START) - (table[bowling] ?? ELO_START)) / 400;
}

/** The state a fan sees after a ball: the innings, its score, and (chasing) the target. */
export interface ForecastState {
  game: ForecastGame;
  gender: ForecastGender;
  innings: 1 | 2;
  runs: number;
  wickets: number;
  /** legal balls bowled in this innings */
  balls: number;
  /** legal balls this innings may last (a reduced match: its revised length) */
  ballsInInnings: number;
  /** the chase's target (innings 2; a reduced match: the revised target) */
  target?: number;
  /** the batting side's rating less the bowling side's, in Elo's 400s (strengthOf); 0 when unknown */
  strength?: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The runs a side expects to add with `ballsLeft` legal balls and `wicketsLeft` wickets, and their variance. */
export function runsToCome(p: ForecastParameters, ballsLeft: number, wicketsLeft: number): { mean: number; variance: number } {
  const w = Math.max(0, Math.min(10, wicketsLeft));
  const mean = ballsLeft <= 0 || w === 0 ? 0 : p.z0[w]! * (1 - Math.exp(-p.decay[w]! * ballsLeft));
  return { mean, variance: p.spread * mean + 1 };
}

/**
 * The chance that the side batting now wins (a tie counts half; the rule: a tied match is settled
 * by a super over, a coin toss between equals). Null when the model has no numbers for the game.
 */
export function battingWinProbability(model: ForecastModel, state: ForecastState): number | null {
  const p = model.games[`${state.game} ${state.gender}`];
  if (!p) return null;
  const ballsLeft = Math.max(0, state.ballsInInnings - state.balls);
  const wicketsLeft = 10 - state.wickets;
  const toCome = runsToCome(p, ballsLeft, wicketsLeft);
  if (state.innings === 2) {
    const needed = (state.target ?? 0) - state.runs;
    if (needed <= 0) return 1;
    if (ballsLeft === 0 || wicketsLeft <= 0) return needed === 1 ? 0.5 : 0;
    // Ahead or behind, in standard deviations: −0.5 so that needing exactly what is expected is a coin toss less a tie.
    const margin = (toCome.mean - needed + 0.5) / Math.sqrt(toCome.variance);
    return clamp(sigmoid(calibrated(p.chase, margin, state.strength ?? 0, ballsLeft / (2 * state.ballsInInnings))));
  }
  // The total the batting side is heading for, against what the chasers expect from a full innings.
  const chasers = runsToCome(p, state.ballsInInnings, 10);
  const margin = (state.runs + toCome.mean - chasers.mean) / Math.sqrt(toCome.variance + chasers.variance);
  const toPlay = (ballsLeft + state.ballsInInnings) / (2 * state.ballsInInnings);
  return clamp(sigmoid(calibrated(p.first, margin, state.strength ?? 0, toPlay)));
}

/** The calibrated log-odds: the margin, and the strength as much as the match still has to run. */
export function calibrated(c: Calibration, margin: number, strength: number, shareToCome: number): number {
  return c.a * margin + c.d * strength * shareToCome + c.c;
}

/** Never quite certain before the last ball: 0.1 % either side. */
const clamp = (x: number) => Math.min(0.999, Math.max(0.001, x));

/** The game a match is forecast as: a five-ball-over T20 is The Hundred; other formats have no model. */
export function forecastGame(matchType: string, ballsPerOver: number): ForecastGame | null {
  // Tests are forecast by testOutcomeProbabilities (three outcomes), not as a game of two.
  if (matchType === "T20") return ballsPerOver === 5 ? "Hundred" : "T20";
  if (matchType === "ODI") return "ODI";
  return null;
}

/** One point of a match's forecast: after a ball (a Test: an over), the first-listed team's chance. */
export interface ForecastPoint {
  inningsNo: 1 | 2 | 3 | 4;
  /** legal balls bowled in the innings after this ball */
  balls: number;
  /** "over.ball", as the commentary numbers it */
  label: string;
  /** the chance of the match's first team (teams[0]) */
  chance: number;
  /** Tests: the chance of a draw (the second team's chance is 1 − chance − draw) */
  draw?: number;
}

const NOT_OUT_KINDS = new Set(["retired hurt", "retired not out"]);

/**
 * A limited-overs match's forecast after every ball of its two main innings, from what has been
 * bowled: the worm of the match page and the API. Null for a game the model does not cover.
 */
export function forecastSeries(
  model: ForecastModel,
  match: MatchInput,
  gender: ForecastGender,
): { key: ForecastKey | "Test male"; teams: [string, string]; points: ForecastPoint[] } | null {
  if (match.matchType === "Test") return gender === "male" && model.test ? testForecastSeries(model.test, match) : null;
  const game = forecastGame(match.matchType, match.ballsPerOver);
  if (!game || !model.games[`${game} ${gender}`]) return null;
  const key: ForecastKey = `${game} ${gender}`;
  const main = match.innings.filter((i) => !i.superOver).slice(0, 2);
  const fullBalls = (match.overs ?? (game === "ODI" ? 50 : 20)) * match.ballsPerOver;
  const points: ForecastPoint[] = [];
  let firstTotal = 0;
  main.forEach((innings, index) => {
    const inningsNo = (index + 1) as 1 | 2;
    const batting = innings.team;
    const bowling = match.teams.find((t) => t !== batting) ?? "";
    const strength = strengthOf(model, key, batting, bowling);
    const ballsInInnings = innings.target?.overs ? Math.round(innings.target.overs * match.ballsPerOver) : fullBalls;
    const target = innings.target?.runs ?? firstTotal + 1;
    let runs = innings.penaltyRuns?.pre ?? 0;
    let wickets = 0;
    let balls = 0;
    for (const delivery of innings.deliveries) {
      runs += delivery.runs.total;
      wickets += delivery.wickets.filter((w) => !NOT_OUT_KINDS.has(w.kind)).length;
      if (isLegalDelivery(delivery)) balls += 1;
      const chance = battingWinProbability(model, {
        game,
        gender,
        innings: inningsNo,
        runs,
        wickets: Math.min(10, wickets),
        balls,
        ballsInInnings,
        target,
        strength,
      })!;
      points.push({
        inningsNo,
        balls,
        label: `${delivery.over}.${balls - delivery.over * match.ballsPerOver}`,
        chance: batting === match.teams[0] ? chance : 1 - chance,
      });
    }
    if (inningsNo === 1) firstTotal = runs;
  });
  return { key, teams: match.teams, points };
}

/** A ball that moved the forecast by at least this much (of 1) is a swing ball: the commentary marks it. */
export const SWING = 0.1;

/** How one ball moved the first team's chance. */
export interface ForecastSwing {
  from: number;
  to: number;
}

/**
 * The swing balls of a forecast series, by "{innings index}:{delivery index}" (the commentary's
 * ball keys): each ball after which the first team's chance is at least `threshold` away from
 * where it stood before it. An innings' first ball is never one: the chance it started from is
 * the model's view of a new innings, not a ball. Each ball's swing depends only on the balls up to
 * it, so a ball once marked (or not) stays so as the match goes on.
 */
export function swingBalls(points: readonly ForecastPoint[], threshold = SWING): Map<string, ForecastSwing> {
  const swings = new Map<string, ForecastSwing>();
  let index = 0;
  points.forEach((point, i) => {
    const before = points[i - 1];
    index = before && before.inningsNo === point.inningsNo ? index + 1 : 0;
    if (index > 0 && Math.abs(point.chance - before!.chance) >= threshold) {
      swings.set(`${point.inningsNo - 1}:${index}`, { from: before!.chance, to: point.chance });
    }
  });
  return swings;
}

// ——— Tests: win, draw or loss after every over ———

/**
 * The learned numbers of the Tests' model (decision 060): a softmax over three outcomes of the side
 * batting now (win, draw, loss; the draw's score is 0), one set of weights per innings (1–4) on the
 * features of `testFeatures`. The weights on the lead (the 2nd and 6th) are ≥ 0 for the win and ≤ 0
 * for the loss: so more runs ahead never lowers the batting side's chance of winning (nor, chasing,
 * more runs needed raises it).
 */
export interface TestParameters {
  /** the time a Test is scheduled for: days, and overs in a day */
  days: number;
  oversPerDay: number;
  /** per innings (index 0–3): weights of the win's and the loss's score, one per feature */
  win: number[][];
  loss: number[][];
}

/** A Test's state after an over, as the side batting sees it. */
export interface TestState {
  innings: 1 | 2 | 3 | 4;
  /** the batting side's runs in the match less the other side's (chasing: 1 − runs needed) */
  lead: number;
  /** wickets down in this innings */
  wickets: number;
  /** overs of the scheduled days not yet bowled */
  oversLeft: number;
}

/** Overs an innings change costs (ten minutes at 4 minutes an over). */
export const TEST_INNINGS_BREAK_OVERS = 2.5;

/**
 * The features of the Tests' model: a constant, the lead (in hundreds of runs), the wickets in hand
 * (in tens), the days left, the time left against the wickets still to fall for a result (the log
 * of overs left over ten overs a wicket), and the lead per over left.
 */
export function testFeatures(p: Pick<TestParameters, "oversPerDay">, s: TestState): number[] {
  const inHand = Math.max(0, 10 - s.wickets);
  const toFall = inHand + 10 * (4 - s.innings);
  const oversLeft = Math.max(0, s.oversLeft);
  return [
    1,
    s.lead / 100,
    inHand / 10,
    oversLeft / p.oversPerDay,
    Math.log((1 + oversLeft) / (1 + 10 * toFall)),
    s.lead / (10 * (1 + oversLeft)),
  ];
}

/** The softmax of the two scores against the draw's 0. */
function outcomesOf(win: number, loss: number): { win: number; draw: number; loss: number } {
  const top = Math.max(win, loss, 0);
  const w = Math.exp(win - top);
  const l = Math.exp(loss - top);
  const d = Math.exp(-top);
  const sum = w + l + d;
  return { win: w / sum, draw: d / sum, loss: l / sum };
}

/**
 * The chances of the side batting now in a Test: it wins, the match is drawn, it loses (summing to
 * 1). Finished states are certain: a chase that has reached its target is won; the side batting
 * last all out short of it has lost (level: a tie, half each); a side all out in the third innings
 * still behind has lost by an innings.
 */
export function testOutcomeProbabilities(p: TestParameters, s: TestState): { win: number; draw: number; loss: number } {
  if (s.innings === 4 && s.lead > 0) return { win: 1, draw: 0, loss: 0 };
  if (s.wickets >= 10 && s.innings === 4) return s.lead === 0 ? { win: 0.5, draw: 0, loss: 0.5 } : { win: 0, draw: 0, loss: 1 };
  if (s.wickets >= 10 && s.innings === 3 && s.lead < 0) return { win: 0, draw: 0, loss: 1 };
  const x = testFeatures(p, s);
  const score = (weights: number[] | undefined) => (weights ?? []).reduce((sum, w, j) => sum + w * (x[j] ?? 0), 0);
  const out = outcomesOf(score(p.win[s.innings - 1]), score(p.loss[s.innings - 1]));
  // Never quite certain before the end: 0.1 % at least each (a mixture, so still summing to 1 and
  // keeping the order of states).
  const floor = (v: number) => 0.997 * v + 0.001;
  return { win: floor(out.win), draw: floor(out.draw), loss: floor(out.loss) };
}

/** The overs of the scheduled days left after `ballsBowled` legal balls in the match and `inningsChanges` changes. */
export function testOversLeft(
  p: Pick<TestParameters, "days" | "oversPerDay">,
  ballsBowled: number,
  ballsPerOver: number,
  inningsChanges: number,
): number {
  return Math.max(0, p.days * p.oversPerDay - ballsBowled / ballsPerOver - TEST_INNINGS_BREAK_OVERS * inningsChanges);
}

/**
 * A Test's forecast after every over (and the last ball bowled) of its four innings: the first
 * team's chance of winning and the chance of a draw. A finished Test's last point is its result.
 */
function testForecastSeries(p: TestParameters, match: MatchInput): { key: "Test male"; teams: [string, string]; points: ForecastPoint[] } {
  const totals = new Map<string, number>(match.teams.map((t) => [t, 0]));
  const main = match.innings.filter((i) => !i.superOver && !i.forfeited).slice(0, 4);
  const points: ForecastPoint[] = [];
  let matchBalls = 0;
  main.forEach((innings, index) => {
    const inningsNo = (index + 1) as 1 | 2 | 3 | 4;
    const batting = innings.team;
    const bowling = match.teams.find((t) => t !== batting) ?? "";
    totals.set(batting, (totals.get(batting) ?? 0) + (innings.penaltyRuns?.pre ?? 0));
    let wickets = 0;
    let balls = 0;
    innings.deliveries.forEach((delivery, i) => {
      totals.set(batting, (totals.get(batting) ?? 0) + delivery.runs.total);
      wickets += delivery.wickets.filter((w) => !NOT_OUT_KINDS.has(w.kind)).length;
      if (isLegalDelivery(delivery)) {
        balls += 1;
        matchBalls += 1;
      }
      const next = innings.deliveries[i + 1];
      if (next && next.over === delivery.over) return;
      const lead = (totals.get(batting) ?? 0) - (totals.get(bowling) ?? 0);
      const chances = testOutcomeProbabilities(p, {
        innings: inningsNo,
        lead,
        wickets: Math.min(10, wickets),
        oversLeft: testOversLeft(p, matchBalls, match.ballsPerOver, index),
      });
      const first = batting === match.teams[0];
      points.push({
        inningsNo,
        balls,
        label: `${delivery.over}.${balls - delivery.over * match.ballsPerOver}`,
        chance: first ? chances.win : chances.loss,
        draw: chances.draw,
      });
    });
  });
  const last = points.at(-1);
  const outcome = match.outcome;
  if (last && outcome) {
    if ("winner" in outcome) Object.assign(last, { chance: outcome.winner === match.teams[0] ? 1 : 0, draw: 0 });
    else if (outcome.result === "draw") Object.assign(last, { chance: 0, draw: 1 });
    else if (outcome.result === "tie") Object.assign(last, { chance: 0.5, draw: 0 });
  }
  return { key: "Test male", teams: match.teams, points };
}
