/**
 * The Tests' part of `npm run train:forecast` (decision 060): the three outcomes (win, draw, loss) of
 * the side batting, after every over, learned as a softmax regression per innings on the features of
 * app/cricket/forecast.ts (`testFeatures`), fitted on every men's Test before HELD_OUT_TEST and
 * evaluated on every one from it on against two baselines fitted the same way. Deterministic (Newton's
 * method from zero: no sampling, so no seed is needed).
 */
import { type TestParameters, type TestState, testFeatures, testOutcomeProbabilities, testOversLeft } from "../../app/cricket/forecast.ts";
import type { openLocalD1File } from "./node-d1.ts";

/** Men's Tests from this day on are held out: two seasons (≈ 90 Tests; from 2025 alone only 41). */
export const HELD_OUT_TEST = "2024-01-01";
/** The season that chooses how far back the fit reaches (draws have grown rarer): fitted before it, scored on it. */
const VALIDATION_TEST = "2023-01-01";
/** The first seasons the fit may start from; the one with the best validation log loss is kept. */
const STARTS = ["", "2010-01-01", "2014-01-01", "2017-01-01"];
const DAYS = 5;
const OVERS_PER_DAY = 90;
const NOT_OUT = "('retired hurt', 'retired not out')";

interface TestRow extends TestState {
  match: number;
  /** 0 win, 1 draw, 2 loss; a tie: half a win and half a loss */
  y: [number, number, number];
  heldOut: boolean;
  start: string;
}

/** Every men's Test state after an over that is not yet decided, with its outcome for the batting side. */
function readStates(d1: ReturnType<typeof openLocalD1File>): TestRow[] {
  const matches = new Map<number, { winner: number | null; result: string | null; start: string; teams: Map<number, number> }>();
  for (const m of d1
    .statement(
      `SELECT id, winner_id, result, start_date FROM matches
       WHERE match_type = 'Test' AND gender = 'male' AND (winner_id IS NOT NULL OR result IN ('draw', 'tie')) AND method IS NULL`,
    )
    .all() as unknown as { id: number; winner_id: number | null; result: string | null; start_date: string }[])
    matches.set(m.id, { winner: m.winner_id, result: m.result, start: m.start_date, teams: new Map() });
  const innings = new Map<string, { batting: number; bowling: number; order: number; penalty: number }>();
  for (const i of d1
    .statement(
      `SELECT i.match_id, i.innings_no, i.batting_team_id, i.bowling_team_id, i.penalty_pre FROM innings i JOIN matches m ON m.id = i.match_id
       WHERE m.match_type = 'Test' AND i.super_over = 0 AND i.forfeited = 0 ORDER BY i.match_id, i.innings_no`,
    )
    .all() as unknown as {
    match_id: number;
    innings_no: number;
    batting_team_id: number;
    bowling_team_id: number;
    penalty_pre: number;
  }[]) {
    innings.set(`${i.match_id}:${i.innings_no}`, {
      batting: i.batting_team_id,
      bowling: i.bowling_team_id,
      order: 0,
      penalty: i.penalty_pre,
    });
  }
  // The innings' order in its match among the played (not forfeited) ones: 1–4.
  const seen = new Map<number, number>();
  for (const [key, value] of innings) {
    const match = Number(key.split(":")[0]);
    const n = (seen.get(match) ?? 0) + 1;
    seen.set(match, n);
    value.order = n;
  }

  const rows: TestRow[] = [];
  let current: { match: number; inningsNo: number } | undefined;
  let wickets = 0;
  let matchBalls = 0;
  const totals = new Map<number, number>();
  for (const ball of d1
    .statement(
      `SELECT d.match_id, d.innings_no, d.over_no, d.runs_total, d.wides, d.noballs,
         (SELECT count(*) FROM wickets w WHERE w.match_id = d.match_id AND w.innings_no = d.innings_no AND w.seq = d.seq
            AND w.kind NOT IN ${NOT_OUT}) AS out,
         lead(d.over_no) OVER (PARTITION BY d.match_id, d.innings_no ORDER BY d.seq) AS next_over
       FROM deliveries d JOIN matches m ON m.id = d.match_id
       WHERE m.match_type = 'Test' AND m.gender = 'male'
       ORDER BY d.match_id, d.innings_no, d.seq`,
    )
    .iterate() as Iterable<{
    match_id: number;
    innings_no: number;
    over_no: number;
    runs_total: number;
    wides: number;
    noballs: number;
    out: number;
    next_over: number | null;
  }>) {
    const match = matches.get(ball.match_id);
    const inn = innings.get(`${ball.match_id}:${ball.innings_no}`);
    if (!match || !inn || inn.order > 4) continue;
    if (!current || current.match !== ball.match_id) {
      totals.clear();
      matchBalls = 0;
    }
    if (!current || current.match !== ball.match_id || current.inningsNo !== ball.innings_no) {
      current = { match: ball.match_id, inningsNo: ball.innings_no };
      wickets = 0;
      totals.set(inn.batting, (totals.get(inn.batting) ?? 0) + inn.penalty);
    }
    totals.set(inn.batting, (totals.get(inn.batting) ?? 0) + ball.runs_total);
    wickets += ball.out;
    if (ball.wides === 0 && ball.noballs === 0) matchBalls += 1;
    if (ball.next_over === ball.over_no) continue;
    const state: TestState = {
      innings: inn.order as 1 | 2 | 3 | 4,
      lead: (totals.get(inn.batting) ?? 0) - (totals.get(inn.bowling) ?? 0),
      wickets: Math.min(10, wickets),
      oversLeft: testOversLeft({ days: DAYS, oversPerDay: OVERS_PER_DAY }, matchBalls, 6, inn.order - 1),
    };
    if (decided(state)) continue;
    const y: [number, number, number] =
      match.result === "draw" ? [0, 1, 0] : match.result === "tie" ? [0.5, 0, 0.5] : match.winner === inn.batting ? [1, 0, 0] : [0, 0, 1];
    rows.push({ ...state, match: ball.match_id, y, heldOut: match.start >= HELD_OUT_TEST, start: match.start });
  }
  return rows;
}

/** The states the model does not forecast: certain by rule (testOutcomeProbabilities). */
const decided = (s: TestState) =>
  (s.innings === 4 && (s.lead > 0 || s.wickets >= 10)) || (s.innings === 3 && s.wickets >= 10 && s.lead < 0);

/**
 * Softmax regression (draw the reference) by Newton's method, with a small ridge for the separable
 * corners. `signs`: per feature, +1 (the win's weight ≥ 0 and the loss's ≤ 0), or 0 (free); a
 * weight that comes out on the wrong side is fixed at 0 and the rest refitted.
 */
export function fitSoftmax(x: number[][], y: [number, number, number][], signs: number[]): { win: number[]; loss: number[] } {
  const k = x[0]?.length ?? 0;
  const free = Array.from({ length: 2 * k }, () => true);
  for (let round = 0; round < 2 * k; round++) {
    const beta = newton(x, y, free);
    let changed = false;
    for (let j = 0; j < k; j++) {
      if (signs[j] !== 1) continue;
      if (free[j] && beta[j]! < 0) {
        free[j] = false;
        changed = true;
      }
      if (free[k + j] && beta[k + j]! > 0) {
        free[k + j] = false;
        changed = true;
      }
    }
    if (!changed) return { win: beta.slice(0, k), loss: beta.slice(k) };
  }
  const beta = newton(x, y, free);
  return { win: beta.slice(0, k), loss: beta.slice(k) };
}

function newton(x: number[][], y: [number, number, number][], free: boolean[]): number[] {
  const k = x[0]?.length ?? 0;
  const n = 2 * k;
  const beta = Array.from({ length: n }, () => 0);
  const ridge = 1e-6 * x.length;
  for (let step = 0; step < 60; step++) {
    const g = Array.from({ length: n }, (_, j) => -ridge * beta[j]!);
    const h = Array.from({ length: n }, (_, j) => Array.from({ length: n }, (_, l) => (j === l ? ridge : 0)));
    for (let i = 0; i < x.length; i++) {
      const xi = x[i]!;
      const sw = xi.reduce((s, v, j) => s + v * beta[j]!, 0);
      const sl = xi.reduce((s, v, j) => s + v * beta[k + j]!, 0);
      const top = Math.max(sw, sl, 0);
      const ew = Math.exp(sw - top);
      const el = Math.exp(sl - top);
      const ed = Math.exp(-top);
      const pw = ew / (ew + el + ed);
      const pl = el / (ew + el + ed);
      const [yw, , yl] = y[i]!;
      for (let j = 0; j < k; j++) {
        g[j]! += (yw - pw) * xi[j]!;
        g[k + j]! += (yl - pl) * xi[j]!;
        for (let l = 0; l < k; l++) {
          const xx = xi[j]! * xi[l]!;
          h[j]![l]! += pw * (1 - pw) * xx;
          h[k + j]![k + l]! += pl * (1 - pl) * xx;
          h[j]![k + l]! -= pw * pl * xx;
          h[k + j]![l]! -= pw * pl * xx;
        }
      }
    }
    const idx = beta.map((_, j) => j).filter((j) => free[j]);
    const delta = solve(
      idx.map((j) => idx.map((l) => h[j]![l]!)),
      idx.map((j) => g[j]!),
    );
    if (!delta) break;
    idx.forEach((j, m) => {
      beta[j]! += delta[m]!;
    });
    if (delta.reduce((s, d) => s + Math.abs(d), 0) < 1e-9) break;
  }
  return beta.map((b, j) => (free[j] ? b : 0));
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

type Probabilities = { win: number; draw: number; loss: number };
const OUTCOMES = ["win", "draw", "loss"] as const;

export interface TestEvaluation {
  /** the first season fitted ("" all), and each choice's validation log loss */
  from: string;
  choices: { from: string; logLoss: number }[];
  trainMatches: number;
  testMatches: number;
  testStates: number;
  brier: Record<"model" | "par" | "prior", number>;
  logLoss: Record<"model" | "par" | "prior", number>;
  /** per outcome, tenths of its predicted chance: mean predicted, observed, states, distinct Tests */
  deciles: Record<(typeof OUTCOMES)[number], { from: number; predicted: number; observed: number; n: number; matches: number }[]>;
}

export function trainTests(d1: ReturnType<typeof openLocalD1File>): { parameters: TestParameters; evaluation: TestEvaluation } {
  const rows = readStates(d1);
  // How far back to fit: chosen on the validation season for fits on the seasons before it.
  const fitOn = (rs: TestRow[]) => {
    const p: TestParameters = { days: DAYS, oversPerDay: OVERS_PER_DAY, win: [], loss: [] };
    for (const innings of [1, 2, 3, 4] as const) {
      const of = rs.filter((r) => r.innings === innings);
      const fitted = fitSoftmax(
        of.map((r) => testFeatures(p, r)),
        of.map((r) => r.y),
        [0, 1, 0, 0, 0, 1],
      );
      p.win.push(fitted.win.map((w) => Number(w.toFixed(5))));
      p.loss.push(fitted.loss.map((w) => Number(w.toFixed(5))));
    }
    return p;
  };
  const validation = rows.filter((r) => r.start >= VALIDATION_TEST && !r.heldOut);
  const choices = STARTS.map((from) => {
    const p = fitOn(rows.filter((r) => r.start >= from && r.start < VALIDATION_TEST));
    const loss = validation.reduce((s, r) => {
      const q = testOutcomeProbabilities(p, r);
      return s - OUTCOMES.reduce((t, o, k) => t + (r.y[k]! > 0 ? r.y[k]! * Math.log(Math.max(1e-6, q[o])) : 0), 0);
    }, 0);
    return { from, logLoss: loss / Math.max(1, validation.length) };
  });
  const from = choices.reduce((a, b) => (b.logLoss < a.logLoss ? b : a)).from;
  const train = rows.filter((r) => !r.heldOut && r.start >= from);
  const test = rows.filter((r) => r.heldOut);
  const parameters = fitOn(train);
  // Baselines, fitted on the same states per innings: the prior (a constant), and par: the lead and
  // the days left alone.
  const prior: Probabilities[] = [];
  const par: { win: number[]; loss: number[] }[] = [];
  const parFeatures = (r: TestState) => [1, r.lead / 100, r.oversLeft / OVERS_PER_DAY];
  for (const innings of [1, 2, 3, 4] as const) {
    const rs = train.filter((r) => r.innings === innings);
    const mean = (k: 0 | 1 | 2) => rs.reduce((s, r) => s + r.y[k], 0) / Math.max(1, rs.length);
    prior.push({ win: mean(0), draw: mean(1), loss: mean(2) });
    par.push(
      fitSoftmax(
        rs.map(parFeatures),
        rs.map((r) => r.y),
        [0, 1, 0],
      ),
    );
  }
  const score = { model: [0, 0], par: [0, 0], prior: [0, 0] } as Record<"model" | "par" | "prior", [number, number]>;
  const add = (which: "model" | "par" | "prior", p: Probabilities, y: [number, number, number]) => {
    OUTCOMES.forEach((o, k) => {
      score[which][0] += (p[o] - y[k]!) ** 2;
      if (y[k]! > 0) score[which][1] += -y[k]! * Math.log(Math.max(1e-6, p[o]));
    });
  };
  const bins = Object.fromEntries(
    OUTCOMES.map((o) => [o, Array.from({ length: 10 }, () => ({ predicted: 0, observed: 0, n: 0, matches: new Set<number>() }))]),
  ) as Record<(typeof OUTCOMES)[number], { predicted: number; observed: number; n: number; matches: Set<number> }[]>;
  for (const r of test) {
    const p = testOutcomeProbabilities(parameters, r);
    add("model", p, r.y);
    add("prior", prior[r.innings - 1]!, r.y);
    const b = par[r.innings - 1]!;
    const x = parFeatures(r);
    const dot = (w: number[]) => w.reduce((s, v, j) => s + v * x[j]!, 0);
    const ew = Math.exp(dot(b.win));
    const el = Math.exp(dot(b.loss));
    add("par", { win: ew / (ew + el + 1), draw: 1 / (ew + el + 1), loss: el / (ew + el + 1) }, r.y);
    OUTCOMES.forEach((o, k) => {
      const bin = bins[o][Math.min(9, Math.floor(p[o] * 10))]!;
      bin.predicted += p[o];
      bin.observed += r.y[k]!;
      bin.n += 1;
      bin.matches.add(r.match);
    });
  }
  const n = Math.max(1, test.length);
  const count = (rs: TestRow[]) => new Set(rs.map((r) => r.match)).size;
  return {
    parameters,
    evaluation: {
      from,
      choices,
      trainMatches: count(train),
      testMatches: count(test),
      testStates: test.length,
      brier: { model: score.model[0] / n, par: score.par[0] / n, prior: score.prior[0] / n },
      logLoss: { model: score.model[1] / n, par: score.par[1] / n, prior: score.prior[1] / n },
      deciles: Object.fromEntries(
        OUTCOMES.map((o) => [
          o,
          bins[o].map((b, i) => ({
            from: i / 10,
            predicted: b.n ? b.predicted / b.n : 0,
            observed: b.n ? b.observed / b.n : 0,
            n: b.n,
            matches: b.matches.size,
          })),
        ]),
      ) as TestEvaluation["deciles"],
    },
  };
}
