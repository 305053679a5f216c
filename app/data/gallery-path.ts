import { slugify } from "../cricket/slug.ts";
import type { GalleryCard } from "./gallery-schemas.ts";

/**
 * A gallery's page: /cricket-gallery/{id}/{headline as a slug} (docs/product/content-areas.md#photo-galleries). The one builder of the
 * address: the pages, the desk and the sitemaps (generated and editors' galleries alike) use it.
 */
export const galleryHref = (gallery: Pick<GalleryCard, "id" | "headline">) =>
  `/cricket-gallery/${gallery.id}/${slugify(gallery.headline) || "gallery"}`;
