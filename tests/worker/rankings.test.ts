/**
 * The rankings pages on the embedded data (issue 13): Cricket Edge ratings stored by the import's
 * last step (storeRatings, as workers/ingest POST /ratings runs it) and read by the page, rendered
 * by the built Worker. The matches: India's four games at the 2024 men's T20 World Cup (all won),
 * USA v Pakistan (a tie settled by a super over), the Brisbane Test of 2024/25 (a draw) and one ODI.
 * The team ratings are worked out by hand below from the ICC's rules, not from the code.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { storeRatings } from "../../app/data/embedded/store/ratings.server.ts";
import { pageHtml } from "../support/worker-pages.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

const T20_WORLD_CUP = ["1415711", "1415719", "1415725", "1415754", "1415755"];

/** The Melbourne Test of The Ashes 2025/26 (England won): a season these tests' demo clock replays (vitest.config.ts). */
const REPLAYED_ASHES_TEST = "1455614";

beforeAll(async () => {
  await importFixtures(...T20_WORLD_CUP, "1426557", "1384426", REPLAYED_ASHES_TEST);
  // As an import with the clock off stores them: the replay's own basis is computed on first read.
  await storeRatings(env.DB);
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ")
    .trim();

/** The rows of the page's table: its cells' text. */
function rows(html: string): string[][] {
  const body = /<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? "";
  return [...body.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].map((row) =>
    [...row[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((m) => text(m[1]!)),
  );
}

test("men's T20 team ratings follow the ICC's rules, worked out by hand", async () => {
  // All sides start at 100. USA v PAK tie: ½ × 150 + ½ × 50 = 100 each.
  // IND v PAK (100 v 100, gap < 40): IND 150, PAK 50 → PAK 150 / 2 = 75.
  // USA v IND (100 v 150, gap ≥ 40, the stronger wins): IND 150 + 10 = 160 → 310 / 2; USA 100 − 10 = 90 → 190 / 2 = 95.
  // IND v ENG (155 v 100): IND 165 → 475 / 3; ENG 90. Final IND v SA (158.3 v 100): IND 168.3 → 643.3 / 4 = 160.8; SA 90.
  const html = await pageHtml("/cricket-stats/icc-rankings/men/teams?format=t20");
  const table = rows(html).map(([position, team, rating, points]) => [position!.split(" ")[0], team, rating, points]);
  expect(table[0]).toEqual(["1", "India", "161", "643"]);
  expect(table[1]).toEqual(["2", "United States of America", "95", "190"]);
  expect(
    table
      .slice(2, 4)
      .map((row) => row[1])
      .sort(),
  ).toEqual(["England", "South Africa"]);
  expect(table.slice(2, 4).map((row) => row.slice(2))).toEqual([
    ["90", "90"],
    ["90", "90"],
  ]);
  expect(table[4]).toEqual(["5", "Pakistan", "75", "150"]);
  // Nothing 30 days earlier: no trend, '--'.
  expect(rows(html).every((row) => row[0]!.endsWith("--"))).toBe(true);
});

test("a player list: India's batters (the only side with three matches), names linking to profiles, country in capitals", async () => {
  const html = await pageHtml("/cricket-stats/icc-rankings/men/batting?format=t20");
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!;
  expect(text(heading)).toBe("Cricket Edge Ratings - Men's Batting");
  expect(text(html)).toContain("These are Cricket Edge ratings");
  // What the list is worked out from: the five men's T20Is of the data, and the gap Cricsheet leaves.
  expect(text(html)).toContain(
    "Worked out from 5 men's T20 internationals in Cricsheet's data, 6 June 2024 to 29 June 2024 (Cricsheet withholds Afghanistan's men's matches).",
  );
  expect(text(html)).not.toContain("ICC Cricket Rankings");
  expect(html).toContain('href="/cricket-stats/ratings-method"');
  const table = rows(html);
  expect(table.length).toBeGreaterThan(4);
  for (const row of table) {
    expect(row[1]).toMatch(/ INDIA$/);
    expect(Number(row[2])).toBeGreaterThan(0);
    expect(Number(row[2])).toBeLessThanOrEqual(1000);
  }
  // Best first.
  const ratings = table.map((row) => Number(row[2]));
  expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  const kohli = await env.DB.prepare("SELECT DISTINCT person_id FROM match_players WHERE name = 'V Kohli'").first<{ person_id: string }>();
  expect(html).toContain(`href="/profiles/${kohli!.person_id}/v-kohli"`);
  // ItemList JSON-LD with the list's players.
  expect(html).toMatch(/"@type":"ItemList"/);
});

test("lists without enough matches show the spec's empty texts", async () => {
  // One Test each: no player has the three matches a listing needs, and no side the eight Tests the
  // ICC's Test table needs.
  expect(text(await pageHtml("/cricket-stats/icc-rankings/men/batting"))).toContain("No data available");
  expect(text(await pageHtml("/cricket-stats/icc-rankings/men/teams"))).toContain("Loading or no data available...");
  expect(text(await pageHtml("/cricket-stats/icc-rankings/women/teams"))).toContain("Loading or no data available...");
});

test("bad addresses: an unknown category or list is 404, a format the category lacks 400, each with the reason", async () => {
  const women = await get("/cricket-stats/icc-rankings/women/batting?format=test");
  expect(women.status).toBe(400);
  expect(text(await women.text())).toContain("format must be one of odi, t20 for women's rankings");
  expect((await get("/cricket-stats/icc-rankings/men/batting?format=t10")).status).toBe(400);
  const list = await get("/cricket-stats/icc-rankings/men/fielding");
  expect(list.status).toBe(404);
  expect(text(await list.text())).toContain("the lists are batting, bowling, all-rounder, teams");
  expect((await get("/cricket-stats/icc-rankings/boys/batting")).status).toBe(404);
  const bare = await exports.default.fetch(new Request("http://site/cricket-stats/icc-rankings", { redirect: "manual" }));
  expect(bare.status).toBe(302);
  expect(bare.headers.get("location")).toBe("/cricket-stats/icc-rankings/men/batting");
});

test("one present: the rankings count no match of a season the demo clock replays, and say how many they leave out", async () => {
  const html = text(await pageHtml("/cricket-stats/icc-rankings/men/teams?format=test"));
  // Two Tests in the data; the replayed Ashes Test is left out, whatever the hour of the replay.
  expect(html).toContain("Worked out from 1 men's Test in Cricsheet's data, 14 December 2024 to 14 December 2024");
  expect(html).toContain("1 Test of the seasons this site is replaying is left out, so no result the replay has not reached is counted.");
  // The lists on this basis were computed on that first read and kept; the clock-off lists count both Tests.
  const lists = await env.DB.prepare(
    "SELECT basis, matches, left_out FROM rating_lists WHERE gender = 'men' AND format = 'test' ORDER BY basis",
  ).all();
  expect(lists.results).toEqual([
    { basis: "all", matches: 2, left_out: 0 },
    { basis: expect.stringMatching(/^without-/), matches: 1, left_out: 1 },
  ]);
  // A format without replayed matches says nothing of it.
  expect(text(await pageHtml("/cricket-stats/icc-rankings/men/teams?format=t20"))).not.toContain("left out");
});

test("the list is one read of the ratings table's primary key", async () => {
  const plan = await env.DB.prepare(
    "EXPLAIN QUERY PLAN SELECT * FROM ratings WHERE basis = 'all' AND gender = 'men' AND format = 't20' AND list = 'batting' ORDER BY position",
  ).all<{ detail: string }>();
  expect(plan.results.map((row) => row.detail).join("; ")).toMatch(/SEARCH ratings USING PRIMARY KEY/);
});

test("a profile's ranking block: his place and rating in the stored lists, called Cricket Edge's, dated by each format's list", async () => {
  const kohli = (await env.DB.prepare("SELECT DISTINCT person_id FROM match_players WHERE name = 'V Kohli'").first<{
    person_id: string;
  }>())!.person_id;
  const page = await pageHtml("/cricket-stats/icc-rankings/men/batting?format=t20");
  // His row in the list (the links of the table's rows, in order).
  const links = [.../<tbody>(.*?)<\/tbody>/s.exec(page)![1]!.matchAll(/<tr[^>]*>.*?href="\/profiles\/([^/"]+)\//gs)].map((m) => m[1]);
  const place = links.indexOf(kohli);
  expect(place).toBeGreaterThanOrEqual(0);
  const rating = rows(page)[place]![2];
  const html = await pageHtml(`/profiles/${kohli}/v-kohli`);
  const block = /<section class="profile__block" aria-labelledby="profile-rankings">.*?<\/section>/s.exec(html)![0];
  expect(text(block)).toMatch(/^Cricket Edge Ratings Test ODI T20 Batting /);
  // The same position and rating as the list shows, in the T20 column.
  expect(text(block)).toMatch(new RegExp(`Batting \\S+ \\S+ ${place + 1} \\(${rating}\\) Bowling`));
  expect(block).not.toContain("ICC Rankings");
  expect(text(block)).toContain("not the ICC's");
  expect(block).toContain('href="/cricket-stats/ratings-method"');
  // (The one Test fills no list: no Test day.)
  expect(text(block)).toContain("As of each format's latest match in our data: ODI 4 Nov 2023, T20 29 Jun 2024.");
});
