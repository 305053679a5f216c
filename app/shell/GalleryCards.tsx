import { Link } from "react-router";
import { galleryHref } from "../data/gallery-path.ts";
import { type GalleryCard, type PhotoVariant, parseGraphicImageId } from "../data/gallery-schemas.ts";
import { graphicPath } from "./share-image.ts";
import "./gallery-cards.css";

/** A gallery's page (one builder for every caller: app/data/gallery-path.ts). */
export { galleryHref };

/** Where an image of a gallery is drawn from: a generated graphic's file; null for a provider's image (no host to show it from). */
export function imageSrc(imageId: string | null): string | null {
  const graphic = imageId ? parseGraphicImageId(imageId) : null;
  return graphic ? graphicPath(graphic.matchId, graphic.graphic) : null;
}

/** An editor's photo at its stored sizes (decision 029): the browser picks one by `sizes`; width and height are the largest's. */
export function SizedPhoto(props: {
  variants: PhotoVariant[];
  alt: string;
  sizes: string;
  loading?: "eager" | "lazy";
  /** "high" for the page's largest paint */
  fetchPriority?: "high";
  className?: string;
}) {
  const { variants, alt, sizes, loading = "lazy", fetchPriority, className } = props;
  const largest = variants.at(-1)!;
  return (
    <img
      src={largest.src}
      srcSet={variants.map((v) => `${v.src} ${v.width}w`).join(", ")}
      sizes={sizes}
      width={largest.width}
      height={largest.height}
      alt={alt}
      loading={loading}
      decoding="async"
      {...(fetchPriority ? { fetchPriority } : {})}
      {...(className ? { className } : {})}
    />
  );
}

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * Gallery cards in a wrapping grid (the list, a match's, a series' or team's Photos, home's LATEST
 * PHOTOS). `lead`: the cards are the page's main content, so the first card's image is its largest
 * paint and loads at once, first; the others wait until they are near the screen.
 */
export function GalleryCards({
  galleries,
  compact = false,
  lead = false,
}: {
  galleries: GalleryCard[];
  compact?: boolean;
  lead?: boolean;
}) {
  return (
    <ol className={`gallery-cards${compact ? " gallery-cards--compact" : ""}`}>
      {galleries.map((gallery, index) => {
        const src = imageSrc(gallery.imageId);
        const priority = lead && index === 0 ? ({ loading: "eager", fetchPriority: "high" } as const) : ({ loading: "lazy" } as const);
        return (
          <li key={gallery.id} data-key={gallery.id} className="gallery-card">
            <Link to={galleryHref(gallery)} className="gallery-card__link">
              {gallery.cover && gallery.cover.length > 0 ? (
                <SizedPhoto
                  variants={gallery.cover}
                  alt=""
                  sizes={compact ? "(min-width: 1024px) 240px, 50vw" : "(min-width: 1024px) 320px, 100vw"}
                  {...priority}
                  className="gallery-card__image"
                />
              ) : src ? (
                <img src={src} alt="" width={1200} height={675} {...priority} decoding="async" className="gallery-card__image" />
              ) : (
                <span className="gallery-card__image gallery-card__image--none" aria-hidden="true" />
              )}
              <span className="gallery-card__headline">{gallery.headline}</span>
            </Link>
            <time className="gallery-card__time" dateTime={new Date(gallery.publishedTime).toISOString()}>
              {DAY.format(new Date(gallery.publishedTime))}
            </time>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A series' or team's Photos tab: its galleries, older ones a page away (appended in place by the
 * page's script), 'No Data' when none (docs/product/content-areas.md#photo-galleries).
 */
export function PhotosTab(props: { galleries: GalleryCard[]; next: number | null; olderHref: string; area: "series" | "team" }) {
  const { galleries, next, olderHref, area } = props;
  return (
    <section aria-labelledby={`${area}-photos-title`}>
      <h2 id={`${area}-photos-title`} className={`${area}__section-title`}>
        Photos
      </h2>
      {galleries.length === 0 ? (
        <p className="empty">No Data</p>
      ) : (
        <div data-feed="">
          <GalleryCards galleries={galleries} compact />
          {next && (
            <p className={area === "team" ? "team__pages" : undefined} data-load-more="">
              <Link to={`${olderHref}?before=${next}`} rel="next">
                Older galleries
              </Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
