/**
 * npm run train:forecast — learns the win-probability model (app/cricket/forecast.ts, decision 049)
 * from the imported default data (CRICKET_STATE_DIR or .wrangler/state, after `npm start`), and
 * evaluates it on the seasons held out: every match from HELD_OUT on. Writes app/data/forecast-model.json
 * and docs/benchmarks/forecast.md. Deterministic: no sampling, so no seed is needed; the same data
 * gives the same numbers.
 *
 * Matches used: T20 (20 overs of 6), The Hundred (20 of 5) and ODIs (50 of 6) with a result or a
 * tie, neither side's innings cut short by the weather (no D/L method, the chase over the full overs), and
 * the two main innings only (a super over decides a tie: the tie counts half a win to each side).
 */
import "./lib/node-version.ts";
import { writeFileSync } from "node:fs";
import { availableParallelism, cpus } from "node:os";
import path from "node:path";
import {
  battingWinProbability,
  forecastGame,
  type ForecastGame,
  type ForecastGender,
  type ForecastModel,
  type ForecastParameters,
  type ForecastState,
  runsToCome,
} from "../app/cricket/forecast.ts";
import { openLocalD1File } from "./lib/node-d1.ts";
import { HELD_OUT_TEST, trainTests } from "./lib/train-test-forecast.ts";
import { LOCAL_STATE, REPO_ROOT } from "./lib/paths.ts";

const HELD_OUT = "2025-01-01";
/** The season that decides whether the sides' strength helps a game (fitted before it, scored on it). */
const VALIDATION = "2024-01-01";
/** The season that decides whether recalibration helps a game (decision 060): a curve fitted on it, scored on VALIDATION. */
const PLATT_CHECK = "2023-01-01";
const ELO_START = 1500;
const ELO_K = 24;
const persistDir = process.env.CRICKET_STATE_DIR ?? LOCAL_STATE;
const d1 = openLocalD1File(persistDir);
type Key = `${ForecastGame} ${ForecastGender}`;

interface MatchRow {
  id: number;
  match_type: string;
  gender: ForecastGender;
  balls_per_over: number;
  overs: number;
  start_date: string;
  winner_id: number | null;
  result: string | null;
  first_team: number;
  first_name: string;
  second_name: string;
  target: number | null;
}
const matches = new Map<number, MatchRow & { key: Key; balls: number; strength: number }>();
for (const row of d1
  .statement(
    `SELECT m.id, m.match_type, m.gender, m.balls_per_over, m.overs, m.start_date, m.winner_id, m.result,
       i1.batting_team_id AS first_team, t1.name AS first_name, t2.name AS second_name, i2.target_runs AS target
     FROM matches m
     JOIN innings i1 ON i1.match_id = m.id AND i1.innings_no = 1
     JOIN innings i2 ON i2.match_id = m.id AND i2.innings_no = 2
     JOIN teams t1 ON t1.id = i1.batting_team_id JOIN teams t2 ON t2.id = i2.batting_team_id
     WHERE m.match_type IN ('T20', 'ODI') AND m.method IS NULL AND (m.winner_id IS NOT NULL OR m.result = 'tie')
       AND coalesce(i2.target_overs, m.overs) = m.overs AND i1.super_over = 0 AND i2.super_over = 0`,
  )
  .all() as unknown as MatchRow[]) {
  const game = forecastGame(row.match_type, row.balls_per_over);
  const full = row.match_type === "ODI" ? 50 : 20;
  if (!game || row.overs !== full || (row.gender !== "male" && row.gender !== "female")) continue;
  matches.set(row.id, { ...row, key: `${game} ${row.gender}`, balls: full * row.balls_per_over, strength: 0 });
}

// The sides' strength: an Elo rating per team and game, from the results before each match (so a
// held-out match sees only what came before it, as a live one would).
const ratings = new Map<Key, Map<string, number>>();
for (const match of [...matches.values()].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id)) {
  const table = ratings.get(match.key) ?? new Map<string, number>();
  ratings.set(match.key, table);
  const first = table.get(match.first_name) ?? ELO_START;
  const second = table.get(match.second_name) ?? ELO_START;
  match.strength = (first - second) / 400;
  const expected = 1 / (1 + 10 ** (-(first - second) / 400));
  const result = match.result === "tie" ? 0.5 : match.winner_id === match.first_team ? 1 : 0;
  table.set(match.first_name, first + ELO_K * (result - expected));
  table.set(match.second_name, second - ELO_K * (result - expected));
}

/** Every state after a ball: one row of parallel arrays per ball, grouped by game. */
class States {
  innings: number[] = [];
  runs: number[] = [];
  wickets: number[] = [];
  balls: number[] = [];
  target: number[] = [];
  /** runs the innings went on to add (first innings: the resources' training data) */
  toCome: number[] = [];
  /** the batting side's result: 1, 0, or 0.5 for a tie */
  won: number[] = [];
  /** the batting side's rating less the bowling side's, in Elo's 400s */
  strength: number[] = [];
  heldOut: boolean[] = [];
  /** the match's id and first day */
  match: number[] = [];
  startDate: string[] = [];
  validation: boolean[] = [];
}
const states = new Map<Key, States>();
const ballsInInnings = new Map<Key, number>();

// One innings at a time, in ball order; its states are written when it ends (runs to come known).
let current: { match: number; innings: number; runs: number[]; wickets: number[]; balls: number[] } | undefined;
const flush = () => {
  if (!current) return;
  const match = matches.get(current.match)!;
  const into = states.get(match.key) ?? new States();
  states.set(match.key, into);
  ballsInInnings.set(match.key, match.balls);
  const final = current.runs.at(-1) ?? 0;
  const battingFirst = current.innings === 1;
  const won = match.result === "tie" ? 0.5 : (match.winner_id === match.first_team) === battingFirst ? 1 : 0;
  current.runs.forEach((runs, i) => {
    into.innings.push(current!.innings);
    into.runs.push(runs);
    into.wickets.push(current!.wickets[i]!);
    into.balls.push(current!.balls[i]!);
    into.target.push(match.target ?? 0);
    into.toCome.push(final - runs);
    into.won.push(won);
    into.strength.push(battingFirst ? match.strength : -match.strength);
    into.heldOut.push(match.start_date >= HELD_OUT);
    into.match.push(match.id);
    into.startDate.push(match.start_date);
    into.validation.push(match.start_date >= VALIDATION && match.start_date < HELD_OUT);
  });
};
const startedAt = Date.now();
for (const ball of d1
  .statement(
    `SELECT d.match_id, d.innings_no, d.runs_total, d.wides, d.noballs,
       (SELECT count(*) FROM wickets w WHERE w.match_id = d.match_id AND w.innings_no = d.innings_no AND w.seq = d.seq
          AND w.kind NOT IN ('retired hurt', 'retired not out')) AS out
     FROM deliveries d JOIN matches m ON m.id = d.match_id
     WHERE m.match_type IN ('T20', 'ODI') AND d.innings_no <= 2
     ORDER BY d.match_id, d.innings_no, d.seq`,
  )
  .iterate() as Iterable<{ match_id: number; innings_no: number; runs_total: number; wides: number; noballs: number; out: number }>) {
  if (!matches.has(ball.match_id)) continue;
  if (!current || current.match !== ball.match_id || current.innings !== ball.innings_no) {
    flush();
    current = { match: ball.match_id, innings: ball.innings_no, runs: [], wickets: [], balls: [] };
  }
  const legal = ball.wides === 0 && ball.noballs === 0 ? 1 : 0;
  current.runs.push((current.runs.at(-1) ?? 0) + ball.runs_total);
  current.wickets.push((current.wickets.at(-1) ?? 0) + ball.out);
  current.balls.push((current.balls.at(-1) ?? 0) + legal);
}
flush();
const readSeconds = (Date.now() - startedAt) / 1000;
// Tests: three outcomes after every over (decision 060).
const tests = trainTests(d1);
d1.close();

/** Z0(w)·(1 − e^(−b·u)) fitted to the mean runs to come per balls left, for one number of wickets in hand. */
function fitResource(points: { u: number; mean: number; n: number }[]): { z0: number; decay: number } {
  let best = { z0: 0, decay: 0.01, error: Number.POSITIVE_INFINITY };
  for (let decay = 0.0005; decay <= 0.2; decay *= 1.02) {
    // For a fixed decay the best Z0 is a weighted least-squares ratio.
    let sxy = 0;
    let sxx = 0;
    for (const { u, mean, n } of points) {
      const x = 1 - Math.exp(-decay * u);
      sxy += n * x * mean;
      sxx += n * x * x;
    }
    const z0 = sxx > 0 ? sxy / sxx : 0;
    let error = 0;
    for (const { u, mean, n } of points) error += n * (mean - z0 * (1 - Math.exp(-decay * u))) ** 2;
    if (error < best.error) best = { z0, decay, error };
  }
  return { z0: best.z0, decay: best.decay };
}

/** Logistic regression (Newton's method; a tie is half a success): one coefficient per feature. */
function fitLogistic(features: number[][], y: number[]): number[] {
  const k = features[0]?.length ?? 0;
  const beta = Array.from({ length: k }, () => 0);
  for (let step = 0; step < 50; step++) {
    const gradient = Array.from({ length: k }, () => 0);
    const hessian = Array.from({ length: k }, () => Array.from({ length: k }, () => 0));
    features.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, v, j) => sum + v * beta[j]!, 0)));
      const w = p * (1 - p);
      for (let j = 0; j < k; j++) {
        gradient[j]! += (y[i]! - p) * x[j]!;
        for (let l = 0; l < k; l++) hessian[j]![l]! += w * x[j]! * x[l]!;
      }
    });
    const delta = solve(hessian, gradient);
    if (!delta) break;
    delta.forEach((d, j) => {
      beta[j]! += d;
    });
    if (delta.reduce((sum, d) => sum + Math.abs(d), 0) < 1e-9) break;
  }
  return beta;
}

/** Solves A·x = b by Gaussian elimination with partial pivoting (null: singular). */
function solve(a: number[][], b: number[]): number[] | null {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    if (Math.abs(m[pivot]![col]!) < 1e-12) return null;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let j = col; j <= n; j++) m[row]![j]! -= factor * m[col]![j]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

const stateOf = (key: Key, s: States, i: number): ForecastState => {
  const [game, gender] = key.split(" ") as [ForecastGame, ForecastGender];
  return {
    game,
    gender,
    innings: s.innings[i] as 1 | 2,
    runs: s.runs[i]!,
    wickets: s.wickets[i]!,
    balls: s.balls[i]!,
    ballsInInnings: ballsInInnings.get(key)!,
    target: s.target[i]!,
    strength: s.strength[i]!,
  };
};

/** One game's numbers, fitted on some states (with or without the sides' strength in the calibration). */
function fitGame(key: Key, s: States, rows: number[], withStrength: boolean): ForecastParameters {
  const total = ballsInInnings.get(key)!;
  // Resources, from the first innings (the second stops when the target is reached).
  const sums = new Map<string, { u: number; w: number; sum: number; n: number }>();
  for (const i of rows) {
    if (s.innings[i] !== 1) continue;
    const u = total - s.balls[i]!;
    const w = 10 - s.wickets[i]!;
    if (u <= 0 || w <= 0) continue;
    const bin = sums.get(`${u} ${w}`) ?? { u, w, sum: 0, n: 0 };
    bin.sum += s.toCome[i]!;
    bin.n += 1;
    sums.set(`${u} ${w}`, bin);
  }
  const z0 = [0];
  const decay = [0];
  for (let w = 1; w <= 10; w++) {
    const points = [...sums.values()].filter((b) => b.w === w).map((b) => ({ u: b.u, mean: b.sum / b.n, n: b.n }));
    // Too few innings reach so few wickets in hand with so many balls left to fit alone: borrow the next.
    const fitted = points.reduce((n, p) => n + p.n, 0) >= 200 ? fitResource(points) : { z0: z0[w - 1]!, decay: decay[w - 1]! };
    z0.push(fitted.z0);
    decay.push(fitted.decay);
  }
  const parameters: ForecastParameters = {
    balls: total,
    z0,
    decay,
    spread: 1,
    chase: { a: 1, c: 0, d: 0 },
    first: { a: 1, c: 0, d: 0 },
  };
  // Spread: the variance of the runs to come over their expectation (method of moments).
  let squared = 0;
  let expected = 0;
  for (const i of rows) {
    if (s.innings[i] !== 1) continue;
    const { mean } = runsToCome(parameters, total - s.balls[i]!, 10 - s.wickets[i]!);
    squared += (s.toCome[i]! - mean) ** 2;
    expected += mean;
  }
  parameters.spread = expected > 0 ? squared / expected : 1;

  // Calibration: each innings' margin (the model with a = 1, c = d = 0), and the sides' strength as
  // much as the match has still to run, against the outcome.
  const shareToCome = (i: number) => (total - s.balls[i]! + (s.innings[i] === 1 ? total : 0)) / (2 * total);
  const raw = { trainedOn: "", games: { [key]: parameters }, ratings: {} };
  for (const innings of [1, 2] as const) {
    // A finished chase is certain (won, lost or tied): nothing to calibrate.
    const open = (i: number) => s.runs[i]! < s.target[i]! && s.balls[i]! < total && s.wickets[i]! < 10;
    const fitRows = rows.filter((i) => s.innings[i] === innings && (innings === 1 || open(i)));
    const features = fitRows.map((i) => {
      const p = battingWinProbability(raw, { ...stateOf(key, s, i), strength: 0 })!;
      const margin = Math.log(p / (1 - p));
      return withStrength ? [margin, s.strength[i]! * shareToCome(i), 1] : [margin, 1];
    });
    const fitted = fitLogistic(
      features,
      fitRows.map((i) => s.won[i]!),
    );
    const [a = 1, d = 0, c = 0] = withStrength ? fitted : [fitted[0], 0, fitted[1]];
    parameters[innings === 1 ? "first" : "chase"] = { a, c, d };
  }
  return parameters;
}

/** A logistic curve per innings on a fit's log-odds, fitted to some states' outcomes (Platt scaling). */
function fitPlatt(
  key: Key,
  s: States,
  fit: ForecastParameters,
  rows: number[],
): Record<"first" | "chase", { alpha: number; beta: number }> {
  const total = ballsInInnings.get(key)!;
  const single: ForecastModel = { trainedOn: "", games: { [key]: fit }, ratings: {} };
  const curve = (innings: 1 | 2) => {
    const open = (i: number) => s.runs[i]! < s.target[i]! && s.balls[i]! < total && s.wickets[i]! < 10;
    const of = rows.filter((i) => s.innings[i] === innings && (innings === 1 || open(i)));
    const [alpha = 1, beta = 0] = fitLogistic(
      of.map((i) => {
        const q = battingWinProbability(single, stateOf(key, s, i))!;
        return [Math.log(q / (1 - q)), 1];
      }),
      of.map((i) => s.won[i]!),
    );
    return { alpha, beta };
  };
  return { first: curve(1), chase: curve(2) };
}

/** A fit with its Platt curves folded in: the curve is linear in the log-odds, so the form is unchanged. */
function recalibrated(p: ForecastParameters, platt: Record<"first" | "chase", { alpha: number; beta: number }>): ForecastParameters {
  const fold = (c: ForecastParameters["first"], { alpha, beta }: { alpha: number; beta: number }) => ({
    a: alpha * c.a,
    c: alpha * c.c + beta,
    d: alpha * c.d,
  });
  return { ...p, first: fold(p.first, platt.first), chase: fold(p.chase, platt.chase) };
}

/** The mean squared error of a game's numbers over some states. */
function brierOf(key: Key, s: States, parameters: ForecastParameters, rows: number[]): number {
  const single: ForecastModel = { trainedOn: "", games: { [key]: parameters }, ratings: {} };
  let sum = 0;
  for (const i of rows) sum += (battingWinProbability(single, stateOf(key, s, i))! - s.won[i]!) ** 2;
  return sum / Math.max(1, rows.length);
}

const model: ForecastModel = { trainedOn: "", games: {}, ratings: {} };
interface Evaluation {
  key: Key;
  trainMatches: number;
  testMatches: number;
  testStates: number;
  brier: Record<"model" | "par" | "prior", number>;
  logLoss: Record<"model" | "par" | "prior", number>;
  deciles: { from: number; predicted: number; observed: number; n: number; matches: number }[];
  /** the validation season's Brier score with and without the sides' strength, and the choice */
  strength: { with: number; without: number; used: boolean };
  /** the recalibration per innings (log-odds × alpha + beta), and the held-out scores without it */
  platt: Record<"first" | "chase", { alpha: number; beta: number }>;
  /** 2024's Brier score of the fit before it with and without a curve fitted on 2023, and the choice */
  recalibration: { with: number; without: number; used: boolean };
  other: { brier: number; worstDecile: number };
}
const evaluations: Evaluation[] = [];
const matchesOf = (key: Key, heldOut: boolean) =>
  [...matches.values()].filter((m) => m.key === key && m.start_date >= HELD_OUT === heldOut).length;

for (const [key, s] of [...states].sort(([a], [b]) => a.localeCompare(b))) {
  const total = ballsInInnings.get(key)!;
  const train = s.innings.map((_, i) => i).filter((i) => !s.heldOut[i]);
  const test = s.innings.map((_, i) => i).filter((i) => s.heldOut[i]);

  // The sides' strength stays in a game's calibration only if it helps on a season the fit did not
  // see (the last one before the held-out seasons); then the numbers are fitted on all of training.
  const early = train.filter((i) => !s.validation[i]);
  const validation = train.filter((i) => s.validation[i]);
  const validationBrier = {
    with: brierOf(key, s, fitGame(key, s, early, true), validation),
    without: brierOf(key, s, fitGame(key, s, early, false), validation),
  };
  const withStrength = validationBrier.with < validationBrier.without;
  const parameters = fitGame(key, s, train, withStrength);
  // Recalibration (decision 060, Platt scaling): a logistic curve on the forecast's log-odds per
  // innings, fitted on the validation season's forecasts by the fit on the seasons before it, then
  // applied to the numbers refitted on all of training. Kept in a game only where the same step one
  // season earlier (a curve fitted on 2023's forecasts by the fit before 2023) lowered 2024's Brier
  // score: chosen on seasons the held-out evaluation never touches.
  const earlyFit = fitGame(key, s, early, withStrength);
  const older = train.filter((i) => s.startDate[i]! < PLATT_CHECK);
  const season = train.filter((i) => s.startDate[i]! >= PLATT_CHECK && !s.validation[i]);
  const olderFit = fitGame(key, s, older, withStrength);
  const plattCheck = {
    with: brierOf(key, s, recalibrated(earlyFit, fitPlatt(key, s, olderFit, season)), validation),
    without: brierOf(key, s, earlyFit, validation),
  };
  const recalibrate = plattCheck.with < plattCheck.without;
  const platt = fitPlatt(key, s, earlyFit, validation);
  // The choice not taken, scored on the held-out seasons beside the one taken.
  const other = recalibrate ? structuredClone(parameters) : recalibrated(parameters, platt);
  if (recalibrate) Object.assign(parameters, recalibrated(parameters, platt));
  model.games[key] = parameters;
  const otherModel: ForecastModel = { trainedOn: "", games: { [key]: other }, ratings: {} };

  // Baselines, fitted the same way: a constant prior per innings, and the run-rate par score.
  const averageFirst = (() => {
    const finals = train.filter((i) => s.innings[i] === 1).map((i) => s.runs[i]! + s.toCome[i]!);
    return finals.reduce((a, b) => a + b, 0) / Math.max(1, finals.length);
  })();
  const parFeature = (i: number) => {
    const par = (s.innings[i] === 2 ? s.target[i]! : averageFirst) * (s.balls[i]! / total);
    return (s.runs[i]! - par) / 10;
  };
  const baselines = new Map<number, { prior: number; par: { a: number; c: number } }>();
  for (const innings of [1, 2]) {
    const rows = train.filter((i) => s.innings[i] === innings);
    const prior = rows.reduce((sum, i) => sum + s.won[i]!, 0) / Math.max(1, rows.length);
    const [a = 0, c = 0] = fitLogistic(
      rows.map((i) => [parFeature(i), 1]),
      rows.map((i) => s.won[i]!),
    );
    baselines.set(innings, { prior, par: { a, c } });
  }

  const score = { model: [0, 0], par: [0, 0], prior: [0, 0] } as Record<"model" | "par" | "prior", [number, number]>;
  const bins = Array.from({ length: 10 }, () => ({ predicted: 0, observed: 0, n: 0, matches: new Set<number>() }));
  const rawBins = Array.from({ length: 10 }, () => ({ predicted: 0, observed: 0, n: 0 }));
  let rawBrier = 0;
  const add = (which: "model" | "par" | "prior", p: number, y: number) => {
    const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
    score[which][0] += (q - y) ** 2;
    score[which][1] += -(y * Math.log(q) + (1 - y) * Math.log(1 - q));
  };
  for (const i of test) {
    const y = s.won[i]!;
    const p = battingWinProbability(model, stateOf(key, s, i))!;
    const base = baselines.get(s.innings[i]!)!;
    add("model", p, y);
    add("prior", base.prior, y);
    add("par", 1 / (1 + Math.exp(-(base.par.a * parFeature(i) + base.par.c))), y);
    const bin = bins[Math.min(9, Math.floor(p * 10))]!;
    bin.predicted += p;
    bin.observed += y;
    bin.n += 1;
    bin.matches.add(s.match[i]!);
    const raw = battingWinProbability(otherModel, stateOf(key, s, i))!;
    rawBrier += (raw - y) ** 2;
    const rawBin = rawBins[Math.min(9, Math.floor(raw * 10))]!;
    rawBin.predicted += raw;
    rawBin.observed += y;
    rawBin.n += 1;
  }
  const n = Math.max(1, test.length);
  evaluations.push({
    key,
    trainMatches: matchesOf(key, false),
    testMatches: matchesOf(key, true),
    testStates: test.length,
    brier: { model: score.model[0] / n, par: score.par[0] / n, prior: score.prior[0] / n },
    logLoss: { model: score.model[1] / n, par: score.par[1] / n, prior: score.prior[1] / n },
    strength: { ...validationBrier, used: withStrength },
    platt,
    recalibration: { ...plattCheck, used: recalibrate },
    other: {
      brier: rawBrier / n,
      worstDecile: Math.max(0, ...rawBins.filter((b) => b.n >= 200).map((b) => (Math.abs(b.predicted - b.observed) / b.n) * 100)),
    },
    deciles: bins.map((b, i) => ({
      from: i / 10,
      predicted: b.n ? b.predicted / b.n : 0,
      observed: b.n ? b.observed / b.n : 0,
      n: b.n,
      matches: b.matches.size,
    })),
  });
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));
model.trainedOn = `${[...matches.values()].filter((m) => m.start_date < HELD_OUT).length} T20, Hundred and ODI matches (men and women) before ${HELD_OUT}, Cricsheet ball by ball`;
for (const p of Object.values(model.games)) {
  p.z0 = p.z0.map((z) => round(z, 2));
  p.decay = p.decay.map((b) => round(b, 6));
  p.spread = round(p.spread, 4);
  p.chase = { a: round(p.chase.a, 5), c: round(p.chase.c, 5), d: round(p.chase.d, 5) };
  p.first = { a: round(p.first.a, 5), c: round(p.first.c, 5), d: round(p.first.d, 5) };
}
// Ratings as the data ends, of the teams that played in the last two years (older ones start afresh).
const lastPlayed = new Map<string, string>();
for (const m of matches.values())
  for (const name of [m.first_name, m.second_name]) {
    const k = `${m.key}|${name}`;
    if ((lastPlayed.get(k) ?? "") < m.start_date) lastPlayed.set(k, m.start_date);
  }
const latest = [...matches.values()].reduce((max, m) => (m.start_date > max ? m.start_date : max), "");
const since = `${Number(latest.slice(0, 4)) - 2}${latest.slice(4)}`;
for (const [key, table] of [...ratings].sort(([a], [b]) => a.localeCompare(b))) {
  model.ratings[key] = Object.fromEntries(
    [...table]
      .filter(([name]) => (lastPlayed.get(`${key}|${name}`) ?? "") >= since)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, rating]) => [name, Math.round(rating)]),
  );
}
model.test = tests.parameters;
writeFileSync(path.join(REPO_ROOT, "app/data/forecast-model.json"), `${JSON.stringify(model, null, 1)}\n`);

const f3 = (x: number) => x.toFixed(3);
const worstDecile = (e: Evaluation) =>
  Math.max(0, ...e.deciles.filter((d) => d.n >= 200).map((d) => Math.abs(d.predicted - d.observed) * 100));
/**
 * The gap a decile's observed rate can show by chance alone, in points (95 %: 1.96 standard errors):
 * the states of one match share its outcome, so the sample is the decile's matches, not its states.
 */
const samplingError = (p: number, matches: number) => 196 * Math.sqrt(Math.max(0.0025, p * (1 - p)) / Math.max(1, matches));
const te = tests.evaluation;
/** The sampling error of the worst decile (≥ 200 states). */
const worstNoise = (e: Evaluation) => {
  const worst = e.deciles
    .filter((d) => d.n >= 200)
    .reduce<Evaluation["deciles"][number] | undefined>(
      (a, d) => (!a || Math.abs(d.predicted - d.observed) > Math.abs(a.predicted - a.observed) ? d : a),
      undefined,
    );
  return worst ? samplingError(worst.predicted, worst.matches) : 0;
};
const decileRow = (d: { from: number; predicted: number; observed: number; n: number; matches: number }) =>
  `| ${d.from.toFixed(1)}–${(d.from + 0.1).toFixed(1)} | ${f3(d.predicted)} | ${f3(d.observed)} | ${d.n ? ((d.observed - d.predicted) * 100).toFixed(1) : "–"} | ${d.n ? samplingError(d.predicted, d.matches).toFixed(1) : "–"} | ${d.n} | ${d.matches} |`;
writeFileSync(
  path.join(REPO_ROOT, "docs/benchmarks/forecast.md"),
  `# Win probability: the model against two baselines, on seasons it never saw

Written by \`npm run train:forecast\` (scripts/train-forecast.ts, decisions 049 and 060) on ${new Date().toISOString().slice(0, 10)},
${cpus()[0]?.model ?? "unknown CPU"} (${availableParallelism()} threads); reading the balls took ${readSeconds.toFixed(0)} s.
Trained on every match before ${HELD_OUT}, evaluated on every match from ${HELD_OUT} on, after every ball of
both innings (matches with a result or a tie, not shortened by the weather). Lower is better for both
scores. Baselines, fitted on the same training matches: **prior**, a constant chance per innings (how
often the side batting first, or chasing, won); **par**, a logistic curve on the runs ahead of a
run-rate par score (the target, or the average first-innings total, spread evenly over the balls).
The sides' strength (their Elo difference) is kept in a game only where it lowered the Brier score
of ${VALIDATION.slice(0, 4)}'s matches for a fit on the seasons before (last column); then everything is refitted
on all training matches. Then a game's forecast may be **recalibrated** (Platt scaling, decision 060):
a logistic curve on its log-odds per innings, fitted on ${VALIDATION.slice(0, 4)}'s forecasts by the fit on the seasons
before, applied to the refitted numbers. It is kept only where the same step a season earlier (a curve
fitted on ${PLATT_CHECK.slice(0, 4)}'s forecasts by the fit before ${PLATT_CHECK.slice(0, 4)}) lowered ${VALIDATION.slice(0, 4)}'s Brier score (column
"recalibration"); the held-out scores of the other choice are beside it.

| game | train matches | test matches | test states | Brier model | par | prior | log loss model | par | prior | worst decile (≥ 200 states) | its gap by chance alone | recalibration (${VALIDATION.slice(0, 4)} Brier with / without) | held out, the other choice: Brier, worst decile | strength (${VALIDATION.slice(0, 4)} Brier with / without) |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${evaluations
  .map(
    (e) =>
      `| ${e.key} | ${e.trainMatches} | ${e.testMatches} | ${e.testStates} | **${f3(e.brier.model)}** | ${f3(e.brier.par)} | ${f3(e.brier.prior)} | **${f3(e.logLoss.model)}** | ${f3(e.logLoss.par)} | ${f3(e.logLoss.prior)} | ${worstDecile(e).toFixed(1)} points | ±${worstNoise(e).toFixed(1)} | ${e.recalibration.used ? "used" : "left out"} (${f3(e.recalibration.with)} / ${f3(e.recalibration.without)}) | ${f3(e.other.brier)}, ${e.other.worstDecile.toFixed(1)} points | ${e.strength.used ? "used" : "left out"} (${f3(e.strength.with)} / ${f3(e.strength.without)}) |`,
  )
  .join("\n")}

## Reliability: predicted against observed, by tenths of the predicted chance (held-out states)

A decile's gap (observed less predicted, in points) beside the gap chance alone would give it 95 % of
the time: 1.96·√(p(1 − p)/m) with m the decile's matches, not its states (every state of a match
shares its outcome). A gap inside it is sampling noise; the ±5-point goal is only testable where it
is below 5 points.

${evaluations
  .map(
    (e) => `### ${e.key}

| predicted | mean predicted | observed | gap (points) | chance alone (±points) | states | matches |
|---|---|---|---|---|---|---|
${e.deciles.map((d) => decileRow(d)).join("\n")}`,
  )
  .join("\n\n")}

## Tests: win, draw or loss after every over (men; decision 060)

Men's Tests before ${HELD_OUT_TEST} fitted (from ${te.from || "the first in the data"}: the start was chosen on
2023's Tests for fits on the seasons before, validation log loss ${te.choices.map((c) => `${c.from.slice(0, 4) || "all"} ${f3(c.logLoss)}`).join(", ")}),
evaluated on every Test from ${HELD_OUT_TEST} on (two seasons: 2025 alone holds too few Tests), after every over not yet
decided by rule (a chase that has won, the last innings all out, an innings defeat). Three outcomes of
the side batting: Brier is the multi-class sum of squares (0–2), log loss the outcome's −log p.
Baselines, fitted the same way per innings: **prior**, each outcome's share; **par**, a softmax on
the lead and the days left alone. Women's Tests (${"≈"}20 in the data) are not forecast.

| train Tests | test Tests | test states | Brier model | par | prior | log loss model | par | prior |
|---|---|---|---|---|---|---|---|---|
| ${te.trainMatches} | ${te.testMatches} | ${te.testStates} | **${f3(te.brier.model)}** | ${f3(te.brier.par)} | ${f3(te.brier.prior)} | **${f3(te.logLoss.model)}** | ${f3(te.logLoss.par)} | ${f3(te.logLoss.prior)} |

${(["win", "draw", "loss"] as const)
  .map(
    (o) => `### Tests: ${o} (of the side batting)

| predicted | mean predicted | observed | gap (points) | chance alone (±points) | states | matches |
|---|---|---|---|---|---|---|
${te.deciles[o].map((d) => decileRow(d)).join("\n")}`,
  )
  .join("\n\n")}
`,
);
for (const e of evaluations)
  console.log(
    `${e.key}: Brier ${f3(e.brier.model)} (par ${f3(e.brier.par)}, prior ${f3(e.brier.prior)}), log loss ${f3(e.logLoss.model)}, worst decile ${worstDecile(e).toFixed(1)}`,
  );
console.log(
  `Test male: Brier ${f3(te.brier.model)} (par ${f3(te.brier.par)}, prior ${f3(te.brier.prior)}), log loss ${f3(te.logLoss.model)} (par ${f3(te.logLoss.par)}, prior ${f3(te.logLoss.prior)})`,
);
