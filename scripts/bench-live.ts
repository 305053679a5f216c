/**
 * npm run bench:live — the live fan-out, measured (docs/benchmarks/live.md). Everything on 127.0.0.1:
 * the production build served by wrangler's local runtime (workerd, without wrangler dev's proxy in
 * front: production has none) on a throwaway D1, client processes of this same Node, a counting
 * fake upstream.
 *
 * 1. Latency: C WebSocket clients (100, 1,000, 2,000, 5,000, 10,000, 20,000) on one match, in
 *    separate Node processes, through the match's relay tree (decision 062: the room sends each
 *    ball once to each relay, each relay to its sockets); balls of a real T20 posted one at a time
 *    through the scoring API; the time from the POST to each client receiving the ball: p50 / p99 /
 *    max, the first client's time (median over the balls), memory per socket (the runtime's
 *    proportional set size with the clients connected, less before). Then the floor, at the same
 *    level: the frames the room sent for those balls, sent again by a bare broadcaster on the same
 *    runtime (scripts/lib/bench/floor-worker.ts) to as many fresh clients; the ratio of the two
 *    p99s is what the site adds to what the runtime and the machine cost (not with --site or
 *    --dev-proxy). At the --two-runtimes levels, once more with half the clients on relays in a
 *    second workerd process (scripts/lib/bench/edge-relay-worker.ts, fed by the site's tree).
 * 2. Upstream load: the room in polling mode against the fake upstream; source requests per
 *    minute with 1 and with 1,000 clients (the spec's 3 s cadence is 20/min).
 * 3. Churn: 500 clients dropping and reconnecting at random while a whole T20 innings is replayed
 *    fast; every client must end equal to D1, having applied no ball twice and skipped none.
 *
 * Options: --levels 100,1000,2000,5000,10000,20000  --two-runtimes 10000 (levels also run over two runtimes; "" for none)
 *          --relay-sockets N (the site's LIVE_RELAY_SOCKETS: sockets per relay; default the site's own)
 *          --balls 30  --window 60 (s, upstream)  --churn 500
 *          --processes N (client processes, at most one per 250 clients; default: CPUs - 1, at least 1)
 *          --per-ball (each ball's answer, first, median and last client on stderr, the floor's too)
 *          --only latency,churn,upstream  --site URL (latency and churn against a running site, e.g. npm start)
 *          --dev-proxy (serve through wrangler dev's proxy, as `npm start` does, to compare)
 */
import "./lib/node-version.ts";
import { fork, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseCricsheet } from "../app/data/cricsheet.ts";
import type { LiveSnapshot, MatchEvent } from "../app/live/protocol.ts";
import { frame } from "../workers/live/backlog.ts";
import { DEV_ADMIN_TOKEN } from "../app/backend/admin/admin-access.server.ts";
import type { FromClient, ToClient } from "./lib/bench/client-process.ts";
import { startFakeUpstream, UPSTREAM_MATCH_ID } from "./lib/bench/fake-upstream.ts";
import { privateBuild, type Site, startEdgeRelays, startFloor, startSite } from "./lib/bench/site.ts";
import { treePss } from "./lib/bench/tree-rss.ts";
import { RELAY_SOCKETS } from "../workers/live/relays.ts";
import { sameAsStored, type ClientReport } from "./lib/bench/tracked-client.ts";
import { cricsheetDir, REPO_ROOT } from "./lib/paths.ts";
import { createMatch, replayMatch, replaySteps, ScoringClient } from "./lib/replay-core.ts";

const { values } = parseArgs({
  options: {
    levels: { type: "string", default: "100,1000,2000,5000,10000,20000" },
    "two-runtimes": { type: "string", default: "10000" },
    // sockets per relay (LIVE_RELAY_SOCKETS); default: the site's own (workers/live/relays.ts)
    "relay-sockets": { type: "string" },
    balls: { type: "string", default: "30" },
    window: { type: "string", default: "60" },
    churn: { type: "string", default: "500" },
    // workerd runs all JavaScript on one thread: the client processes get the other cores
    processes: { type: "string", default: String(Math.max(1, os.cpus().length - 1)) },
    only: { type: "string", default: "latency,churn,upstream" },
    site: { type: "string" },
    "dev-proxy": { type: "boolean", default: false },
    "per-ball": { type: "boolean", default: false },
  },
});
const ONLY = new Set(values.only.split(","));
const LEVELS = values.levels.split(",").map(Number);
const TWO_RUNTIMES = new Set(values["two-runtimes"].split(",").filter(Boolean).map(Number));
/** Sockets per relay in the second runtime: the site's own default N (workers/live/relays.ts). */
const EDGE_SOCKETS = RELAY_SOCKETS;
const BALLS = Number(values.balls);
const WINDOW_MS = Number(values.window) * 1000;
const CHURN_CLIENTS = Number(values.churn);
const PROCESSES = Number(values.processes);
const DEV_PROXY = values["dev-proxy"];
const ADMIN = process.env.ADMIN_TOKEN || DEV_ADMIN_TOKEN;
/** How often each churning client drops its connection (uniformly at random in this range). */
const CHURN_EVERY = { minMs: 1_000, maxMs: 8_000 };

const dataDir = cricsheetDir();
if (!dataDir) {
  console.error("The benchmark replays ../shared/data/cricsheet (or CRICSHEET_DIR); neither exists.");
  process.exit(1);
}
const FINAL = parseCricsheet(readFileSync(path.join(dataDir, "t20i/icc-mens-t20-world-cup-2024/1415755.json"), "utf8"));
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (text: string) => process.stderr.write(`${text}\n`);

// ── Client processes ──────────────────────────────────────────────────────────────────────────

interface Group {
  children: ChildProcess[];
  send(message: ToClient): void;
  /** waits for one message of a type from every child */
  gather<T extends FromClient["type"]>(type: T, timeoutMs?: number): Promise<Extract<FromClient, { type: T }>[]>;
  onBall(listener: (key: string, times: number[]) => void): void;
  stop(): void;
}

function clientGroup(total: number, processes: number, start: Omit<Extract<ToClient, { type: "start" }>, "type" | "count">): Group {
  const script = path.join(REPO_ROOT, "scripts/lib/bench/client-process.ts");
  const counts = Array.from({ length: processes }, (_, i) => Math.floor(total / processes) + (i < total % processes ? 1 : 0)).filter(
    (n) => n > 0,
  );
  const children = counts.map(() => fork(script, [], { execPath: process.execPath, stdio: ["ignore", "inherit", "inherit", "ipc"] }));
  const inbox: FromClient[][] = children.map(() => []);
  const waiters: (() => void)[] = [];
  let ballListener: ((key: string, times: number[]) => void) | null = null;
  children.forEach((child, i) => {
    child.on("message", (raw) => {
      const message = raw as FromClient;
      if (message.type === "ball") ballListener?.(message.key, message.times);
      else inbox[i]!.push(message);
      for (const wake of waiters.splice(0)) wake();
    });
    child.send({ type: "start", count: counts[i]!, ...start } satisfies ToClient);
  });
  return {
    children,
    send: (message) => {
      for (const child of children) if (child.connected) child.send(message);
    },
    async gather(type, timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = inbox.map((messages) => messages.findIndex((m) => m.type === type));
        if (found.every((index) => index >= 0)) {
          return found.map((index, i) => inbox[i]!.splice(index, 1)[0]) as Extract<FromClient, { type: typeof type }>[];
        }
        if (Date.now() > deadline) throw new Error(`client processes did not answer "${type}" in time`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    onBall(listener) {
      ballListener = listener;
    },
    stop() {
      for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "—");
const kib = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : "—");

// ── 1. Latency ────────────────────────────────────────────────────────────────────────────────

/** p50, p99 and max of one set of arrivals. */
interface Timing {
  samples: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
  /** the first client's time, median over the balls */
  first: number;
  /** the runtimes' memory with the clients connected, less before, per client (bytes); NaN unmeasured */
  perSocket: number;
}

interface LatencyRow extends Timing {
  clients: number;
  processes: number;
  balls: number;
  /** the same frames from the bare broadcaster, to the same number of clients */
  floor?: Timing;
  /** half the clients on relays in a second runtime */
  two?: Timing & { edgeRelays: number };
}

interface TimedBall {
  /** "innings:position", as the clients report it */
  key: string;
  send(): Promise<unknown>;
}

async function latency(site: Site, floor: Site | null, edge: Site | null, clients: number): Promise<LatencyRow> {
  const siteUrl = site.url;
  const floorUrl = floor?.url ?? null;
  const api = new ScoringClient(siteUrl);
  const match = await createMatch(api, FINAL, ADMIN);
  const steps = replaySteps(FINAL, { innings: 1 });
  const post = (step: (typeof steps)[number]) =>
    api.must(step.method, `/api/scoring/matches/${match.matchId}${step.path}`, match.token, step.body);
  for (const step of steps.splice(0, 2)) await post(step); // toss, innings
  const processes = Math.max(1, Math.min(PROCESSES, Math.ceil(clients / 250)));
  const roomUrl = `${siteUrl}/live/match/${match.matchId}`;
  // What a page connecting now gets: the floor's clients start from the same snapshot.
  const [snapshot] = ((await (await fetch(roomUrl)).json()) as { messages: [MatchEvent & { type: "snapshot" }] }).messages;
  const balls = steps.filter((s) => s.kind === "ball").slice(0, BALLS + 2);
  const keys = balls.map((step) => `1:${step.position}`);
  const timed = await timeBalls(
    clients,
    processes,
    [roomUrl],
    balls.map((step, i) => ({ key: keys[i]!, send: () => post(step) })),
    [site],
  );
  const row: LatencyRow = { clients, processes, balls: BALLS, ...timed };
  if (!floorUrl) return row;

  // The floor: the frames the room sent for these balls, from a bare broadcaster to the same clients.
  const sent = ((await (await fetch(`${roomUrl}?since=${snapshot.seq}`)).json()) as { messages: MatchEvent[] }).messages;
  const frames = framesByBall(sent);
  if (frames.map((f) => f.key).join() !== keys.join()) throw new Error("the room's frames do not match the balls posted");
  must(await fetch(`${floorUrl}/snapshot`, { method: "PUT", body: JSON.stringify(snapshot) }));
  const floorTiming = await timeBalls(
    clients,
    processes,
    [`${floorUrl}/live`],
    frames.map(({ key, body }) => ({ key, send: async () => must(await fetch(`${floorUrl}/frame`, { method: "POST", body })) })),
    floor ? [floor] : [],
  );
  if (!edge || !TWO_RUNTIMES.has(clients)) return { ...row, floor: floorTiming };

  // Two runtimes: the next balls of the same match, half the clients on the site's relays, half on
  // relays in the second runtime, each fed by one socket through the site's tree.
  const more = steps.filter((s) => s.kind === "ball").slice(BALLS + 2, 2 * BALLS + 4);
  const edgeRelays = Math.ceil(clients / 2 / EDGE_SOCKETS);
  const urls: string[] = [];
  for (let index = 0; index < edgeRelays; index++) {
    const relay = `${edge.url}/live/${edgeNext + index}`;
    must(
      await fetch(`${edge.url}/subscribe/${edgeNext + index}?from=${encodeURIComponent(roomUrl.replace(/^http/, "ws"))}`, {
        method: "POST",
      }),
    );
    urls.push(roomUrl, relay);
  }
  edgeNext += edgeRelays; // a fresh set of relays for each level
  const two = await timeBalls(
    clients,
    processes,
    urls,
    more.map((step) => ({ key: `1:${step.position}`, send: () => post(step) })),
    [site, edge],
  );
  return { ...row, floor: floorTiming, two: { ...two, edgeRelays } };
}
let edgeNext = 0;

/** The room's messages after the snapshot, as the frames it sent: each ball with what it completed (an over, a wicket). */
function framesByBall(messages: MatchEvent[]): { key: string; body: string }[] {
  const groups: { key: string; bodies: string[] }[] = [];
  for (const message of messages) {
    if (message.type === "ball") groups.push({ key: `${message.inningsNo}:${message.position}`, bodies: [] });
    const group = groups.at(-1);
    if (!group) throw new Error(`a ${message.type} message before the first ball`);
    group.bodies.push(JSON.stringify(message));
  }
  return groups.map(({ key, bodies }) => ({ key, body: frame(bodies)! }));
}

function must(response: Response): Response {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  return response;
}

/**
 * Connects `clients` clients to `url`, then sends the balls one at a time: for each, the time from
 * just before its send to each client having the ball in hand.
 */
async function timeBalls(clients: number, processes: number, urls: string[], balls: TimedBall[], runtimes: Site[]): Promise<Timing> {
  const memory = () => runtimes.reduce((total, runtime) => total + (runtime.pid ? treePss(runtime.pid) : Number.NaN), 0);
  const memoryBefore = memory();
  const ws = urls.map((url) => url.replace(/^http/, "ws"));
  const group = clientGroup(clients, processes, { url: ws[0]!, urls: ws, latency: true });
  const url = urls.length > 1 ? `${urls.length} endpoints` : urls[0]!;
  try {
    const ready = await group.gather("ready");
    const live = ready.reduce((n, r) => n + r.live, 0);
    if (live !== clients) throw new Error(`only ${live} of ${clients} clients connected to ${url}`);
    const perSocket = runtimes.length ? (memory() - memoryBefore) / clients : Number.NaN;
    log(`  ${clients} clients live on ${url} at ${new Date().toISOString()}; sending balls`);
    const arrivals = new Map<string, number[][]>();
    let wake: (() => void) | null = null;
    group.onBall((key, times) => {
      const list = arrivals.get(key) ?? [];
      list.push(times);
      arrivals.set(key, list);
      wake?.();
    });
    const samples: number[] = [];
    const firsts: number[] = [];
    let missing = 0;
    for (const [index, ball] of balls.entries()) {
      const sent = now();
      await ball.send();
      const answered = now() - sent; // when the sender has its answer
      const deadline = Date.now() + 15_000;
      while ((arrivals.get(ball.key)?.length ?? 0) < group.children.length && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 100);
        });
      }
      const got = (arrivals.get(ball.key) ?? []).flat();
      if (index >= 2) {
        // the first two balls warm up the path and are not counted
        samples.push(...got.map((t) => t - sent));
        if (got.length) firsts.push(Math.min(...got) - sent);
        if (values["per-ball"]) {
          const times = got.map((t) => t - sent).sort((a, b) => a - b);
          log(
            `    ball ${ball.key}: answered ${ms(answered)}, first client ${ms(times[0] ?? Number.NaN)}, p50 ${ms(percentile(times, 50))}, last ${ms(times.at(-1) ?? Number.NaN)} ms`,
          );
        }
        missing += clients - got.length;
      }
      await sleep(150);
    }
    log(`  balls done at ${new Date().toISOString()}`);
    samples.sort((a, b) => a - b);
    firsts.sort((a, b) => a - b);
    return {
      first: percentile(firsts, 50),
      perSocket,
      samples: samples.length,
      missing,
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
      max: samples.at(-1) ?? Number.NaN,
    };
  } finally {
    group.send({ type: "finish" });
    await sleep(300);
    group.stop();
  }
}

// ── 2. Upstream load ──────────────────────────────────────────────────────────────────────────

interface UpstreamRow {
  clients: number;
  perMinute: number;
  requests: number;
  seconds: number;
  /** mean ms between requests */
  interval: number;
}

async function upstreamLoad(build: string): Promise<UpstreamRow[]> {
  const upstream = await startFakeUpstream();
  const site = await startSite(build, {
    vars: {
      CRICKET_SOURCE: "upstream",
      CRICKET_API_BASE: upstream.base,
      CRICKET_API_USER: "bench",
      CRICKET_API_SECRET: "bench-secret",
    },
    devProxy: DEV_PROXY,
  });
  const rows: UpstreamRow[] = [];
  try {
    for (const clients of [1, 1000]) {
      const group = clientGroup(clients, clients === 1 ? 1 : PROCESSES, {
        url: `${site.url.replace(/^http/, "ws")}/live/match/${UPSTREAM_MATCH_ID}`,
        latency: false,
      });
      try {
        const ready = await group.gather("ready");
        const live = ready.reduce((n, r) => n + r.live, 0);
        if (live !== clients) throw new Error(`only ${live} of ${clients} clients connected to the upstream match`);
        log(`upstream: ${clients} client(s) live; counting for ${WINDOW_MS / 1000} s`);
        const from = Date.now();
        await sleep(WINDOW_MS);
        const to = Date.now();
        const requests = upstream.count(from, to);
        // The rate from the spacing of the requests: a window's edges can cut one tick more or less.
        const interval = upstream.meanInterval(from, to);
        rows.push({ clients, requests, seconds: (to - from) / 1000, interval, perMinute: 60_000 / interval });
      } finally {
        group.send({ type: "finish" });
        await sleep(300);
        group.stop();
      }
      await sleep(4_000); // the room notices nobody is left and stops polling
    }
    const quietFrom = Date.now();
    await sleep(10_000);
    log(`upstream: ${upstream.count(quietFrom, Date.now())} requests in 10 s with no clients`);
  } finally {
    await site.stop();
    await upstream.close();
  }
  return rows;
}

// ── 3. Churn ──────────────────────────────────────────────────────────────────────────────────

async function churn(siteUrl: string, clients: number) {
  const api = new ScoringClient(siteUrl);
  const match = await createMatch(api, FINAL, ADMIN);
  const group = clientGroup(clients, PROCESSES, {
    url: `${siteUrl.replace(/^http/, "ws")}/live/match/${match.matchId}`,
    latency: false,
    churn: CHURN_EVERY,
    backoff: { initialMs: 200, maxMs: 2_000 },
  });
  try {
    await group.gather("ready");
    group.send({ type: "churn", on: true });
    const started = Date.now();
    const replay = await replayMatch({ match: FINAL, client: api, adminToken: ADMIN, existing: match, innings: 1, ballIntervalMs: 100 });
    const replaySeconds = (Date.now() - started) / 1000;
    group.send({ type: "churn", on: false });
    const room = (await (await fetch(`${siteUrl}/live/match/${match.matchId}`)).json()) as { messages: { snapshot: LiveSnapshot }[] };
    const finalSeq = room.messages[0]!.snapshot.seq;
    const deadline = Date.now() + 60_000;
    for (;;) {
      group.send({ type: "status" });
      const status = await group.gather("status");
      const done = status.every((s) => s.seqs.every((seq) => seq === finalSeq)) && status.reduce((n, s) => n + s.live, 0) === clients;
      if (done || Date.now() > deadline) break;
      await sleep(500);
    }
    group.send({ type: "finish" });
    const reports: ClientReport[] = (await group.gather("reports")).flatMap((r) => r.reports);
    const stored = (await (await fetch(`${siteUrl}/api/scoring/matches/${match.matchId}`)).json()) as Parameters<typeof sameAsStored>[1];
    const unequal = reports.filter((r) => !sameAsStored(r.final, stored)).length;
    const skipped = reports.reduce((n, r) => n + r.skipped, 0);
    return {
      clients,
      balls: stored.innings[0]?.balls ?? 0,
      requests: replay.requests,
      replaySeconds,
      drops: reports.reduce((n, r) => n + r.drops, 0),
      snapshots: reports.reduce((n, r) => n + r.snapshots, 0),
      applied: reports.reduce((n, r) => n + r.applied, 0),
      duplicated: reports.reduce((n, r) => n + r.duplicated, 0),
      skipped,
      unequal,
      lost: skipped + unequal,
    };
  } finally {
    group.stop();
  }
}

// ── Run ───────────────────────────────────────────────────────────────────────────────────────

const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
log(`machine: ${machine}`);
const loadBefore = os.loadavg();
// A running site (--site) serves its own build: nothing to build, unless the upstream run needs one.
const needsBuild = !values.site || ONLY.has("upstream");
if (needsBuild) log("building …");
const build = needsBuild ? await privateBuild() : null;
const site = values.site
  ? { url: values.site.replace(/\/+$/, ""), stop: async () => {} }
  : await startSite(build!, {
      devProxy: DEV_PROXY,
      ...(values["relay-sockets"] ? { vars: { LIVE_RELAY_SOCKETS: values["relay-sockets"] } } : {}),
    });
log(`site at ${site.url}`);
// The floor runs beside the build the benchmark serves itself (its settings come from that build).
const floor: Site | null = !values.site && ONLY.has("latency") && !DEV_PROXY ? await startFloor(build!) : null;
if (floor) log(`floor at ${floor.url}`);
const wantsEdge = floor !== null && LEVELS.some((level) => TWO_RUNTIMES.has(level));
const edge: Site | null = wantsEdge ? await startEdgeRelays(build!) : null;
if (edge) log(`second runtime's relays at ${edge.url}`);

const latencyRows: LatencyRow[] = [];
let churnResult: Awaited<ReturnType<typeof churn>> | null = null;
try {
  for (const clients of ONLY.has("latency") ? LEVELS : []) {
    log(`latency: ${clients} clients …`);
    const row = await latency(site, floor, edge, clients);
    latencyRows.push(row);
    log(`  p50 ${ms(row.p50)} ms, p99 ${ms(row.p99)} ms, max ${ms(row.max)} ms`);
    if (row.floor) log(`  floor: p50 ${ms(row.floor.p50)} ms, p99 ${ms(row.floor.p99)} ms, max ${ms(row.floor.max)} ms`);
    if (row.two) log(`  two runtimes: p50 ${ms(row.two.p50)} ms, p99 ${ms(row.two.p99)} ms, max ${ms(row.two.max)} ms`);
  }
  if (ONLY.has("churn")) {
    log(`churn: ${CHURN_CLIENTS} clients …`);
    churnResult = await churn(site.url, CHURN_CLIENTS);
  }
} finally {
  await site.stop();
  await floor?.stop();
  await edge?.stop();
}
let upstreamRows: Awaited<ReturnType<typeof upstreamLoad>> = [];
if (ONLY.has("upstream")) {
  log("upstream polling …");
  upstreamRows = await upstreamLoad(build!);
}

const p99At = latencyRows.find((r) => r.clients === 2000) ?? latencyRows.at(-1);
const one = upstreamRows.find((r) => r.clients === 1);
const many = upstreamRows.find((r) => r.clients === 1000);
const lines = [
  `## Live fan-out benchmark, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  "",
  `Machine: ${machine}; load average ${loadBefore.map((n) => n.toFixed(1)).join(" ")} at the start, ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(
      " ",
    )} at the end (other work on the machine shows here). Loopback only; ${values.site ? `the site at ${site.url}` : `the production build in wrangler's local runtime (workerd ${(JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as { overrides: { workerd: string } }).overrides.workerd}), ${DEV_PROXY ? "through wrangler dev's proxy" : "clients connected to workerd directly (no dev proxy)"}`}.`,
];
if (latencyRows.length) {
  lines.push(
    "",
    "Latency, scoring POST → ball received by every client (one match; warm-up balls excluded):",
    "",
    "| clients | client processes | balls | samples | missing | p50 ms | p99 ms | max ms | floor p50 ms | floor p99 ms | p99 ÷ floor p99 | first client ms (floor) | memory/socket KiB (floor) |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...latencyRows.map(
      (r) =>
        `| ${r.clients} | ${r.processes} | ${r.balls} | ${r.samples} | ${r.missing} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.floor ? `${ms(r.floor.p50)} | ${ms(r.floor.p99)} | ${(r.p99 / r.floor.p99).toFixed(2)}` : "— | — | —"} | ${ms(r.first)} (${ms(r.floor?.first ?? Number.NaN)}) | ${kib(r.perSocket)} (${kib(r.floor?.perSocket ?? Number.NaN)}) |`,
    ),
  );
  const twos = latencyRows.filter((r) => r.two);
  if (twos.length)
    lines.push(
      "",
      "Two runtimes: half the clients on the site's relays, half on relays in a second workerd process fed by one socket each through the site's tree (scripts/lib/bench/edge-relay-worker.ts); the next balls of the same match:",
      "",
      "| clients | relays in the second runtime | samples | missing | p50 ms | p99 ms | max ms | p99 ÷ the one-runtime floor's p99 | first client ms | memory/socket KiB |",
      "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...twos.map(
        (r) =>
          `| ${r.clients} | ${r.two!.edgeRelays} | ${r.two!.samples} | ${r.two!.missing} | ${ms(r.two!.p50)} | ${ms(r.two!.p99)} | ${ms(r.two!.max)} | ${r.floor ? (r.two!.p99 / r.floor.p99).toFixed(2) : "—"} | ${ms(r.two!.first)} | ${kib(r.two!.perSocket)} |`,
      ),
    );
  if (latencyRows.some((r) => r.floor))
    lines.push(
      "",
      `Floor: the same frames the room sent, from a bare broadcaster on the same runtime (scripts/lib/bench/floor-worker.ts: the room's sockets and \`broadcast\`, no D1, no scoring) to the same number of clients, right after each level: what the runtime and this machine cost a ball, measured in the same run.`,
    );
}
if (upstreamRows.length) {
  lines.push(
    "",
    "Upstream load, room polling the fake provider (3 s cadence while live):",
    "",
    "| clients | window s | source requests in it | mean s between requests | requests/min |",
    "|---:|---:|---:|---:|---:|",
    ...upstreamRows.map(
      (r) => `| ${r.clients} | ${r.seconds.toFixed(0)} | ${r.requests} | ${(r.interval / 1000).toFixed(3)} | ${r.perMinute.toFixed(1)} |`,
    ),
  );
}
if (churnResult) {
  const c = churnResult;
  lines.push(
    "",
    `Churn: ${c.clients} clients each dropping every ${CHURN_EVERY.minMs / 1000}–${CHURN_EVERY.maxMs / 1000} s while the first innings (${c.balls} balls, ${c.requests} scoring requests) was replayed in ${c.replaySeconds.toFixed(1)} s: ${c.drops} drops, ${c.snapshots} snapshots, ${c.applied} ball events applied, ${c.duplicated} duplicated, ${c.skipped} skipped, ${c.unequal} clients unlike D1 at the end.`,
  );
}
lines.push("");
if (p99At)
  lines.push(
    `p99 at ${p99At.clients} clients: ${ms(p99At.p99)} ms${p99At.floor ? ` (floor ${ms(p99At.floor.p99)} ms, ratio ${(p99At.p99 / p99At.floor.p99).toFixed(2)})` : ""}`,
  );
if (one && many) lines.push(`upstream requests/min: 1 client ${one.perMinute.toFixed(1)}, 1000 clients ${many.perMinute.toFixed(1)}`);
if (churnResult) lines.push(`churn: ${churnResult.clients} clients, ${churnResult.lost} lost, ${churnResult.duplicated} duplicated`);
console.log(lines.join("\n"));
if (build) rmSync(build, { recursive: true, force: true });
process.exit(0);
