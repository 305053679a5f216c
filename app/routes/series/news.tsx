import { data, Link, useLoaderData, type MetaDescriptor } from "react-router";
import { SeriesStories } from "./components/SeriesStories.tsx";
import type { Route } from "./+types/news";
import { tabMeta } from "./meta.ts";
import { loadSeries } from "./series.server.ts";

/** A story id as a page cursor: letters, digits and dashes (a report is `report-{matchId}`). */
const CURSOR = /^[A-Za-z0-9-]{1,80}$/;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket, canonical } = await loadSeries(context, params, request);
  const before = new URL(request.url).searchParams.get("before") ?? undefined;
  if (before !== undefined && !CURSOR.test(before)) throw data(`before must be a story id, not "${before.slice(0, 40)}"`, { status: 400 });
  const news = await cricket.seriesNews(id, before ? { before } : {});
  return { canonical, stories: news?.stories ?? [], next: news?.next ?? null, before: before ?? null, now: Date.now() };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/news", "News");
}

/** The series' stories, newest first (match reports included), a page at a time with plain links. */
export default function SeriesNewsTab() {
  const { canonical, stories, next, before, now } = useLoaderData<typeof loader>();
  return (
    <section className="series-news" aria-labelledby="series-news-title">
      <h2 id="series-news-title" className="series__section-title">
        News
      </h2>
      <SeriesStories stories={stories} now={now} />
      {(before || next) && (
        <nav className="series-news__pages" aria-label="More stories">
          {before && <Link to={`${canonical}/news`}>Latest stories</Link>}
          {next && (
            <Link to={`${canonical}/news?before=${encodeURIComponent(next)}`} rel="next">
              Older stories
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
