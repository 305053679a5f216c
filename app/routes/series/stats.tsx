import { data, Link, useLoaderData, type MetaDescriptor } from "react-router";
import { profileHref } from "../../shell/paths.ts";
import type { Route } from "./+types/stats";
import { tabMeta } from "./meta.ts";
import { loadSeries } from "./series.server.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket, canonical } = await loadSeries(context, params, request);
  const stats = await cricket.seriesStats(id);
  if (!stats) throw data("Content not found", { status: 404 });
  const type = new URL(request.url).searchParams.get("type");
  const known = stats.tables.map((table) => table.key);
  if (type !== null && !known.includes(type))
    throw data(`type must be one of ${known.join(", ")}, not "${type.slice(0, 40)}"`, { status: 400 });
  // The first type that has a value is selected by default (docs/product/content-areas.md#stats-tab).
  const selected =
    stats.tables.find((table) => table.key === type) ?? stats.tables.find((table) => table.rows.length > 0) ?? stats.tables[0]!;
  return { canonical, types: stats.tables.map(({ key, title, rows }) => ({ key, title, empty: rows.length === 0 })), table: selected };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/stats", "Stats");
}

/** Stats: the stat types on the left (links), the selected table on the right with ranks. */
export default function SeriesStatsTab() {
  const { canonical, types, table } = useLoaderData<typeof loader>();
  return (
    <section className="series-stats" aria-labelledby="series-stats-title">
      <h2 id="series-stats-title" className="series__section-title">
        Stats
      </h2>
      <div className="series-stats__layout">
        <nav aria-label="Stat types" className="series-stats__types">
          <ul>
            {types.map((type) => (
              <li key={type.key}>
                <Link
                  to={`${canonical}/stats?type=${type.key}`}
                  aria-current={type.key === table.key ? "page" : undefined}
                  className={type.key === table.key ? "series-stats__type series-stats__type--active" : "series-stats__type"}
                >
                  {type.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="series-stats__table">
          <h3>{table.title}</h3>
          {table.rows.length === 0 ? (
            <p className="empty">No data available for the requested query.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Player</th>
                  {table.headers.map((header) => (
                    <th scope="col" key={header}>
                      {header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rank is the row's identity (one player may rank twice, for two innings)
                  <tr key={index}>
                    <td>{index + 1}</td>
                    <th scope="row">
                      {/* Each leader's name leads to his profile, as in the squads and scorecards. */}
                      {row.person ? <Link to={profileHref({ id: row.person, name: row.name })}>{row.name}</Link> : row.name}{" "}
                      <span className="series-stats__team">{row.team}</span>
                    </th>
                    {row.values.map((value, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
                      <td key={i}>{value || "-"}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {table.qualification && <p className="series-stats__qualification">{table.qualification}</p>}
          {table.query ? (
            <p className="series-stats__more">
              <a href={table.query}>More: {table.title.toLowerCase()} in the stats query</a>
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
