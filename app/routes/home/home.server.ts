import { type CachedCricketData, type Freshness, stalest } from "../../data/cache.server.ts";
import type { MatchSummary, ScheduleEntry, Story } from "../../data/schemas.ts";
import type { GalleryCard } from "../../data/gallery-schemas.ts";
import { adsForPage, type AdSize, type SlotAd } from "../../backend/ads/ads.server.ts";
import { cmsStories, contentBlocks, type ContentBlocks, type ContentItem } from "../../backend/site/content.server.ts";
import { activeVideos, type Video } from "../../backend/media/videos.server.ts";
import { withMatchLinks, type Linked } from "../../shell/video-links.server.ts";
import { withEditorsGalleries } from "../../backend/media/galleries.server.ts";
import { seriesHref } from "../../shell/shell.server.ts";

/** docs/product/site-and-accounts.md#constants: at most 15 schedule entries on home. */
export const HOME_SCHEDULE_ENTRIES = 15;
const TOP_STORIES = 6;
const LATEST_NEWS = 10;
/** Home's Latest Photos block: 4 galleries (docs/product/site-and-accounts.md#constants). */
const LATEST_PHOTOS = 4;
const FEATURED_VIDEOS = 5;

export interface QuickAccessItem {
  itemName: string;
  href: string;
}

/** The home page's main data (docs/product/site-and-accounts.md#home: homepage stories, slider matches, quick access). */
export interface HomeMain {
  matches: MatchSummary[];
  /** top stories, each with its card type (NewsBig, RSNewsBig, NewsSmall) */
  homepage: Story[];
  latestNews: Story[];
  quickAccessList: QuickAccessItem[];
  latestPhotos: GalleryCard[];
  /** set when the source is failing and some of this is the last good data (issue 16) */
  stale: Freshness | null;
  /** the source could not list matches, or news, even stale: each section says so on its own (issue 32) */
  matchesUnavailable: boolean;
  newsUnavailable: boolean;
}

export interface HomeSide {
  schedule: ScheduleEntry[];
  /** the editors' first videos (docs/product/site-and-accounts.md#home: five entries) */
  featuredVideos: Linked<Video>[];
  specials: ContentItem[];
  ads: Record<AdSize, SlotAd[]>;
  /** set when the schedule is the last good one, its source failing */
  stale: Freshness | null;
}

export { storyHref } from "../../backend/site/public.ts";

/**
 * The latest stories: the source's latest news (embedded: the reports of the latest finished
 * matches, kept in D1 by decision 033; upstream: the provider's latest news) and the editors'
 * stories, newest first, with the source value they were read from (for the page's "Last updated"
 * note). One cached call: reading the report of each recent match instead (a dozen cache reads and
 * parses) cost about a third of a render.
 */
export async function latestStories(
  data: CachedCricketData,
  db: D1Database,
  now: number,
  limit: number,
): Promise<{ stories: Story[]; sources: unknown[] }> {
  const [news, cms] = await Promise.all([data.latestNews(), cmsStories(db, now, limit)]);
  const stories = [...news.stories, ...cms]
    .filter((s) => s.publishedTime <= now)
    .sort((a, b) => b.publishedTime - a.publishedTime)
    .slice(0, limit);
  return { stories, sources: [news] };
}

/** Card types for the top stories: a big lead, a big right-side card, then small cards. */
export function withCardTypes(stories: Story[]): Story[] {
  return stories.map((story, i) => ({ ...story, cardType: i === 0 ? "NewsBig" : i === 1 ? "RSNewsBig" : "NewsSmall" }));
}

/** Series of the slider's matches first (the cricket being played), then the CMS entries. */
export function quickAccess(matches: MatchSummary[], cms: ContentItem[]): QuickAccessItem[] {
  const items: QuickAccessItem[] = [];
  const seen = new Set<number>();
  for (const match of matches) {
    if (seen.has(match.series.id) || seen.size >= 4) continue;
    seen.add(match.series.id);
    items.push({ itemName: match.series.name, href: seriesHref(match.series) });
  }
  return [...items, ...cms.map((c) => ({ itemName: c.title, href: c.linkUrl }))];
}

export async function loadHomeMain(
  data: CachedCricketData,
  db: D1Database,
  now: number,
  blocks: Promise<ContentBlocks>,
): Promise<HomeMain> {
  // Each section fails alone (issue 32): a failing news call never empties the matches, nor the other way round.
  const [sliderMatches, latestOrNull, content, photos] = await Promise.all([
    data.sliderMatches().catch(unavailable("home's matches")),
    latestStories(data, db, now, LATEST_NEWS).catch(unavailable("home's news")),
    blocks,
    // A failed photo call yields nothing (docs/product/site-and-accounts.md#source-requests), never the whole column.
    withEditorsGalleries(db, data)
      .galleries({ limit: LATEST_PHOTOS })
      .catch(() => ({ galleries: [] })),
  ]);
  const matches = sliderMatches ?? [];
  const latest = latestOrNull ?? { stories: [], sources: [] };
  // The home page shows headlines and intros: the report bodies stay on the story pages.
  const brief = latest.stories.map((story) => ({ ...story, body: [] }));
  return {
    matches,
    homepage: withCardTypes(brief.slice(0, TOP_STORIES)),
    latestNews: brief.map((story, i) => (i < TOP_STORIES ? story : { ...story, intro: "" })),
    quickAccessList: quickAccess(matches, content["quick-access"]),
    latestPhotos: photos.galleries,
    stale: stalest(data, [matches, ...latest.sources]),
    matchesUnavailable: sliderMatches === null,
    newsUnavailable: latestOrNull === null,
  };
}

/** A failed section's value: null, its cause logged (readers see a neutral note). */
const unavailable =
  (what: string) =>
  (error: unknown): null => {
    console.error(`${what}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  };

export async function loadHomeSide(
  data: CachedCricketData,
  db: D1Database,
  now: number,
  blocks: Promise<ContentBlocks>,
): Promise<HomeSide> {
  const [schedule, content, ads, videos] = await Promise.all([
    data.internationalSchedule().catch(() => null),
    blocks,
    adsForPage(db, "/", now),
    activeVideos(db, FEATURED_VIDEOS).then((videos) => withMatchLinks(data, videos)),
  ]);
  return {
    schedule: (schedule ?? []).slice(0, HOME_SCHEDULE_ENTRIES),
    featuredVideos: videos,
    specials: content.specials,
    ads,
    stale: stalest(data, [schedule]),
  };
}

export { contentBlocks };
