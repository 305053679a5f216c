/**
 * Series pages (issue 12, docs/product/content-areas.md#series-page) rendered by the Worker from imported matches: the
 * canonical address, the tabs, the filters without a script, and the errors (400, 404) as the
 * spec words them.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

let seriesId: number;
let base: string;

beforeAll(async () => {
  // The 2024 T20 World Cup's final and USA v Pakistan (group A): a series of two matches here.
  await importFixtures("1415755", "1415711");
  const row = await env.DB.prepare("SELECT id FROM series WHERE name = ? AND season = ?")
    .bind("ICC Men's T20 World Cup", "2024")
    .first<{ id: number }>();
  seriesId = row!.id;
  base = `/cricket-series/${seriesId}/icc-men-s-t20-world-cup-2024`;
});

test("a series without its name, or with a wrong one, moves for good to its one address", async () => {
  for (const path of [`/cricket-series/${seriesId}`, `/cricket-series/${seriesId}/old-name/matches?team=1`]) {
    const response = await exports.default.fetch(
      new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }),
    );
    expect(response.status, path).toBe(301);
    expect(
      new URL(response.headers.get("location")!, "http://site").pathname + new URL(response.headers.get("location")!, "http://site").search,
    ).toBe(path.endsWith("?team=1") ? `${base}/matches?team=1` : base);
  }
});

test("malformed ids are 400 with what was wrong; unknown series and subpages are 404 'Content not found'", async () => {
  const malformed = await get("/cricket-series/abc/x");
  expect(malformed.status).toBe(400);
  expect(await malformed.text()).toContain("series id must be a positive number, not &quot;abc&quot;");
  for (const path of ["/cricket-series/999999/nothing", `${base}/no-such-tab`]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(await response.text()).toContain("Content not found");
  }
  const badFilter = await get(`${base}/matches?team=x`);
  expect(badFilter.status).toBe(400);
  expect(await badFilter.text()).toContain("team must be a team id (a number), not &quot;x&quot;");
});

test("the Home tab: name, matches per format, dates, tabs, and a head for crawlers", async () => {
  const response = await get(base);
  expect(response.status).toBe(200);
  const html = (await response.text()).replaceAll("<!-- -->", "");
  expect(html).toContain('<h1 class="series__name">ICC Men&#x27;s T20 World Cup 2024</h1>');
  expect(html).toContain("2 T20Is");
  expect(html).toContain("6 Jun 2024 – 29 Jun 2024");
  expect(html).toContain(`href="${base}/matches"`);
  // Two teams in its only league match: no table, so no Points Table tab.
  expect(html).not.toContain("Points Table</a>");
  expect(html).not.toContain('id="series-home-table"');
  expect(html).toContain(`<link rel="canonical" href="http://site${base}"/>`);
  expect(html).toContain('property="og:title"');
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
  expect(ld).toMatchObject({ "@type": "SportsEvent", name: "ICC Men's T20 World Cup 2024", sport: "Cricket", startDate: "2024-06-06" });
  expect(ld.subEvent).toHaveLength(2);
  // Not hydrated: the content page's small script instead of the React Router runtime.
  expect(html).toMatch(/<script type="module" src="\/assets\/enhance-contentPage-[\w-]+\.js"><\/script>/);
  expect(html).not.toContain("window.__reactRouterContext");
  // The final's auto-written report is a top story.
  expect(html).toContain("Top Stories");
  expect(html).toContain('href="/cricket-news/report-1415755/');
  expect((await get(`${base}/pointtable`)).status).toBe(404);
});

test("Schedule & Results: every match, linked; the filters are a GET form, the chips links", async () => {
  const page = await get(`${base}/matches`);
  const html = (await page.text()).replaceAll("<!-- -->", "");
  expect(page.status).toBe(200);
  expect(html).toContain(`<form class="series-filters" action="${base}/matches" method="get">`);
  expect(html).toContain('href="/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024"');
  expect(html).toContain("Pakistan vs United States of America, 11th T20I, Group A");
  const india = /<option value="(\d+)">India<\/option>/.exec(html)![1];
  const filtered = (await (await get(`${base}/matches?team=${india}`)).text()).replaceAll("<!-- -->", "");
  expect(filtered).toContain("India vs South Africa, Final");
  expect(filtered).not.toContain('class="series-matches__name" href="/live-cricket-scores/1415711/');
  expect(filtered).toContain(`aria-label="Remove the team filter India"`);
  expect(/<a[^>]*class="series-filters__clear"[^>]*>Clear Filter<\/a>/.exec(filtered)?.[0]).toContain(`href="${base}/matches"`);
});

test("Stats: the first type with a value is shown, with ranks; an unknown type is a 400 naming the known ones", async () => {
  const html = (await (await get(`${base}/stats`)).text()).replaceAll("<!-- -->", "");
  expect(html).toContain('aria-current="page" class="series-stats__type series-stats__type--active"');
  expect(html).toContain("<h3>Most Runs</h3>");
  // The final's top scorer: Kohli's 76, his name a link to his profile.
  expect(html).toMatch(
    /<td>1<\/td><th scope="row"><a href="\/profiles\/ba607b88\/v-kohli"[^>]*>V Kohli<\/a> <span class="series-stats__team">IND<\/span><\/th><td>1<\/td><td>1<\/td><td>76<\/td>/,
  );
  const sixes = (await (await get(`${base}/stats?type=best-strike-rate`)).text()).replaceAll("<!-- -->", "");
  expect(sixes).toContain("At least 100 balls faced.");
  expect(sixes).toContain("No data available for the requested query.");
  const unknown = await get(`${base}/stats?type=nope`);
  expect(unknown.status).toBe(400);
  expect(await unknown.text()).toContain("type must be one of most-runs, highest-score,");
});

test("tabs in the spec's order; News pages its stories with plain links; Videos says 'No Data', Photos lists the finished matches' galleries", async () => {
  const html = (await (await get(`${base}/news`)).text()).replaceAll("<!-- -->", "");
  const nav = html.slice(html.indexOf('aria-label="Series"'), html.indexOf("</nav>", html.indexOf('aria-label="Series"')));
  const labels = [...nav.matchAll(/class="series__tab[^"]*"[^>]*>([^<]+)</g)].map((m) => m[1]);
  expect(labels.slice(0, 4)).toEqual(["Home", "Schedule &amp; Results", "News", "Videos"]);
  expect(labels).toContain("Photos");
  // Two finished matches, two reports, newest first; one page holds them, so no "Older stories".
  expect(html).toContain('<h2 id="series-news-title" class="series__section-title">News</h2>');
  const reports = [...html.matchAll(/href="\/cricket-news\/(report-\d+)\//g)].map((m) => m[1]);
  expect(new Set(reports)).toEqual(new Set(["report-1415755", "report-1415711"]));
  expect(reports.indexOf("report-1415755")).toBeLessThan(reports.indexOf("report-1415711"));
  expect(html).not.toContain("Older stories");
  // A page after the newest: the other report, and a link back to the latest.
  const older = (await (await get(`${base}/news?before=report-1415755`)).text()).replaceAll("<!-- -->", "");
  expect(older).toContain('href="/cricket-news/report-1415711/');
  expect(older).not.toContain('href="/cricket-news/report-1415755/');
  expect(older).toMatch(new RegExp(`href="${base}/news"[^>]*>Latest stories</a>`));
  const bad = await get(`${base}/news?before=%3Cscript%3E`);
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("before must be a story id");
  for (const tab of ["videos", "photos"]) {
    const page = await get(`${base}/${tab}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    if (tab === "videos") expect(text).toContain('<p class="empty">No Data</p>');
    else
      expect(new Set([...text.matchAll(/<li data-key="(\d+)" class="gallery-card"/g)].map((m) => m[1]))).toEqual(
        new Set(["1415755", "1415711"]),
      );
    expect(text).toContain(`<link rel="canonical" href="http://site${base}/${tab}"/>`);
  }
});
