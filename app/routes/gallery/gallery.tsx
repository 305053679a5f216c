import { data, Link, redirect, useLoaderData, type MetaDescriptor } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { galleryHref, imageSrc, SizedPhoto } from "../../shell/GalleryCards.tsx";
import { pageMeta } from "../../shell/page-meta.ts";
import { galleryShareImage } from "../../shell/share-image.ts";
import type { Route } from "./+types/gallery";
import { gallerySource, idParam } from "./gallery.server.ts";
import "./gallery.css";

export const handle: PageHandle = { enhancer: "contentPage" };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idParam(params.id, "gallery");
  const { cricket, galleries, origin } = gallerySource(context, request);
  const gallery = await galleries.gallery(id);
  if (!gallery) throw data("Content not found", { status: 404 });
  const path = galleryHref(gallery);
  // One address per gallery: a missing or outdated title redirects to it.
  if (params.slug !== path.split("/").pop()) throw redirect(path, 301);
  const match = gallery.matchId ? await cricket.match(gallery.matchId) : null;
  return { gallery, origin, path, match };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Gallery Details | Cricket Edge" }];
  const { gallery, origin, path, match } = loaderData;
  const description = gallery.photos.map((photo) => photo.caption).find(Boolean) ?? gallery.headline;
  const image = galleryShareImage(origin, gallery, match);
  return pageMeta({
    title: `${gallery.headline} | Cricket Edge`,
    description,
    url: `${origin}${path}`,
    type: "article",
    ...(image ? { image } : {}),
    jsonLd: {
      "@type": "ImageGallery",
      name: gallery.headline,
      url: `${origin}${path}`,
      datePublished: new Date(gallery.publishedTime).toISOString(),
      keywords: gallery.tags.map((tag) => tag.itemName).join(", "),
      image: gallery.photos.flatMap((photo) => {
        const src = photo.variants?.at(-1)?.src ?? imageSrc(photo.imageId);
        return src ? [{ "@type": "ImageObject", contentUrl: `${origin}${src}`, caption: photo.caption }] : [];
      }),
    },
  });
}

/** An X/Twitter intent: the no-script Share and the Tweet button (docs/product/content-areas.md#photo-galleries: Share and Tweet). */
const tweetUrl = (text: string, url: string) => `https://x.com/intent/tweet?${new URLSearchParams({ text, url })}`;

/**
 * A gallery (docs/product/content-areas.md#photo-galleries): the headline, each photo with its caption, Share (the
 * device's share sheet with the page's script, an X/Twitter intent without) and Tweet, then TAGS.
 */
export default function GalleryDetail() {
  const { gallery, origin, path, match } = useLoaderData<typeof loader>();
  return (
    <article className="gallery-page">
      <h1>{gallery.headline || "Gallery Details"}</h1>
      {match && (
        <p className="gallery-page__match">
          <Link to={`/live-cricket-scores/${match.id}/${match.slug}/scorecard`}>Scorecard</Link>
          {" · "}
          <Link to={`/cricket-match-photos/${match.id}/${match.slug}`}>All photos of this match</Link>
        </p>
      )}
      {gallery.intro && <p className="gallery-page__intro">{gallery.intro}</p>}
      {gallery.photos.length === 0 ? (
        <p className="empty">There are no photos in this gallery.</p>
      ) : (
        <ol className="gallery-photos">
          {gallery.photos.map((photo, i) => {
            const src = imageSrc(photo.imageId);
            const anchor = `photo-${i + 1}`;
            const url = `${origin}${path}#${anchor}`;
            const text = photo.caption || gallery.headline;
            return (
              <li key={photo.imageId} id={anchor} className="gallery-photo">
                <figure>
                  {photo.variants && photo.variants.length > 0 ? (
                    <a href={photo.variants.at(-1)!.src}>
                      <SizedPhoto
                        variants={photo.variants}
                        alt={text}
                        // shown at most 1000 px wide, and never wider than its largest size
                        sizes={`min(100vw, ${Math.min(1000, photo.variants.at(-1)!.width)}px)`}
                        loading={i < 2 ? "eager" : "lazy"}
                      />
                    </a>
                  ) : src ? (
                    // A graphic is never shown so small its text is under 12 px: a narrow screen scrolls it.
                    <a href={src} className="gallery-photo__graphic">
                      <img src={src} alt={text} width={1200} height={675} loading={i < 2 ? "eager" : "lazy"} decoding="async" />
                    </a>
                  ) : (
                    <span className="gallery-photo__none">Image {photo.imageId} (the provider's image is not served here)</span>
                  )}
                  <figcaption>{photo.caption}</figcaption>
                </figure>
                <p className="gallery-photo__share">
                  <a
                    className="button"
                    href={tweetUrl(text, url)}
                    data-share-url={url}
                    data-share-title={text}
                    rel="noopener"
                    target="_blank"
                  >
                    Share
                  </a>
                  <a className="button" href={tweetUrl(text, url)} rel="noopener" target="_blank">
                    Tweet
                  </a>
                  {src && !photo.variants && (
                    <a className="gallery-photo__png" href={src.replace(/\.svg$/, ".png")} download>
                      PNG
                    </a>
                  )}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {gallery.tags.length > 0 && (
        <section className="gallery-tags" aria-labelledby="gallery-tags">
          <h2 id="gallery-tags">TAGS</h2>
          <ul>
            {gallery.tags.map((tag) => (
              <li key={tag.itemName}>
                <Link to={`/search?q=${encodeURIComponent(tag.itemName)}`}>{tag.itemName}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
