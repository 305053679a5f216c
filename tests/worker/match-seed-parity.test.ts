/**
 * Issue 37's match items, read from the Worker's pages: the ad column on the match tabs and the
 * points table's 303x600 slot, the Player of the Series on the match that ends a series (computed,
 * said so, the rule linked), the /cricket-match/{title} and /{token} routes, and the required rate
 * (REQ) in the header during a replayed chase.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test } from "vitest";
import { PLAYER_OF_SERIES_METHOD_PATH } from "../../app/cricket/player-of-series.ts";
import { MATCH_TABS, tabShowsAds } from "../../app/routes/match/tabs.ts";
import { importFixtures } from "./import.ts";
import { atMoment, endedReplay } from "./replay-moments.ts";
import { admin, get } from "./site-helpers.ts";

const FINAL = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";
const FINAL_TITLE = "india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";
const IPL_AFTERNOON = 1473439; // IPL 2025 match 2, replayed by the tests' demo clock
const IPL_EVENING = 1473440; // IPL 2025 match 3, the same day

let seriesBase: string;

beforeAll(async () => {
  // The 2024 T20 World Cup: group A's USA, Pakistan and India (a table of three), the semi-final and the final.
  await importFixtures("1415711", "1415719", "1415725", "1415754", "1415755", String(IPL_AFTERNOON), String(IPL_EVENING));
  const row = await env.DB.prepare("SELECT id FROM series WHERE name = ? AND season = ?")
    .bind("ICC Men's T20 World Cup", "2024")
    .first<{ id: number }>();
  seriesBase = `/cricket-series/${row!.id}/icc-men-s-t20-world-cup-2024`;
});

const text = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replaceAll("<!-- -->", "");
};

const noRedirect = (path: string) =>
  exports.default.fetch(new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }));

async function createdAd(path: string, size: { width: number; height: number }, imageUrl: string) {
  const response = await admin("POST", "/api/admin/ads", { name: imageUrl, page: { path }, imageUrl, linkUrl: "/mobileapps", size });
  expect(response.status).toBe(201);
  return (await response.json<{ data: { id: number } }>()).data.id;
}

describe("ad slots", () => {
  test("every match tab but squads has the ad column: 808x99 over the tab, 303x250 and 303x600 beside it, by the page's path", async () => {
    const ad = await createdAd("/live-cricket-scores/*", { width: 303, height: 600 }, "https://cdn.example.com/match-tab-303x600.png");
    try {
      for (const tab of MATCH_TABS) {
        const html = await text(tab.key ? `${FINAL}/${tab.key}` : FINAL);
        if (!tabShowsAds(tab.key)) {
          expect(html, tab.label).not.toContain("match-columns");
          continue;
        }
        const side = html.slice(html.indexOf('class="match-columns__side"'));
        expect(html, tab.label).toMatch(/class="ad-slot match-columns__banner" data-size="808x99"/);
        expect(side, tab.label).toContain('data-size="303x250"');
        // The page's own ad first in its slot, before the site-wide house ads (one shown, the rest hidden for the rotation).
        const tall = side.slice(side.indexOf('data-size="303x600"'));
        expect(tall.indexOf("match-tab-303x600.png"), tab.label).toBeGreaterThan(-1);
        expect(tall.indexOf("match-tab-303x600.png")).toBeLessThan(tall.indexOf("/ads/house-"));
      }
      expect(tabShowsAds("squads")).toBe(false);
    } finally {
      await admin("DELETE", `/api/admin/ads/${ad}`);
    }
  });

  test("the points table and the series' Home have the 303x600 slot beside them, asked for the page /cricket-series", async () => {
    const series = await createdAd("/cricket-series", { width: 303, height: 600 }, "https://cdn.example.com/series-303x600.png");
    const other = await createdAd("/cricket-team", { width: 303, height: 600 }, "https://cdn.example.com/team-303x600.png");
    try {
      for (const [tab, heading] of [
        ["/pointtable", 'id="points-title"'],
        ["", 'id="series-top-stories"'],
      ] as const) {
        const html = await text(`${seriesBase}${tab}`);
        const side = html.slice(html.indexOf('class="series-with-ad__side"'));
        expect(html.indexOf(heading), tab).toBeGreaterThan(-1);
        expect(html.indexOf(heading), tab).toBeLessThan(html.indexOf('class="series-with-ad__side"'));
        expect(side, tab).toContain('data-size="303x600"');
        expect(side, tab).toContain("series-303x600.png");
        expect(html, tab).not.toContain("team-303x600.png");
      }
    } finally {
      await admin("DELETE", `/api/admin/ads/${series}`);
      await admin("DELETE", `/api/admin/ads/${other}`);
    }
  });
});

describe("series Home", () => {
  test("a league series' Home shows its points table under the stories, in the tab's order, linked to the whole table", async () => {
    const html = await text(seriesBase);
    const stories = html.indexOf('id="series-top-stories"');
    const table = html.slice(html.indexOf('id="series-home-table"'), html.indexOf('class="series-with-ad__side"'));
    expect(stories).toBeGreaterThan(-1);
    expect(html.indexOf('id="series-home-table"')).toBeGreaterThan(stories);
    expect(table).toContain("<caption>Group A</caption>");
    // Group A of the three matches imported: India won two, the USA beat Pakistan, Pakistan lost both.
    const teams = [
      ...table.matchAll(/<th scope="row" class="points__name"><span class="points__position">(\d)<\/span> ([^<]+)<\/th>/g),
    ].map((match) => `${match[1]} ${match[2]}`);
    expect(teams).toEqual(["1 India", "2 United States of America", "3 Pakistan"]);
    expect(table).toMatch(new RegExp(`<a href="${seriesBase}/pointtable"[^>]*>Full points table with each team&#x27;s matches</a>`));
    // The tab's own table lists the same order.
    const tab = await text(`${seriesBase}/pointtable`);
    expect(tab.indexOf("> India</th>")).toBeLessThan(tab.indexOf("> United States of America</th>"));
  });
});

describe("Player of the Series", () => {
  test("the match that ends a series names one, computed by the rule, said so and linked", async () => {
    for (const tab of ["", "/live_line"]) {
      const html = await text(`${FINAL}${tab}`);
      const award = /Player of the Series<\/span>\s*(.*?)<\/p>/s.exec(html)?.[1] ?? "";
      expect(award, tab).toMatch(/<a href="\/profiles\/[0-9a-f]{8}\/[\w-]+">[^<]+<\/a>/);
      expect(award, tab).toMatch(
        /\(\d+ runs?, \d+ wickets?: computed by <a href="\/cricket-stats\/player-of-the-series-method">our rule<\/a>/,
      );
      expect(award, tab).toContain("as the data names no award");
    }
    const method = await text(PLAYER_OF_SERIES_METHOD_PATH);
    expect(method).toContain("<h1>How the Player of the Series is chosen</h1>");
    expect(method).toContain(`<link rel="canonical" href="http://site${PLAYER_OF_SERIES_METHOD_PATH}"/>`);
  });

  test("a match that does not end its series has none: the commentary says nothing, the Live Line says why", async () => {
    const semi = "/live-cricket-scores/1415754/india-vs-england-2nd-semi-final-icc-men-s-t20-world-cup-2024";
    expect(await text(semi)).not.toContain("Player of the Series");
    expect(await text(`${semi}/live_line`)).toMatch(/Player of the Series<\/span>\s*None for this match \(awarded on a series&#x27;/);
  });
});

describe("routes", () => {
  test("/cricket-match/{title}/*: a match's title goes to its page and tab; unknown 404, malformed 400", async () => {
    for (const [path, to] of [
      [`/cricket-match/${FINAL_TITLE}`, FINAL],
      [`/cricket-match/${FINAL_TITLE}/scorecard`, `${FINAL}/scorecard`],
      [`/cricket-match/${FINAL_TITLE.toUpperCase()}`, FINAL],
    ] as const) {
      const response = await noRedirect(path);
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get("location")!, "http://site").pathname, path).toBe(to);
    }
    for (const path of [
      "/cricket-match/india-vs-nowhere-final-icc-men-s-t20-world-cup-2024",
      "/cricket-match/no-season-here",
      "/cricket-match/live-scores/nothing",
    ])
      expect((await get(path)).status, path).toBe(404);
    for (const path of ["/cricket-match/india--vs", "/cricket-match/india%20vs%20pakistan", `/cricket-match/${FINAL_TITLE}/a.b`]) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
    }
    // The hub's own pages keep their routes.
    expect((await get("/cricket-match/live-scores/recent-matches")).status).toBe(200);
  });

  test("/{token}: the auction page of a season we hold says we have no auction records and links the season", async () => {
    const html = await text("/ipl-auction-2025");
    expect(html).toContain("<h1>IPL Auction 2025</h1>");
    expect(html).toContain("No auction data: we hold no records of the IPL 2025 auction");
    expect(html).toMatch(/href="\/cricket-series\/\d+\/indian-premier-league-2025\/squads"/);
    expect(html).toContain('<link rel="canonical" href="http://site/ipl-auction-2025"/>');
    expect(html).toContain('"@type":"WebPage"');
    for (const path of ["/ipl-auction-2019", "/wpl-auction-2025", "/no-such-page"]) expect((await get(path)).status, path).toBe(404);
    const malformed = await get("/ipl-auction-20x5");
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("An auction page&#x27;s address is /ipl-auction-{year} or /wpl-auction-{year}");
  });
});

describe("the required rate in a chase", () => {
  test("a replayed second innings shows CRR and REQ in the header; a first innings and a finished match show no REQ", async () => {
    // The tests' demo clock replays IPL 2025 (vitest.config.ts): the Worker is read at a moment of
    // a match's chase and of another's first innings in a replay that has ended. Each match is read once.
    const headerAt = async (id: number, at: number) => {
      const html = await atMoment(at, () => text(`/live-cricket-scores/${id}/x`));
      const start = html.indexOf('<header class="match-header"');
      return html.slice(start, html.indexOf("</header>", start));
    };
    const chase = await headerAt(IPL_AFTERNOON, (await endedReplay(IPL_AFTERNOON)).balls[1]![59]! + 1);
    expect(chase).toMatch(/<p class="match-score__rates"><span>CRR: \d+\.\d\d<\/span><span>REQ: \d+\.\d\d<\/span><\/p>/);
    // REQ is what the status says is needed, per over of what is left.
    const [, needed, balls] = /need (\d+) runs? in (\d+) balls?/.exec(chase)!;
    expect(chase).toContain(`REQ: ${((Number(needed) * 6) / Number(balls)).toFixed(2)}`);
    const first = await headerAt(IPL_EVENING, (await endedReplay(IPL_EVENING)).balls[0]![59]! + 1);
    expect(first).toMatch(/CRR: \d+\.\d\d/);
    expect(first).not.toContain("REQ:");
    const done = await headerAt(1415755, Date.now());
    expect(done).not.toContain("CRR:");
    expect(done).not.toContain("REQ:");
  });
});
