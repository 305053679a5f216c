import { data, Link, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/archive";
import { openingYear } from "./opening-year.ts";
import "./archive.css";

/** Complete HTML; the small content-page script only adds the shell's behaviour. */
export const handle: PageHandle = { enhancer: "contentPage" };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (params.year !== undefined && !/^\d{4}$/.test(params.year))
    throw data(`year must be a year such as 2024, not "${params.year.slice(0, 40)}"`, { status: 400 });
  const { env, ctx } = context.get(workerContext);
  const cricket = cricketDataFor(env, ctx);
  const years = await cricket.archiveYears();
  // The current year by default, or the latest with data (only listed seasons are offered).
  const year = params.year !== undefined ? Number(params.year) : openingYear(years, Date.now());
  if (params.year !== undefined && !years.includes(year)) throw data(`No series in ${year}`, { status: 404 });
  const groups = years.length ? await cricket.archive(year) : [];
  return {
    year,
    years,
    groups,
    origin: new URL(request.url).origin,
    path: params.year === undefined ? "/cricket-scorecard-archives" : `/cricket-scorecard-archives/${year}`,
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Cricket Scorecard Archives | Cricket Edge" }];
  const { year, origin, path } = loaderData;
  const title = `Cricket Scorecard Archives ${year} | Cricket Edge`;
  const description = `Every series of ${year} with its scorecards: international, T20 leagues, domestic and women's cricket.`;
  const url = `${origin}${path}`;
  return pageMeta({ title, description, url, jsonLd: { "@type": "CollectionPage", name: `Cricket Scorecard Archives ${year}`, url } });
}

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const YEAR_DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
function range(start: string, end: string) {
  const s = new Date(`${start}T00:00:00Z`);
  const e = new Date(`${end}T00:00:00Z`);
  return s.getUTCFullYear() === e.getUTCFullYear()
    ? `${DAY.format(s)} – ${YEAR_DAY.format(e)}`
    : `${YEAR_DAY.format(s)} – ${YEAR_DAY.format(e)}`;
}

/** The scorecard archive (docs/product/content-areas.md#archives): a year picker by decade, then the year's series by group. */
export default function Archive() {
  const { year, years, groups } = useLoaderData<typeof loader>();
  const decades = [...new Set(years.map((y) => Math.floor(y / 10) * 10))];
  return (
    <div className="archive">
      <h1>Cricket Scorecard Archives {year}</h1>
      <nav aria-label="Years" className="archive__years">
        {decades.map((decade) => (
          <details key={decade} open={decade === Math.floor(year / 10) * 10} className="archive__decade">
            <summary>{decade}s</summary>
            <ul>
              {years
                .filter((y) => Math.floor(y / 10) * 10 === decade)
                .sort((a, b) => a - b)
                .map((y) => (
                  <li key={y}>
                    <Link
                      to={`/cricket-scorecard-archives/${y}`}
                      aria-current={y === year ? "page" : undefined}
                      className={y === year ? "archive__year archive__year--active" : "archive__year"}
                    >
                      {y}
                    </Link>
                  </li>
                ))}
            </ul>
          </details>
        ))}
      </nav>
      {groups.length === 0 ? (
        <p className="empty">No data available</p>
      ) : (
        groups.map((group) => (
          <section key={group.name} className="archive__group" aria-labelledby={`archive-${slugify(group.name)}`}>
            <h2 id={`archive-${slugify(group.name)}`}>{group.name}</h2>
            <ul>
              {group.series.map((series) => (
                <li key={series.id} className="archive__series">
                  <Link to={`/cricket-series/${series.id}/${slugify(series.name)}/matches`}>{series.name}</Link>
                  <span className="archive__dates">{range(series.startDate, series.endDate)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
