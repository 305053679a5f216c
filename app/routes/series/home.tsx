import { useLoaderData } from "react-router";
import { SeriesStories } from "./components/SeriesStories.tsx";
import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/home";
import { tabMeta } from "./meta.ts";
import { loadSeries, seriesAds } from "./series.server.ts";
import { WithSeriesAd } from "./components/WithSeriesAd.tsx";
import { HomePointsTable } from "./components/HomePointsTable.tsx";

/** Top stories of the series on its Home tab (docs/product/content-areas.md#series-page: 5). */
export const TOP_STORIES = 5;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket, canonical } = await loadSeries(context, params, request);
  const [news, ads, table] = await Promise.all([cricket.seriesNews(id), seriesAds(context), cricket.pointsTable(id)]);
  return { stories: (news?.stories ?? []).slice(0, TOP_STORIES), now: Date.now(), ads, table, tableLink: `${canonical}/pointtable` };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "", "");
}

export default function SeriesHome() {
  const { stories, now, ads, table, tableLink } = useLoaderData<typeof loader>();
  // The series page's start shows the points table and rotates the series' ads (docs/product/content-areas.md#series-page).
  return (
    <WithSeriesAd ads={ads}>
      <section className="series-home" aria-labelledby="series-top-stories">
        <h2 id="series-top-stories" className="series__section-title">
          Top Stories
        </h2>
        <SeriesStories stories={stories} now={now} />
      </section>
      {table && <HomePointsTable table={table} to={tableLink} />}
    </WithSeriesAd>
  );
}
