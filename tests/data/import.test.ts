import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { importCricsheet, type ImportReport } from "../../scripts/lib/import-cricsheet.ts";
import { migrateLocalD1 } from "../../scripts/lib/local-d1.ts";
import { cricsheetDir, REPO_ROOT } from "../../scripts/lib/paths.ts";
import { startToolsWorker } from "../../scripts/lib/tools-worker.ts";

const BUNDLE = cricsheetDir()!;
const FINAL = path.join(BUNDLE, "t20i/icc-mens-t20-world-cup-2024/1415755.json");
const scratch = mkdtempSync(path.join(tmpdir(), "cricket-import-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function freshDatabase(name: string) {
  const dir = path.join(scratch, name);
  migrateLocalD1(dir);
  return { dir, tools: await startToolsWorker(dir) };
}

type Tools = Awaited<ReturnType<typeof startToolsWorker>>;
const count = async (tools: Tools) => (await tools.call<ImportReport["totals"]>("/totals")).matches;

describe("the whole bundle", () => {
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let first: ImportReport;
  beforeAll(async () => {
    db = await freshDatabase("bundle");
    first = await importCricsheet(db.tools, BUNDLE);
  });
  let disposed = false;
  const release = async () => {
    if (!disposed) await db.tools.dispose();
    disposed = true;
  };
  afterAll(release);

  test("imports all 257 matches, every ball and the register", () => {
    expect(first.skipped).toEqual([]);
    expect(first.imported).toBe(257);
    expect(first.register).toBe("imported");
    expect(first.totals).toEqual({ matches: 257, innings: 539, balls: 88461, people: 17712 });
  });

  test("a second run changes nothing", async () => {
    const second = await importCricsheet(db.tools, BUNDLE);
    expect(second).toMatchObject({ imported: 0, unchanged: 257, rowsWritten: 0, register: "unchanged" });
    expect(second.totals).toEqual(first.totals);
  });

  test("IPL 2025's leaders from the balls are the published ones (Orange and Purple Caps)", async () => {
    const query = new URLSearchParams({ name: "Indian Premier League", season: "2025" });
    const { tables } = await db.tools.call<{ tables: { key: string; rows: { name: string; team: string; values: string[] }[] }[] }>(
      `/adapter/series-stats?${query}`,
    );
    const first = (key: string) => tables.find((table) => table.key === key)!.rows[0]!;
    expect(first("most-runs")).toMatchObject({ name: "B Sai Sudharsan", team: "GT", values: expect.arrayContaining(["759"]) });
    expect(first("most-wickets")).toMatchObject({ name: "M Prasidh Krishna", team: "GT", values: expect.arrayContaining(["25"]) });
  });

  test("npm run verify:data prints full agreement for outcomes and Cricbuzz scorecards", async () => {
    await release(); // one workerd at a time on a database folder
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["scripts/verify-data.ts"], {
      cwd: REPO_ROOT,
      env: { ...process.env, CRICKET_STATE_DIR: db.dir },
    }).catch((error: { stdout: string; stderr: string; code: number }) => {
      throw new Error(`verify:data exited ${error.code}:\n${error.stdout}\n${error.stderr}`);
    });
    expect(stderr).toBe("");
    expect(stdout).toContain("257/257 outcomes agree");
    expect(stdout).toContain("29/29 scorecards agree");
  });
});

describe("bad files", () => {
  test("malformed, truncated and misnamed files are reported by path with a reason, and nothing of them is written", async () => {
    const source = path.join(scratch, "bad-files");
    mkdirSync(source, { recursive: true });
    const text = readFileSync(FINAL, "utf8");
    cpSync(FINAL, path.join(source, "1415755.json"));
    writeFileSync(path.join(source, "9000001.json"), text.slice(0, text.length / 2));
    writeFileSync(path.join(source, "9000002.json"), text.replace('"kind": "caught"', '"kind": "caught somehow"'));
    writeFileSync(path.join(source, "9000003.json"), text.replace('"teams": [', '"teams": ["Nowhere", '));
    writeFileSync(path.join(source, "notes.json"), "{}");

    const { tools } = await freshDatabase("bad-files-db");
    try {
      const report = await importCricsheet(tools, source);
      expect(report.imported).toBe(1);
      const reasons = Object.fromEntries(report.skipped.map((s) => [path.basename(s.path), s.reason]));
      expect(Object.keys(reasons).sort()).toEqual(["9000001.json", "9000002.json", "9000003.json", "notes.json"]);
      expect(reasons["9000001.json"]).toMatch(/not valid JSON/);
      expect(reasons["9000002.json"]).toMatch(/wickets.*kind/);
      expect(reasons["9000003.json"]).toMatch(/info\.teams/);
      expect(reasons["notes.json"]).toMatch(/not a Cricsheet match id/);
      expect(report.totals.matches).toBe(1);
      expect(report.totals.balls).toBe(251); // the final alone: 127 + 124 deliveries
    } finally {
      await tools.dispose();
    }
  });
});

describe("revisions", () => {
  test("the highest meta.revision wins, whichever file comes first", async () => {
    const original = JSON.parse(readFileSync(FINAL, "utf8"));
    const revised = structuredClone(original);
    revised.meta.revision = original.meta.revision + 1;
    revised.info.player_of_match = ["JJ Bumrah"];
    // "a-…" sorts first: the newer revision is read before the older one.
    for (const [folder, body] of [
      ["a-new", revised],
      ["b-old", original],
    ] as const) {
      mkdirSync(path.join(scratch, "revisions", folder), { recursive: true });
      writeFileSync(path.join(scratch, "revisions", folder, "1415755.json"), JSON.stringify(body));
    }
    const { tools } = await freshDatabase("revisions-db");
    try {
      const report = await importCricsheet(tools, path.join(scratch, "revisions"));
      expect(report).toMatchObject({ imported: 1, olderRevision: 1 });
      expect(await count(tools)).toBe(1);
      const stored = await tools.call<{ revision: number; player_of_match: string }>("/matches/1415755");
      expect(stored.revision).toBe(revised.meta.revision);
      expect(JSON.parse(stored.player_of_match)).toEqual([original.info.registry.people["JJ Bumrah"]]);
    } finally {
      await tools.dispose();
    }
  });
});
