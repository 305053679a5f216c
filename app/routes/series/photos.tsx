import { data, Link, useLoaderData, type MetaDescriptor } from "react-router";
import { GalleryCards } from "../../shell/GalleryCards.tsx";
import type { Route } from "./+types/photos";
import { tabMeta } from "./meta.ts";
import { loadSeries } from "./series.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket, canonical } = await loadSeries(context, params, request);
  const raw = new URL(request.url).searchParams.get("before");
  if (raw !== null && !/^\d{1,15}$/.test(raw))
    throw data(`before must be a time in milliseconds, not "${raw.slice(0, 40)}"`, { status: 400 });
  const page = await cricket.galleries({ seriesId: id, ...(raw === null ? {} : { before: Number(raw) }) });
  return { ...page, canonical };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/photos", "Photos");
}

/** The series' galleries (its finished matches in graphics), older ones a page away; 'No Data' when none (spec 3). */
export default function SeriesPhotosTab() {
  const { galleries, next, canonical } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="series-photos-title">
      <h2 id="series-photos-title" className="series__section-title">
        Photos
      </h2>
      {galleries.length === 0 ? (
        <p className="empty">No Data</p>
      ) : (
        <div data-feed="">
          <GalleryCards galleries={galleries} compact />
          {next && (
            <p data-load-more="">
              <Link to={`${canonical}/photos?before=${next}`} rel="next">
                Older galleries
              </Link>
            </p>
          )}
        </div>
      )}
    </section>
  );
}
