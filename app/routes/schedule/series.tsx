import { data, Link, NavLink, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import type { Route } from "./+types/series";
import { SERIES_TABS, scheduleMeta } from "./tabs.ts";
import "./schedule.css";
import { dayText } from "../../cricket/day-text.ts";

export const handle: PageHandle = { enhancer: "contentPage" };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

const MONTH = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const tab = SERIES_TABS.find((t) => t.key === params.type);
  if (!tab) throw data("Content not found", { status: 404 });
  const { env, ctx } = context.get(workerContext);
  const all = await cricketDataFor(env, ctx).currentSeries();
  const series = all.filter((s) => tab.group === null || s.category === tab.group);
  // Rows grouped by the month each series starts (docs/product/content-areas.md#schedule-pages).
  const months: { month: string; series: typeof series }[] = [];
  for (const s of series) {
    const month = MONTH.format(new Date(`${s.startDate}T00:00:00Z`)).toUpperCase();
    const last = months.at(-1);
    if (last?.month === month) last.series.push(s);
    else months.push({ month, series: [s] });
  }
  return { tab, months, url: new URL(request.url).origin + `/cricket-schedule/series/${tab.key}` };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found | Cricket Edge" }];
  const { tab, url } = loaderData;
  return scheduleMeta(
    `Cricket Schedule: Current & Future Series (${tab.label}) | Cricket Edge`,
    `Current and future ${tab.label === "All" ? "" : `${tab.label.toLowerCase()} `}cricket series, month by month, with their dates.`,
    url,
  );
}

const range = (start: string, end: string) => `${dayText(start)} – ${dayText(end)}`;

/** Current & Future Series (docs/product/content-areas.md#schedule-pages): by month, each series linked to its matches. */
export default function SeriesSchedule() {
  const { tab, months } = useLoaderData<typeof loader>();
  return (
    <div className="schedule">
      <h1>Current &amp; Future Series</h1>
      <nav aria-label="Series types" className="schedule__tabs">
        {SERIES_TABS.map((t) => (
          <NavLink
            key={t.key}
            to={`/cricket-schedule/series/${t.key}`}
            className={({ isActive }) => `schedule__tab${isActive ? " schedule__tab--active" : ""}`}
          >
            {t.label}
          </NavLink>
        ))}
      </nav>
      {months.length === 0 ? (
        <p className="empty">No schedule data available. {tab.label} Section</p>
      ) : (
        months.map(({ month, series }) => (
          <section key={month} className="schedule__month" aria-label={month}>
            <h2>{month}</h2>
            <ul>
              {series.map((s) => (
                <li key={s.id} className="schedule__series">
                  <Link to={`/cricket-series/${s.id}/${slugify(s.name)}/matches`}>{s.name}</Link>
                  <span className="schedule__dates">{range(s.startDate, s.endDate)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
