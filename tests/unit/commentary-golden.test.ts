/**
 * The commentary of real matches is byte-for-byte what it was when commentaryFrom was one closure
 * (docs/decisions/041): the hashes below were recorded from that code, before it was split into
 * small steps. A T20 (the 2024 men's T20 World Cup final), a Test (the Ashes, with penalty runs
 * and a replacement), an ODI decided by D/L, and every file of the bundle; each both read whole and grown
 * ball by ball the way a live room goes on from the last over (commentaryFrom with its resume).
 * A change of the commentary's texts or fields is a deliberate change of these hashes.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { commentaryFrom, matchCommentary, type CommentaryResume } from "../../app/cricket/commentary/index.ts";
import type { MatchInput } from "../../app/cricket/types.ts";
import { parseCricsheet, toMatchInput } from "../../app/data/cricsheet.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));

function load(path: string): MatchInput {
  return toMatchInput(parseCricsheet(readFileSync(join(DATA_DIR, path), "utf8")));
}

/** Maps (the resume's running figures) as sorted pairs, so that the JSON says what they hold. */
function json(value: unknown): string {
  return JSON.stringify(value, (_, inner) =>
    inner instanceof Map ? [...inner].sort(([a], [b]) => String(a).localeCompare(String(b))) : inner,
  );
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Every innings grown one ball at a time, each step going on from the resume of the one before. */
function grownBallByBall(match: MatchInput): string {
  const steps: string[] = [];
  match.innings.forEach((innings, index) => {
    let resume: CommentaryResume | undefined;
    for (let count = 1; count <= innings.deliveries.length; count++) {
      const last = count === innings.deliveries.length && index === match.innings.length - 1;
      const soFar: MatchInput = {
        ...match,
        innings: [...match.innings.slice(0, index), { ...innings, deliveries: innings.deliveries.slice(0, count) }],
        ...(last ? {} : { outcome: undefined }),
      };
      const step = commentaryFrom(soFar, index, resume);
      steps.push(json(step));
      resume = step.resume ?? undefined;
    }
  });
  return steps.join("\n");
}

const GOLDEN = [
  {
    path: "t20i/icc-mens-t20-world-cup-2024/1415755.json",
    whole: "0af6a287c01f4e342bfa2d16618e62bb202d8e172b208783b5be417ff3e2a737",
    grown: "1cb52e048629c496e27362a9da6f0fe81c26585f265ab76394d536f66015c76f",
  },
  {
    path: "test/the-ashes-2025-26/1455615.json",
    whole: "04d6ee7ef4db094f247facaeec5d4220a009f47185d3abe72de86b993b9d0dcf",
    grown: "9585ad1fafc806768dd2605ca20f613517501b7766015a0643ddead0f036fff1",
  },
  {
    path: "odi/icc-cricket-world-cup-2023-men/1384426.json",
    whole: "bec624f68b273083a5751a7b0cc35ba7d0a72fe737017209be8e627f706e4b28",
    grown: "479567e93b9e9d6bf06e2e9e538460a3032ceb2e6ce1ba8a9781667e0a71ef37",
  },
];
const BUNDLE = "868ae23bcc270c5a5d1cc1a43cf37e01e21792c31a97374611656828bf6a70c3";

test.each(GOLDEN)("the commentary of $path is the one recorded", ({ path, whole, grown }) => {
  const match = load(path);
  expect({ whole: sha256(json(matchCommentary(match))), grown: sha256(grownBallByBall(match)) }).toEqual({ whole, grown });
});

test("the commentary of every match of the bundle is the one recorded", () => {
  const files = (readdirSync(DATA_DIR, { recursive: true }) as string[]).filter((path) => path.endsWith(".json")).sort();
  expect(files.length).toBeGreaterThanOrEqual(257);
  const hash = createHash("sha256");
  for (const path of files) hash.update(`${path}\n${json(matchCommentary(load(path)))}\n`);
  expect(hash.digest("hex")).toBe(BUNDLE);
});
