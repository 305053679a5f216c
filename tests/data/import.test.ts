import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { importCricsheet, type ImportReport } from "../../scripts/lib/import-cricsheet.ts";
import { freshMigratedD1 } from "../support/migrated-d1.ts";
import { cricsheetDir, REPO_ROOT } from "../../scripts/lib/paths.ts";
import { startToolsWorker } from "../../scripts/lib/tools-worker.ts";
import type { SeriesDetail } from "../../app/data/schemas.ts";
import { formatCounts } from "../../app/routes/series/format-counts.ts";

const BUNDLE = cricsheetDir()!;
const FINAL = path.join(BUNDLE, "t20i/icc-mens-t20-world-cup-2024/1415755.json");
const scratch = mkdtempSync(path.join(tmpdir(), "cricket-import-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function freshDatabase(name: string) {
  const dir = path.join(scratch, name);
  freshMigratedD1(dir);
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

  test("imports all 257 matches, every ball and the register, and the fixtures list's matches of its competitions", () => {
    expect(first.skipped).toEqual([]);
    expect(first.imported).toBe(257);
    expect(first.register).toBe("imported");
    // + 8 fixtures without a file (IPL 2024 ×3, IPL 2025, the Men's T20 World Cup 2024 ×3 abandoned;
    // India v Netherlands at the 2023 World Cup from its scores, with its two innings totals)
    expect(first.totals).toEqual({ matches: 257, fixtures: 8, innings: 541, balls: 88461, people: 17712 });
    // 8 matches and IPL 2025's replay; the other IPL seasons' rows wait for their competitions
    expect(first.fixtures.stored).toBe(9);
    expect(first.fixtures.skipped.map((s) => s.reason)).toEqual(
      expect.arrayContaining(["Indian Premier League 2017 is not in the data", "Indian Premier League 2007/08 is not in the data"]),
    );
  });

  test("a second run changes nothing", async () => {
    const second = await importCricsheet(db.tools, BUNDLE);
    expect(second).toMatchObject({ imported: 0, unchanged: 257, rowsWritten: 0, register: "unchanged" });
    expect(second.fixtures).toMatchObject({ stored: 0, unchanged: 9 });
    expect(second.totals).toEqual(first.totals);
  });

  // Search as a fan expects (issue 30, decision 037), on the bundle's own names and register.
  type Hit = { kind: string; title: string; tier: number };
  const search = (q: string) => db.tools.call<Hit[]>(`/adapter/search?${new URLSearchParams({ q })}`);
  const titles = (hits: Hit[], kind: string) => hits.filter((h) => h.kind === kind).map((h) => h.title);

  test("search: the latest men's edition of the series a query names comes first", async () => {
    expect(titles(await search("ashes"), "series")[0]).toBe("The Ashes 2025/26");
    // India's latest men's internationals first (Cricsheet names the 2024/25 Border-Gavaskar Trophy
    // "India tour of Australia"), its league after its internationals.
    const india = titles(await search("india"), "series");
    expect(india.slice(0, 2)).toEqual(["England tour of India 2024/25", "India tour of Australia 2024/25"]);
    expect(india.indexOf("Indian Premier League 2025")).toBeGreaterThan(1);
    expect(titles(await search("ipl"), "series").slice(0, 2)).toEqual(["Indian Premier League 2025", "Indian Premier League 2024"]);
    const cups = titles(await search("world cup"), "series");
    // the ODI World Cup is named by the words alone; the T20 cups have one word more; the women's last
    expect(cups).toEqual(["ICC Cricket World Cup 2023/24", "ICC Men's T20 World Cup 2024", "ICC Women's T20 World Cup 2024/25"]);
    expect(titles(await search("world cup women"), "series")[0]).toBe("ICC Women's T20 World Cup 2024/25");
  });

  test("search: a player's own name before another name he is known by, men's sides before women's", async () => {
    // The register (names.csv) gives PJ Cummins the other name "Anderson Cummins". He played
    // more matches here than any Anderson; still the register's 26 players called Anderson come
    // first (the one who played here leading), so the ten shown are all Andersons.
    const players = titles(await search("anderson"), "player");
    expect(players).toHaveLength(10);
    expect(players.every((name) => / Anderson$/.test(name))).toBe(true);
    expect(players[0]).toBe("CJ Anderson"); // USA at the 2024 T20 World Cup
    expect(titles(await search("anderson cummins"), "player")[0]).toBe("PJ Cummins");
    // A surname finds its players by their own names (decision 048): Sandeep Sharma's register alias
    // "Sharma" is no exact match, and "khan" is a surname before it is the start of "Khandubhai".
    const sharma = (await search("sharma")).filter((h) => h.kind === "player");
    expect(sharma[0]!.tier).toBe(1);
    expect(sharma.find((h) => h.title === "Sandeep Sharma")?.tier).toBe(1);
    expect(titles(await search("khan"), "player")[0]).toMatch(/ Khan$/);
    expect(titles(await search("india"), "team").slice(0, 2)).toEqual(["India", "India Women"]);
    expect(titles(await search("ind"), "team").slice(0, 2)).toEqual(["India", "India Women"]);
  });

  type Table = {
    groups: {
      name: string;
      rows: { team: { name: string }; played: number; won: number; lost: number; noResult: number; points: number; netRunRate: number }[];
    }[];
    basis: string;
  };
  const table = (name: string, season: string) => db.tools.call<Table>(`/adapter/points-table?${new URLSearchParams({ name, season })}`);
  const standings = (group: Table["groups"][number]) =>
    group.rows.map(
      (row) => `${row.team.name} ${row.played} ${row.won} ${row.lost} ${row.noResult} ${row.points} ${row.netRunRate.toFixed(3)}`,
    );

  // The published final standings: team, played, won, lost, no result, points, net run rate.
  test("IPL 2025's table is the official one: the abandoned RCB v KKR counts, the voided match 58 does not, wins before NRR", async () => {
    const ipl = await table("Indian Premier League", "2025");
    expect(ipl.groups).toHaveLength(1);
    expect(standings(ipl.groups[0]!)).toEqual([
      "Punjab Kings 14 9 4 1 19 0.372",
      "Royal Challengers Bengaluru 14 9 4 1 19 0.301",
      "Gujarat Titans 14 9 5 0 18 0.254",
      "Mumbai Indians 14 8 6 0 16 1.142",
      "Delhi Capitals 14 7 6 1 15 0.011",
      "Sunrisers Hyderabad 14 6 7 1 13 -0.241",
      // level on points: LSG's 6 wins rank above KKR's 5 despite the worse net run rate (IPL 16.10.2.1)
      "Lucknow Super Giants 14 6 8 0 12 -0.376",
      "Kolkata Knight Riders 14 5 7 2 12 -0.305",
      "Rajasthan Royals 14 4 10 0 8 -0.549",
      "Chennai Super Kings 14 4 10 0 8 -0.647",
    ]);
    expect(ipl.basis).toBe(
      "From the 70 finished league-stage matches: 69 with ball-by-ball data and 1 abandoned without a ball. " +
        "Matches without ball-by-ball data come from our sourced fixtures list. " +
        "Not counted: 58th Match, Punjab Kings v Delhi Capitals (8 May 2025), voided and replayed as the 66th Match.",
    );
  });

  test("IPL 2025's header counts its 74 matches: the abandoned RCB v KKR is one, the voided match 58 is not", async () => {
    const ipl = await db.tools.call<SeriesDetail>(
      `/adapter/series?${new URLSearchParams({ name: "Indian Premier League", season: "2025" })}`,
    );
    expect(ipl.matches).toHaveLength(75); // the voided match is still listed, with its replay
    expect(ipl.voidedMatchIds).toEqual([1473495]);
    expect(formatCounts(ipl)).toBe("74 T20s");
  });

  test("the 2023 World Cup table is the official one, India v Netherlands (no Cricsheet file) counted from its scores", async () => {
    const wc = await table("ICC Cricket World Cup", "2023/24");
    expect(standings(wc.groups[0]!)).toEqual([
      "India 9 9 0 0 18 2.570",
      "South Africa 9 7 2 0 14 1.261",
      "Australia 9 7 2 0 14 0.841",
      "New Zealand 9 5 4 0 10 0.743",
      "Pakistan 9 4 5 0 8 -0.199",
      "Afghanistan 9 4 5 0 8 -0.336",
      "England 9 3 6 0 6 -0.572",
      "Bangladesh 9 2 7 0 4 -1.087",
      "Sri Lanka 9 2 7 0 4 -1.419",
      "Netherlands 9 2 7 0 4 -1.825",
    ]);
    expect(wc.basis).toMatch(/^From the 45 finished league-stage matches: 44 with ball-by-ball data and 1 known from its scores only\./);
  });

  test("the Women's T20 World Cup 2024 group tables are the official ones", async () => {
    const wt20 = await table("ICC Women's T20 World Cup", "2024/25");
    expect(wt20.groups.map((group) => group.name)).toEqual(["Group A", "Group B"]);
    expect(standings(wt20.groups[0]!)).toEqual([
      "Australia 4 4 0 0 8 2.223",
      "New Zealand 4 3 1 0 6 0.879",
      "India 4 2 2 0 4 0.322",
      "Pakistan 4 1 3 0 2 -1.040",
      "Sri Lanka 4 0 4 0 0 -2.173",
    ]);
    expect(standings(wt20.groups[1]!)).toEqual([
      "West Indies 4 3 1 0 6 1.536",
      "South Africa 4 3 1 0 6 1.382",
      "England 4 3 1 0 6 1.091",
      "Bangladesh 4 1 3 0 2 -0.844",
      "Scotland 4 0 4 0 0 -3.129",
    ]);
  });

  test("the Men's T20 World Cup 2024 Group A counts its two Lauderhill washouts (USA through on 5 points)", async () => {
    const t20 = await table("ICC Men's T20 World Cup", "2024");
    expect(standings(t20.groups.find((group) => group.name === "Group A")!)).toEqual([
      "India 4 3 0 1 7 1.137",
      "United States of America 4 2 1 1 5 0.127",
      "Pakistan 4 2 2 0 4 0.294",
      "Canada 4 1 2 1 3 -0.493",
      "Ireland 4 0 3 1 1 -1.293",
    ]);
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
  test("malformed, truncated, misnamed and impossible files are reported by path with a reason, and nothing of them is written", async () => {
    const source = path.join(scratch, "bad-files");
    mkdirSync(source, { recursive: true });
    const text = readFileSync(FINAL, "utf8");
    cpSync(FINAL, path.join(source, "1415755.json"));
    writeFileSync(path.join(source, "9000001.json"), text.slice(0, text.length / 2));
    writeFileSync(path.join(source, "9000002.json"), text.replace('"kind": "caught"', '"kind": "caught somehow"'));
    writeFileSync(path.join(source, "9000003.json"), text.replace('"teams": [', '"teams": ["Nowhere", '));
    writeFileSync(path.join(source, "notes.json"), "{}");
    // Files the scoring API would have refused (decision 035): impossible runs, an outcome the balls contradict, a ball after the end.
    writeFileSync(
      path.join(source, "9000004.json"),
      text.replace('"extras": 0,\n                "total": 1', '"extras": 0,\n                "total": 40'),
    );
    writeFileSync(path.join(source, "9000005.json"), text.replace('"runs": 7\n      }\n    },', '"runs": 8\n      }\n    },'));
    const afterTheEnd = JSON.parse(text);
    const lastOver = afterTheEnd.innings[1].overs.at(-1);
    lastOver.deliveries.push({ ...lastOver.deliveries.at(-1), runs: { batter: 0, extras: 0, total: 0 }, wickets: undefined });
    writeFileSync(path.join(source, "9000006.json"), JSON.stringify(afterTheEnd));

    const { tools } = await freshDatabase("bad-files-db");
    try {
      const report = await importCricsheet(tools, source);
      expect(report.imported).toBe(1);
      const reasons = Object.fromEntries(report.skipped.map((s) => [path.basename(s.path), s.reason]));
      expect(Object.keys(reasons).sort()).toEqual([
        "9000001.json",
        "9000002.json",
        "9000003.json",
        "9000004.json",
        "9000005.json",
        "9000006.json",
        "notes.json",
      ]);
      expect(report.skipped.find((s) => s.path.endsWith("9000004.json"))?.path).toBe(path.join(source, "9000004.json"));
      expect(reasons["9000001.json"]).toMatch(/not valid JSON/);
      expect(reasons["9000002.json"]).toMatch(/wickets.*kind/);
      expect(reasons["9000003.json"]).toMatch(/info\.teams/);
      expect(reasons["notes.json"]).toMatch(/not a Cricsheet match id/);
      expect(reasons["9000004.json"]).toMatch(
        /^innings 1, over 0, delivery \d+: impossible runs: runs\.total is 40 but batter 1 \+ extras 0 is 1/,
      );
      expect(reasons["9000005.json"]).toBe("the outcome contradicts the balls: by.runs: 7 ≠ 8 (balls ≠ record)");
      expect(reasons["9000006.json"]).toMatch(/^innings 2: 1 ball after the 120 legal balls it had were bowled/);
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
