import type { ReactNode } from "react";
import { Link, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { FORMATS_OF, RANKING_GENDERS, RANKING_LISTS, type RankingList, type RankingRow } from "../../data/rankings.ts";
import { AdSlot } from "../../shell/AdSlot.tsx";
import { initials } from "../../shell/initials.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/rankings";
import { METHOD_PATH, rankingsPath } from "./paths.ts";
import { loadRankings } from "./rankings.server.ts";
import "./components/rankings.css";
import { noun } from "../../cricket/plural.ts";

/** Rankings are complete HTML: tabs and the format selector are links; no hydration. */
export const handle: PageHandle = { enhancer: "contentPage" };

/** A client-side navigation from a hydrated page loads the rankings as the document they are. */
export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  return loadRankings(context, params, request);
}

const LIST_NAMES: Record<RankingList, string> = { batting: "Batting", bowling: "Bowling", "all-rounder": "All-Rounders", teams: "Teams" };
const TAB_NAMES: Record<RankingList, string> = { batting: "Batting", bowling: "Bowling", "all-rounder": "All-rounders", teams: "Teams" };
const FORMAT_NAMES = { test: "Test", odi: "ODI", t20: "T20" } as const;
const GENDER_NAMES = { men: "Men", women: "Women" } as const;
/** What a list is worked out from, as a reader counts it ("2,467 men's ODIs"). */
const MATCH_NOUNS = { test: ["Test", "Tests"], odi: ["ODI", "ODIs"], t20: ["T20 international", "T20 internationals"] } as const;

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const dayText = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));

const TITLES = { icc: "ICC Cricket Rankings", "cricket-edge": "Cricket Edge Ratings" } as const;

/**
 * The heading (docs/product/content-areas.md#rankings) for the provider's ICC lists; the embedded source's own ratings are never
 * called ICC, and a list that failed to load claims neither.
 */
function headingOf(source: keyof typeof TITLES | null, gender: keyof typeof GENDER_NAMES, list: RankingList) {
  return `${source ? TITLES[source] : "Cricket Rankings"} - ${GENDER_NAMES[gender]}'s ${LIST_NAMES[list]}`;
}

const profilePath = (row: RankingRow) => `/profiles/${row.playerId}/${slugify(row.name) || "player"}`;

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Content not found" }];
  const { gender, list, format, table, url, origin } = loaderData;
  const ours = table?.source === "cricket-edge";
  const heading = headingOf(table?.source ?? null, gender, list);
  const title = `${heading} (${FORMAT_NAMES[format]}) | Cricket Edge`;
  const top = (table?.rows ?? []).slice(0, 3).map((row) => row.name);
  const description = `${heading} in ${FORMAT_NAMES[format]} cricket${
    ours ? ", worked out by Cricket Edge from ball-by-ball data (not the ICC's rankings)" : ""
  }${top.length ? `: ${top.join(", ")} lead` : ""}.`;
  return pageMeta({
    title,
    description,
    url,
    jsonLd: {
      "@type": "ItemList",
      name: `${heading} (${FORMAT_NAMES[format]})`,
      url,
      numberOfItems: table?.rows.length ?? 0,
      itemListElement: (table?.rows ?? []).slice(0, 10).map((row) => ({
        "@type": "ListItem",
        position: row.position,
        name: row.name,
        ...(row.playerId ? { url: `${origin}${profilePath(row)}` } : {}),
      })),
    },
  });
}

/** Up green, Down red (with the places moved), otherwise '--' (docs/product/content-areas.md#rankings). */
function Trend({ row }: { row: RankingRow }) {
  if (!row.trend) return <span className="rankings__trend">--</span>;
  const places = row.difference ?? 0;
  return (
    <span className={`rankings__trend rankings__trend--${row.trend}`}>
      <span aria-hidden="true">{row.trend === "up" ? "▲" : "▼"}</span>
      <span className="visually-hidden">{row.trend === "up" ? "Up" : "Down"} </span>
      {places}
      <span className="visually-hidden"> {noun(places, "place")}</span>
    </span>
  );
}

/**
 * A ranking list's table: each row opens with its position and trend, then the list's own cells;
 * an empty list shows the list's empty text.
 */
function RankingTable({
  rows,
  empty,
  heads,
  cells,
}: {
  rows: RankingRow[];
  empty: string;
  heads: string[];
  cells: (row: RankingRow) => ReactNode;
}) {
  if (rows.length === 0) return <p className="empty">{empty}</p>;
  return (
    <table className="rankings__table">
      <thead>
        <tr>
          {["Position", ...heads].map((head) => (
            <th key={head} scope="col">
              {head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.position}-${row.name}`}>
            <td className="rankings__position">
              <span className="rankings__rank">{row.position}</span> <Trend row={row} />
            </td>
            {cells(row)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PlayerTable({ rows }: { rows: RankingRow[] }) {
  return (
    <RankingTable
      rows={rows}
      empty="No data available"
      heads={["Player", "Rating"]}
      cells={(row) => (
        <>
          <td>
            <div className="rankings__player">
              {/* No licensed photographs: the player's initials stand in for a face image. */}
              <span className="rankings__face" aria-hidden="true">
                {initials(row.name)}
              </span>
              <span>
                {row.playerId ? <Link to={profilePath(row)}>{row.name}</Link> : row.name}
                <span className="rankings__country">{row.country?.toUpperCase() ?? ""}</span>
              </span>
            </div>
          </td>
          <td className="rankings__rating">{row.rating ?? "--"}</td>
        </>
      )}
    />
  );
}

function TeamTable({ rows }: { rows: RankingRow[] }) {
  return (
    <RankingTable
      rows={rows}
      empty="Loading or no data available..."
      heads={["Team", "Rating", "Points"]}
      cells={(row) => (
        <>
          <td>{row.name}</td>
          <td className="rankings__rating">{row.rating ?? 0}</td>
          <td className="rankings__rating">{row.points ?? "--"}</td>
        </>
      )}
    />
  );
}

/** docs/product/content-areas.md#rankings: tabs per list, a format selector, the table, and an ad on the right. */
export default function RankingsPage() {
  const { gender, list, format, table, error, ads } = useLoaderData<typeof loader>();
  const ours = table?.source === "cricket-edge";
  const heading = headingOf(table?.source ?? null, gender, list);
  const formats = FORMATS_OF[gender];
  // A list keeps its format when switching tabs; the other category starts at its own default.
  return (
    <div className="rankings">
      <div className="rankings__main">
        <h1 className="rankings__heading">{heading}</h1>
        {ours && (
          <p className="rankings__notice">
            These are <strong>Cricket Edge ratings</strong>, worked out from Cricsheet's ball-by-ball records with our own method — not the
            ICC's official rankings. <Link to={METHOD_PATH}>How the ratings are calculated</Link>
            {table?.asOf ? `. As of ${dayText(table.asOf)}, the latest ${FORMAT_NAMES[format]} match in our data.` : "."}
            {table?.covers &&
              ` Worked out from ${table.covers.matches.toLocaleString("en")} ${gender === "men" ? "men's" : "women's"} ${noun(table.covers.matches, MATCH_NOUNS[format][0], MATCH_NOUNS[format][1])} in Cricsheet's data, ${dayText(table.covers.from)} to ${dayText(table.covers.to)}${
                gender === "men" ? " (Cricsheet withholds Afghanistan's men's matches)" : ""
              }.`}
            {table?.covers?.leftOut
              ? ` ${table.covers.leftOut.toLocaleString("en")} ${noun(table.covers.leftOut, MATCH_NOUNS[format][0], MATCH_NOUNS[format][1])} of the seasons this site is replaying ${table.covers.leftOut === 1 ? "is" : "are"} left out, so no result the replay has not reached is counted.`
              : ""}
          </p>
        )}
        <nav className="rankings__genders" aria-label="Category">
          {RANKING_GENDERS.map((g) => (
            <Link
              key={g}
              to={rankingsPath({ gender: g, list })}
              aria-current={g === gender ? "page" : undefined}
              className={`rankings__chip${g === gender ? " rankings__chip--active" : ""}`}
            >
              {GENDER_NAMES[g]}
            </Link>
          ))}
        </nav>
        <nav className="rankings__tabs" aria-label="Rankings">
          {RANKING_LISTS.map((l) => (
            <Link
              key={l}
              to={rankingsPath({ gender, list: l, format })}
              aria-current={l === list ? "page" : undefined}
              className={`rankings__tab${l === list ? " rankings__tab--active" : ""}`}
            >
              {TAB_NAMES[l]}
            </Link>
          ))}
        </nav>
        <nav className="rankings__formats" aria-label="Format">
          {formats.map((f) => (
            <Link
              key={f}
              to={rankingsPath({ gender, list, format: f })}
              aria-current={f === format ? "page" : undefined}
              className={`rankings__chip${f === format ? " rankings__chip--active" : ""}`}
            >
              {FORMAT_NAMES[f]}
            </Link>
          ))}
        </nav>
        <section aria-labelledby="rankings-table-title">
          <h2 id="rankings-table-title" className="rankings__table-title">
            {FORMAT_NAMES[format]} {LIST_NAMES[list]}
          </h2>
          {error !== null ? (
            <p className="rankings__error" role="alert">
              {error}
            </p>
          ) : list === "teams" ? (
            <TeamTable rows={table?.rows ?? []} />
          ) : (
            <PlayerTable rows={table?.rows ?? []} />
          )}
        </section>
      </div>
      <aside className="rankings__side" aria-label="Advertisement">
        <AdSlot size="303x250" ads={ads} />
      </aside>
    </div>
  );
}
