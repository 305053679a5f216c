import { data, Link, redirect, useLoaderData, type MetaDescriptor } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { GalleryCards } from "../../shell/GalleryCards.tsx";
import { pageMeta } from "../../shell/page-meta.ts";
import { matchShareImage } from "../../shell/share-image.ts";
import type { Route } from "./+types/match-photos";
import { gallerySource, idParam } from "./gallery.server.ts";
import "./gallery.css";

export const handle: PageHandle = { enhancer: "contentPage" };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idParam(params.id, "match");
  const { cricket, galleries: all, origin } = gallerySource(context, request);
  const [match, galleries] = await Promise.all([cricket.match(id), all.matchGalleries(id)]);
  if (!match || !galleries) throw data("Content not found", { status: 404 });
  const path = `/cricket-match-photos/${id}/${match.slug}`;
  if (params.slug !== match.slug) throw redirect(path, 301);
  return { match, galleries, origin, path };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Match photos | Cricket Edge" }];
  const { match, origin, path } = loaderData;
  const name = `${match.teams[0].name} vs ${match.teams[1].name}, ${match.description}`;
  return pageMeta({
    title: `${name} - Photos | Cricket Edge`,
    description: `Photo galleries of ${name}, ${match.series.name}: the match in graphics.`,
    url: `${origin}${path}`,
    image: matchShareImage(origin, match),
    jsonLd: { "@type": "CollectionPage", name: `${name} photos`, url: `${origin}${path}` },
  });
}

/** A match's galleries (docs/product/site-and-accounts.md#routes lists the URL): its generated graphics once it is over. */
export default function MatchPhotos() {
  const { match, galleries } = useLoaderData<typeof loader>();
  const name = `${match.teams[0].name} vs ${match.teams[1].name}, ${match.description}`;
  return (
    <div className="gallery-page">
      <h1>{name}: photos</h1>
      <p className="gallery-page__match">
        <Link to={`/live-cricket-scores/${match.id}/${match.slug}`}>Match centre</Link>
        {" · "}
        <Link to="/cricket-photo-gallery">All galleries</Link>
      </p>
      {galleries.length === 0 ? (
        <p className="empty">There are no photos available for this match.</p>
      ) : (
        <GalleryCards galleries={galleries} lead />
      )}
    </div>
  );
}
