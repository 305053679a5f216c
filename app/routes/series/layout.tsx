import { NavLink, Outlet, useLoaderData } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import type { Route } from "./+types/layout";
import { formatCounts } from "./format-counts.ts";
import { loadSeries } from "./series.server.ts";
import { seriesMeta } from "./meta.ts";
import "./components/series.css";
import { dayRangeText } from "../../cricket/day-text.ts";

/** Series pages are complete HTML; a small script shows filters in place (app/enhance/content-page.ts). */
export const handle: PageHandle = { enhancer: "contentPage" };

/** A client-side navigation from a hydrated page loads a series page as the document it is. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { series, cricket, canonical, origin } = await loadSeries(context, params, request);
  const [table, stats] = await Promise.all([cricket.pointsTable(series.id), cricket.seriesStats(series.id)]);
  return { series, canonical, origin, formats: formatCounts(series), hasTable: table !== null, hasStats: stats !== null };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Content not found" }];
  const { series, canonical, origin, formats } = loaderData;
  return seriesMeta({
    title: `${series.name} - Schedule, Results, Points Table | Cricket Edge`,
    description: `${series.name}: ${formats}, ${dateRange(series.startDate, series.endDate)}. Schedule, results, scorecards and points table.`,
    url: `${origin}${canonical}`,
    series,
  });
}

export function dateRange(start: string, end: string): string {
  return dayRangeText(start, end);
}

/** Header and tabs (docs/product/content-areas.md#series-page); the Points Table tab only when the series has one. */
export default function SeriesLayout() {
  const { series, canonical, formats, hasTable, hasStats } = useLoaderData<typeof loader>();
  // The order of docs/product/content-areas.md#series-page; the Points Table is the 5th tab, only when the series has standings.
  const tabs = [
    { to: canonical, label: "Home", end: true },
    { to: `${canonical}/matches`, label: "Schedule & Results", end: false },
    { to: `${canonical}/news`, label: "News", end: false },
    { to: `${canonical}/videos`, label: "Videos", end: false },
    ...(hasTable ? [{ to: `${canonical}/pointtable`, label: "Points Table", end: false }] : []),
    { to: `${canonical}/squads`, label: "Squads", end: false },
    { to: `${canonical}/photos`, label: "Photos", end: false },
    ...(hasStats ? [{ to: `${canonical}/stats`, label: "Stats", end: false }] : []),
    { to: `${canonical}/venues`, label: "Venues", end: false },
  ];
  return (
    <div className="series">
      <header className="series__header">
        <h1 className="series__name">{series.name}</h1>
        <p className="series__facts">
          {formats} <span aria-hidden="true">·</span> {dateRange(series.startDate, series.endDate)}
        </p>
      </header>
      <nav className="series__tabs" aria-label="Series">
        {tabs.map((tab) => (
          <NavLink
            key={tab.label}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) => `series__tab${isActive ? " series__tab--active" : ""}`}
          >
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <div className="series__body" data-live-region="series">
        <Outlet />
      </div>
    </div>
  );
}
