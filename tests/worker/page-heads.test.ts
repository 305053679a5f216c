/**
 * Every public page's head (the developers' guide; issue 17's SEO basics): its own title and
 * description, an absolute canonical URL, Open Graph, and JSON-LD where schema.org has a type.
 */
import { beforeAll, expect, test } from "vitest";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

beforeAll(async () => {
  await importFixtures("1415755"); // the 2024 T20 World Cup final
});

async function head(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const attr = (pattern: RegExp) => pattern.exec(html)?.[1] ?? null;
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  return {
    title: attr(/<title>([^<]*)<\/title>/),
    description: attr(/<meta name="description" content="([^"]*)"/),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: attr(/<meta property="og:title" content="([^"]*)"/),
    ogUrl: attr(/<meta property="og:url" content="([^"]*)"/),
    jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : null,
  };
}

test("home and the three match hubs: their own title and description, an absolute canonical, Open Graph", async () => {
  const pages = {
    "/": "http://site/",
    "/cricket-match/live-scores": "http://site/cricket-match/live-scores",
    "/cricket-match/live-scores/recent-matches": "http://site/cricket-match/live-scores/recent-matches",
    "/cricket-match/live-scores/upcoming-matches": "http://site/cricket-match/live-scores/upcoming-matches",
  };
  const titles = new Set<string>();
  for (const [path, canonical] of Object.entries(pages)) {
    const page = await head(path);
    expect(page.canonical, path).toBe(canonical);
    expect(page.ogUrl, path).toBe(canonical);
    expect(page.description?.length ?? 0, path).toBeGreaterThan(50);
    expect(page.ogTitle, path).toBe(page.title);
    titles.add(page.title!);
  }
  expect(titles.size).toBe(4);
  // A hub lists its matches as schema.org SportsEvents, each at its match page.
  const recent = await head("/cricket-match/live-scores/recent-matches?before=2024-07-01");
  expect(recent.jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": "ItemList", name: "Recent Cricket Matches" });
  expect((recent.jsonLd!.itemListElement as unknown[])[0]).toMatchObject({
    "@type": "ListItem",
    position: 1,
    item: {
      "@type": "SportsEvent",
      name: "India vs South Africa, Final",
      url: "http://site/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024",
    },
  });
  expect((await head("/")).jsonLd).toMatchObject({ "@context": "https://schema.org", "@type": "WebSite", url: "http://site/" });
});

test("a match page and each tab: its own title and absolute canonical, the match as a SportsEvent", async () => {
  const commentary = await head("/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024");
  expect(commentary.canonical).toBe("http://site/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024");
  expect(commentary.title).toBe("India vs South Africa, Final - Live Cricket Score, Commentary");
  expect(commentary.description).toContain("India won by 7 runs");
  expect(commentary.jsonLd).toMatchObject({
    "@type": "SportsEvent",
    name: "India vs South Africa, Final",
    sport: "Cricket",
    url: commentary.canonical,
    competitor: [
      { "@type": "SportsTeam", name: "India" },
      { "@type": "SportsTeam", name: "South Africa" },
    ],
    location: { "@type": "Place", name: expect.stringContaining("Kensington Oval") },
  });
  const scorecard = await head("/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024/scorecard");
  expect(scorecard.canonical).toBe(`${commentary.canonical}/scorecard`);
  expect(scorecard.title).toBe("India vs South Africa, Final - Scorecard | Cricket Edge");
});

test("search: one indexable page per query as the search reads it, with a description and Open Graph", async () => {
  const results = await head("/search?q=%20Kohli%20");
  expect(results.canonical).toBe("http://site/search?q=kohli");
  expect(results.ogUrl).toBe(results.canonical);
  expect(results.title).toBe("kohli — search | Cricket Edge");
  expect(results.description).toContain("“kohli”");
  const html = await (await get("/search?q=kohli")).text();
  expect(html).not.toContain('name="robots"');
  const form = await head("/search");
  expect(form.canonical).toBe("http://site/search");
  expect(form.description?.length ?? 0).toBeGreaterThan(50);
});

test("the 404 page: the spec's error screen under a title and description of its own", async () => {
  const response = await get("/no/such/page");
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain("<title>Page not found | Cricket Edge</title>");
  expect(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]).toContain("no page at this address");
  expect(html).toContain("Unexpected Application Error!");
});
