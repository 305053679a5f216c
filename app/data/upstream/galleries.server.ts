import { z } from "zod";
import type { GalleriesData } from "../contract.ts";
import { GALLERY_PAGE, galleryDetailSchema, type GalleryDetail } from "../gallery-schemas.ts";
import type { UpstreamClient } from "./client.server.ts";
import { validId } from "./common.server.ts";
import { galleriesFromJson } from "./news.server.ts";
import { mapChecked, optInt, optStr, parseWire } from "./wire.server.ts";

/**
 * The provider's photo galleries.
 * - `photos/v1/index[?timestamp={publishedTime of the last gallery}]`: the latest galleries
 *   (sample photos-v1-index); an empty answer ends the list (docs/product/content-areas.md#photo-galleries).
 * - `photos/v1/detail/{id}`: `{headline, photoGalleryDetails: [{imageId, caption}], tags:
 *   [{itemName}]}` (docs/product/content-areas.md#photo-galleries; no sample of it, so the path follows news/v1/detail's).
 * The provider has no per-series, per-team or per-match gallery call in the samples or the spec:
 * those lists are empty (the pages' empty texts), never guessed from headlines.
 */
const detailWire = z.object({
  headline: optStr,
  photogallerydetails: z
    .array(z.object({ imageid: optInt, caption: optStr }))
    .optional()
    .default([]),
  tags: z
    .array(z.object({ itemname: optStr }))
    .optional()
    .default([]),
  publishedtime: optInt,
});

export function galleryDetailFromJson(id: number, json: unknown): GalleryDetail {
  const wire = parseWire(detailWire, json, "gallery detail");
  return mapChecked(galleryDetailSchema, "gallery detail", () => {
    const photos = wire.photogallerydetails
      .filter((photo) => photo.imageid)
      .map((photo) => ({ imageId: String(photo.imageid), caption: (photo.caption ?? "").trim() }));
    return {
      id,
      headline: (wire.headline ?? "").trim() || "Gallery Details",
      imageId: photos[0]?.imageId ?? null,
      publishedTime: wire.publishedtime ?? 0,
      matchId: null,
      photos,
      tags: wire.tags.flatMap((tag) => (tag.itemname?.trim() ? [{ itemName: tag.itemname.trim() }] : [])),
    };
  });
}

export function upstreamGalleries(client: UpstreamClient): GalleriesData {
  return {
    async galleries(query = {}) {
      if (query.seriesId !== undefined || query.teamId !== undefined) return { galleries: [], next: null };
      const list = galleriesFromJson(await client.get("/photos/v1/index", { timestamp: query.before }));
      const limit = Math.max(1, Math.min(query.limit ?? GALLERY_PAGE, GALLERY_PAGE));
      const galleries = list.slice(0, query.limit ? limit : list.length).map((g) => ({ ...g, matchId: null }));
      return { galleries, next: galleries.length > 0 && !query.limit ? galleries.at(-1)!.publishedTime : null };
    },
    async gallery(id) {
      if (!validId(id)) return null;
      const json = await client.getMatch(`/photos/v1/detail/${id}`);
      return json === null ? null : galleryDetailFromJson(id, json);
    },
    async matchGalleries() {
      return [];
    },
  };
}
