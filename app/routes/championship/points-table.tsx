import { Link, useLoaderData, type MetaDescriptor } from "react-router";
import type { Championship } from "../../data/championship-schema.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import { teamHref } from "../../shell/teams.ts";
import type { Route } from "./+types/points-table";
import { loadChampionship } from "./championship.server.ts";
import { championshipPath } from "./paths.ts";
import "./components/championship.css";
import { plural } from "../../cricket/plural.ts";

/** Tables are complete HTML: no hydration, only the content pages' small script. */
export const handle: PageHandle = { enhancer: "contentPage" };

/** A client-side navigation from a hydrated page loads the table as the document it is. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { table, canonical, origin } = await loadChampionship(context, params, request);
  return { table, url: `${origin}${canonical}` };
}

const heading = (table: Championship) => `${table.league.name} - Points Table`;

function description(table: Championship): string {
  const leader = table.rows[0];
  const last = table.headers.at(-1);
  const lead = leader && last ? ` ${leader.team.name} top the table (${last} ${leader.values.at(-1)}).` : " No data available yet.";
  return `${heading(table)}:${lead} Standings of ${plural(table.rows.length, "team")}, the points rules and what the table is built from.`;
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found" }];
  const { table, url } = loaderData;
  return pageMeta({
    title: `${heading(table)} | Cricket Edge`,
    description: description(table),
    url,
    jsonLd: {
      "@type": "ItemList",
      name: heading(table),
      url,
      itemListOrder: "https://schema.org/ItemListOrderAscending",
      numberOfItems: table.rows.length,
      itemListElement: table.rows.map((row) => ({
        "@type": "ListItem",
        position: row.position,
        item: { "@type": "SportsTeam", name: row.team.name, sport: "Cricket" },
      })),
    },
  });
}

const HEADER_NAMES: Record<string, string> = {
  M: "Matches",
  W: "Won",
  L: "Lost",
  D: "Drawn",
  T: "Tied",
  Ded: "Points deducted for slow over rates",
  Pts: "Points",
  PCT: "Percentage of points contested won",
};

/** The flag's stand-in: a one-word team's first three letters (AUS), else its initials (NZ). */
function badge(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length === 1 ? words[0]!.slice(0, 3) : words.map((word) => word[0]).join("")).toUpperCase();
}

function Table({ table }: { table: Championship }) {
  const valueHeaders = table.headers.slice(2);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it
    <section className="championship__scroll" aria-labelledby="championship-title" tabIndex={0}>
      <table className="championship__table">
        <thead>
          <tr>
            <th scope="col" className="championship__pos">
              {table.headers[0] ?? "Rank"}
            </th>
            <th scope="col" className="championship__team">
              {table.headers[1] ?? "Team"}
            </th>
            {valueHeaders.map((header) => (
              <th key={header} scope="col">
                {HEADER_NAMES[header] ? <abbr title={HEADER_NAMES[header]}>{header}</abbr> : header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={`${row.position}-${row.team.name}`}>
              <td className="championship__pos">{row.position}</td>
              <th scope="row" className="championship__team">
                <span className="championship__flag" aria-hidden="true">
                  {badge(row.team.name)}
                </span>
                {row.team.id !== null ? (
                  <Link to={teamHref({ id: row.team.id, name: row.team.name })}>{row.team.name}</Link>
                ) : (
                  row.team.name
                )}
              </th>
              {row.values.map((value, i) => (
                <td key={valueHeaders[i] ?? i} className={i === row.values.length - 1 ? "championship__pct" : undefined}>
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * docs/product/content-areas.md#championship-points-tables: the league's heading, links to its other seasons, the table
 * (position, flag, team, values) and the rules paragraph; 'No data available' when it is empty.
 */
export default function ChampionshipPage() {
  const { table } = useLoaderData<typeof loader>();
  return (
    <article className="championship" aria-labelledby="championship-title">
      <h1 id="championship-title" className="championship__title">
        {heading(table)}
      </h1>
      {table.leagues.length > 1 && (
        <nav aria-label="Seasons">
          <ul className="championship__leagues">
            {table.leagues.map((league) => (
              <li key={league.slug}>
                <Link
                  to={championshipPath(table.format, league.slug)}
                  aria-current={league.slug === table.league.slug ? "page" : undefined}
                  reloadDocument
                >
                  {league.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section className="championship__block" aria-label="Standings">
        {table.rows.length === 0 ? (
          <>
            <p className="empty">No data available</p>
            {table.emptyReason && <p className="championship__basis">{table.emptyReason}</p>}
          </>
        ) : (
          <Table table={table} />
        )}
        {table.subText && <p className="championship__subtext">{table.subText}</p>}
        {table.basis && <p className="championship__basis">{table.basis}</p>}
      </section>
    </article>
  );
}
