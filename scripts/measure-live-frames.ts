/**
 * npm run measure:live-frames — what a live viewer receives per ball and per over, in bytes
 * (docs/benchmarks/live.md, "Light frames"). A fresh scored copy of the 2024 T20 World Cup final
 * is played through the scoring API, both innings, on the production build in wrangler's local
 * runtime (or `--site URL`), with one socket listening through the relay tree:
 *
 * - the frames as sent (UTF-8 bytes), and what permessage-deflate would make of them: each frame
 *   deflated alone (no context takeover) and in one running deflate stream (context takeover, what
 *   browsers and workerd negotiate by default), with the 4-byte tail a flushed message drops;
 * - a ball frame's bytes by field (commentary, scores, forecast, the posted delivery, the rest);
 * - what a match page re-reads per ball (its HTML, gzip as the site serves it), for the first
 *   `--pages` balls, and what the widget (which folds the frames) re-reads: nothing.
 *
 * Options: --site URL  --pages 12
 */
import "./lib/node-version.ts";
import { readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import { parseCricsheet } from "../app/data/cricsheet.ts";
import type { MatchEvent } from "../app/live/protocol.ts";
import { DEV_ADMIN_TOKEN } from "../app/backend/admin/admin-access.server.ts";
import { privateBuild, startSite } from "./lib/bench/site.ts";
import { cricsheetDir } from "./lib/paths.ts";
import { createMatch, replaySteps, ScoringClient } from "./lib/replay-core.ts";

const { values } = parseArgs({ options: { site: { type: "string" }, pages: { type: "string", default: "12" } } });
const PAGES = Number(values.pages);
const log = (text: string) => process.stderr.write(`${text}\n`);
const dataDir = cricsheetDir();
if (!dataDir) {
  console.error("This replays ../shared/data/cricsheet (or CRICSHEET_DIR); neither exists.");
  process.exit(1);
}
const FINAL = parseCricsheet(readFileSync(path.join(dataDir, "t20i/icc-mens-t20-world-cup-2024/1415755.json"), "utf8"));
const bytes = (text: string) => Buffer.byteLength(text, "utf8");

/** The page as a browser gets it: its bytes on the wire (gzip when the site sends gzip) and unpacked. */
function pageBytes(url: string, seq: number): Promise<{ wire: number; html: number }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      url,
      { headers: { accept: "text/html", "accept-encoding": "gzip", "x-live-seq": String(seq) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const wire = Buffer.concat(chunks);
          const html = response.headers["content-encoding"] === "gzip" ? zlib.gunzipSync(wire) : wire;
          resolve({ wire: wire.length, html: html.length });
        });
      },
    );
    request.on("error", reject);
  });
}

const build = values.site ? null : await privateBuild();
const site = values.site ? { url: values.site.replace(/\/+$/, ""), stop: async () => {} } : await startSite(build!);
log(`site at ${site.url}`);
try {
  const api = new ScoringClient(site.url);
  const match = await createMatch(api, FINAL, DEV_ADMIN_TOKEN);
  const steps = replaySteps(FINAL);
  const frames: { text: string; afterStep: number }[] = [];
  let stepIndex = -1;
  const socket = new WebSocket(`${site.url.replace(/^http/, "ws")}/live/match/${match.matchId}?v=frames`);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error("the socket did not open"));
  });
  const waiters: (() => void)[] = [];
  socket.onmessage = (event) => {
    frames.push({ text: String(event.data), afterStep: stepIndex });
    for (const wake of waiters.splice(0)) wake();
  };
  const until = async (test: () => boolean) => {
    const deadline = Date.now() + 15_000;
    while (!test()) {
      if (Date.now() > deadline) throw new Error("no frame in 15 s");
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  await until(() => frames.length > 0);
  const pageUrl = `${site.url}${match.url}`;
  const pages: { wire: number; html: number }[] = [];
  let ballsSeen = 0;
  let lastSeq = 0;
  for (const [index, step] of steps.entries()) {
    stepIndex = index;
    const before = frames.length;
    await api.must(step.method, `/api/scoring/matches/${match.matchId}${step.path}`, match.token, step.body);
    await until(() => frames.length > before);
    const last = JSON.parse(frames.at(-1)!.text) as MatchEvent | MatchEvent[];
    lastSeq = (Array.isArray(last) ? last.at(-1)! : last).seq;
    if (step.kind === "ball" && ballsSeen++ < PAGES) pages.push(await pageBytes(pageUrl, lastSeq));
  }
  socket.close();

  // Each step's frames, and the deflated sizes.
  const stream = zlib.createDeflateRaw();
  const deflateStreaming = (text: string) =>
    new Promise<number>((resolve) => {
      const out: Buffer[] = [];
      const onData = (chunk: Buffer) => out.push(chunk);
      stream.on("data", onData);
      stream.write(text);
      stream.flush(zlib.constants.Z_SYNC_FLUSH, () => {
        stream.off("data", onData);
        resolve(Math.max(0, Buffer.concat(out).length - 4));
      });
    });
  const sized: { step: number; raw: number; alone: number; streamed: number; messages: MatchEvent[] }[] = [];
  for (const frame of frames.slice(1)) {
    const parsed = JSON.parse(frame.text) as MatchEvent | MatchEvent[];
    sized.push({
      step: frame.afterStep,
      raw: bytes(frame.text),
      alone: zlib.deflateRawSync(frame.text).length,
      streamed: await deflateStreaming(frame.text),
      messages: Array.isArray(parsed) ? parsed : [parsed],
    });
  }
  const ballSteps = steps.flatMap((step, index) => (step.kind === "ball" ? [index] : []));
  const perBall = ballSteps.map((index) => {
    const own = sized.filter((f) => f.step === index);
    return {
      raw: own.reduce((n, f) => n + f.raw, 0),
      alone: own.reduce((n, f) => n + f.alone, 0),
      streamed: own.reduce((n, f) => n + f.streamed, 0),
    };
  });
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);
  const pct = (list: number[], p: number) =>
    [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.ceil((p / 100) * list.length) - 1)] ?? Number.NaN;

  // What a ball message carries, by field.
  const fields = {
    commentary: 0,
    "patch.innings": 0,
    "patch.miniscore": 0,
    "patch.forecast": 0,
    "patch.balls": 0,
    "patch.status": 0,
    delivery: 0,
    rest: 0,
  };
  const ballMessages = sized.flatMap((f) => f.messages).filter((m): m is Extract<MatchEvent, { type: "ball" }> => m.type === "ball");
  for (const message of ballMessages) {
    const total = bytes(JSON.stringify(message));
    const part = (value: unknown) => (value === undefined ? 0 : bytes(JSON.stringify(value)));
    const counted = {
      commentary: part(message.commentary),
      "patch.innings": part(message.patch.innings),
      "patch.miniscore": part(message.patch.miniscore),
      "patch.forecast": part(message.patch.forecast),
      "patch.balls": part(message.patch.balls),
      "patch.status": part(message.patch.status),
      delivery: part(message.delivery),
    };
    let rest = total;
    for (const [key, value] of Object.entries(counted)) {
      fields[key as keyof typeof fields] += value;
      rest -= value;
    }
    fields.rest += rest;
  }
  const balls = perBall.length;
  const overs = balls / 6;
  const totalRaw = sized.reduce((n, f) => n + f.raw, 0);
  const totalStreamed = sized.reduce((n, f) => n + f.streamed, 0);
  const lines = [
    `## Light frames: bytes per ball for a live viewer, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    "",
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.versions.node}. The 2024 T20 World Cup final, both innings (${balls} balls, ${steps.length} scoring requests), one socket through the relay tree; last seq ${lastSeq}.`,
    "",
    "| per ball (the ball's frames, with the over or wicket it completes) | mean bytes | p50 | p99 | max |",
    "|---|---:|---:|---:|---:|",
    `| as sent (no compression: the site declines permessage-deflate) | ${mean(perBall.map((b) => b.raw)).toFixed(0)} | ${pct(
      perBall.map((b) => b.raw),
      50,
    )} | ${pct(
      perBall.map((b) => b.raw),
      99,
    )} | ${Math.max(...perBall.map((b) => b.raw))} |`,
    `| deflated alone (permessage-deflate, no context takeover) | ${mean(perBall.map((b) => b.alone)).toFixed(0)} | ${pct(
      perBall.map((b) => b.alone),
      50,
    )} | ${pct(
      perBall.map((b) => b.alone),
      99,
    )} | ${Math.max(...perBall.map((b) => b.alone))} |`,
    `| deflated in one stream (context takeover) | ${mean(perBall.map((b) => b.streamed)).toFixed(0)} | ${pct(
      perBall.map((b) => b.streamed),
      50,
    )} | ${pct(
      perBall.map((b) => b.streamed),
      99,
    )} | ${Math.max(...perBall.map((b) => b.streamed))} |`,
    "",
    `Per over (${overs.toFixed(1)} overs): ${(totalRaw / overs).toFixed(0)} bytes as sent, ${(totalStreamed / overs).toFixed(0)} deflated in one stream; the whole match ${(totalRaw / 1024).toFixed(0)} KiB as sent (every frame after the first snapshot, ${sized.length} frames).`,
    "",
    `A ball message (${ballMessages.length}), its bytes by field, mean: ${Object.entries(fields)
      .map(([key, value]) => `${key} ${(value / Math.max(1, ballMessages.length)).toFixed(0)}`)
      .join(", ")}.`,
    "",
    `What a match page re-reads per ball (its HTML for the seq, gzip as served), first ${pages.length} balls: ${mean(pages.map((p) => p.wire)).toFixed(0)} bytes on the wire (${mean(pages.map((p) => p.html)).toFixed(0)} unpacked). The widget folds the frames and re-reads nothing.`,
  ];
  console.log(lines.join("\n"));
} finally {
  await site.stop();
  if (build) rmSync(build, { recursive: true, force: true });
}
process.exit(0);
