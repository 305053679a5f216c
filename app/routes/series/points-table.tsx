import { Link, useLoaderData } from "react-router";
import { formatNetRunRate } from "../../cricket/nrr.ts";
import type { PointsTableRow } from "../../data/schemas.ts";
import type { MetaDescriptor } from "react-router";
import type { Route } from "./+types/points-table";
import { tabMeta } from "./meta.ts";
import { loadSeries, seriesAds } from "./series.server.ts";
import { WithSeriesAd } from "./components/WithSeriesAd.tsx";
import { data } from "react-router";
import { dayText } from "../../cricket/day-text.ts";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { id, cricket } = await loadSeries(context, params, request);
  const [table, ads] = await Promise.all([cricket.pointsTable(id), seriesAds(context)]);
  if (!table) throw data("Content not found", { status: 404 });
  return { table, ads };
}

export function meta({ matches }: Route.MetaArgs): MetaDescriptor[] {
  return tabMeta(matches, "/pointtable", "Points Table");
}

function TeamRows({ row, position }: { row: PointsTableRow; position: number }) {
  const nrr = formatNetRunRate(row.netRunRate);
  return (
    <tbody className="points__team">
      <tr>
        <th scope="row" className="points__name">
          <span className="points__position">{position}</span> {row.team.name}
        </th>
        <td>{row.played}</td>
        <td>{row.won}</td>
        <td>{row.lost}</td>
        <td>{row.tied}</td>
        <td>{row.noResult}</td>
        <td className="points__pts">{row.points}</td>
        <td className={row.netRunRate < 0 ? "points__nrr points__nrr--negative" : "points__nrr"}>{nrr}</td>
      </tr>
      <tr className="points__matches-row">
        <td colSpan={8}>
          <details className="points__matches">
            <summary>{row.team.shortName} matches</summary>
            <table>
              <thead>
                <tr>
                  <th scope="col">Opponent</th>
                  <th scope="col">Description</th>
                  <th scope="col">Date</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {row.matches.map((match) => (
                  <tr key={match.matchId}>
                    <td>{match.opponent.name}</td>
                    <td>
                      <Link to={`/live-cricket-scores/${match.matchId}`}>{match.description}</Link>
                    </td>
                    <td>{dayText(match.date)}</td>
                    <td>{match.result}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </td>
      </tr>
    </tbody>
  );
}

/**
 * The league tables (docs/product/content-areas.md#points-table-tab): one per group; points, wins, then net run rate; a
 * negative NRR in red; each team's matches in a disclosure that works without a script.
 */
export default function PointsTableTab() {
  const { table, ads } = useLoaderData<typeof loader>();
  return (
    <WithSeriesAd ads={ads}>
      <section className="points" aria-labelledby="points-title">
        <h2 id="points-title" className="series__section-title">
          Points Table
        </h2>
        {table.groups.map((group) => (
          <table key={group.name} className="points__table">
            {group.name && <caption>{group.name}</caption>}
            <thead>
              <tr>
                <th scope="col">Teams</th>
                <th scope="col" title="Matches">
                  Mat
                </th>
                <th scope="col">Won</th>
                <th scope="col">Lost</th>
                <th scope="col">Tied</th>
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
            {group.rows.map((row, index) => (
              <TeamRows key={row.team.id} row={row} position={index + 1} />
            ))}
          </table>
        ))}
        <p className="points__basis">{table.basis}</p>
      </section>
    </WithSeriesAd>
  );
}
