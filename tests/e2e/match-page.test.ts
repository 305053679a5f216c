import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Browser, Page } from "playwright-core";
import { BASE_URL as SITE_URL, launchChromium, screenshot } from "./browser.ts";

const FINAL = "/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024";
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const response = await page.goto(`${SITE_URL}${path}`);
  expect(response?.status(), path).toBe(200);
  return page;
}

async function shots(page: Page, name: string) {
  await screenshot(page, `match-${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `match-${name}-mobile`);
}

describe("every tab of the 2024 T20 World Cup final", () => {
  test("commentary: header, result, newest ball first, over boxes", async () => {
    const page = await open(FINAL);
    expect(await page.locator("h1").innerText()).toContain("India vs South Africa, Final - Live Cricket Score, Commentary");
    expect(await page.locator(".match-header__facts").innerText()).toMatch(/Kensington Oval, Bridgetown[\s\S]*LOCAL/);
    expect(await page.locator(".match-score").innerText()).toMatch(/IND\s+176-7 \(20\)[\s\S]*RSA\s+169-8 \(20\)[\s\S]*India won by 7 runs/);
    const first = page.locator(".commentary .comm").first();
    expect(await first.innerText()).toContain("India won by 7 runs");
    expect(await page.locator(".over-box").first().innerText()).toContain("Over 20");
    expect(await page.locator(".awards").innerText()).toContain("V Kohli");
    await shots(page, "commentary");
    await page.close();
  });

  test("scorecard: real numbers, extras, fall of wickets, bowling, powerplays, charts", async () => {
    const page = await open(`${FINAL}/scorecard`);
    const india = page.locator(".innings-card").first();
    expect(await india.locator(".innings-card__head").innerText()).toMatch(/India Innings\s+176-7 \(20 Ov\)/);
    const kohli = india.locator("tr", { hasText: "V Kohli" });
    expect((await kohli.locator("td").allInnerTexts()).slice(1)).toEqual(["76", "59", "6", "2", "128.81"]);
    expect(await kohli.locator(".col-status").innerText()).toBe("c Rabada b Jansen");
    expect(await india.innerText()).toContain("Fall of Wickets:");
    expect(await india.locator("tr", { hasText: "Mandatory" }).innerText()).toMatch(/0\.1-5\.6\s+45\s+3/);
    expect(await page.locator(".innings-card").nth(1).locator(".innings-card__head").innerText()).toMatch(/169-8 \(20 Ov\)/);
    expect(await page.locator(".innings-card").nth(1).locator("tr", { hasText: "HH Pandya" }).locator("td").allInnerTexts()).toEqual([
      "3",
      "0",
      "20",
      "3",
      "1",
      "1",
      "6.67",
    ]);
    expect(await page.locator(".chart > svg").count()).toBe(2);
    expect(await page.locator("a[href^='/profiles/']").first().getAttribute("href")).toMatch(/^\/profiles\/[0-9a-f]{8}\/[a-z-]+$/);
    await shots(page, "scorecard");
    await page.close();
  });

  // Eight tabs, each a page load: more than the default 30 s on a busy machine (the timeout below).
  test("squads, highlights, full commentary, match facts, news, photos, live blog, live line", async () => {
    let page = await open(`${FINAL}/squads`);
    const lists = page.locator(".squads__list");
    expect(await lists.first().locator("h3").textContent()).toBe("Playing XI");
    expect(await lists.first().locator(".squads__players").nth(0).locator("li").count()).toBe(11);
    expect(await page.locator(".squads__legend").innerText()).toMatch(
      /Overseas player[\s\S]*Impact player[\s\S]*Substitute player[\s\S]*Changes to the Playing XI/,
    );
    await shots(page, "squads");
    await page.close();

    page = await open(`${FINAL}/highlights?innings=1&type=4`);
    const sixes = page.locator(".commentary .comm--ball");
    expect(await sixes.count()).toBe(7); // India's sixes on the scorecard: Kohli 2, Patel 4, Dube 1
    for (const text of await sixes.allInnerTexts()) expect(text).toContain("SIX");
    await shots(page, "highlights");
    await page.close();

    page = await open(`${FINAL}/full-commentary?innings=2`);
    expect(await page.locator(".commentary .comm--ball").count()).toBe(124);
    await page.close();

    page = await open(`${FINAL}/match-facts`);
    expect(await page.locator(".panel", { hasText: "Venue Guide" }).innerText()).toMatch(/Stadium\s+Kensington Oval/);
    await shots(page, "match-facts");
    await page.close();

    page = await open(`${FINAL}/news`);
    expect(await page.locator(".story__headline").innerText()).toMatch(/India beat South Africa by 7 runs/);
    await shots(page, "news");
    await page.close();

    page = await open(`${FINAL}/photos`);
    // The finished final's graphics, 3 to a row (docs/product/match-pages.md#news-photos-and-live-blog).
    expect(await page.locator(".photo-grid img").count()).toBe(6);
    await page.close();
    page = await open(`${FINAL}/live-blog`);
    expect(await page.locator(".empty").innerText()).toBe("There is no live blog for this match.");
    await page.close();

    page = await open(`${FINAL}/live_line`);
    const rows = page.locator(".stats-table tbody tr");
    expect(await rows.first().innerText()).toMatch(/Overs 1-6\s+India\s+6\s+45\s+3/);
    expect(await page.locator(".toss-card--won").innerText()).toMatch(/India[\s\S]*Won the toss, chose to bat[\s\S]*Won the match/);
    expect(await page.innerText("body")).not.toMatch(/odds/i);
    await shots(page, "live-line");
    await page.close();
  }, 180_000);
});

/**
 * Holds the first request to `url` that `when` picks (the others pass). `held` resolves, once it
 * is held, to the function that lets it go on.
 */
async function holdRequest(
  page: Page,
  url: string | RegExp,
  when: (headers: Record<string, string>) => boolean = () => true,
): Promise<{ held: Promise<() => Promise<void>> }> {
  let release: ((go: () => Promise<void>) => void) | null = null;
  const held = new Promise<() => Promise<void>>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    if (!release || !when(route.request().headers())) return route.continue();
    release(() => route.continue());
    release = null;
  });
  return { held };
}

describe("commentary filters (docs/product/match-pages.md#commentary)", () => {
  test("innings, highlight and player selection reset each other as the spec says", async () => {
    const page = await open(FINAL);
    // Filters are shown in place: the document stays (this survives), the URL and history follow.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
    await page.getByRole("link", { name: "IND 176/7 (20)" }).click();
    await page.waitForURL(/innings=1/);
    await page.getByRole("link", { name: "Fours", exact: true }).click();
    await page.waitForURL(/type=2/);
    const onlyFours = async () => {
      const texts = await page.locator(".commentary .comm--ball").allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes("FOUR"));
    };
    await expect.poll(onlyFours).toBe(true);

    // Choosing a batter drops the highlight.
    await page.locator(".comm-filters").getByRole("link", { name: "V Kohli" }).click();
    await page.waitForURL((url) => url.searchParams.has("batter") && !url.searchParams.has("type"));
    // 59 balls faced, and the wides bowled to him; nothing else.
    const kohliOnly = async () => {
      const texts = await page.locator(".commentary .comm--ball").allInnerTexts();
      return texts.length >= 59 && texts.every((text) => / to Kohli,/.test(text));
    };
    await expect.poll(kohliOnly).toBe(true);
    // Clicking the selected batter deselects him: back to All.
    await page.locator(".comm-filters").getByRole("link", { name: "V Kohli" }).click();
    await page.waitForURL((url) => !url.searchParams.has("batter"));
    await expect.poll(() => page.locator(".comm-filters a.active").first().innerText()).toBe("All");
    // Clicking the active highlight returns to All; an innings that does not exist falls back to Preview.
    await page.getByRole("link", { name: "Sixes", exact: true }).click();
    await page.waitForURL(/type=4/);
    await page.getByRole("link", { name: "Sixes", exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has("type"));
    await page.goBack();
    await page.waitForURL(/type=4/);
    await expect.poll(() => page.locator(".comm-filters a.active").first().innerText()).toBe("Sixes");
    expect(await marker()).toBe(7);
    await page.goto(`${SITE_URL}${FINAL}?innings=9`);
    await expect.poll(() => page.locator(".innings-buttons a.active").innerText()).toBe("Preview");
    await page.close();
  });

  test("a live update still in flight when a filter is chosen does not bring the old view back", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    // Another match changes: the ticker says so at once, and the page reads itself again (held here).
    await page.routeWebSocket(/\/live\/ticker$/, (socket) => {
      const at = Date.now();
      socket.send(JSON.stringify({ type: "snapshot", seq: 1, at, snapshot: { seq: 1, updatedAt: at, matches: [] } }));
    });
    const liveRead = await holdRequest(page, `${SITE_URL}${FINAL}`, (headers) => Boolean(headers["x-ticker-seq"]));
    expect((await page.goto(`${SITE_URL}${FINAL}`))?.status()).toBe(200);
    const release = await liveRead.held;

    await page.getByRole("link", { name: "IND 176/7 (20)" }).click();
    await page.waitForURL(/innings=1/);
    const finished = page.waitForEvent("requestfinished", (request) => Boolean(request.headers()["x-ticker-seq"]));
    await release();
    await finished;
    // Settled: no read in flight, and what shows is still the innings the reader chose.
    await page.locator("[data-live-region][aria-busy]").first().waitFor({ state: "detached" });
    expect(await page.locator(".innings-buttons a.active").innerText()).toBe("IND 176/7 (20)");
    await page.getByRole("link", { name: "Fours", exact: true }).click();
    await page.waitForURL(/innings=1&type=2/);
    await page.close();
  });

  test("of two filters chosen quickly, the second is what shows", async () => {
    const page = await open(FINAL);
    const firstRead = await holdRequest(page, /innings=1$/);
    await page.getByRole("link", { name: "IND 176/7 (20)" }).click();
    const release = await firstRead.held;
    await page.getByRole("link", { name: "RSA 169/8 (20)" }).click();
    await page.waitForURL(/innings=2/);
    const finished = page.waitForEvent("requestfinished", (request) => /innings=1$/.test(request.url()));
    await release();
    await finished;
    await page.locator("[data-live-region][aria-busy]").first().waitFor({ state: "detached" });
    expect(page.url()).toMatch(/innings=2$/);
    expect(await page.locator(".innings-buttons a.active").innerText()).toBe("RSA 169/8 (20)");
    await page.close();
  });

  test("older commentary loads when the marker comes into view, and by the button", async () => {
    const page = await open(FINAL);
    const items = page.locator(".commentary .comm");
    const before = await items.count();
    expect(before).toBe(30);
    await page.locator(".comm-more").scrollIntoViewIfNeeded();
    await expect.poll(() => items.count(), { timeout: 5000 }).toBeGreaterThan(before);
    const afterScroll = await items.count();
    expect(page.url()).toBe(`${SITE_URL}${FINAL}`); // appended in place, no navigation
    await page.locator(".comm-more__button").click();
    await expect.poll(() => items.count(), { timeout: 5000 }).toBeGreaterThan(afterScroll);
    const keys = await items.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-key")));
    expect(new Set(keys).size).toBe(keys.length);
    await page.close();
  });
});

test("with JavaScript off, the scorecard and the commentary are all there", async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE_URL}${FINAL}/scorecard`);
  expect(await page.locator(".innings-card").count()).toBe(2);
  expect(await page.locator(".innings-card").first().innerText()).toContain("V Kohli");
  await page.goto(`${SITE_URL}${FINAL}`);
  expect(await page.locator(".commentary .comm").count()).toBe(30);
  // Load more works as a link.
  await page.locator(".comm-more__button").click();
  await page.waitForURL(/before=\d+&inning=\d/);
  expect(await page.locator(".commentary .comm").count()).toBe(30);
  await context.close();
});

test("hub filter bar: All, then each match type present; the filter keeps the page of results", async () => {
  // Results before 17 Feb 2025: internationals and the Women's Premier League.
  const page = await open("/cricket-match/live-scores/recent-matches?before=2025-02-17");
  const filters = await page.locator(".hub__filter a").allInnerTexts();
  expect(filters).toEqual(["All", "International", "Women"]);
  // Wait for what the reader sees (the list showing only that type), however long the navigation
  // takes on a busy machine; not for a fixed poll window.
  await page.locator(".hub__filter").getByRole("link", { name: "Women" }).click();
  await page.waitForURL(/before=2025-02-17&type=Women/);
  // A function, not a string: the page's CSP refuses eval.
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>(".hub__type")].map((e) => e.innerText).join() === "WOMEN");
  expect(await page.locator(".hub__type").allInnerTexts()).toEqual(["WOMEN"]);
  await page.locator(".hub__filter").getByRole("link", { name: "All" }).click();
  await page.waitForURL((url) => !url.searchParams.has("type") && url.searchParams.get("before") === "2025-02-17");
  await page.waitForFunction(() => document.querySelectorAll(".hub__type").length > 1);
  expect((await page.locator(".hub__type").allInnerTexts()).length).toBeGreaterThan(1);
  await page.close();
});

test("a match card on a hub opens the match page as a document; neither page loads the framework", async () => {
  const page = await open("/cricket-match/live-scores/recent-matches?before=2024-07-01");
  const scripts = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((r) => r.name)
        .filter((n) => n.endsWith(".js")),
    );
  expect((await scripts()).some((name) => name.includes("/enhance-livePage-"))).toBe(true);
  expect((await scripts()).some((name) => name.includes("/entry.client-"))).toBe(false);
  await page.locator(`.match-card[data-match-id="1415755"] .match-card__main`).click();
  await page.waitForURL(`${SITE_URL}${FINAL}`);
  await page.waitForLoadState("load");
  // A new document: its own navigation entry, and only the match page's script.
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name)).toBe(
    `${SITE_URL}${FINAL}`,
  );
  const loaded = await scripts();
  expect(loaded.some((name) => name.includes("/enhance-matchPage-"))).toBe(true);
  expect(loaded.some((name) => name.includes("/entry.client-"))).toBe(false);
  expect(await page.locator(".match-header__title").innerText()).toContain("India vs South Africa, Final");
  await page.close();
});

test("unknown match ids are the 404 page; malformed query is a 400", async () => {
  const page = await browser.newPage();
  expect((await page.goto(`${SITE_URL}/live-cricket-scores/424242/x`))?.status()).toBe(404);
  expect(await page.locator("h1").innerText()).toBe("Unexpected Application Error!");
  expect((await page.goto(`${SITE_URL}${FINAL}/highlights?type=3`))?.status()).toBe(400);
  expect((await page.goto(`${SITE_URL}/live-cricket-scores/1415755`))?.url()).toBe(`${SITE_URL}${FINAL}`);
  await page.close();
});
