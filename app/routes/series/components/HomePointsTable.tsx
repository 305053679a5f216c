import { Link } from "react-router";
import { formatNetRunRate } from "../../../cricket/nrr.ts";
import { plural } from "../../../cricket/plural.ts";
import type { PointsTable } from "../../../data/schemas.ts";

/** Rows of each group shown on the series' Home: the leaders; the Points Table tab has every team and its matches. */
export const HOME_TABLE_ROWS = 4;

/**
 * The series page's start shows the points table (docs/product/content-areas.md#series-page): each group's top rows
 * under the stories, in the tab's columns, and a link to the whole table.
 */
export function HomePointsTable({ table, to }: { table: PointsTable; to: string }) {
  const teams = table.groups.reduce((sum, group) => sum + group.rows.length, 0);
  const cut = table.groups.some((group) => group.rows.length > HOME_TABLE_ROWS);
  return (
    <section className="series-home__table points" aria-labelledby="series-home-table">
      <h2 id="series-home-table" className="series__section-title">
        Points Table
      </h2>
      {table.groups.map((group) => (
        <table key={group.name} className="points__table">
          {(group.name || group.rows.length > HOME_TABLE_ROWS) && (
            <caption>
              {group.name}
              {group.rows.length > HOME_TABLE_ROWS && (
                <span className="series-home__table-cut">
                  {group.name ? " · " : ""}top {HOME_TABLE_ROWS} of {group.rows.length}
                </span>
              )}
            </caption>
          )}
          <thead>
            <tr>
              <th scope="col">Teams</th>
              <th scope="col" title="Matches">
                Mat
              </th>
              <th scope="col">Won</th>
              <th scope="col">Lost</th>
              <th scope="col" title="No result">
                NR
              </th>
              <th scope="col" title="Points">
                Pts
              </th>
              <th scope="col" title="Net run rate">
                NRR
              </th>
            </tr>
          </thead>
          <tbody>
            {group.rows.slice(0, HOME_TABLE_ROWS).map((row, index) => (
              <tr key={row.team.id}>
                <th scope="row" className="points__name">
                  <span className="points__position">{index + 1}</span> {row.team.name}
                </th>
                <td>{row.played}</td>
                <td>{row.won}</td>
                <td>{row.lost}</td>
                <td>{row.noResult}</td>
                <td className="points__pts">{row.points}</td>
                <td className={row.netRunRate < 0 ? "points__nrr points__nrr--negative" : "points__nrr"}>
                  {formatNetRunRate(row.netRunRate)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p className="series-home__table-link">
        <Link to={to}>
          {cut ? `Full points table: all ${plural(teams, "team")} and their matches` : "Full points table with each team's matches"}
        </Link>
      </p>
    </section>
  );
}
