import { useLoaderData, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/home";
import { withEditorsGalleries } from "../../backend/media/galleries.server.ts";
import { GalleryCards } from "../../shell/GalleryCards.tsx";
import { NoData } from "./components/NoData.tsx";
import { TeamStories } from "./components/TeamStories.tsx";
import { tabMeta } from "./meta.ts";
import { editorsStories, mergeStories } from "./stories.server.ts";
import { loadTeam } from "./team.server.ts";

/** docs/product/content-areas.md#team-page: top stories 5, latest photos 4. */
export const TOP_STORIES = 5;
const LATEST_PHOTOS = 4;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, team, cricket, env } = await loadTeam(context, params, request);
  const now = Date.now();
  const [news, editors, photos] = await Promise.all([
    cricket.teamNews(id, { limit: TOP_STORIES }),
    editorsStories(env.DB, team.name, now),
    withEditorsGalleries(env.DB, cricket)
      .galleries({ teamId: id, limit: LATEST_PHOTOS })
      .catch(() => ({ galleries: [] })),
  ]);
  return { stories: mergeStories(news?.stories ?? [], editors).slice(0, TOP_STORIES), photos: photos.galleries, now };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "", "");
}

export default function TeamHome() {
  const { stories, photos, now } = useLoaderData<typeof loader>();
  return (
    <>
      <section aria-labelledby="team-top-stories">
        <h2 id="team-top-stories" className="team__section-title">
          Top Stories
        </h2>
        <TeamStories stories={stories} now={now} />
      </section>
      {photos.length === 0 ? (
        <NoData id="team-latest-photos" title="Latest Photos" />
      ) : (
        <section aria-labelledby="team-latest-photos">
          <h2 id="team-latest-photos" className="team__section-title">
            Latest Photos
          </h2>
          <GalleryCards galleries={photos} compact />
        </section>
      )}
    </>
  );
}
