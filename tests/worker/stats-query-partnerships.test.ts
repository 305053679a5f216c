/**
 * The stats query's partnerships view, host country and home/away (migration 0046, decision 063):
 * stands stored with the match's own batch add up to its innings; a stand-only filter 301s away
 * from the other views; a ground's country comes from data/grounds.csv where Cricsheet's city does
 * not give it; home and away follow the side's country or a league side's own ground.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { refreshHomeGrounds } from "../../app/data/embedded/store/home-grounds.server.ts";
import { readStatsQuery, statsQueryStatement } from "../../app/data/embedded/store/stats-query.server.ts";
import { parseStatsQuery, type StatsQuery } from "../../app/data/stats-query.ts";
import { importFixtures } from "./import.ts";

const queryOf = (search: string): StatsQuery => {
  const parsed = parseStatsQuery(new URLSearchParams(search));
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.query;
};
const teamId = async (name: string) =>
  (await env.DB.prepare("SELECT id FROM teams WHERE name = ? AND gender = 'male'").bind(name).first<{ id: number }>())!.id;

beforeAll(async () => {
  // The 2024 T20 World Cup final (Barbados), USA v Pakistan (Dallas), Australia v India (Brisbane),
  // New Zealand v Pakistan (Bengaluru), Sunrisers Hyderabad v Rajasthan Royals (Hyderabad).
  await importFixtures("1415755", "1415711", "1426557", "1384426", "1473439");
  await refreshHomeGrounds(env.DB);
});

test("a match's stands are written with it and add up to each innings' total", async () => {
  const { results } = await env.DB.prepare(
    `SELECT p.match_id, p.innings_no, SUM(p.runs) AS stands, MAX(p.wicket) AS last,
       (SELECT SUM(runs_total) FROM deliveries d WHERE d.match_id = p.match_id AND d.innings_no = p.innings_no) AS total
     FROM partnerships p GROUP BY p.match_id, p.innings_no`,
  ).all<{ match_id: number; innings_no: number; stands: number; last: number; total: number }>();
  expect(results.length).toBe(2 + 2 + 4 + 2 + 2 - (await rainedOffInnings()));
  for (const innings of results) {
    expect(innings.stands, `${innings.match_id}/${innings.innings_no}`).toBe(innings.total);
    expect(innings.last).toBeLessThanOrEqual(10);
  }
  // Written again, a match's stands are replaced, not added to.
  const before = await env.DB.prepare("SELECT count(*) AS n FROM partnerships").first<{ n: number }>();
  await importFixtures("1415755");
  expect(await env.DB.prepare("SELECT count(*) AS n FROM partnerships").first<{ n: number }>()).toEqual(before);
});

/** Innings the data has no balls for (the Brisbane Test was drawn in the rain: it has three). */
async function rainedOffInnings() {
  const played = await env.DB.prepare("SELECT count(*) AS n FROM innings WHERE match_id = 1426557 AND super_over = 0").first<{
    n: number;
  }>();
  return 4 - played!.n;
}

test("the final's stands by pair, by wicket and as a list, with India's filters", async () => {
  const india = await teamId("India");
  const list = await readStatsQuery(env.DB, queryOf(`view=partnerships&format=t20i&team=${india}&group=innings`));
  const truth = await env.DB.prepare(`SELECT SUM(runs_total) AS runs FROM deliveries WHERE match_id = 1415755 AND innings_no = 1`).first<{
    runs: number;
  }>();
  expect(list.rows.reduce((sum, row) => sum + (row.values.runs ?? 0), 0)).toBe(truth!.runs);
  expect(list.rows[0]!.detail).toMatch(/^India v South Africa, 2024-06-29, innings 1, \d+(st|nd|rd|th) wicket \(\d+ and \d+\)$/);
  expect(list.rows[0]!.label).toContain(" & ");
  // Sorted by runs, best first; the pairs' rows name both batters and their side.
  const pairs = await readStatsQuery(env.DB, queryOf(`view=partnerships&format=t20i&team=${india}`));
  expect(pairs.rows.map((row) => row.values.runs)).toEqual(
    pairs.rows.map((row) => row.values.runs).toSorted((a, b) => (b ?? 0) - (a ?? 0)),
  );
  expect(pairs.rows[0]!.detail).toBe("India");
  expect(pairs.rows[0]!.ref).toMatch(/^[0-9a-f]{8},[0-9a-f]{8}$/);
  // Sorted by average (unbroken stands left out of its divisor; none last), ties by pair: the page's
  // pairs, chosen by that column alone, carry the same figures as the full read.
  const byAverage = await readStatsQuery(env.DB, queryOf("view=partnerships&format=t20i&group=pair&sort=average&min=0"));
  const all = await readStatsQuery(env.DB, queryOf("view=partnerships&format=t20i&group=pair&min=0"));
  expect(all.more).toBe(false);
  const expected = all.rows.toSorted(
    (a, b) =>
      Number(a.values.average === null) - Number(b.values.average === null) ||
      (b.values.average ?? 0) - (a.values.average ?? 0) ||
      (a.ref! < b.ref! ? -1 : 1),
  );
  expect(byAverage.rows).toEqual(expected);
  const wickets = await readStatsQuery(env.DB, queryOf(`view=partnerships&format=t20i&team=${india}&group=wicket&sort=innings`));
  expect(wickets.rows.map((row) => row.label)).toContain("1st wicket");
  const first = await readStatsQuery(env.DB, queryOf(`view=partnerships&format=t20i&team=${india}&wicket=1&group=innings`));
  expect(first.rows.length).toBe(1);
  expect(first.rows[0]!.values.innings).toBe(1);
  // A player's stands: each has him in it.
  const kohli = await readStatsQuery(env.DB, queryOf("view=partnerships&player=ba607b88&group=innings"));
  expect(kohli.rows.length).toBeGreaterThan(0);
  for (const row of kohli.rows) expect(row.label).toContain("Kohli");
});

test("every ground of the slice has a country; host country and home or away pick the matches", async () => {
  expect((await env.DB.prepare("SELECT count(*) AS n FROM venues WHERE country IS NULL").first<{ n: number }>())!.n).toBe(0);
  const results = async (search: string) =>
    (await readStatsQuery(env.DB, queryOf(`view=results&${search}`))).rows.map((row) => `${row.label} ${row.values.matches}`).sort();
  expect(await results("host=Barbados")).toEqual(["India 1", "South Africa 1"]);
  expect(await results("host=India&format=odi")).toEqual(["New Zealand 1", "Pakistan 1"]);
  // USA at home in Dallas, Australia at Brisbane, Sunrisers Hyderabad at their own ground (data/venues.csv).
  expect(await results("homeaway=home")).toEqual(["Australia 1", "Sunrisers Hyderabad 1", "United States of America 1"]);
  expect(await results("homeaway=away")).toEqual(["India 1", "Pakistan 1", "Rajasthan Royals 1"]);
  // The final in Barbados and New Zealand v Pakistan in India: neither side's home.
  expect(await results("homeaway=neutral")).toEqual(["India 1", "New Zealand 1", "Pakistan 1", "South Africa 1"]);
  // The same filters on the lines: batting away from home is the away sides' batting.
  const away = await readStatsQuery(env.DB, queryOf("homeaway=away&group=team&min=0"));
  expect(away.rows.map((row) => row.label).sort()).toEqual(["India", "Pakistan", "Rajasthan Royals"]);
  const stands = await readStatsQuery(env.DB, queryOf("view=partnerships&host=Australia&group=team"));
  expect(stands.rows.map((row) => row.label).sort()).toEqual(["Australia", "India"]);
});

test("the form offers the countries and the format's grounds; the page says what home means", async () => {
  const answer = await readStatsQuery(env.DB, queryOf("format=t20i"));
  expect(answer.countries).toEqual(expect.arrayContaining(["Barbados", "India", "United States of America"]));
  expect(answer.grounds?.map((ground) => ground.name)).toEqual(["Grand Prairie Stadium, Dallas", "Kensington Oval, Bridgetown"]);
  const host = await readStatsQuery(env.DB, queryOf("host=India"));
  expect(host.grounds?.length).toBe(2);
  expect((await readStatsQuery(env.DB, queryOf(""))).grounds).toBe(undefined);
  const page = await exports.default.fetch("https://example.com/cricket-stats/query?view=partnerships&homeaway=home&group=pair");
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain("Home means a ground in the side&#x27;s own country");
  expect(html).toContain('name="wicket"');
  expect(html).toMatch(/<select name="host"/);
});

test("a stand-only filter or grouping leaves the other views by a 301 to their canonical URL", async () => {
  const moved = await exports.default.fetch("https://example.com/cricket-stats/query?format=test&wicket=3&group=pair", {
    redirect: "manual",
  });
  expect(moved.status).toBe(301);
  expect(moved.headers.get("Location")).toBe("/cricket-stats/query?format=test");
  const stands = await exports.default.fetch("https://example.com/cricket-stats/query?view=partnerships&position=4", {
    redirect: "manual",
  });
  expect(stands.headers.get("Location")).toBe("/cricket-stats/query?view=partnerships&group=pair");
  const bad = await exports.default.fetch("https://example.com/cricket-stats/query?view=partnerships&group=pair&wicket=0");
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("wicket: must be a wicket, 1 to 10");
  const csv = await exports.default.fetch("https://example.com/cricket-stats/query.csv?view=partnerships&group=pair");
  expect((await csv.text()).split("\r\n")[0]).toBe("Partners,Detail,Stands,Unbr,Runs,Best,Ave,Balls,100,50");
});

const planOf = async (search: string) => {
  const { sql, params } = statsQueryStatement(queryOf(search));
  const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return plan.results.map((row) => row.detail).join(" | ");
};

test("a format's stands by pair are read from the pair index alone; by year, through the format-and-date index", async () => {
  const pairs = await planOf("view=partnerships&format=test&from=2001&group=pair");
  expect(pairs).toContain("USING COVERING INDEX partnerships_pair (match_type=? AND gender=?)");
  expect(pairs).not.toContain("SEARCH t ");
  expect(pairs).not.toContain("team_matches");
  expect(await planOf("view=partnerships&format=test&from=2001&group=season")).toContain(
    "USING INDEX partnerships_format_date (match_type=? AND start_date>?)",
  );
  // A player's stands: his, through the two batter indexes, not the format's.
  const player = await planOf("view=partnerships&format=test&player=ba607b88&group=pair");
  expect(player).toContain("MULTI-INDEX OR | INDEX 1 | SEARCH ps USING INDEX partnerships_batter1 (batter1=?)");
  expect(player).toContain("SEARCH ps USING INDEX partnerships_batter2 (batter2=?)");
  // A list of stands, best first, in the runs index's order (it stops at a page).
  expect(await planOf("view=partnerships&format=odi&group=innings")).toContain(
    "USING INDEX partnerships_format_runs (match_type=? AND gender=?)",
  );
});

test("a host country's or a ground's question reads that ground's team lines first, not the format's lines", async () => {
  const first = (plan: string) => plan.split(" | ").find((step) => step.startsWith("SEARCH") || step.startsWith("SCAN"));
  expect(first(await planOf("format=test&host=India&from=2001"))).toBe(
    "SEARCH tm USING INDEX team_matches_venue (venue_id=? AND match_type=? AND gender=?)",
  );
  expect(first(await planOf("view=partnerships&format=odi&venue=3&group=pair"))).toBe(
    "SEARCH tm USING INDEX team_matches_venue (venue_id=? AND match_type=? AND gender=?)",
  );
});
