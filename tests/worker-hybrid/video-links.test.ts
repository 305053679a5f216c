/**
 * Featured videos in the hybrid mode (issue 32's last finding): a video leading to a match page
 * links only when the match resolves: ours when D1 holds it, the provider's when the provider knows
 * it, our id for a provider match we also hold (decision 061); a match nobody knows shows unlinked.
 */
import { env } from "cloudflare:workers";
import { beforeAll, expect, test } from "vitest";
import { FINAL, importHistory, page, setFault } from "./hybrid-helpers.ts";
import { PROVIDER_LIVE_MATCH, TWIN_MATCH } from "./provider-answers.ts";

/** A seeded "Match Story" (migration 0003) of a match neither D1 (here) nor the provider holds. */
const NOBODYS = 1384439;

beforeAll(async () => {
  await setFault("none");
  await importHistory();
  await env.DB.prepare(
    `INSERT INTO videos (title, label, watch_url, position, is_active, published_time) VALUES
       ('The provider''s live match', 'Live', '/live-cricket-scores/${PROVIDER_LIVE_MATCH}/csk-vs-rcb', 0, 1, 0),
       ('The final under the provider''s id', 'Match Story', '/live-cricket-scores/${TWIN_MATCH}/ind-vs-rsa-final', 0, 1, 0)`,
  ).run();
  // A reader opens both matches first: a video waits at most VIDEO_MATCH_BUDGET_MS (1 s) for its match
  // to resolve, which a cold read (D1, and the provider's match centre for the twin) can exceed on a
  // loaded test machine; once read, both answer from the data cache, as they would for a visitor.
  expect((await page(`/live-cricket-scores/${FINAL}`)).status).toBe(200);
  expect((await page(`/live-cricket-scores/${TWIN_MATCH}`)).status).toBe(200);
});

/** The href of the card titled `title` on /cricket-videos, or null when it shows unlinked. */
function hrefOf(html: string, title: string): string | null {
  const card = html
    .split('class="videos__card"')
    .slice(1)
    .find((part) => part.includes(title.replaceAll("'", "&#x27;")));
  if (!card) throw new Error(`no card titled ${title}`);
  const link = /<a [^>]*class="videos__title"[^>]*>/.exec(card)?.[0];
  return link ? (/href="([^"]+)"/.exec(link)?.[1] ?? null) : null;
}

test("a video links to a match page only when the match resolves, and to our id of a match both know", async () => {
  const videos = await page("/cricket-videos");
  expect(videos.status).toBe(200);
  expect(hrefOf(videos.html, "India edge South Africa in the T20 World Cup final")).toMatch(new RegExp(`^/live-cricket-scores/${FINAL}/`));
  expect(hrefOf(videos.html, "The provider's live match")).toBe(`/live-cricket-scores/${PROVIDER_LIVE_MATCH}/csk-vs-rcb`);
  expect(hrefOf(videos.html, "The final under the provider's id")).toMatch(new RegExp(`^/live-cricket-scores/${FINAL}/`));
  expect(hrefOf(videos.html, "Australia beat India in the World Cup final in Ahmedabad")).toBeNull();
  expect(videos.html).not.toContain(`/live-cricket-scores/${NOBODYS}`);
  // Every match link the page has answers (after its canonical redirect) 200.
  for (const [, href] of videos.html.matchAll(/href="(\/live-cricket-scores\/[^"]+)"/g)) {
    expect([href, (await page(href!)).status]).toEqual([href, 200]);
  }
});

test("home's Featured Videos never lead to a match page that does not exist", async () => {
  const home = await page("/");
  expect(home.status).toBe(200);
  const featured = home.html.slice(home.html.indexOf('id="featured-videos"'), home.html.indexOf("More Videos"));
  expect(featured).toContain("The provider&#x27;s live match");
  expect(featured).toContain(`href="/live-cricket-scores/${PROVIDER_LIVE_MATCH}/csk-vs-rcb"`);
  expect(featured).not.toContain(`/live-cricket-scores/${NOBODYS}`);
  expect(featured).not.toContain(`/live-cricket-scores/${TWIN_MATCH}`);
});
