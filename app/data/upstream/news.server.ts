import { z } from "zod";
import type { NewsData, SitemapData } from "../contract.ts";
import { storyListSchema, storySchema, type Story, type StoryList } from "../schemas.ts";
import type { UpstreamClient } from "./client.server.ts";
import { validId } from "./common.server.ts";
import { parseMatchInfo } from "./match-center.server.ts";
import { epochMs, int, mapChecked, optBool, optEpoch, optInt, optStr, parseWire, withoutAds } from "./wire.server.ts";

/**
 * News and photos.
 * - `news/v1/index`, `series/v1/{id}/news` (also the match News tab, docs/product/match-pages.md#source-calls): `storyList[]` of
 *   `{story: {id, hline, intro, pubTime, storyType, imageId, context, coverImage}}` mixed with
 *   `{ad}` entries (skipped). Older pages: `?lastId={id of the last story shown}`.
 * - `news/v1/detail/{id}`: `{id, headline, intro, context, publishTime, coverImage, content:
 *   [{content: {contentType, contentValue}} | {ad}], format: [{type, value: [{id: "@L0$", value}]}]}`;
 *   the body is the text paragraphs with `@L0$`-style placeholders resolved to their link text.
 * - `photos/v1/index`: `photoGalleryInfoList[]` of `{photoGalleryInfo: {galleryId, headline,
 *   imageId, publishedTime}}` mixed with ads. Older pages: `?timestamp={publishedTime of the last
 *   gallery}` (docs/product/site-and-accounts.md#source-requests).
 *
 * A story list has no card type (the home feed's "NewsBig" / "NewsSmall"): cardType is the story's
 * `cardType` when the provider sends one, else "". Stories are not tied to a match in these
 * responses (matchId null); seriesId is the series asked for, when there was one.
 */

const storyWire = z.object({
  id: int,
  hline: optStr,
  headline: optStr,
  intro: optStr,
  pubtime: optEpoch,
  publishtime: optEpoch,
  storytype: optStr,
  cardtype: optStr,
  imageid: optInt,
  context: optStr,
  coverimage: z.object({ id: optStr }).optional().catch(undefined),
  seriesid: optInt,
  matchid: optInt,
});
type StoryWire = z.infer<typeof storyWire>;

export const storyListWire = z.object({
  storylist: withoutAds("story", storyWire).optional().default([]),
});

function storyFrom(story: StoryWire, seriesId: number | null, body: string[] = []): Story {
  const headline = (story.hline ?? story.headline ?? "").trim();
  if (headline === "") throw new Error(`story ${story.id} without a headline`);
  const published = story.pubtime ?? story.publishtime;
  if (published === undefined) throw new Error(`story ${story.id} without a publish time`);
  const image = story.imageid ? String(story.imageid) : story.coverimage?.id?.trim() || null;
  return {
    id: String(story.id),
    headline,
    intro: (story.intro ?? "").trim(),
    body,
    cardType: story.cardtype?.trim() ?? "",
    context: (story.context ?? "").trim(),
    publishedTime: published,
    imageId: image,
    matchId: story.matchid ?? null,
    seriesId: story.seriesid ?? seriesId,
  };
}

/** A story list; `next` is the last story's id (pass it back as `before`), null on an empty page. */
export function storyListFromJson(json: unknown, context: { seriesId?: number } = {}): StoryList {
  const wire = parseWire(storyListWire, json, "story list");
  return mapChecked(storyListSchema, "story list", () => {
    const stories = wire.storylist.map((s) => storyFrom(s, context.seriesId ?? null));
    return { stories, next: stories.at(-1)?.id ?? null };
  });
}

const storyDetailWire = storyWire.extend({
  content: withoutAds("content", z.object({ contenttype: optStr, contentvalue: optStr, hasformat: optBool }))
    .optional()
    .default([]),
  format: z
    .array(
      z.object({
        type: optStr,
        value: z
          .array(z.object({ id: optStr, value: optStr }))
          .optional()
          .default([]),
      }),
    )
    .optional()
    .catch(undefined),
});

/** One story with its text paragraphs; link placeholders become their link text. */
export function storyFromJson(json: unknown): Story {
  const wire = parseWire(storyDetailWire, json, "story");
  return mapChecked(storySchema, "story", () => {
    // "links" carry the words shown; "urls" the addresses (not shown in plain text).
    const replacements = new Map<string, string>();
    for (const format of wire.format ?? []) {
      for (const entry of format.value) {
        if (!entry.id || entry.value === undefined) continue;
        if (format.type === "links" || !replacements.has(entry.id)) replacements.set(entry.id, entry.value);
      }
    }
    const body = wire.content
      .filter((c) => (c.contenttype ?? "text") === "text" && c.contentvalue)
      .map((c) => {
        let text = c.contentvalue!;
        for (const [id, value] of replacements) text = text.split(id).join(value);
        return text.replace(/<[^>]*>/g, "").trim();
      })
      .filter((text) => text !== "");
    return storyFrom(wire, null, body);
  });
}

// ── Photos ─────────────────────────────────────────────────────────────────────────────────────

export const gallerySchema = z.object({
  id: z.number().int(),
  headline: z.string(),
  imageId: z.string().nullable(),
  publishedTime: z.number().int(),
});
export type Gallery = z.infer<typeof gallerySchema>;

const photosWire = z.object({
  photogalleryinfolist: withoutAds(
    "photogalleryinfo",
    z.object({ galleryid: int, headline: optStr, imageid: optInt, publishedtime: epochMs }),
  )
    .optional()
    .default([]),
});

export function galleriesFromJson(json: unknown): Gallery[] {
  const wire = parseWire(photosWire, json, "photo galleries");
  return mapChecked(z.array(gallerySchema), "photo galleries", () =>
    wire.photogalleryinfolist.map((g) => ({
      id: g.galleryid,
      headline: (g.headline ?? "").trim(),
      imageId: g.imageid ? String(g.imageid) : null,
      publishedTime: g.publishedtime,
    })),
  );
}

/** The news area of the upstream source: a match's stories are its series' news. */
export function upstreamNews(client: UpstreamClient): NewsData {
  return {
    async matchNews(id, options = {}) {
      if (!validId(id)) return null;
      const info = await client.getMatch(`/mcenter/v1/${id}`);
      if (info === null) return null;
      const wire = parseMatchInfo(info);
      const seriesId = wire.seriesid ?? wire.series?.id ?? wire.matchheader?.seriesid;
      if (!seriesId) return { stories: [], next: null };
      const json = await client.get(`/series/v1/${seriesId}/news`, { lastId: options.before });
      return storyListFromJson(json, { seriesId });
    },

    // news/v1/detail/{id}: the provider's story ids are numbers; anything else (a report's or an
    // editor's id) is not the provider's.
    async story(id) {
      if (!/^[1-9]\d{0,11}$/.test(id)) return null;
      const json = await client.getMatch(`/news/v1/detail/${id}`);
      return json === null ? null : storyFromJson(json);
    },

    // news/v1/index[?lastId]: the provider pages by story id only, so `olderThan` filters its page.
    async latestNews(options = {}) {
      const lastId = options.before && /^[1-9]\d{0,11}$/.test(options.before) ? options.before : undefined;
      const list = storyListFromJson(await client.get("/news/v1/index", { lastId }));
      const olderThan = options.olderThan;
      return olderThan === undefined ? list : { ...list, stories: list.stories.filter((s) => s.publishedTime < olderThan) };
    },
  };
}

/**
 * The provider has no listing of every match, series or player (its endpoints are lists of the
 * moment) and no call listing its galleries, so the upstream source's sitemaps are empty: the
 * index then lists the site's own stories and editors' galleries.
 */
export function upstreamSitemap(): SitemapData {
  return {
    sitemapCounts: async () => ({ matches: 0, series: 0, teams: 0, players: 0, reports: 0, galleries: 0 }),
    sitemapPage: async () => [],
  };
}
