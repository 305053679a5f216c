/**
 * npm run replay -- FILE.json [--speed N|max] [--base URL] [--innings N] [--ball-interval MS]
 *
 * Creates a new match from a Cricsheet file's info through the scoring API, prints
 * `match <id> <page URL>`, then plays the real match into it ball by ball (toss, innings, breaks,
 * result) at its natural pace, N times faster, or as fast as the API answers (`--speed max`).
 * Progress goes to stderr. --base defaults to the local site (http://localhost:$PORT, 8787);
 * ADMIN_TOKEN authorises the match creation (the development default otherwise).
 */
import "./lib/node-version.ts";
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { DEV_ADMIN_TOKEN } from "../app/backend/admin/admin-access.server.ts";
import { type CricsheetMatch, parseCricsheet } from "../app/data/cricsheet.ts";
import { replayMatch, ScoringClient } from "./lib/replay-core.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    speed: { type: "string", default: "1" },
    base: { type: "string", default: `http://localhost:${process.env.PORT ?? "8787"}` },
    innings: { type: "string" },
    "ball-interval": { type: "string" },
    quiet: { type: "boolean", default: false },
  },
});

const usage = "usage: npm run replay -- FILE.json [--speed N|max] [--base URL] [--innings N] [--ball-interval MS]";
const file = positionals[0];
if (!file) {
  console.error(usage);
  process.exit(2);
}
const speed = values.speed === "max" ? Number.POSITIVE_INFINITY : Number(values.speed);
if (!(speed > 0)) {
  console.error(`--speed must be a positive number or "max"\n${usage}`);
  process.exit(2);
}

let match: CricsheetMatch;
try {
  match = parseCricsheet(readFileSync(file, "utf8"));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exit(1);
}

const base = values.base.replace(/\/+$/, "");
const client = new ScoringClient(base);
client.onRetry = (what, attempt, reason) => process.stderr.write(`\nretry ${attempt} of ${what}: ${reason}\n`);
const tty = process.stderr.isTTY;
const ordinal = (n: number) => ["1st", "2nd", "3rd"][n - 1] ?? `${n}th`;
let lastLine = "";

try {
  const result = await replayMatch({
    match,
    client,
    adminToken: process.env.ADMIN_TOKEN || DEV_ADMIN_TOKEN,
    speed,
    ...(values.innings ? { innings: Number(values.innings) } : {}),
    ...(values["ball-interval"] ? { ballIntervalMs: Number(values["ball-interval"]) } : {}),
    onCreated: ({ matchId, url }) => console.log(`match ${matchId} ${base}${url}`),
    onStep: (step, answer) => {
      if (values.quiet) return;
      let line: string;
      if (step.kind === "ball") {
        const { score, overLabel } = answer as { score: { runs: number; wickets: number; overs: string }; overLabel: string };
        line = `${ordinal(step.inningsNo!)} innings  ${overLabel.padStart(5)}  ${score.runs}-${score.wickets} (${score.overs} ov)  ball ${step.position! + 1}/${step.of}`;
      } else {
        line = `${step.kind}${step.inningsNo ? ` ${step.inningsNo}` : ""} ${JSON.stringify(step.body).slice(0, 80)}`;
      }
      if (tty) process.stderr.write(`\r\x1b[2K${line}`);
      else if (step.kind !== "ball" || step.position === 0 || step.position! + 1 === step.of) process.stderr.write(`${line}\n`);
      lastLine = line;
    },
  });
  if (tty && lastLine) process.stderr.write("\n");
  process.stderr.write(`done: ${result.requests} requests into match ${result.matchId}\n`);
} catch (error) {
  if (tty && lastLine) process.stderr.write("\n");
  console.error((error as Error).message);
  process.exit(1);
}
