import { useLoaderData, type MetaDescriptor } from "react-router";
import type { Route } from "./+types/home";
import { NoData } from "./components/NoData.tsx";
import { TeamStories } from "./components/TeamStories.tsx";
import { tabMeta } from "./meta.ts";
import { editorsStories, mergeStories } from "./stories.server.ts";
import { loadTeam } from "./team.server.ts";

/** Spec 3 §9: top stories 5, latest photos 4 (none exist yet: 'No Data'). */
export const TOP_STORIES = 5;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, team, cricket, env } = await loadTeam(context, params, request);
  const now = Date.now();
  const [news, editors] = await Promise.all([cricket.teamNews(id, { limit: TOP_STORIES }), editorsStories(env.DB, team.name, now)]);
  return { stories: mergeStories(news?.stories ?? [], editors).slice(0, TOP_STORIES), now };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "", "");
}

export default function TeamHome() {
  const { stories, now } = useLoaderData<typeof loader>();
  return (
    <>
      <section aria-labelledby="team-top-stories">
        <h2 id="team-top-stories" className="team__section-title">
          Top Stories
        </h2>
        <TeamStories stories={stories} now={now} />
      </section>
      <NoData id="team-latest-photos" title="Latest Photos" />
    </>
  );
}
