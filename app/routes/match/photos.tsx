import { Link, useLoaderData } from "react-router";
import { galleryHref, imageSrc, SizedPhoto } from "../../shell/GalleryCards.tsx";
import { withEditorsGalleries } from "../../backend/media/galleries.server.ts";
import { workerContext } from "../../context.server.ts";
import type { Route } from "./+types/photos";
import { loadedMatch, partOf } from "./match.server.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { id, info, cricket: source } = await loadedMatch(context);
  // The match's generated gallery and the editors' galleries linked to it (decision 029).
  const cricket = withEditorsGalleries(context.get(workerContext).env.DB, source);
  const galleries = (await partOf(info, cricket.matchGalleries(id))) ?? [];
  // A match has one gallery or a few: their photos make the tab's grid.
  const details = await Promise.all(galleries.slice(0, 3).map((gallery) => cricket.gallery(gallery.id)));
  return { galleries: details.filter((detail) => detail !== null) };
}

/** Match photos (docs/product/match-pages.md#news-photos-and-live-blog): a 3-column grid of its galleries' photos (a finished match's graphics), or the spec's empty text. */
export default function PhotosTab() {
  const { galleries } = useLoaderData<typeof loader>();
  const photos = galleries.flatMap((gallery) => gallery.photos.map((photo, i) => ({ gallery, photo, i })));
  if (photos.length === 0) return <p className="empty match-body">There are no photos available for this match.</p>;
  return (
    <div className="match-body match-body--wide">
      <ul className="photo-grid">
        {photos.map(({ gallery, photo, i }) => {
          const src = imageSrc(photo.imageId);
          return (
            <li key={photo.imageId}>
              <Link to={`${galleryHref(gallery)}#photo-${i + 1}`}>
                {photo.variants && photo.variants.length > 0 ? (
                  <SizedPhoto variants={photo.variants} alt={photo.caption} sizes="(min-width: 1024px) 320px, 33vw" />
                ) : src ? (
                  <img src={src} alt={photo.caption} width={1200} height={675} loading="lazy" decoding="async" />
                ) : (
                  photo.caption
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <p>
        <Link to={galleryHref(galleries[0]!)}>Open the gallery with captions</Link>
      </p>
    </div>
  );
}
