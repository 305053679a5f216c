/**
 * The stats query against the balls (issue 35): ten questions over a slice of real matches in
 * every format (Tests, ODIs men's and women's, T20 internationals, the IPL, the Hundred), each
 * answered by the page's read (stored totals, summed) and recomputed here straight from the
 * deliveries and wickets tables, which the stored lines are not read from. Super overs count in
 * no figure. Partnerships (decision 063) too: a ball's runs and legal balls belong to the pair at
 * the crease, and to the wicket that many dismissals into the innings.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test, vi } from "vitest";
import { readStatsQuery, sumDueSeriesTotals } from "../../app/data/embedded/store/stats-query.server.ts";
import { parseStatsQuery } from "../../app/data/stats-query.ts";
import { importFixtures } from "./import.ts";

vi.setConfig({ testTimeout: 120_000 });

const SLICE = ["1415755", "1415754", "1415725", "1415711", "1426557", "1384426", "1473439", "1473440", "1476991", "1252666"];

/** Which matches a format is, said here on the matches table (not the lines' columns). */
const MATCHES: Record<string, string> = {
  test: "m.match_type = 'Test' AND m.gender = 'male'",
  odi: "m.match_type = 'ODI' AND m.gender = 'male'",
  "odi-women": "m.match_type = 'ODI' AND m.gender = 'female'",
  t20i: "m.match_type IN ('T20', 'IT20') AND m.team_type = 'international' AND m.gender = 'male'",
  ipl: "m.match_type = 'T20' AND m.team_type = 'club' AND m.gender = 'male' AND s.name LIKE 'Indian Premier League%'",
  "other-t20": "m.match_type = 'T20' AND m.team_type = 'club' AND m.gender = 'male' AND s.name NOT LIKE 'Indian Premier League%'",
};

/** Every ball of the main innings of a format's matches. */
const balls = (format: string) => `deliveries d
  JOIN innings i ON i.match_id = d.match_id AND i.innings_no = d.innings_no AND i.super_over = 0
  JOIN matches m ON m.id = d.match_id JOIN series s ON s.id = m.series_id
  WHERE ${MATCHES[format]}`;

/**
 * Batting from the balls: runs, balls faced (wides are not), fours and sixes, matches batted in. A
 * batter is anyone at either end: one run out at the non-striker's end without facing batted too.
 */
async function battingTruth(format: string) {
  const { results } = await env.DB.prepare(
    `WITH faced AS (SELECT d.match_id, d.batter_id AS id, d.runs_batter, d.wides, d.non_boundary, 1 AS striker FROM ${balls(format)}
       UNION ALL SELECT d.match_id, d.non_striker_id, 0, 0, 0, 0 FROM ${balls(format)})
     SELECT id, SUM(runs_batter) AS runs, SUM(striker AND wides = 0) AS balls,
       SUM(striker AND runs_batter = 4 AND non_boundary = 0) AS fours, SUM(striker AND runs_batter = 6 AND non_boundary = 0) AS sixes,
       COUNT(DISTINCT match_id) AS matches
     FROM faced GROUP BY id`,
  ).all<{ id: string; runs: number; balls: number; fours: number; sixes: number; matches: number }>();
  return results;
}

/** Bowling from the balls: runs conceded (off the bat, wides, no-balls), legal balls, the bowler's wickets. */
async function bowlingTruth(format: string) {
  const { results } = await env.DB.prepare(
    `SELECT d.bowler_id AS id, SUM(d.runs_batter + d.wides + d.noballs) AS conceded, SUM(d.wides = 0 AND d.noballs = 0) AS balls,
       (SELECT COUNT(*) FROM wickets w JOIN deliveries b ON b.match_id = w.match_id AND b.innings_no = w.innings_no AND b.seq = w.seq
          JOIN innings i2 ON i2.match_id = b.match_id AND i2.innings_no = b.innings_no AND i2.super_over = 0
          JOIN matches m2 ON m2.id = b.match_id JOIN series s2 ON s2.id = m2.series_id
        WHERE b.bowler_id = d.bowler_id AND ${MATCHES[format]!.replaceAll("m.", "m2.").replaceAll("s.", "s2.")}
          AND w.kind NOT IN ('run out', 'retired hurt', 'retired out', 'retired not out', 'obstructing the field')) AS wickets
     FROM ${balls(format)} GROUP BY d.bowler_id`,
  ).all<{ id: string; conceded: number; balls: number; wickets: number }>();
  return results;
}

/** Stands from the balls: each ball's runs (extras too) and legal balls are the pair's at the crease, either way round. */
async function pairTruth(format: string) {
  const { results } = await env.DB.prepare(
    `SELECT min(d.batter_id, d.non_striker_id) || ',' || max(d.batter_id, d.non_striker_id) AS pair,
       SUM(d.runs_total) AS runs, SUM(d.wides = 0 AND d.noballs = 0) AS balls
     FROM ${balls(format)} GROUP BY pair`,
  ).all<{ pair: string; runs: number; balls: number }>();
  return results;
}

/** Stands by wicket from the balls: a ball is in the stand for the wicket one more than the dismissals before it. */
async function wicketTruth(format: string) {
  const { results } = await env.DB.prepare(
    `SELECT 1 + (SELECT COUNT(*) FROM wickets w WHERE w.match_id = d.match_id AND w.innings_no = d.innings_no AND w.seq < d.seq
         AND w.kind NOT IN ('retired hurt', 'retired not out')) AS wicket,
       SUM(d.runs_total) AS runs, SUM(d.wides = 0 AND d.noballs = 0) AS balls
     FROM ${balls(format)} GROUP BY wicket`,
  ).all<{ wicket: number; runs: number; balls: number }>();
  return results;
}

const ask = async (search: string, key: "ref" | "label" = "ref") => {
  const parsed = parseStatsQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(parsed.message);
  const rows = [];
  for (let page = 1; ; page++) {
    const answer = await readStatsQuery(env.DB, { ...parsed.query, page });
    rows.push(...answer.rows);
    if (!answer.more) return new Map(rows.map((row) => [row[key]!, row.values]));
  }
};

beforeAll(async () => {
  await importFixtures(...SLICE);
  while ((await sumDueSeriesTotals(env.DB)).left > 0);
});

const BATTING: [string, string][] = [
  ["format=test&min=0", "test"],
  ["format=odi&min=0", "odi"],
  ["format=odi&gender=women&min=0", "odi-women"],
  ["format=t20i&min=0", "t20i"],
  ["format=ipl&min=0", "ipl"],
  ["format=other-t20&min=0", "other-t20"],
];
const BOWLING: [string, string][] = [
  ["view=bowling&format=test&min=0", "test"],
  ["view=bowling&format=odi&min=0", "odi"],
  ["view=bowling&format=t20i&min=0", "t20i"],
  ["view=bowling&format=other-t20&min=0", "other-t20"],
];

test.each(BATTING)("%s: every batter's runs, balls, fours, sixes and matches equal the balls'", async (search, format) => {
  const truth = await battingTruth(format);
  expect(truth.length).toBeGreaterThan(10);
  const answer = await ask(search);
  expect(answer.size).toBe(truth.length);
  for (const batter of truth) {
    expect(answer.get(batter.id), `${search} ${batter.id}`).toMatchObject({
      runs: batter.runs,
      balls: batter.balls,
      fours: batter.fours,
      sixes: batter.sixes,
      matches: batter.matches,
    });
  }
});

test.each(BOWLING)("%s: every bowler's runs conceded, legal balls and wickets equal the balls'", async (search, format) => {
  const truth = await bowlingTruth(format);
  expect(truth.length).toBeGreaterThan(5);
  const answer = await ask(search);
  expect(answer.size).toBe(truth.length);
  for (const bowler of truth) {
    expect(answer.get(bowler.id), `${search} ${bowler.id}`).toMatchObject({
      conceded: bowler.conceded,
      balls: bowler.balls,
      wickets: bowler.wickets,
    });
  }
});

const PARTNERSHIPS: [string, string][] = [
  ["view=partnerships&format=test&min=0", "test"],
  ["view=partnerships&format=odi&gender=women&min=0", "odi-women"],
  ["view=partnerships&format=t20i&min=0", "t20i"],
  ["view=partnerships&format=ipl&min=0", "ipl"],
];

test.each(PARTNERSHIPS)("%s: every pair's runs and legal balls together equal the balls'", async (search, format) => {
  const truth = await pairTruth(format);
  expect(truth.length).toBeGreaterThan(10);
  const answer = await ask(search);
  expect(answer.size).toBe(truth.length);
  for (const stand of truth)
    expect(answer.get(stand.pair), `${search} ${stand.pair}`).toMatchObject({ runs: stand.runs, balls: stand.balls });
});

test.each(PARTNERSHIPS)("%s, by wicket: each wicket's stands' runs and legal balls equal the balls'", async (search, format) => {
  const truth = await wicketTruth(format);
  const answer = await ask(`${search}&group=wicket`, "label");
  expect(answer.size).toBe(truth.length);
  const ordinal = (n: number) => `${n}${n === 1 ? "st" : n === 2 ? "nd" : n === 3 ? "rd" : "th"} wicket`;
  for (const wicket of truth)
    expect(answer.get(ordinal(wicket.wicket)), `${search} ${wicket.wicket}`).toMatchObject({ runs: wicket.runs, balls: wicket.balls });
});
