/**
 * Links into the stats query (issue 35): a profile's career tables, a series' Stats, a team's
 * leader tables and a ground's records each link to the query that asks the same question, and
 * following the link answers it with the same figures; the query's player rows lead to profiles.
 */
import { expect, test, vi } from "vitest";
import { cellText, d1Rows, pageHtml, unfollowed } from "../support/worker-pages.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

vi.setConfig({ testTimeout: 120_000 });

const KOHLI = "ba607b88";

/** Every link's href whose text matches, decoded as the browser reads it. */
const hrefs = (html: string, text: RegExp) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gs)]
    .filter(([, , inner]) => text.test(cellText(inner!)))
    .map(([, href]) => href!.replaceAll("&amp;", "&"));

/** The stats query's table rows: label and cells as text. */
const queryRows = (html: string) =>
  [...html.matchAll(/<tr>(.*?)<\/tr>/gs)]
    .slice(1)
    .map(([, row]) => [...row!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map(([, cell]) => cellText(cell!)));

/** The address a path ends at after its redirects (the canonical one). */
const canonicalPath = async (path: string) => new URL((await get(path)).url).pathname;

test("a profile's career rows, a series' Stats, a team's leaders and a ground's records link to their stats query", async () => {
  await importFixtures("1415755", "1415754", "1415725"); // India's final, semi-final and USA game, 2024 T20 World Cup
  // The profile: Test · ODI · T20I … rows, year by year.
  const profile = await pageHtml(`/profiles/${KOHLI}`);
  const [byYear] = hrefs(profile, /^T20I$/);
  expect(byYear).toBe(`/cricket-stats/query?format=t20i&player=${KOHLI}&group=season`);
  const years = await get(byYear!);
  expect(years.status).toBe(200);
  const yearsHtml = (await years.text()).replaceAll("<!-- -->", "");
  expect(yearsHtml).toContain("V Kohli");
  // 2024: three matches, 76 + 9 + 0 runs (columns: #, Year, M, Inns, NO, Runs, …)
  expect(queryRows(yearsHtml)).toEqual([expect.arrayContaining(["1", "2024", "3", "3", "0", "85"])]);

  // The series' Stats: most runs, the same leader on both.
  const series = (await d1Rows<{ series_id: number }>("SELECT series_id FROM matches WHERE id = 1415755"))[0]!.series_id;
  const seriesPath = await canonicalPath(`/cricket-series/${series}`);
  const stats = await pageHtml(`${seriesPath}/stats?type=most-runs`);
  const [mostRuns] = hrefs(stats, /in the stats query/);
  expect(mostRuns).toBe(`/cricket-stats/query?series=${series}`);
  const seriesQuery = (await (await get(mostRuns!)).text()).replaceAll("<!-- -->", "");
  const leader = /<th scope="row"><a [^>]*>([^<]+)<\/a>/.exec(stats)?.[1];
  expect(leader).toBeTruthy();
  expect(queryRows(seriesQuery)[0]?.[1]).toContain(leader!);
  // A player row of the query leads to his profile.
  expect(seriesQuery).toMatch(/<a href="\/profiles\/[0-9a-f]{8}">/);

  // The team's leader tables.
  const india = (await d1Rows<{ id: number }>("SELECT id FROM teams WHERE name = 'India' AND gender = 'male'"))[0]!.id;
  const team = await pageHtml(`/cricket_team/india/${india}/stats`);
  expect(hrefs(team, /most runs in the stats query/)).toEqual([`/cricket-stats/query?format=t20i&team=${india}`]);
  expect(hrefs(team, /most wickets in the stats query/)).toEqual([`/cricket-stats/query?view=bowling&format=t20i&team=${india}`]);

  // The ground's records (Bridgetown, the final's): batting there per format of its block.
  const ground = (await d1Rows<{ venue_id: number }>("SELECT venue_id FROM matches WHERE id = 1415755"))[0]!.venue_id;
  const venue = await pageHtml(await canonicalPath(`${seriesPath}/venues/${ground}`));
  const atGround = hrefs(venue, /^(T20I|IPL|Other T20s)$/);
  expect(atGround).toContain(`/cricket-stats/query?format=t20i&venue=${ground}`);
  const groundRows = queryRows(
    (await (await get(`/cricket-stats/query?format=t20i&venue=${ground}&min=0`)).text()).replaceAll("<!-- -->", ""),
  );
  expect(groundRows.find((row) => row[1]?.includes("V Kohli"))).toEqual(expect.arrayContaining(["76"]));
});

test("the form offers the format's sides by name, and a batting position narrows the lines", async () => {
  await importFixtures("1415755"); // the final: India's openers R Sharma and V Kohli
  const india = (await d1Rows<{ id: number }>("SELECT id FROM teams WHERE name = 'India' AND gender = 'male'"))[0]!.id;
  const form = (await (await get("/cricket-stats/query?format=t20i")).text()).replaceAll("<!-- -->", "");
  const teamSelect = /<select name="team"[^>]*>(.*?)<\/select>/s.exec(form)?.[1] ?? "";
  expect(teamSelect).toContain(`<option value="${india}">India</option>`);
  expect(teamSelect).toContain(">South Africa</option>");
  // No format: too many sides to list, the id field stays.
  expect(await (await get("/cricket-stats/query")).text()).toMatch(/<input [^>]*name="team"/);
  const openers = queryRows(
    (await (await get(`/cricket-stats/query?format=t20i&team=${india}&position=1&min=0`)).text()).replaceAll("<!-- -->", ""),
  );
  expect(openers.map((row) => row[1])).toEqual([expect.stringContaining("RG Sharma")]);
  // A position for bowling means nothing: the address without it.
  const bowling = await unfollowed("/cricket-stats/query?view=bowling&position=1");
  expect([bowling.status, bowling.headers.get("location")]).toEqual([301, "/cricket-stats/query?view=bowling"]);
});

test("a side's results: won, lost and tied from the stored team lines, a super over's tie counted as its winner's", async () => {
  await importFixtures("1415755", "1415754", "1415725", "1415711"); // India's final, semi-final and USA game; USA v Pakistan, tied, USA won the super over
  const rows = queryRows((await (await get("/cricket-stats/query?view=results&format=t20i&min=1")).text()).replaceAll("<!-- -->", ""));
  // columns: #, Team, M, W, L, T, D, NR, W%
  const of = (team: string) => rows.find((row) => row[1] === team);
  expect(of("India")?.slice(2)).toEqual(["3", "3", "0", "0", "0", "0", "100.00"]);
  expect(of("United States of America")?.slice(2)).toEqual(["2", "1", "1", "0", "0", "0", "50.00"]);
  expect(of("Pakistan")?.slice(2)).toEqual(["1", "0", "1", "0", "0", "0", "0.00"]);
  // A results query grouped by player means nothing: it is by team, said in its address.
  const moved = await unfollowed("/cricket-stats/query?view=results");
  expect([moved.status, moved.headers.get("location")]).toEqual([301, "/cricket-stats/query?view=results&group=team"]);
});
