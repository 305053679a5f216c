/**
 * Photo galleries and the match in graphics (issue 14, docs/product/content-areas.md#photo-galleries): every finished match's generated
 * gallery, listed newest first and paged by publishedTime; its page, a match's photos, the tabs
 * that read the same data; the graphics as files, and the match pages' og:image share card.
 */
import { env, exports } from "cloudflare:workers";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { demoClockFromEnv } from "../../app/data/demo-clock.ts";
import { replayPlan } from "../../app/data/embedded/clock.server.ts";
import { createEmbeddedData } from "../../app/data/embedded/index.server.ts";
import { importFixtures } from "./import.ts";
import { get } from "./site-helpers.ts";

vi.setConfig({ testTimeout: 120_000 });

/** Three T20 World Cup 2024 games: 9 and 12 June, and the final on 29 June. */
const MATCHES = ["1415719", "1415725", "1415755"];
const NEWEST_FIRST = [1415755, 1415725, 1415719];

const manual = (path: string) =>
  exports.default.fetch(new Request(`http://site${path}`, { redirect: "manual", headers: { "user-agent": "Mozilla/5.0" } }));
const html = async (path: string) => (await (await get(path)).text()).replaceAll("<!-- -->", "");
/** The gallery ids of the cards on a page, in order. */
const cardIds = (page: string) => [...page.matchAll(/<li data-key="(\d+)" class="gallery-card"/g)].map((m) => Number(m[1]));
const metaContent = (page: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]+)"`).exec(page)?.[1];

let finalSlug: string;

beforeAll(async () => {
  await importFixtures(...MATCHES);
  const location = (await manual("/live-cricket-scores/1415755")).headers.get("location")!;
  finalSlug = location.split("/")[3]!;
}, 90_000);

describe("the list", () => {
  test("every finished match has a gallery, newest first, paged by the last one's publishedTime", async () => {
    const data = createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: () => Date.UTC(2026, 10, 25) });
    const seen: number[] = [];
    let before: number | undefined;
    for (let page = 0; page < 5; page++) {
      const { galleries, next } = await data.galleries({ limit: 2, ...(before === undefined ? {} : { before }) });
      seen.push(...galleries.map((g) => g.id));
      for (const g of galleries) if (before !== undefined) expect(g.publishedTime).toBeLessThan(before);
      if (next === null) break;
      expect(next).toBe(galleries.at(-1)!.publishedTime);
      before = next;
    }
    expect(seen).toEqual(NEWEST_FIRST);
  });

  test("the page lists them as cards with their graphics, and an older page continues after a cursor", async () => {
    const page = await html("/cricket-photo-gallery");
    expect(page).toContain("<h1>Cricket Photo Galleries</h1>");
    expect(cardIds(page).filter((id) => NEWEST_FIRST.includes(id))).toEqual(NEWEST_FIRST);
    expect(page).toContain('src="/cricket-graphics/v1/1415755/summary.svg"');
    const final = await createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: Date.now }).gallery(1415755);
    const older = await html(`/cricket-photo-gallery?before=${final!.publishedTime}`);
    expect(cardIds(older).filter((id) => NEWEST_FIRST.includes(id))).toEqual([1415725, 1415719]);
    expect((await get("/cricket-photo-gallery?before=yesterday")).status).toBe(400);
  });
});

describe("a gallery", () => {
  test("a finished match's gallery shows each graphic with its caption, Share and Tweet, then TAGS", async () => {
    const slug = "india-vs-south-africa-final-the-match-in-graphics";
    const page = await html(`/cricket-gallery/1415755/${slug}`);
    expect(page).toContain("<h1>India vs South Africa, Final: the match in graphics</h1>");
    const images = [...page.matchAll(/<img src="\/cricket-graphics\/v1\/1415755\/([a-z0-9-]+)\.svg"/g)].map((m) => m[1]);
    expect(images).toEqual(["summary", "worm", "manhattan", "partnerships-1", "partnerships-2", "performers"]);
    expect(page).toContain("India vs South Africa, Final: India won by 7 runs.");
    expect(page).toMatch(
      /href="https:\/\/x\.com\/intent\/tweet\?text=[^"]+" data-share-url="http:\/\/site\/cricket-gallery\/1415755\/[^"]+#photo-1"/,
    );
    expect(page).toContain(">TAGS</h2>");
    for (const tag of ["India", "South Africa", "ICC Men&#x27;s T20 World Cup 2024"]) expect(page).toContain(`>${tag}</a>`);
    expect(metaContent(page, "og:image")).toBe("http://site/cricket-graphics/v1/1415755/share.png");
  });

  test("a wrong or missing title redirects, an unknown id is a 404, a malformed one a 400", async () => {
    for (const path of ["/cricket-gallery/1415755/wrong", "/cricket-gallery/1415755"]) {
      const moved = await manual(path);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toBe("/cricket-gallery/1415755/india-vs-south-africa-final-the-match-in-graphics");
    }
    expect((await get("/cricket-gallery/999999/x")).status).toBe(404);
    expect((await get("/cricket-gallery/abc/x")).status).toBe(400);
  });
});

describe("the sitemap's galleries", () => {
  test("one entry per finished match by id, named by its page's headline; a replayed match's is left out until it ends", async () => {
    const off = createEmbeddedData(env.DB, { config: demoClockFromEnv({ DEMO_CLOCK: "off" }), now: () => Date.UTC(2026, 10, 25) });
    expect((await off.sitemapCounts()).galleries).toBe(3);
    const entries = await off.sitemapPage("galleries", 0, 10);
    expect(entries.map((e) => Number(e.id))).toEqual([...NEWEST_FIRST].reverse());
    const final = await off.gallery(1415755);
    expect(entries.at(-1)).toEqual({ id: "1415755", name: final!.headline, lastModified: Date.UTC(2024, 5, 29) });
    expect((await off.sitemapPage("galleries", 1, 2)).map((e) => e.id)).toEqual(["1415755"]);

    // The season replayed: mid-chase the final has no gallery (its page is a 404), once over it has.
    const config = demoClockFromEnv({ DEMO_SERIES: "ICC Men's T20 World Cup 2024", DEMO_EPOCH: "2026-11-01" });
    const slot = (await replayPlan(env.DB, { config, now: () => Date.UTC(2026, 10, 1) })).get(1415755)!;
    const at = (now: number) => createEmbeddedData(env.DB, { config, now: () => now });
    const midChase = at(slot.timeline.balls[1]![59]!);
    expect(await midChase.gallery(1415755)).toBeNull();
    expect((await midChase.sitemapCounts()).galleries).toBe(2);
    expect((await midChase.sitemapPage("galleries", 0, 10)).map((e) => e.id)).not.toContain("1415755");
    // (The replay then starts the season again: the earlier games are to come once more, so out of the list.)
    const over = at(slot.timeline.end + 1);
    const listed = (await over.sitemapPage("galleries", 0, 10)).map((e) => e.id);
    expect(listed).toContain("1415755");
    expect((await over.sitemapCounts()).galleries).toBe(listed.length);
    expect(await over.gallery(1415755)).not.toBeNull();
  });
});

describe("a match's photos", () => {
  test("its photos page and Photos tab show its gallery; series and team tabs and home read the same", async () => {
    const photos = await html(`/cricket-match-photos/1415755/${finalSlug}`);
    expect(cardIds(photos)).toEqual([1415755]);
    expect((await manual("/cricket-match-photos/1415755/x")).status).toBe(301);
    expect((await get("/cricket-match-photos/999999/x")).status).toBe(404);
    const tab = await html(`/live-cricket-scores/1415755/${finalSlug}/photos`);
    expect(tab.match(/<ul class="photo-grid">.*?<\/ul>/s)?.[0].match(/<img /g)).toHaveLength(6);
    const home = await html("/");
    expect(home).toContain("LATEST PHOTOS");
    expect(cardIds(home).length).toBeGreaterThan(0);
  });
});

describe("graphics as files", () => {
  test("a finished match's SVG is immutable and says its numbers", async () => {
    const response = await get("/cricket-graphics/v1/1415755/worm.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toContain("immutable");
    const svg = await response.text();
    expect(svg).toContain(">IND 176/7<");
    expect(svg).toContain(">RSA 169/8<");
    expect((await get("/cricket-graphics/v1/1415755/manhattan-3.svg")).status).toBe(404);
    expect((await get("/cricket-graphics/v1/999999/worm.svg")).status).toBe(404);
    expect((await get("/cricket-graphics/v1/1415755/worm.gif")).status).toBe(400);
  });

  test("the match page's og:image is an absolute PNG URL answering a 1200×630 PNG", async () => {
    const page = await html(`/live-cricket-scores/1415755/${finalSlug}`);
    const image = metaContent(page, "og:image")!;
    expect(image).toBe("http://site/cricket-graphics/v1/1415755/share.png");
    expect(metaContent(page, "og:image:width")).toBe("1200");
    expect(metaContent(page, "og:image:height")).toBe("630");
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const response = await get(new URL(image).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join("")).toBe("PNG");
    const view = new DataView(bytes.buffer);
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);
  });
});
