import { z } from "zod";

/**
 * Photo galleries (docs/product/content-areas.md#photo-galleries). A
 * gallery of a finished match is generated ("match in graphics"): its photos are the match's
 * graphics, each `imageId` "match-{matchId}-{graphic}" (graphicImageId); a provider's photos
 * carry the provider's image ids.
 */
/** One stored size of an editor's photo: where it is served from and its pixels (for srcset). */
export const photoVariantSchema = z.object({ src: z.string(), width: z.number().int().positive(), height: z.number().int().positive() });
export type PhotoVariant = z.infer<typeof photoVariantSchema>;

export const galleryCardSchema = z.object({
  id: z.number().int().positive(),
  headline: z.string(),
  /** the cover photo */
  imageId: z.string().nullable(),
  /** UTC ms; the list's paging cursor */
  publishedTime: z.number().int(),
  /** the match the gallery is of, when it is one's */
  matchId: z.number().int().nullable(),
  /** an editor's gallery: its cover photo's sizes, narrowest first (the imageId is then "photo-{n}") */
  cover: z.array(photoVariantSchema).optional(),
});
export type GalleryCard = z.infer<typeof galleryCardSchema>;

export const galleryPageSchema = z.object({
  /** newest first */
  galleries: z.array(galleryCardSchema),
  /** the `before` of the next, older page: the last gallery's publishedTime; null at the end */
  next: z.number().int().nullable(),
});
export type GalleryPage = z.infer<typeof galleryPageSchema>;

export const galleryDetailSchema = galleryCardSchema.extend({
  photos: z.array(
    z.object({
      imageId: z.string(),
      caption: z.string(),
      /** an editor's photo: its sizes, narrowest first (decision 029) */
      variants: z.array(photoVariantSchema).optional(),
    }),
  ),
  tags: z.array(z.object({ itemName: z.string() })),
  /** an editor's gallery: its introduction, plain text */
  intro: z.string().optional(),
});
export type GalleryDetail = z.infer<typeof galleryDetailSchema>;

export interface GalleryQuery {
  /** a publishedTime: galleries published before it */
  before?: number;
  seriesId?: number;
  teamId?: number;
  /** fewer than a page (home's and a team's latest photos) */
  limit?: number;
}

/** How many galleries one page of a list holds. */
export const GALLERY_PAGE = 12;

/** The image id of a match's generated graphic. */
export const graphicImageId = (matchId: number, graphic: string) => `match-${matchId}-${graphic}`;

/** The match and graphic of a generated image id; null for any other image. */
export function parseGraphicImageId(imageId: string): { matchId: number; graphic: string } | null {
  const found = /^match-(\d{1,9})-([a-z]+(?:-\d{1,2})?)$/.exec(imageId);
  return found ? { matchId: Number(found[1]), graphic: found[2]! } : null;
}
