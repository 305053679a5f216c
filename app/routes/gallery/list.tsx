import { Link, useLoaderData, type MetaDescriptor } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { GalleryCards } from "../../shell/GalleryCards.tsx";
import { galleryCursor } from "../../shell/gallery-cursor.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/list";
import { gallerySource } from "./gallery.server.ts";
import "./gallery.css";

export const handle: PageHandle = { enhancer: "contentPage" };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

const PATH = "/cricket-photo-gallery";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { galleries, origin } = gallerySource(context, request);
  const before = galleryCursor(request) ?? undefined;
  try {
    const page = await galleries.galleries(before === undefined ? {} : { before });
    return { ...page, before: before ?? null, origin, failed: false };
  } catch {
    return { galleries: [], next: null, before: before ?? null, origin, failed: true };
  }
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  const origin = loaderData?.origin ?? "";
  return pageMeta({
    title: "Cricket Photo Galleries | Cricket Edge",
    description: "Every finished match in graphics: score summaries, worms, manhattans, partnerships and top performers.",
    url: `${origin}${PATH}${loaderData?.before ? `?before=${loaderData.before}` : ""}`,
    jsonLd: { "@type": "CollectionPage", name: "Cricket Photo Galleries", url: `${origin}${PATH}` },
  });
}

/**
 * The galleries, newest first (docs/product/content-areas.md#photo-galleries): a page at a time by the last gallery's publishedTime;
 * with the page's script the next page is appended as "Older galleries" comes into view, one load
 * at a time (app/enhance/feed.ts); without it, the link is a plain next page.
 */
export default function GalleryList() {
  const { galleries, next, before, failed } = useLoaderData<typeof loader>();
  return (
    <div className="gallery-page">
      <h1>Cricket Photo Galleries</h1>
      {failed ? (
        <p className="empty">Failed to load photos. Please try again.</p>
      ) : galleries.length === 0 ? (
        <p className="empty">No Data</p>
      ) : (
        <div data-feed="">
          <GalleryCards galleries={galleries} lead />
          {next && (
            <div className="gallery-page__more" data-load-more="">
              <Link to={`${PATH}?before=${next}`} rel="next">
                Older galleries
              </Link>
            </div>
          )}
        </div>
      )}
      {before && (
        <nav className="gallery-page__more" aria-label="More galleries">
          <Link to={PATH}>Latest galleries</Link>
        </nav>
      )}
    </div>
  );
}
