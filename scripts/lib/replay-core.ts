/**
 * Plays a real Cricsheet match into the scoring API, as a scorer would: create the match, get a
 * scorer token, toss, each innings (start, every ball, breaks, end), result. At the game's natural
 * pace (app/cricket/pace.ts), `speed` times faster, or at a fixed gap between balls. No Node APIs:
 * the CLI (scripts/replay.ts), the benchmark and the Worker tests (inside workerd) all use it.
 * Every request is retried on a network error or a 5xx with the same body: the API is idempotent.
 */
import { isInningsFinished } from "../../app/cricket/commentary/commentary.ts";
import { matchTimeline, TOSS_BEFORE_START } from "../../app/cricket/pace.ts";
import { deliveriesPerOver } from "../../app/cricket/pace.ts";
import { toMatchInput, type CricsheetDelivery, type CricsheetMatch } from "../../app/data/cricsheet.ts";

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A small client of the scoring API with retries. */
export class ScoringClient {
  readonly base: string;
  private readonly doFetch: typeof fetch;
  private readonly retries: number;
  private readonly sleep: (ms: number) => Promise<void>;
  onRetry?: (what: string, attempt: number, reason: string) => void;

  constructor(base: string, options: { fetch?: typeof fetch; retries?: number; sleep?: (ms: number) => Promise<void> } = {}) {
    this.base = base.replace(/\/+$/, "");
    this.doFetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.retries = options.retries ?? 6;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    token: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    for (let attempt = 0; ; attempt++) {
      let reason: string;
      try {
        const response = await this.doFetch(`${this.base}${path}`, {
          method,
          headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        const text = await response.text();
        if (response.status < 500) return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
        reason = `HTTP ${response.status} ${text.slice(0, 200)}`;
      } catch (error) {
        reason = (error as Error).message;
      }
      if (attempt >= this.retries) throw new Error(`${method} ${path}: ${reason}`);
      this.onRetry?.(`${method} ${path}`, attempt + 1, reason);
      await this.sleep(Math.min(5_000, 100 * 2 ** attempt));
    }
  }

  /** As `call`, but anything but 2xx is an error with the API's message. */
  async must<T = Record<string, unknown>>(
    method: string,
    path: string,
    token: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<T> {
    const answer = await this.call<T>(method, path, token, body, headers);
    if (answer.status >= 300)
      throw new Error(
        `${method} ${path}: HTTP ${answer.status} ${(answer.body as { error?: string }).error ?? JSON.stringify(answer.body)}`,
      );
    return answer.body;
  }
}

export interface CreatedMatch {
  matchId: number;
  /** the match page, relative to the site */
  url: string;
  token: string;
}

/** Creates the match from the file's info and a scorer token for it. */
export async function createMatch(
  client: ScoringClient,
  match: CricsheetMatch,
  adminToken: string,
  options: { startTime?: number; idempotencyKey?: string } = {},
): Promise<CreatedMatch> {
  const created = await client.must<{ matchId: number; url: string }>(
    "POST",
    "/api/scoring/matches",
    adminToken,
    { info: match.info, ...(options.startTime ? { startTime: Math.round(options.startTime) } : {}) },
    options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {},
  );
  const { token } = await client.must<{ token: string }>("POST", `/api/scoring/matches/${created.matchId}/tokens`, adminToken, {
    label: "replay",
  });
  return { matchId: created.matchId, url: created.url, token };
}

/** Posts the next `n` steps (taken off `steps`) to the match, in order: tests play a match a few steps at a time. */
export function stepPlayer(client: ScoringClient, match: CreatedMatch, steps: ReplayStep[]): (n: number) => Promise<void> {
  return async (n) => {
    for (const step of steps.splice(0, n))
      await client.must(step.method, `/api/scoring/matches/${match.matchId}${step.path}`, match.token, step.body);
  };
}

/** One request of the replay, at its time in the match (ms after the toss, natural pace). */
export interface ReplayStep {
  at: number;
  kind: "toss" | "innings-start" | "ball" | "innings-end" | "state" | "result";
  method: "POST" | "PUT";
  /** below /api/scoring/matches/{id} */
  path: string;
  body: unknown;
  inningsNo?: number;
  position?: number;
  /** balls in this innings */
  of?: number;
  delivery?: CricsheetDelivery;
}

/**
 * The whole match as scoring requests in order. A chase target is posted at the start of the
 * innings unless the balls go past it (Cricsheet records a D/L par where play stopped): then at
 * its end, where it belongs.
 */
export function replaySteps(match: CricsheetMatch, options: { innings?: number } = {}): ReplayStep[] {
  const { info } = match;
  const core = toMatchInput(match);
  const timeline = matchTimeline(
    {
      matchType: core.matchType,
      innings: core.innings.map((inn) => ({
        deliveriesPerOver: deliveriesPerOver(inn.deliveries.map((d) => d.over)),
        ...(inn.superOver ? { superOver: true } : {}),
      })),
    },
    TOSS_BEFORE_START,
  );
  const steps: ReplayStep[] = [];
  if (info.toss) steps.push({ at: 0, kind: "toss", method: "POST", path: "/toss", body: info.toss });
  const playing = match.innings.slice(0, options.innings ?? match.innings.length);
  playing.forEach((innings, index) => {
    const inningsNo = index + 1;
    const times = timeline.balls[index] ?? [];
    const first = times[0] ?? steps.at(-1)?.at ?? TOSS_BEFORE_START;
    const deliveries = innings.overs.flatMap((over) => over.deliveries.map((d) => ({ over: over.over, d })));
    const before = { ...core, outcome: undefined, innings: core.innings.slice(0, index) };
    const full = core.innings[index]!;
    const upToLast = { ...full, declared: false, forfeited: false, deliveries: full.deliveries.slice(0, -1) };
    const targetFirst =
      innings.target !== undefined &&
      (full.deliveries.length === 0 || !isInningsFinished({ ...before, innings: [...before.innings, upToLast] }, index));
    steps.push({
      at: Math.max(0, first - 1),
      kind: "innings-start",
      method: "POST",
      path: "/innings",
      inningsNo,
      body: {
        innings: inningsNo,
        team: innings.team,
        ...(innings.super_over ? { super_over: true } : {}),
        ...(innings.target && targetFirst ? { target: innings.target } : {}),
        ...(innings.penalty_runs?.pre ? { penalty_runs: { pre: innings.penalty_runs.pre } } : {}),
        ...(innings.powerplays ? { powerplays: innings.powerplays } : {}),
      },
    });
    deliveries.forEach(({ over, d }, position) => {
      steps.push({
        at: times[position] ?? first,
        kind: "ball",
        method: "POST",
        path: "/deliveries",
        body: { innings: inningsNo, over, position, ...d },
        inningsNo,
        position,
        of: deliveries.length,
        delivery: d,
      });
    });
    const last = times.at(-1) ?? first;
    steps.push({
      at: last + 1,
      kind: "innings-end",
      method: "POST",
      path: `/innings/${inningsNo}/end`,
      inningsNo,
      body: {
        ...(innings.declared ? { declared: true } : {}),
        ...(innings.forfeited ? { forfeited: true } : {}),
        ...(innings.penalty_runs?.post ? { penalty_runs: { post: innings.penalty_runs.post } } : {}),
        ...(innings.absent_hurt ? { absent_hurt: innings.absent_hurt } : {}),
        ...(innings.target && !targetFirst ? { target: innings.target } : {}),
      },
    });
  });
  // Lunch, tea and stumps of a multi-day match, while its innings are on.
  const end = steps.at(-1)?.at ?? 0;
  for (const pause of timeline.breaks) {
    if (pause.kind === "Innings Break" || pause.from > end) continue;
    const state = pause.kind === "Tea" ? "Lunch" : pause.kind;
    steps.push({
      at: pause.from,
      kind: "state",
      method: "POST",
      path: "/state",
      body: { state, ...(pause.kind === "Tea" ? { note: "Tea" } : {}) },
    });
    steps.push({ at: pause.to, kind: "state", method: "POST", path: "/state", body: { state: "In Progress" } });
  }
  if (playing.length === match.innings.length && (info.outcome.winner || info.outcome.result)) {
    steps.push({
      at: end + 2,
      kind: "result",
      method: "POST",
      path: "/result",
      body: { outcome: info.outcome, player_of_match: info.player_of_match },
    });
  }
  return steps.sort((a, b) => a.at - b.at);
}

export interface ReplayOptions {
  match: CricsheetMatch;
  client: ScoringClient;
  adminToken: string;
  /** natural pace divided by this; Infinity: as fast as the API answers */
  speed?: number;
  /** a fixed gap between balls instead of the pace model (benchmarks) */
  ballIntervalMs?: number;
  /** only this many innings (no result then) */
  innings?: number;
  /** play into an existing match */
  existing?: CreatedMatch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  onCreated?: (match: CreatedMatch) => void;
  onStep?: (step: ReplayStep, answer: Record<string, unknown>, matchId: number) => void;
}

export async function replayMatch(options: ReplayOptions): Promise<CreatedMatch & { requests: number }> {
  const speed = options.speed ?? 1;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = options.now ?? Date.now;
  const created =
    options.existing ??
    (await createMatch(options.client, options.match, options.adminToken, { startTime: now() + TOSS_BEFORE_START / speed }));
  options.onCreated?.(created);
  const steps = replaySteps(options.match, options.innings !== undefined ? { innings: options.innings } : {});
  const t0 = now();
  let ballIndex = 0;
  for (const step of steps) {
    const due =
      options.ballIntervalMs !== undefined
        ? t0 + (step.kind === "ball" ? ballIndex++ * options.ballIntervalMs : (ballIndex - 1) * options.ballIntervalMs)
        : Number.isFinite(speed)
          ? t0 + step.at / speed
          : t0;
    const wait = due - now();
    if (wait > 0) await sleep(wait);
    const answer = await options.client.must(step.method, `/api/scoring/matches/${created.matchId}${step.path}`, created.token, step.body);
    options.onStep?.(step, answer, created.matchId);
  }
  return { ...created, requests: steps.length };
}
