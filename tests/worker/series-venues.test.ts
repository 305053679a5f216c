/**
 * A series' Squads and Venues tabs and its venue pages (issue 12, docs/product/content-areas.md#series-page) rendered by the Worker
 * from five real matches of the 2024 T20 World Cup (New York twice, Dallas, Guyana, Barbados) and
 * a Brisbane Test of another series. What the pages say is checked against numbers this test
 * works out itself from the stored balls (deliveries, wickets), not from the aggregates the
 * pages read.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test, vi } from "vitest";
import {
  RECORD_INNINGS_SQL,
  SERIES_VENUES_SQL,
  SQUAD_LINES_SQL,
  SQUAD_PLAYERS_SQL,
  STUMPED_ELSEWHERE_SQL,
  VENUE_FIRST_MATCH_SQL,
  VENUE_HOSTED_SQL,
  VENUE_RECORDS_WITHOUT_SQL,
} from "../../app/data/embedded/store/squads-venues.server.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

// Pages are rendered cold on a shared 2-core machine: a first render can take longer than 5 s.
vi.setConfig({ testTimeout: 120_000 });

const WORLD_CUP = ["1415755", "1415711", "1415719", "1415725", "1415754"];
let seriesId: number;
let base: string;

const one = <T>(sql: string, ...params: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...params)
    .first<T>();
const all = async <T>(sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .all<T>()
  ).results;
const text = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");
const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
const noTags = (html: string) =>
  decode(
    html
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  );
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

beforeAll(async () => {
  await importFixtures(...WORLD_CUP, "1426557");
  const row = await one<{ id: number }>("SELECT id FROM series WHERE name = ? AND season = ?", "ICC Men's T20 World Cup", "2024");
  seriesId = row!.id;
  base = `/cricket-series/${seriesId}/icc-men-s-t20-world-cup-2024`;
});

test("the tabs in the spec's order: the Points Table 5th, Squads after it, Venues last", async () => {
  const html = await text(base);
  const tabs = [...(/<nav class="series__tabs"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? "").matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1]);
  // Five matches of four sides make a league table here: the Points Table keeps its place before Squads.
  expect(tabs).toEqual(["Home", "Schedule &amp; Results", "News", "Videos", "Points Table", "Squads", "Photos", "Stats", "Venues"]);
});

describe("Squads", () => {
  /** The players' pane of a squads page: header row → player names. */
  function groupsOf(html: string): Record<string, string[]> {
    const pane = /<div class="series-squads__squad-players">(.*?)<\/div><\/div><\/section>/s.exec(html)?.[1] ?? "";
    return Object.fromEntries(
      [...pane.matchAll(/<h4 class="series-squads__header">([^<]+)<\/h4><ul[^>]*>(.*?)<\/ul>/gs)].map((m) => [
        m[1],
        [...m[2]!.matchAll(/<a href="\/profiles\/[^"]+"[^>]*>([^<]+)<\/a>/g)].map((a) => decode(a[1]!)),
      ]),
    );
  }

  test("one squad per side that played, the first selected; India's players are the ones it used, each under a role", async () => {
    const teams = await all<{ id: number; name: string }>(
      `SELECT DISTINCT t.id, t.name FROM matches m JOIN teams t ON t.id IN (m.team1_id, m.team2_id) WHERE m.series_id = ? ORDER BY t.name`,
      seriesId,
    );
    const html = await text(`${base}/squads`);
    expect(html).toContain(`SQUADS FOR ICC Men&#x27;s T20 World Cup 2024`);
    const listed = [...html.matchAll(/class="series-squads__squad[^"]*"[^>]*>([^<]+)<\/a>/g)].map((m) => decode(m[1]!));
    expect(listed).toEqual(teams.map((t) => t.name));
    expect(html).toContain('<p class="series-squads__list-header">T20</p>');
    // The first squad is selected without asking.
    expect(html).toMatch(
      new RegExp(
        `<a aria-current="page" class="series-squads__squad series-squads__squad--active" href="[^"]+squad=${teams[0]!.id}"[^>]*>${teams[0]!.name}<`,
      ),
    );

    const india = teams.find((t) => t.name === "India")!;
    const page = await text(`${base}/squads?squad=${india.id}`);
    const groups = groupsOf(page);
    const used = await all<{ name: string }>(
      `SELECT DISTINCT p.name FROM match_players p JOIN matches m ON m.id = p.match_id WHERE m.series_id = ? AND p.team_id = ? ORDER BY p.name`,
      seriesId,
      india.id,
    );
    expect(Object.values(groups).flat().sort()).toEqual(used.map((u) => u.name).sort());
    expect(Object.keys(groups)).toEqual(["Batters", "All Rounders", "Wicket Keepers", "Bowlers"]);

    // Pant stumped a batter in the semi-final (the wickets say so): a keeper.
    const pant = await one<{ person_id: string }>("SELECT DISTINCT person_id FROM match_players WHERE name = 'RR Pant'");
    const stumpings = await one<{ n: number }>(
      `SELECT count(*) AS n FROM wickets w JOIN matches m ON m.id = w.match_id, json_each(w.fielders) f
       WHERE m.series_id = ? AND w.kind = 'stumped' AND f.value->>'id' = ?`,
      seriesId,
      pant!.person_id,
    );
    expect(stumpings!.n).toBeGreaterThan(0);
    expect(groups["Wicket Keepers"]).toEqual(["RR Pant"]);
    // Kohli never bowled a ball: a batter. Bumrah bowled his four overs a match and never batted in the top seven: a bowler.
    const bowled = async (name: string) =>
      (await one<{ balls: number; matches: number }>(
        `SELECT count(*) FILTER (WHERE d.wides = 0 AND d.noballs = 0) AS balls, count(DISTINCT d.match_id) AS matches
           FROM deliveries d JOIN matches m ON m.id = d.match_id
           WHERE m.series_id = ? AND d.bowler_id = (SELECT person_id FROM match_players WHERE name = ? LIMIT 1)`,
        seriesId,
        name,
      ))!;
    expect((await bowled("V Kohli")).balls).toBe(0);
    expect(groups.Batters).toContain("V Kohli");
    const bumrah = await bowled("JJ Bumrah");
    expect(bumrah.balls / 3).toBeGreaterThanOrEqual(12); // three matches for India here
    expect(groups.Bowlers).toContain("JJ Bumrah");
    expect(page).toMatch(/<a href="\/profiles\/[0-9a-f]{8}\/jj-bumrah"[^>]*>JJ Bumrah<\/a>/);
    // Cricsheet names no captains: no marker is invented.
    expect(page).not.toContain("(Captain)");
  });

  test("a malformed squad is a 400, an unknown one a 404", async () => {
    const malformed = await get(`${base}/squads?squad=x`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("squad must be a squad id (a number), not &quot;x&quot;");
    expect((await get(`${base}/squads?squad=999999`)).status).toBe(404);
  });
});

describe("Venues", () => {
  test("grouped by country, the country with most grounds first, each linking to its page", async () => {
    const venues = await all<{ id: number; name: string; city: string; country: string }>(
      "SELECT DISTINCT v.id, v.name, v.city, v.country FROM matches m JOIN venues v ON v.id = m.venue_id WHERE m.series_id = ?",
      seriesId,
    );
    const counts = new Map<string, number>();
    for (const v of venues) counts.set(v.country, (counts.get(v.country) ?? 0) + 1);
    const order = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([country]) => country);
    expect(order[0]).toBe("United States of America"); // Dallas and New York
    const html = await text(`${base}/venues`);
    expect([...html.matchAll(/<h3 id="country-[^"]+" class="series-venues__country">([^<]+)<\/h3>/g)].map((m) => m[1])).toEqual(order);
    for (const v of venues) {
      expect(html).toContain(`href="${base}/venues/${v.id}/${slug(v.name)}"`);
      expect(html).toContain(`<span class="series-venues__place">${v.city}, ${v.country}</span>`);
    }
  });
});

describe("a venue page", () => {
  let venue: { id: number; name: string };
  let path: string;
  beforeAll(async () => {
    venue = (await one<{ id: number; name: string }>("SELECT id, name FROM venues WHERE city = 'New York'"))!;
    path = `${base}/venues/${venue.id}/${slug(venue.name)}`;
  });

  test("facts, the series' matches there with GMT times, and records equal to the balls' own sums", async () => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = decode((await response.text()).replaceAll("<!-- -->", ""));
    expect(html).toContain(`<h2 id="venue-title" class="venue__name">${venue.name}</h2>`);

    // Totals from the balls: runs of every delivery, wickets but retirements.
    const innings = await all<{
      match_id: number;
      innings_no: number;
      team: string;
      opponent: string;
      runs: number;
      wickets: number;
      date: string;
    }>(
      `SELECT d.match_id, d.innings_no, bt.name AS team, ft.name AS opponent, sum(d.runs_total) AS runs, m.start_date AS date,
         (SELECT count(*) FROM wickets w WHERE w.match_id = d.match_id AND w.innings_no = d.innings_no
            AND w.kind NOT IN ('retired hurt', 'retired not out')) AS wickets
       FROM deliveries d JOIN innings i ON i.match_id = d.match_id AND i.innings_no = d.innings_no
       JOIN teams bt ON bt.id = i.batting_team_id JOIN teams ft ON ft.id = i.bowling_team_id JOIN matches m ON m.id = d.match_id
       WHERE m.venue_id = ? AND i.super_over = 0 GROUP BY d.match_id, d.innings_no`,
      venue.id,
    );
    const matches = await all<{ id: number; start_time: number; start_date: string; winner: number | null; first: number }>(
      `SELECT m.id, m.start_time, m.start_date, m.winner_id AS winner,
         (SELECT batting_team_id FROM innings WHERE match_id = m.id AND innings_no = 1) AS first
       FROM matches m WHERE m.venue_id = ? ORDER BY m.start_date`,
      venue.id,
    );
    expect(matches).toHaveLength(2);
    const firsts = innings.filter((i) => i.innings_no === 1);
    const average = Math.round(firsts.reduce((sum, i) => sum + i.runs, 0) / firsts.length);
    const wonFirst = matches.filter((m) => m.winner === m.first).length;
    const wonSecond = matches.filter((m) => m.winner !== null && m.winner !== m.first).length;
    const highest = [...innings].sort((a, b) => b.runs - a.runs)[0]!;
    const lowest = innings.filter((i) => i.wickets === 10).sort((a, b) => a.runs - b.runs)[0]!;
    const day = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    const score = (i: typeof highest) => (i.wickets === 10 ? `${i.runs}` : `${i.runs}-${i.wickets}`);
    const pct = (n: number) => `${n} (${Math.round((100 * n) / matches.length)}%)`;
    const stats = Object.fromEntries(
      [...html.matchAll(/<tr class="venue__stat[^"]*"><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)].map((m) => [m[1], m[2]]),
    );
    expect(html).toContain("<h3>STATS - T20</h3>");
    expect(stats).toEqual({
      "Total matches": String(matches.length),
      "Matches won batting first": pct(wonFirst),
      "Matches won bowling first": pct(wonSecond),
      "Average 1st Inns scores": String(average),
      "Highest total recorded": `${score(highest)} by ${highest.team} vs ${highest.opponent}, ${day(highest.date)}`,
      "Lowest total recorded": `${score(lowest)} by ${lowest.team} vs ${lowest.opponent}, ${day(lowest.date)}`,
    });
    expect(html).toMatch(/<tr class="venue__stat venue__stat--record"><th scope="row">Highest total recorded/);

    // Facts: where it is, its zone's offset at the matches (New York in June), how many matches, the first.
    const facts = Object.fromEntries([...html.matchAll(/<div><dt>([^<]+)<\/dt><dd>(.*?)<\/dd><\/div>/g)].map((m) => [m[1], noTags(m[2]!)]));
    const first = (await one<{ team1: string; team2: string }>(
      "SELECT t1.name AS team1, t2.name AS team2 FROM matches m JOIN teams t1 ON t1.id = m.team1_id JOIN teams t2 ON t2.id = m.team2_id WHERE m.id = ?",
      matches[0]!.id,
    ))!;
    expect(facts).toEqual({
      Location: "New York, United States of America",
      "Time Zone": "UTC -04:00",
      "Matches hosted": String(matches.length),
      "First match in our data": `${first.team1} vs ${first.team2}, ICC Men's T20 World Cup 2024, ${day(matches[0]!.start_date)}`,
    });
    // No capacity, ends or curator in Cricsheet: those rows are left out, not invented.
    expect(html).not.toContain("<dt>Capacity</dt>");

    // The matches by date, each with its GMT start (24-hour) and a link to the match.
    const rows = [
      ...html.matchAll(/<span class="venue__time">([^<]+)<\/span> <a href="\/live-cricket-scores\/(\d+)\/[^"]+"[^>]*>([^<]+)<\/a>/g),
    ];
    expect(rows.map((r) => [Number(r[2]), r[1]])).toEqual(
      matches.map((m) => [m.id, `${new Date(m.start_time).toISOString().slice(11, 16)} GMT`]),
    );
    expect(rows.map((r) => r[3])).toEqual(["IND vs PAK, 19th T20I, Group A", "USA vs IND, 25th T20I, Group A"]);

    // Head: its own title and canonical address; the ground as a schema.org StadiumOrArena.
    expect(html).toContain(`<link rel="canonical" href="http://site${path}"/>`);
    expect(html).toContain(`<title>${venue.name}, New York - ICC Men's T20 World Cup 2024 venue | Cricket Edge</title>`);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({
      "@type": "StadiumOrArena",
      name: venue.name,
      address: { "@type": "PostalAddress", addressLocality: "New York", addressCountry: "United States of America" },
    });
    expect(ld.event).toHaveLength(2);
  });

  test("a ground in the sourced venue list: its capacity, ends and home sides, with the page they were taken from", async () => {
    // Providence (the semi-final): data/venues.csv has a row for it, New York (above) has none.
    const ground = (await one<{ id: number; name: string }>("SELECT id, name FROM venues WHERE name LIKE 'Providence Stadium%'"))!;
    const html = decode(await text(`${base}/venues/${ground.id}/${slug(ground.name)}`));
    const facts = Object.fromEntries([...html.matchAll(/<div><dt>([^<]+)<\/dt><dd>(.*?)<\/dd><\/div>/g)].map((m) => [m[1], noTags(m[2]!)]));
    expect(facts).toMatchObject({
      Capacity: "20,000",
      Ends: "Media Centre End, Pavilion End",
      "Home to": "Guyana, Guyana Amazon Warriors",
    });
    expect(html).toMatch(
      /<p class="venue__source">Capacity, ends and the sides based here: <a href="https:\/\/review\.clateway\.com\/[^"]+">review\.clateway\.com<\/a>\.<\/p>/,
    );
    // New York's page, with no row, has neither the rows nor the source line.
    expect(await text(path)).not.toContain('class="venue__source"');
  });

  test("a wrong or missing name moves for good to its one address, in one step", async () => {
    const moved = async (from: string) => {
      const response = await exports.default.fetch(
        new Request(`http://site${from}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }),
      );
      expect(response.status, from).toBe(301);
      const to = new URL(response.headers.get("location")!, "http://site");
      return to.pathname + to.search;
    };
    expect(await moved(`${base}/venues/${venue.id}/old-name`)).toBe(path);
    expect(await moved(`${base}/venues/${venue.id}`)).toBe(path);
    expect(await moved(`/cricket-series/${seriesId}/old-series/venues/${venue.id}/old-name?x=1`)).toBe(`${path}?x=1`);
  });

  test("unknown grounds and grounds of other series are 404, a malformed id a 400; unknown subpages still 'Content not found'", async () => {
    const gabba = (await one<{ venue_id: number }>("SELECT venue_id FROM matches WHERE id = 1426557"))!.venue_id;
    for (const bad of [`${base}/venues/999999/nowhere`, `${base}/venues/${gabba}/brisbane-cricket-ground-woolloongabba`]) {
      const response = await get(bad);
      expect(response.status, bad).toBe(404);
      expect(await response.text()).toContain("Content not found");
    }
    const malformed = await get(`${base}/venues/abc/x`);
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("venue id must be a positive number, not &quot;abc&quot;");
    const unknown = await get(`${base}/no-such-tab`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("Content not found");
  });

  test("odd addresses are answered 4xx, never a 5xx or a stack trace", async () => {
    const odd: [string, number][] = [
      [`${base}/venues/0/x`, 400],
      [`${base}/venues/99999999999/x`, 400],
      [`${base}/venues/-1/x`, 400],
      [`${base}/venues/1.5/x`, 400],
      [`${base}/venues/%00/x`, 400],
      [`${base}/venues/${venue.id}/x/y`, 404],
      [`${base}/squads?squad=1e3`, 400],
      [`${base}/squads?squad=`, 400],
      [`${base}/squads?squad=${"9".repeat(40)}`, 400],
    ];
    for (const [path, status] of odd) {
      const response = await get(path);
      const body = await response.text();
      expect(response.status, path).toBe(status);
      expect(body, path).not.toMatch(/\n\s+at [\w.<>]+ \(|TypeError:|ReferenceError:|D1_ERROR/);
    }
  });
});

test("the reads behind these pages are index searches, never scans of matches, balls or lines", async () => {
  const plan = async (sql: string, ...params: unknown[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>()
    ).results.map((row) => row.detail);
  const plans = {
    squadPlayers: await plan(SQUAD_PLAYERS_SQL, "[1]", 1),
    squadLines: await plan(SQUAD_LINES_SQL, 1, 1, "[1]"),
    stumpedElsewhere: await plan(STUMPED_ELSEWHERE_SQL, '["x"]', 1),
    seriesVenues: await plan(SERIES_VENUES_SQL, 1),
    hosted: await plan(VENUE_HOSTED_SQL, 1, "[2]"),
    first: await plan(VENUE_FIRST_MATCH_SQL, 1, "[2]"),
    recordsWithout: await plan(VENUE_RECORDS_WITHOUT_SQL, 1, "[2]"),
    recordInnings: await plan(RECORD_INNINGS_SQL, "[1]"),
  };
  expect(plans.stumpedElsewhere.join(" | ")).toContain("USING INDEX player_innings_stumpers (person_id=?)");
  expect(plans.hosted.join(" | ")).toContain("USING COVERING INDEX matches_venue (venue_id=?)");
  expect(plans.first.join(" | ")).toContain("USING INDEX matches_venue (venue_id=?)");
  expect(plans.recordsWithout.join(" | ")).toContain("USING INDEX team_matches_venue (venue_id=?)");
  expect(plans.seriesVenues.join(" | ")).toContain("USING INDEX matches_series (series_id=?)");
  for (const [name, lines] of Object.entries(plans)) {
    expect(
      lines.filter((line) => /^SCAN (m|i|d|matches|innings|deliveries|player_innings|match_players|venues|teams)\b/.test(line)),
      name,
    ).toEqual([]);
  }
});
