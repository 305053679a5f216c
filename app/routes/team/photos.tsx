import { useLoaderData, type MetaDescriptor } from "react-router";
import { PhotosTab } from "../../shell/GalleryCards.tsx";
import { galleryCursor } from "../../shell/gallery-cursor.ts";
import { withEditorsGalleries } from "../../backend/media/galleries.server.ts";
import { workerContext } from "../../context.server.ts";
import type { Route } from "./+types/photos";
import { tabMeta } from "./meta.ts";
import { loadTeam } from "./team.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket, canonical } = await loadTeam(context, params, request);
  const before = galleryCursor(request);
  const page = await withEditorsGalleries(context.get(workerContext).env.DB, cricket).galleries({
    teamId: id,
    ...(before === null ? {} : { before }),
  });
  return { ...page, canonical };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/photos", "Photos");
}

/** The team's galleries (its finished matches in graphics), older ones a page away; 'No Data' when none (docs/product/content-areas.md#team-page). */
export default function TeamPhotos() {
  const { galleries, next, canonical } = useLoaderData<typeof loader>();
  return <PhotosTab galleries={galleries} next={next} olderHref={`${canonical}/photos`} area="team" />;
}
