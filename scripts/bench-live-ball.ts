/**
 * npm run bench:live-ball — one ball's work in a scored match's room, without sockets or D1
 * (docs/benchmarks/live.md, decision 024): for every ball of the 2024 T20 World Cup final, the
 * room's own code runs the scoring command (against a D1 stand-in that only records the
 * statements), builds the match's live snapshot and summary, turns the change into events and
 * serialises them, as workers/live/match-room.ts does. Measured per ball: time, and bytes
 * allocated on V8's heap (the garbage the room's isolate has to collect).
 *
 * With `--baseline DIR` (a checkout of an older commit, e.g. `git worktree add --detach DIR main`)
 * the older code runs in the same process, rounds alternating, and the ratios are printed.
 * Options: --rounds 5 (after one warm-up round), --baseline DIR
 */
import "./lib/node-version.ts";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import v8 from "node:v8";
import { parseCricsheet, toMatchInput } from "../app/data/cricsheet.ts";
import type { MatchMeta } from "../app/data/embedded/match-record.server.ts";
import type { LiveSnapshot, MatchEvent } from "../app/live/protocol.ts";
import type { ScoredMatch, ScoringCommand } from "../app/scoring/index.server.ts";
import { cricsheetDir, REPO_ROOT } from "./lib/paths.ts";
import { replaySteps } from "./lib/replay-core.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    baseline: { type: "string" },
    /** internal: the child process that measures allocation prints JSON */
    "alloc-only": { type: "boolean", default: false },
  },
});
const ROUNDS = Number(values.rounds);

const dataDir = cricsheetDir();
if (!dataDir) {
  console.error("The benchmark replays ../shared/data/cricsheet (or CRICSHEET_DIR); neither exists.");
  process.exit(1);
}
const RAW = parseCricsheet(readFileSync(path.join(dataDir, "t20i/icc-mens-t20-world-cup-2024/1415755.json"), "utf8"));
const FULL = toMatchInput(RAW);
const START = 1_700_000_000_000;

/** A room's per-ball path, as one tree of the code has it. */
interface RoomPath {
  label: string;
  /** a fresh room: the match with the first innings started and no ball */
  fresh(): { ball(body: unknown, now: number): Promise<void>; startInnings(team: string, inningsNo: number): void };
}

/** D1 as runCommand sees it: statements are built (with their JSON), nothing is stored. */
const recordingDb = {
  prepare: (sql: string) => ({ bind: (...args: unknown[]) => ({ sql, args }) }),
  batch: async () => [],
} as unknown as D1Database;

function startingMatch(): ScoredMatch {
  const [team1, team2] = FULL.teams;
  const { outcome: _notYet, ...input } = FULL;
  const meta = {
    id: 1,
    match_type: FULL.matchType,
    gender: "male",
    team_type: "international",
    start_time: START,
    state: "In Progress",
    series_name: "ICC Men's T20 World Cup",
    series_matches: 55,
    season: "2024",
    team1_id: 1,
    team1_name: team1,
    team1_short: "IND",
    team2_id: 2,
    team2_name: team2,
    team2_short: "SA",
    venue_name: null,
    start_date: "2024-06-29",
    end_date: "2024-06-29",
  } as unknown as MatchMeta;
  return {
    id: 1,
    meta,
    input: { ...input, innings: [{ team: FULL.innings[0]!.team, deliveries: [] }] },
    teamIds: { [team1]: 1, [team2]: 2 },
    bowledAt: [[]],
    closed: [false],
    registry: {},
    note: null,
  };
}

async function roomPath(tree: string, label: string): Promise<RoomPath> {
  const load = (file: string) => import(pathToFileURL(path.join(tree, file)).href);
  const scoring = await load("app/scoring/index.server.ts");
  const events = await load("workers/live/events.ts");
  const reducer = await load("app/live/reducer.ts");
  // This tree's room: a snapshot builder kept by the room and publication(), or (before decision 024) a
  // snapshot rebuilt from the whole match and the room's own loop over the events.
  let publication:
    | ((before: LiveSnapshot, after: LiveSnapshot, at: number, hints?: unknown) => { bodies: string[]; state: LiveSnapshot } | null)
    | null = null;
  try {
    publication = (await load("workers/live/publication.ts")).publication;
  } catch {
    publication = null;
  }
  const publishOld = (before: LiveSnapshot, after: LiveSnapshot, at: number, hints?: unknown) => {
    const found = events.eventsBetween(before, after, hints) as Omit<MatchEvent, "seq" | "matchId" | "at">[] | null;
    if (found && found.length === 0) return null;
    const bodies: string[] = [];
    let state = before;
    if (found === null) {
      state = { ...after, seq: before.seq + 1, updatedAt: at };
      bodies.push(JSON.stringify({ type: "snapshot", seq: state.seq, matchId: before.matchId, at, snapshot: state }));
    } else {
      for (const event of found) {
        const message = { ...event, seq: state.seq + 1, matchId: before.matchId, at } as MatchEvent;
        state = reducer.applyMatchEvent(state, message).state;
        bodies.push(JSON.stringify(message));
      }
    }
    return { bodies, state };
  };
  const publish = publication ?? publishOld;
  return {
    label,
    fresh() {
      let match = startingMatch();
      const builder = scoring.ScoredLiveBuilder ? new scoring.ScoredLiveBuilder() : null;
      const snapshotOf = (seq: number, now: number): LiveSnapshot =>
        (builder ? builder.build(match, seq, now) : scoring.scoredLive(match, seq, now)).snapshot;
      let state = snapshotOf(0, START);
      return {
        async ball(body, now) {
          const command: ScoringCommand = { kind: "ball", body: scoring.ballBodySchema.parse(body) };
          const outcome = await scoring.runCommand(recordingDb, match, command, now);
          if (!outcome.match) throw new Error(`${label}: the ball was not taken: ${JSON.stringify(outcome.body)}`);
          match = outcome.match;
          const change = publish(state, snapshotOf(state.seq, now), now, outcome.hints);
          if (!change) throw new Error(`${label}: a ball changed nothing`);
          // the backlog stores the state as JSON (workers/live/backlog.ts)
          JSON.stringify(change.state);
          state = change.state;
        },
        startInnings(team, inningsNo) {
          const target = FULL.innings[inningsNo - 1]?.target;
          match = {
            ...match,
            input: { ...match.input, innings: [...match.input.innings, { team, deliveries: [], ...(target ? { target } : {}) }] },
            bowledAt: [...match.bowledAt, []],
            closed: [...match.closed.map(() => true), false],
          };
        },
      };
    },
  };
}

const STEPS = replaySteps(RAW).filter((step) => step.kind === "ball" || (step.kind === "innings-start" && step.inningsNo! > 1));

interface BallSample {
  inningsNo: number;
  position: number;
  ms: number;
  /** bytes allocated, or NaN when a collection ran during the ball */
  bytes: number;
}

/** One replay of the match through a room; allocation is read around each ball (meaningful only with a large young generation). */
async function replay(room: RoomPath): Promise<BallSample[]> {
  const live = room.fresh();
  const samples: BallSample[] = [];
  let now = START;
  for (const step of STEPS) {
    if (step.kind === "innings-start") {
      live.startInnings((step.body as { team: string }).team, step.inningsNo!);
      continue;
    }
    now += 40_000;
    const heapBefore = v8.getHeapStatistics().used_heap_size;
    const started = performance.now();
    await live.ball(step.body, now);
    const ms = performance.now() - started;
    const heapAfter = v8.getHeapStatistics().used_heap_size;
    samples.push({
      inningsNo: step.inningsNo!,
      position: step.position!,
      ms,
      bytes: heapAfter >= heapBefore ? heapAfter - heapBefore : Number.NaN,
    });
  }
  return samples;
}

const median = (list: number[]) => {
  const sorted = list.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : Number.NaN;
};

interface Figures {
  label: string;
  /** medians per ball: all balls, the first 20 and the last 20 of the second innings */
  ms: number;
  msEarly: number;
  msLate: number;
  kb: number;
  kbEarly: number;
  kbLate: number;
}

function figures(label: string, rounds: BallSample[][], allocRounds: BallSample[][]): Figures {
  const all = rounds.flat();
  const allocs = allocRounds.flat();
  const second = (list: BallSample[]) => list.filter((s) => s.inningsNo === 2);
  const last = Math.max(...second(all).map((s) => s.position));
  const early = (list: BallSample[]) => second(list).filter((s) => s.position < 20);
  const late = (list: BallSample[]) => second(list).filter((s) => s.position > last - 20);
  const kb = (list: BallSample[]) => median(list.map((s) => s.bytes)) / 1024;
  return {
    label,
    ms: median(all.map((s) => s.ms)),
    msEarly: median(early(all).map((s) => s.ms)),
    msLate: median(late(all).map((s) => s.ms)),
    kb: kb(allocs),
    kbEarly: kb(early(allocs)),
    kbLate: kb(late(allocs)),
  };
}

const trees = [
  { tree: REPO_ROOT, label: "this tree" },
  ...(values.baseline ? [{ tree: path.resolve(values.baseline), label: "baseline" }] : []),
];
const rooms = await Promise.all(trees.map(({ tree, label }) => roomPath(tree, label)));

/** Rounds alternate between the trees (and which goes first), after one warm-up round each. */
async function measure(rounds: number): Promise<BallSample[][][]> {
  const byRoom: BallSample[][][] = rooms.map(() => []);
  for (const room of rooms) await replay(room);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? rooms.map((_, i) => i) : rooms.map((_, i) => i).reverse();
    for (const i of order) byRoom[i]!.push(await replay(rooms[i]!));
  }
  return byRoom;
}

if (values["alloc-only"]) {
  const json = JSON.stringify(await measure(ROUNDS));
  // a pipe is written asynchronously: exit once it has all of it
  await new Promise((resolve) => process.stdout.write(json, resolve));
  process.exit(0);
}

const cpus = os.cpus();
const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.versions.node}`;
const loadBefore = os.loadavg();
const timed = await measure(ROUNDS);
// Allocation in a child whose young generation holds a whole ball: used heap before and after a
// ball then differ by what the ball allocated (a ball during which a collection ran is left out).
const child = spawnSync(
  process.execPath,
  [
    "--max-semi-space-size=64",
    "--min-semi-space-size=64",
    process.argv[1]!,
    "--alloc-only",
    "--rounds",
    String(ROUNDS),
    ...(values.baseline ? ["--baseline", values.baseline] : []),
  ],
  { encoding: "utf8", maxBuffer: 1 << 28, stdio: ["ignore", "pipe", "inherit"] },
);
if (child.status !== 0) throw new Error("the allocation run failed");
const allocated = JSON.parse(child.stdout) as BallSample[][][];
const rows = rooms.map((room, i) => figures(room.label, timed[i]!, allocated[i]!));

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "—");
const f3 = (n: number) => (Number.isFinite(n) ? n.toFixed(3) : "—");
const lines = [
  `## One ball in the room, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  "",
  `Machine: ${machine}; load average ${loadBefore.map((n) => n.toFixed(1)).join(" ")} at the start, ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(
      " ",
    )} at the end. ${STEPS.filter((s) => s.kind === "ball").length} balls of the 2024 T20 World Cup final, ${ROUNDS} rounds per tree (after a warm-up round), alternating.`,
  "",
  "Medians per ball (second innings: its first 20 balls and its last 20):",
  "",
  "| code | ms | ms, 2nd inns early | ms, 2nd inns late | KB allocated | KB, early | KB, late |",
  "|---|---:|---:|---:|---:|---:|---:|",
  ...rows.map(
    (r) => `| ${r.label} | ${f3(r.ms)} | ${f3(r.msEarly)} | ${f3(r.msLate)} | ${f1(r.kb)} | ${f1(r.kbEarly)} | ${f1(r.kbLate)} |`,
  ),
];
if (rows.length === 2) {
  const [now, before] = rows as [Figures, Figures];
  lines.push(
    "",
    `Ratio this tree / baseline: time ${(now.ms / before.ms).toFixed(2)} (late in the 2nd innings ${(now.msLate / before.msLate).toFixed(2)}), allocation ${(now.kb / before.kb).toFixed(2)} (late ${(now.kbLate / before.kbLate).toFixed(2)})`,
  );
}
console.log(lines.join("\n"));
