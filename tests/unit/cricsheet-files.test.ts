/**
 * Runs the core over every real Cricsheet file in ../shared/data/cricsheet (read at test time,
 * never copied into the repo): the result derived from the balls alone must equal the recorded
 * outcome in all of them, and every scorecard must be internally consistent.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { buildScorecard, compareWithOutcome, deriveMatchResult, formatScore, type MatchScorecard } from "../../app/cricket/index.ts";
import type { MatchInput } from "../../app/cricket/types.ts";
import { parseCricsheet, toMatchInput } from "../../app/data/cricsheet.ts";

const DATA_DIR = process.env.CRICSHEET_DIR ?? fileURLToPath(new URL("../../../shared/data/cricsheet", import.meta.url));

const files = (readdirSync(DATA_DIR, { recursive: true }) as string[]).filter((path) => path.endsWith(".json")).sort();
const manifestPaths = readFileSync(join(DATA_DIR, "manifest.csv"), "utf8")
  .trim()
  .split("\n")
  .slice(1)
  .map((line) => line.split(",")[0] ?? "")
  .sort();
const matches = new Map(files.map((path) => [path, toMatchInput(parseCricsheet(readFileSync(join(DATA_DIR, path), "utf8")))]));
const matchAt = (path: string): MatchInput => {
  const found = matches.get(path);
  if (found === undefined) throw new Error(`missing ${path}`);
  return found;
};

test("every file of the bundle is read (the manifest's 257)", () => {
  expect(files).toEqual(manifestPaths);
  expect(files).toHaveLength(257);
});

test("the result derived from the balls alone equals Cricsheet's recorded outcome in every file", () => {
  const disagreements: string[] = [];
  for (const [path, match] of matches) {
    const recorded = match.outcome;
    if (recorded === undefined) {
      disagreements.push(`${path}: no recorded outcome`);
      continue;
    }
    const derived = deriveMatchResult({ ...match, outcome: undefined });
    const differences = compareWithOutcome(derived, recorded);
    if (derived.derivedFrom !== "balls") differences.push(`derivedFrom ${derived.derivedFrom}`);
    if (differences.length > 0) disagreements.push(`${path}: ${differences.join("; ")}`);
  }
  // Lists the files that disagree, if any.
  expect(disagreements).toEqual([]);
});

describe("every scorecard is internally consistent", () => {
  const problems = (path: string, card: MatchScorecard, match: MatchInput): string[] => {
    const found: string[] = [];
    card.innings.forEach((entry, index) => {
      const innings = match.innings[index];
      if (innings === undefined) return;
      const where = `${path} innings ${index + 1}`;
      const { pre = 0, post = 0 } = innings.penaltyRuns ?? {};
      const batterRuns = entry.batting.reduce((sum, row) => sum + row.runs, 0);
      if (batterRuns + entry.extras.total !== entry.total.runs) found.push(`${where}: batting + extras ≠ total`);
      const chargedToBowlers = entry.bowling.reduce((sum, row) => sum + row.runs, 0);
      if (chargedToBowlers + entry.extras.byes + entry.extras.legByes + entry.extras.penalty !== entry.total.runs)
        found.push(`${where}: bowling + b + lb + p ≠ total`);
      if (entry.bowling.reduce((sum, row) => sum + row.legalBalls, 0) !== entry.total.legalBalls)
        found.push(`${where}: bowlers' balls ≠ innings balls`);
      if (entry.bowling.reduce((sum, row) => sum + row.wickets, 0) > entry.total.wickets)
        found.push(`${where}: bowlers' wickets > wickets`);
      if (entry.batting.filter((row) => row.isOut).length !== entry.total.wickets) found.push(`${where}: batters out ≠ wickets`);
      if (entry.fallOfWickets.length !== entry.total.wickets) found.push(`${where}: fall of wickets ≠ wickets`);
      if (entry.fallOfWickets.at(-1) !== undefined && (entry.fallOfWickets.at(-1)?.runs ?? 0) > entry.total.runs)
        found.push(`${where}: fall of wickets beyond total`);
      if (entry.partnerships.reduce((sum, stand) => sum + stand.runs, 0) + pre + post !== entry.total.runs)
        found.push(`${where}: partnership runs ≠ total`);
      if (entry.partnerships.reduce((sum, stand) => sum + stand.balls, 0) !== entry.total.legalBalls)
        found.push(`${where}: partnership balls ≠ innings balls`);
      if (entry.partnerships.some((stand) => stand.end === "unexplained")) found.push(`${where}: pair changed without a wicket entry`);
      const squad = match.players[entry.team] ?? [];
      const batted = entry.batting.map((row) => row.player.id);
      if (batted.some((id) => !squad.includes(id))) found.push(`${where}: a batter is not in the squad list`);
      if (!entry.superOver && batted.length + entry.yetToBat.length !== squad.length) found.push(`${where}: batted + yet to bat ≠ squad`);
      if (entry.batting.some((row) => row.dismissal.includes("?"))) found.push(`${where}: unnamed fielder`);
    });
    return found;
  };

  test("batting, bowling, extras, fall of wickets and partnerships add up to the totals", () => {
    const found = [...matches].flatMap(([path, match]) => problems(path, buildScorecard(match), match));
    expect(found).toEqual([]);
  });
});

describe("ICC Men's T20 World Cup 2024 final (1415755)", () => {
  const card = buildScorecard(matchAt("t20i/icc-mens-t20-world-cup-2024/1415755.json"));
  const [india, southAfrica] = card.innings;

  test("scores and result", () => {
    expect(card.innings).toHaveLength(2);
    expect(india && formatScore(india.total, { withOvers: true })).toBe("176-7 (20)");
    expect(southAfrica && formatScore(southAfrica.total, { withOvers: true })).toBe("169-8 (20)");
    expect(card.resultText).toBe("India won by 7 runs");
    expect(southAfrica?.target).toEqual({ runs: 177, balls: 120, revised: false });
  });

  test("India's batting", () => {
    expect(
      india?.batting.map((row) => [row.player.shortName, row.dismissal, row.runs, row.balls, row.fours, row.sixes, row.strikeRate]),
    ).toEqual([
      ["Sharma", "c Klaasen b Maharaj", 9, 5, 2, 0, "180.00"],
      ["Kohli", "c Rabada b Jansen", 76, 59, 6, 2, "128.81"],
      ["Pant", "c de Kock b Maharaj", 0, 2, 0, 0, "0.00"],
      ["Yadav", "c Klaasen b Rabada", 3, 4, 0, 0, "75.00"],
      ["Patel", "run out (de Kock)", 47, 31, 1, 4, "151.61"],
      ["Dube", "c Miller b Nortje", 27, 16, 3, 1, "168.75"],
      ["Pandya", "not out", 5, 2, 1, 0, "250.00"],
      ["Jadeja", "c Maharaj b Nortje", 2, 2, 0, 0, "100.00"],
    ]);
    expect(india?.yetToBat.map((player) => player.name)).toEqual(["Kuldeep Yadav", "Arshdeep Singh", "JJ Bumrah"]);
    expect(india?.extras).toEqual({ byes: 0, legByes: 0, wides: 6, noBalls: 1, penalty: 0, total: 7 });
    expect(india?.fallOfWickets.map((fall) => `${fall.runs}-${fall.wicketNumber} (${fall.player.shortName}, ${fall.over})`)).toEqual([
      "23-1 (Sharma, 1.4)",
      "23-2 (Pant, 1.6)",
      "34-3 (Yadav, 4.3)",
      "106-4 (Patel, 13.3)",
      "163-5 (Kohli, 18.5)",
      "174-6 (Dube, 19.4)",
      "176-7 (Jadeja, 19.6)",
    ]);
    expect(india?.powerplays).toEqual([{ type: "mandatory", from: 0.1, to: 5.6, runs: 45, wickets: 3, legalBalls: 36 }]);
    expect(india?.partnerships[3]).toMatchObject({ wicket: 4, runs: 72, balls: 54, end: "dismissal" });
  });

  test("South Africa's bowling and batting", () => {
    expect(
      india?.bowling.map((row) => [
        row.player.shortName,
        row.overs,
        row.maidens,
        row.runs,
        row.wickets,
        row.noBallDeliveries,
        row.wideRuns,
        row.economy,
      ]),
    ).toEqual([
      ["Jansen", "4", 0, 49, 1, 1, 1, "12.25"],
      ["Maharaj", "3", 0, 23, 2, 0, 0, "7.67"],
      ["Rabada", "4", 0, 36, 1, 0, 2, "9.00"],
      ["Markram", "2", 0, 16, 0, 0, 0, "8.00"],
      ["Nortje", "4", 0, 26, 2, 0, 2, "6.50"],
      ["Shamsi", "3", 0, 26, 0, 0, 1, "8.67"],
    ]);
    expect(southAfrica?.batting.find((row) => row.player.shortName === "Klaasen")).toMatchObject({
      runs: 52,
      balls: 27,
      dismissal: "c Pant b Pandya",
    });
    expect(southAfrica?.yetToBat.map((player) => player.shortName)).toEqual(["Shamsi"]);
    expect(southAfrica?.partnerships.at(-1)).toMatchObject({ wicket: 9, end: "unbroken" });
  });
});

describe("odd real cases", () => {
  test("timed out without facing: Mathews comes in at no. 6, at the fall of Samarawickrama (World Cup 2023, 1384429)", () => {
    const sriLanka = buildScorecard(matchAt("odi/icc-cricket-world-cup-2023-men/1384429.json")).innings[0];
    expect(sriLanka?.batting.slice(3, 7).map((row) => row.player.name)).toEqual([
      "S Samarawickrama",
      "KIC Asalanka",
      "AD Mathews",
      "DM de Silva",
    ]);
    expect(sriLanka?.fallOfWickets.slice(3, 5).map((fall) => [fall.player.name, fall.runs, fall.over])).toEqual([
      ["S Samarawickrama", 135, "24.2"],
      ["AD Mathews", 135, "24.2"],
    ]);
    expect(sriLanka?.batting.find((row) => row.player.name === "AD Mathews")).toMatchObject({
      runs: 0,
      balls: 0,
      dismissal: "timed out",
      isOut: true,
    });
  });

  test("stumped off a wide: Gill's wicket at 15.2, on a delivery he is not charged with (IPL 2024, 1426262)", () => {
    const card = buildScorecard(matchAt("club/ipl-2024-matches-1-29-paired-with-cricbuzz-hscard/1426262.json"));
    const titans = card.innings[1];
    expect(titans?.fallOfWickets.find((fall) => fall.player.name === "Shubman Gill")).toMatchObject({ over: "15.2", kind: "stumped" });
    expect(titans?.batting.find((row) => row.player.name === "Shubman Gill")?.dismissal).toBe("st Samson b Chahal");
    expect(titans?.bowling.find((row) => row.player.name === "YS Chahal")?.wickets).toBeGreaterThanOrEqual(1);
  });

  test("super over tie: Delhi Capitals beat Rajasthan Royals in the super over (IPL 2025, 1473469)", () => {
    const card = buildScorecard(matchAt("club/ipl-2025/1473469.json"));
    expect(card.innings.map((entry) => [entry.team, entry.superOver, entry.score])).toEqual([
      ["Delhi Capitals", false, "188-5"],
      ["Rajasthan Royals", false, "188-4"],
      ["Rajasthan Royals", true, "11-2"],
      ["Delhi Capitals", true, "13-0"],
    ]);
    expect(card.resultText).toBe("Match tied (Delhi Capitals won the Super Over)");
    expect(card.innings[1]?.batting.find((row) => row.player.name === "SV Samson")).toMatchObject({
      status: "retired hurt",
      dismissal: "retired hurt",
      isOut: false,
    });
  });

  test("a retirement recorded as a batter replacement: Gill retired hurt and came back not out (World Cup 2023 semi-final, 1384437)", () => {
    const india = buildScorecard(matchAt("odi/icc-cricket-world-cup-2023-men/1384437.json")).innings[0];
    expect(india?.batting.find((row) => row.player.name === "Shubman Gill")).toMatchObject({ runs: 80, status: "not out", isOut: false });
    expect(india?.partnerships.map((stand) => [stand.wicket, stand.end])).toContainEqual([2, "retirement"]);
  });

  test("D/L chase called off ahead of par: Pakistan won by 21 runs (World Cup 2023, 1384426)", () => {
    const card = buildScorecard(matchAt("odi/icc-cricket-world-cup-2023-men/1384426.json"));
    expect(card.innings[1]?.target).toEqual({ runs: 180, balls: 153, revised: true });
    expect(card.resultText).toBe("Pakistan won by 21 runs (DLS)");
  });

  test("five penalty runs go to the batting side's extras, not to the bowler (World Cup 2023, 1384410)", () => {
    const netherlands = buildScorecard(matchAt("odi/icc-cricket-world-cup-2023-men/1384410.json")).innings[0];
    expect(netherlands?.extras.penalty).toBe(5);
  });
});
