import { data, type RouterContextProvider } from "react-router";
import { editorGalleryCount, editorGallerySitemapPage } from "../../backend/media/galleries.server.ts";
import { publicEditorStories } from "../../backend/news/newsroom.server.ts";
import { workerContext } from "../../context.server.ts";
import { SITEMAP_KINDS, SourceError, type SitemapKind } from "../../data/contract.ts";
import { galleryHref } from "../../data/gallery-path.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { storyPath } from "../../data/story-path.ts";
import { matchHref } from "../../shell/match-links.ts";
import { profileHref, seriesHref } from "../../shell/paths.ts";
import { teamHref } from "../../shell/teams.ts";

/** Addresses per sitemap file: well under the protocol's 50,000, so one file is one bounded D1 read. */
export const SITEMAP_PAGE = 10_000;

/**
 * The children of the sitemap index: the source's kinds (its generated galleries among them:
 * "galleries"), then the editors' stories ("stories") and published galleries ("editor-galleries").
 */
export const SITEMAP_CHILDREN = [...SITEMAP_KINDS, "stories", "editor-galleries"] as const;
export type SitemapChild = (typeof SITEMAP_CHILDREN)[number];

export function feedContext(context: Readonly<RouterContextProvider>, request: Request) {
  const { env, ctx } = context.get(workerContext);
  return { db: env.DB, cricket: cricketDataFor(env, ctx), origin: new URL(request.url).origin };
}
type Feed = ReturnType<typeof feedContext>;

/**
 * A feed whose source cannot answer (the provider is down and nothing is kept) says so with 503
 * and when to come back, as crawlers and feed readers expect, instead of failing with 500.
 */
export function feedUnavailable<T>(read: Promise<T>, what: string): Promise<T> {
  return read.catch((error: unknown) => {
    if (!(error instanceof SourceError)) throw error;
    console.error(`${what}: ${error.message}`);
    throw data(`The ${what} is unavailable for the moment. Please try again later.`, { status: 503, headers: { "retry-after": "300" } });
  });
}

/** Every public editors' story is listed; a limit keeps one file bounded. */
export async function editorStoryCount(db: D1Database, now: number): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM site_stories WHERE status = 'published' AND published_time <= ?")
    .bind(now)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** How many files each child needs (at least one each, so every child answers). */
export async function childPages(feed: Feed, now: number): Promise<{ child: SitemapChild; pages: number }[]> {
  const [counts, stories, galleries] = await Promise.all([
    feed.cricket.sitemapCounts(),
    editorStoryCount(feed.db, now),
    editorGalleryCount(feed.db, now),
  ]);
  const all: Record<SitemapChild, number> = { ...counts, stories, "editor-galleries": galleries };
  return SITEMAP_CHILDREN.map((child) => ({ child, pages: Math.max(1, Math.ceil(all[child] / SITEMAP_PAGE)) }));
}

const PATH_OF: Record<SitemapKind, (entry: { id: string; name: string }) => string> = {
  matches: (e) => matchHref({ id: Number(e.id), slug: e.name }),
  series: (e) => seriesHref(e),
  teams: (e) => teamHref({ id: Number(e.id), name: e.name }),
  players: (e) => profileHref(e),
  reports: (e) => storyPath({ id: `report-${e.id}`, headline: "", slug: e.name }),
  galleries: (e) => galleryHref({ id: Number(e.id), headline: e.name }),
};

/** One child file's addresses (site paths) with their last change. */
export async function childEntries(feed: Feed, child: SitemapChild, page: number, now: number) {
  if (child === "stories") {
    const stories = await feed.db
      .prepare(
        `SELECT id, headline, published_time, updated_time FROM site_stories WHERE status = 'published' AND published_time <= ?
         ORDER BY id LIMIT ? OFFSET ?`,
      )
      .bind(now, SITEMAP_PAGE, page * SITEMAP_PAGE)
      .all<{ id: number; headline: string; published_time: number; updated_time: number | null }>();
    return stories.results.map((s) => ({
      path: storyPath({ id: `story-${s.id}`, headline: s.headline }),
      lastModified: s.updated_time ?? s.published_time,
    }));
  }
  if (child === "editor-galleries") {
    const galleries = await editorGallerySitemapPage(feed.db, page, SITEMAP_PAGE, now);
    return galleries.map((g) => ({ path: galleryHref(g), lastModified: g.lastModified }));
  }
  const entries = await feed.cricket.sitemapPage(child, page, SITEMAP_PAGE);
  return entries.map((entry) => ({ path: PATH_OF[child](entry), lastModified: entry.lastModified }));
}

/** Google News: articles of the last two days, newest first, at most 1,000. */
export const NEWS_WINDOW = 2 * 86_400_000;
const NEWS_LIMIT = 1000;

export async function recentArticles(feed: Feed, now: number) {
  const since = now - NEWS_WINDOW;
  const editors = await publicEditorStories(feed.db, { now, limit: NEWS_LIMIT });
  const source = [];
  // The source's latest news, page after page, until a page reaches past the window.
  let olderThan: number | undefined;
  for (let pages = 0; pages < 20; pages += 1) {
    const list = await feed.cricket.latestNews(olderThan === undefined ? {} : { olderThan });
    source.push(...list.stories);
    const last = list.stories.at(-1);
    if (!last || !list.next || last.publishedTime < since) break;
    olderThan = last.publishedTime;
  }
  return [...editors, ...source]
    .filter((story) => story.publishedTime >= since)
    .sort((a, b) => b.publishedTime - a.publishedTime)
    .slice(0, NEWS_LIMIT);
}
