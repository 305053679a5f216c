import { useLoaderData } from "react-router";
import { SeriesStories } from "./components/SeriesStories.tsx";
import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/home";
import { tabMeta } from "./meta.ts";
import { loadSeries } from "./series.server.ts";

/** Top stories of the series on its Home tab (docs/product/content-areas.md#series-page: 5). */
export const TOP_STORIES = 5;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket } = await loadSeries(context, params, request);
  const news = await cricket.seriesNews(id);
  return { stories: (news?.stories ?? []).slice(0, TOP_STORIES), now: Date.now() };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "", "");
}

export default function SeriesHome() {
  const { stories, now } = useLoaderData<typeof loader>();
  return (
    <section className="series-home" aria-labelledby="series-top-stories">
      <h2 id="series-top-stories" className="series__section-title">
        Top Stories
      </h2>
      <SeriesStories stories={stories} now={now} />
    </section>
  );
}
