/**
 * The newsroom (issue 14) rendered by the Worker: match reports and editors' stories as articles
 * (301 to the canonical address, 404, 400, NewsArticle JSON-LD), News sections (pages by the last
 * story id, no story twice, the spec's empty texts), topics, the desk's life cycle (draft hidden,
 * scheduled shown at its time, published in its section and at its URL, unpublished gone), the
 * Markdown body sanitised, and the RSS, sitemaps and robots.txt checked against their schemas' rules.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { checkRss, checkSitemapIndex, checkUrlset } from "../support/xml-check.ts";
import { importFixtures } from "./import.ts";
import { admin, get, PNG_BYTES } from "./site-helpers.ts";

vi.setConfig({ testTimeout: 120_000 });

const MATCHES = ["1415755", "1415719", "1426557"];
const HOUR = 3_600_000;

/** A request whose redirect is answered, not followed. */
const manual = (path: string, headers: Record<string, string> = {}) =>
  exports.default.fetch(new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0", ...headers } }));
let cookie = "";
/** Read as the signed-in editor: never an edge copy, so what the reader would see at this moment. */
const fresh = (path: string) => get(path, { cookie });
const html = async (path: string) => (await (await fresh(path)).text()).replaceAll("<!-- -->", "");
const keys = (page: string) => [...page.matchAll(/<li data-key="([^"]+)"/g)].map((m) => m[1]!);
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

/** The desk's form, sent as the signed-in editor; answers the redirect's story id or the error page. */
async function desk(fields: Record<string, string | string[] | File>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  }
  const response = await exports.default.fetch(
    new Request("http://site/admin/stories", {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { cookie, origin: "http://site" },
    }),
  );
  const id = /edit=(\d+)/.exec(response.headers.get("location") ?? "")?.[1];
  return { response, id: id ? `story-${id}` : null };
}

const story = (headline: string, extra: Record<string, string | string[] | File> = {}) => ({
  intent: "story",
  deskKey: crypto.randomUUID(),
  headline,
  intro: `${headline}: the intro.`,
  bodyMarkdown: `${headline}, the body.`,
  category: "News",
  status: "published",
  publishedTime: new Date(Date.now() - HOUR).toISOString(),
  ...extra,
});

beforeAll(async () => {
  await importFixtures(...MATCHES);
  const login = await exports.default.fetch(
    new Request("http://site/admin", {
      method: "POST",
      body: new URLSearchParams({ intent: "login", token: "dev-admin-token" }),
      redirect: "manual",
      headers: { origin: "http://site", "content-type": "application/x-www-form-urlencoded" },
    }),
  );
  cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
  expect(cookie).toMatch(/^ce_admin=/);
});

describe("articles", () => {
  test("a match report: 301 from any other slug, then headline, 'Cricket Edge' byline, what it is about, NewsArticle JSON-LD", async () => {
    const moved = await manual("/cricket-news/report-1415755/anything");
    expect(moved.status).toBe(301);
    const canonical = moved.headers.get("location")!;
    expect(canonical).toMatch(/^\/cricket-news\/report-1415755\/india-vs-south-africa-.*-match-report$/);
    expect((await manual("/cricket-news/report-1415755")).headers.get("location")).toBe(canonical);

    const page = await html(canonical);
    expect(page).toMatch(/<h1 class="article__headline">[^<]*(India|South Africa)/);
    expect(page).toContain("By <span>Cricket Edge</span>");
    expect(page).toContain('href="/live-cricket-scores/1415755/');
    expect(page).toMatch(/href="\/cricket_team\/india\/\d+"/);
    expect(page).toMatch(/href="\/cricket-series\/\d+\//);
    expect(page).toContain(`<link rel="canonical" href="http://site${canonical}"/>`);
    expect(page).toContain('<meta property="og:type" content="article"/>');
    // no cover: the share card drawn from its headline
    const card = /<meta property="og:image" content="http:\/\/site(\/cricket-graphics\/v1\/story\/report-1415755\/share\.png)"\/>/.exec(
      page,
    )?.[1];
    expect(card).toBeDefined();
    const png = await get(card!);
    expect(png.status).toBe(200);
    expect(png.headers.get("content-type")).toBe("image/png");
    expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]); // "PNG"
    expect((await get("/cricket-graphics/v1/story/report-99/share.png")).status).toBe(404);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const article = jsonLd(page).find((j) => j["@type"] === "NewsArticle")!;
    expect(article).toMatchObject({
      author: { "@type": "Organization", name: "Cricket Edge" },
      mainEntityOfPage: { "@id": `http://site${canonical}` },
    });
    expect(new Date(article.datePublished as string).getUTCFullYear()).toBe(2024);
    // Related: the other report of the series.
    expect(page).toContain('href="/cricket-news/report-1415719/');
  });

  test("unknown ids are 404, malformed ones 400", async () => {
    expect((await get("/cricket-news/report-99999/x")).status).toBe(404);
    expect((await get("/cricket-news/story-99999/x")).status).toBe(404);
    expect((await get("/cricket-news/nobody/x")).status).toBe(404);
    expect((await get("/cricket-news/bad!id/x")).status).toBe(400);
  });
});

describe("the desk and the public pages", () => {
  let interview: string;
  let topicId: number;

  test("topics: 'No topics available', then a topic the desk adds, its page with its stories (301 to its name)", async () => {
    expect(await html("/cricket_news/info")).toContain("No topics available");
    expect((await desk({ intent: "topic", headline: "Bazball", description: "England's Test cricket since 2022" })).response.status).toBe(
      200,
    );
    topicId = (await env.DB.prepare("SELECT id FROM site_topics WHERE headline = 'Bazball'").first<{ id: number }>())!.id;
    const created = await desk(
      story("Stokes on the next Ashes", { category: "Interviews", topicIds: String(topicId), byline: "A. Writer", tags: "England, Ashes" }),
    );
    interview = created.id!;
    const list = await html("/cricket_news/info");
    expect(list).toContain(`href="/cricket_news/info/${topicId}/bazball"`);
    expect(list).toContain("England&#x27;s Test cricket since 2022");
    expect((await manual(`/cricket_news/info/${topicId}/wrong`)).headers.get("location")).toBe(`/cricket_news/info/${topicId}/bazball`);
    const topic = await html(`/cricket_news/info/${topicId}/bazball`);
    expect(topic).toContain('<h1 class="news-page__title">Bazball</h1>');
    expect(keys(topic)).toEqual([interview]);
    expect((await get("/cricket_news/info/99999/x")).status).toBe(404);
    expect((await get("/cricket_news/info/abc/x")).status).toBe(400);

    const article = await html(`/cricket-news/${interview}/stokes-on-the-next-ashes`);
    expect(article).toContain("By <span>A. Writer</span>");
    expect(article).toContain(`href="/cricket_news/info/${topicId}/bazball"`);
    expect(jsonLd(article).find((j) => j["@type"] === "NewsArticle")).toMatchObject({
      author: { "@type": "Person", name: "A. Writer" },
      articleSection: "Interviews",
      keywords: "England, Ashes",
    });
  });

  test("a draft stays off every page; sending the same form twice stores one story", async () => {
    const fields = story("Draft: squad news", { category: "Interviews", status: "draft" });
    const first = await desk(fields);
    const again = await desk(fields);
    expect(again.id).toBe(first.id);
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM site_stories WHERE headline = 'Draft: squad news'").first<{ n: number }>())!.n,
    ).toBe(1);
    expect((await fresh(`/cricket-news/${first.id}/draft-squad-news`)).status).toBe(404);
    expect(keys(await html("/cricket_news/editorial/interviews"))).toEqual([interview]);
  });

  test("a scheduled story appears at its time, in its section and at its URL", async () => {
    const at = Date.now() + 2_000;
    const { id } = await desk(story("Scheduled: the draw", { category: "Interviews", publishedTime: new Date(at).toISOString() }));
    expect((await fresh(`/cricket-news/${id}/scheduled-the-draw`)).status).toBe(404);
    expect(keys(await html("/cricket_news/editorial/interviews"))).not.toContain(id);
    await expect.poll(async () => keys(await html("/cricket_news/editorial/interviews")), { timeout: 10_000, interval: 250 }).toContain(id);
    expect((await fresh(`/cricket-news/${id}/scheduled-the-draw`)).status).toBe(200);
  });

  test("HTML and script in a body are neutralised; the cover is an uploaded picture", async () => {
    const cover = new File([PNG_BYTES], "cover.png", { type: "image/png" });
    const { id } = await desk(
      story("Safe body", {
        bodyMarkdown: "**Bold** words.\n\n<script>alert('x')</script>\n\n[bad](javascript:alert(1))\n\n<img src=x onerror=alert(2)>",
        coverFile: cover,
      }),
    );
    const page = await html(`/cricket-news/${id}/safe-body`);
    const body = /<div class="article__body">(.*?)<\/div>/s.exec(page)![1]!;
    expect(body).toContain("<strong>Bold</strong> words.");
    expect(body).not.toMatch(/<script|alert|onerror|javascript:/);
    const src = /<img class="article__cover" src="(\/api\/files\/stories\/[^"]+\.png)"/.exec(page)?.[1];
    expect(src).toBeDefined();
    expect((await get(src!)).status).toBe(200);
    expect(page).toContain(`<meta property="og:image" content="http://site${src}"/>`);

    const refused = await desk(story("Not a picture", { coverFile: new File(["<svg onload=x>"], "x.svg", { type: "image/svg+xml" }) }));
    expect(refused.response.status).toBe(415);
    expect(await refused.response.text()).toContain("Cover refused");
    expect(
      (await env.DB.prepare("SELECT count(*) AS n FROM site_stories WHERE headline = 'Not a picture'").first<{ n: number }>())!.n,
    ).toBe(0);
  });

  test("All Stories: reports and editors' stories newest first, ten a page, the next page from the last story id, none twice", async () => {
    for (let i = 1; i <= 9; i += 1) {
      const created = await admin("POST", "/api/admin/stories", {
        headline: `Wire story ${i}`,
        publishedTime: new Date(Date.now() - (2 + i) * HOUR).toISOString(),
      });
      expect(created.status).toBe(201);
    }
    const first = await html("/cricket_news");
    const page1 = keys(first);
    expect(page1).toHaveLength(10);
    const next = /<div class="news-pages" data-load-more=""><a [^>]*href="\/cricket_news\?before=([^"]+)"[^>]*>Older stories<\/a>/.exec(
      first,
    )?.[1];
    expect(next).toBe(page1.at(-1));
    const page2 = keys(await html(`/cricket_news?before=${next}`));
    expect(page2.length).toBeGreaterThan(0);
    expect(page2.filter((k) => page1.includes(k))).toEqual([]);
    const all = [...page1, ...page2];
    for (const report of MATCHES) expect(all).toContain(`report-${report}`);
    expect(all).toContain(interview);
    expect(all.filter((k) => k.startsWith("story-"))).toHaveLength(12);
    // News: reports and News stories, not the interview.
    const news = keys(await html("/cricket_news/latest-news"));
    expect(news).not.toContain(interview);
    expect(news[0]).toMatch(/^story-/);
    // Bad and unknown cursors.
    expect((await get("/cricket_news?before=<x>")).status).toBe(400);
    expect(keys(await html("/cricket_news?before=story-99999"))).toEqual([]);
  });

  test("the spec's texts for sections with nothing, and 404 for an unknown section", async () => {
    expect(await html("/cricket_news/editorial/cb-plus")).toContain('<p class="empty">No Data </p>');
    expect(await html("/cricket_news/editorial/live-blogs")).toContain('<p class="empty">No Data</p>');
    expect((await get("/cricket_news/editorial/nope")).status).toBe(404);
    expect((await get("/cricket_news/nope")).status).toBe(404);
  });

  test("RSS 2.0 for all stories and per section, valid, with absolute links", async () => {
    const all = await fresh("/rss/news");
    expect(all.headers.get("content-type")).toContain("application/rss+xml");
    const items = checkRss(await all.text());
    expect(items.length).toBeGreaterThanOrEqual(15);
    const interviews = checkRss(await (await fresh("/rss/news/interviews")).text());
    expect(interviews.map((i) => i.children.find((c) => c.name === "link")!.text)).toContain(
      `http://site/cricket-news/${interview}/stokes-on-the-next-ashes`,
    );
    expect((await get("/rss/news/nope")).status).toBe(404);
  });

  test("unpublishing takes a story off its section and its URL", async () => {
    const row = (await env.DB.prepare("SELECT * FROM site_stories WHERE id = ?")
      .bind(Number(interview.slice(6)))
      .first<Record<string, unknown>>())!;
    const { response } = await desk({
      ...story(String(row.headline), { category: "Interviews", status: "unpublished", topicIds: String(topicId) }),
      id: interview.slice(6),
    });
    expect(response.status).toBe(302);
    expect((await fresh(`/cricket-news/${interview}/stokes-on-the-next-ashes`)).status).toBe(404);
    expect(keys(await html("/cricket_news/editorial/interviews"))).not.toContain(interview);
  });
});

describe("sitemaps and robots.txt", () => {
  test("the index lists paged children and the news sitemap; every child is a valid urlset of canonical addresses", async () => {
    const index = checkSitemapIndex(await (await get("/sitemap.xml")).text());
    for (const child of ["matches", "series", "teams", "players", "reports", "galleries", "stories", "editor-galleries"])
      expect(index).toContain(`http://site/sitemaps/${child}/1`);
    expect(index).toContain("http://site/news-sitemap.xml");
    const children = await Promise.all(index.map(async (loc) => checkUrlset(await (await get(loc.replace("http://site", ""))).text())));
    const locs = children.flat();
    expect(locs).toContain(`http://site${(await manual("/live-cricket-scores/1415755")).headers.get("location")}`);
    // Each kind's address is the canonical one (200, not a redirect).
    for (const prefix of [
      "/live-cricket-scores/",
      "/cricket-series/",
      "/cricket_team/",
      "/profiles/",
      "/cricket-news/report-",
      "/cricket-news/story-",
      "/cricket-gallery/",
    ]) {
      const loc = locs.find((l) => l.startsWith(`http://site${prefix}`));
      expect(loc, prefix).toBeDefined();
      expect((await manual(loc!.replace("http://site", ""))).status, loc).toBe(200);
    }
    // One generated gallery per finished match with a score, at its canonical address.
    const galleriesXml = await (await get("/sitemaps/galleries/1")).text();
    const galleries = checkUrlset(galleriesXml);
    // Its last change: the match's end day (the final, 29 June 2024).
    expect(galleriesXml).toMatch(
      /<loc>http:\/\/site\/cricket-gallery\/1415755\/india-vs-south-africa-final-the-match-in-graphics<\/loc><lastmod>2024-06-29/,
    );
    expect(galleries).toHaveLength(MATCHES.length);
    for (const loc of galleries) expect((await manual(loc.replace("http://site", ""))).status, loc).toBe(200);
    expect((await get("/sitemaps/nope/1")).status).toBe(404);
    expect((await get("/sitemaps/matches/0")).status).toBe(400);
  });

  test("the Google News sitemap has the last two days' articles only", async () => {
    const locs = checkUrlset(await (await get("/news-sitemap.xml")).text());
    expect(locs.some((l) => l.includes("/cricket-news/story-"))).toBe(true);
    expect(locs.some((l) => l.includes("/cricket-news/report-"))).toBe(false); // the 2024 reports are older
  });

  test("robots.txt points to the sitemaps and keeps crawlers off the desk", async () => {
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: http://site/sitemap.xml");
    expect(robots).toContain("Disallow: /admin");
  });
});
