import type { MetaDescriptor } from "react-router";
import type { PageHandle } from "../../enhance/page-handle.ts";
import {
  describeStatsQuery,
  FORMAT_LABEL,
  formatStat,
  groupHeading,
  ordinal,
  PAGE_SIZE,
  QUICK_QUERIES,
  STATS_FORMATS,
  STATS_GROUPS,
  STATS_HOME_AWAY,
  STATS_QUERY_PATH,
  STATS_RESULTS,
  STATS_VIEWS,
  statsQueryHref,
  VIEW_COLUMNS,
  type StatsQuery,
  type StatsResult,
} from "../../data/stats-query.ts";
import { plural } from "../../cricket/plural.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/stats-query";
import { loadStatsQuery } from "./stats-query.server.ts";
import "./stats-query.css";

/** Complete HTML: the form is a GET form, sort and pages are links; no hydration. */
export const handle: PageHandle = { enhancer: "contentPage" };

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadStatsQuery(context, request, false);
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Stats query | Cricket Edge" }];
  const { query, result, canonical } = loaderData;
  const heading = describeStatsQuery(query, result.names);
  const top = result.rows.slice(0, 3).map((row) => row.label);
  const title = `${heading} — stats query | Cricket Edge`;
  const description = `Cricket stats query: ${heading}${top.length ? `. Top: ${top.join(", ")}` : ""}. Filter, sort and download as CSV.`;
  return pageMeta({
    title,
    description,
    url: canonical,
    jsonLd: {
      "@type": "Dataset",
      name: heading,
      description,
      url: canonical,
      isAccessibleForFree: true,
      creator: { "@type": "Organization", name: "Cricket Edge" },
      distribution: {
        "@type": "DataDownload",
        encodingFormat: "text/csv",
        contentUrl: canonical.replace(STATS_QUERY_PATH, `${STATS_QUERY_PATH}.csv`),
      },
    },
  });
}

const VIEW_LABEL = {
  batting: "Batting",
  bowling: "Bowling",
  fielding: "Fielding",
  results: "Team results",
  partnerships: "Partnerships",
} as const;
const HOME_AWAY_LABEL = { home: "Home", away: "Away", neutral: "Neutral" } as const;
const RESULT_LABEL = { won: "Won", lost: "Lost", drawn: "Drawn", tied: "Tied", "no-result": "No result" } as const;
const GROUP_LABEL = {
  player: "Player",
  pair: "Pair (partnerships)",
  wicket: "Wicket (partnerships)",
  team: "Team",
  season: "Year",
  opposition: "Opposition",
  venue: "Ground",
  innings: "List of innings",
} as const;

export default function StatsQueryPage({ loaderData }: Route.ComponentProps) {
  const { query, result } = loaderData;
  const columns = VIEW_COLUMNS[query.view];
  const firstRank = (query.page - 1) * PAGE_SIZE + 1;
  return (
    <section className="stats-query">
      <h1 className="stats-query__title">Stats query</h1>
      <nav className="stats-query__quick" aria-label="Ready-made queries">
        <h2>Ready-made questions</h2>
        <ul>
          {QUICK_QUERIES.map((quick) => (
            <li key={quick.label}>
              <a href={statsQueryHref(quick.query)}>{quick.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <QueryForm query={query} result={result} />
      <h2 className="stats-query__heading">{describeStatsQuery(query, result.names)}</h2>
      {result.notYetOver ? (
        <p className="stats-query__note">
          {plural(result.notYetOver, "replayed match", "replayed matches")} not yet over on this site's clock{" "}
          {result.notYetOver === 1 ? "counts" : "count"} in no row until {result.notYetOver === 1 ? "it ends" : "they end"}.
        </p>
      ) : null}
      {query.homeaway ? (
        <p className="stats-query__note">
          Home means a ground in the side's own country (England's include Wales, the West Indies' every island and Guyana) or, for a league
          side, a ground it is based at (the grounds listed in data/venues.csv); away, the opponent's; neutral, neither side's. A league
          side with no known ground counts only where its opponent is at home.
        </p>
      ) : null}
      {result.emptyReason ? (
        <p className="empty">{result.emptyReason}</p>
      ) : result.rows.length === 0 ? (
        <p className="empty">No {query.view === "partnerships" ? "partnerships" : `${query.view} lines`} match this query.</p>
      ) : (
        <>
          <div className="stats-query__scroll">
            <table className="stats-query__table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{groupHeading(query.group, query.view)}</th>
                  {columns.map((column) => (
                    <th scope="col" key={column.key} aria-sort={query.sort === column.key ? "descending" : undefined}>
                      <a href={statsQueryHref({ ...query, sort: column.key, page: 1 })}>{column.label}</a>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {result.rows.map((row, index) => (
                  <tr key={`${row.label}-${row.ref}-${row.detail}`}>
                    <td>{firstRank + index}</td>
                    <th scope="row">
                      <RowLabel query={query} label={row.label} reference={row.ref} />
                      {row.detail ? <span className="stats-query__detail">{row.detail}</span> : null}
                    </th>
                    {columns.map((column) => (
                      <td key={column.key}>{formatStat(column.key, row.values[column.key] ?? null)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="stats-query__pages" aria-label="Pages">
            {query.page > 1 ? <a href={statsQueryHref({ ...query, page: query.page - 1 })}>Previous {PAGE_SIZE}</a> : null}
            <span>Page {query.page}</span>
            {result.more ? <a href={statsQueryHref({ ...query, page: query.page + 1 })}>Next {PAGE_SIZE}</a> : null}
          </nav>
          <p>
            <a href={statsQueryHref(query, true)} download>
              Download these rows as CSV
            </a>
          </p>
        </>
      )}
    </section>
  );
}

function RowLabel({ query, label, reference }: { query: StatsQuery; label: string; reference: string | null }) {
  if (reference === null) return <>{label}</>;
  if (query.group === "innings") return <a href={`/live-cricket-scores/${reference}`}>{label}</a>;
  // A side's results lead on to whom it played; its players' figures from a team in the other views.
  if (query.view === "results" && query.group === "team")
    return <a href={statsQueryHref({ ...query, team: Number(reference), group: "opposition", page: 1 })}>{label}</a>;
  // On to the side's or the ground's players (its pairs, for partnerships).
  const players = query.view === "partnerships" ? "pair" : "player";
  if (query.group === "team" || query.group === "opposition")
    return <a href={statsQueryHref({ ...query, team: Number(reference), opposition: undefined, group: players, page: 1 })}>{label}</a>;
  if (query.group === "venue") return <a href={statsQueryHref({ ...query, venue: Number(reference), group: players, page: 1 })}>{label}</a>;
  if (query.group === "player") return <a href={`/profiles/${reference}`}>{label}</a>;
  // A pair's two names, each to its profile.
  if (query.group === "pair") {
    const [first, second] = reference.split(",");
    const [firstName, secondName] = label.split(" & ");
    if (first && second && firstName && secondName)
      return (
        <>
          <a href={`/profiles/${first}`}>{firstName}</a> &amp; <a href={`/profiles/${second}`}>{secondName}</a>
        </>
      );
  }
  return <>{label}</>;
}

/** The filters as a GET form: submitting it without JavaScript loads the query's URL (the loader then makes it canonical). */
function QueryForm({ query, result }: { query: StatsQuery; result: StatsResult }) {
  const { teams, countries, grounds } = result;
  const names = result.names ?? {};
  // A player or series comes from the link that opened the query (a profile, a series' Stats):
  // kept as it is, with a way to drop it.
  const kept = [
    query.player === undefined ? null : { name: "player", label: "Player", value: query.player, shown: names.player ?? query.player },
    query.series === undefined
      ? null
      : { name: "series", label: "Series", value: String(query.series), shown: names.series ?? String(query.series) },
  ].filter((field) => field !== null);
  return (
    <form className="stats-query__form" method="get" action={STATS_QUERY_PATH}>
      {kept.map((field) => (
        <p className="stats-query__kept" key={field.name}>
          <input type="hidden" name={field.name} value={field.value} />
          {field.label}: <strong>{field.shown}</strong>{" "}
          <a href={statsQueryHref({ ...query, [field.name]: undefined, page: 1 })}>(any {field.label.toLowerCase()})</a>
        </p>
      ))}
      <Select name="view" label="View" value={query.view} options={STATS_VIEWS.map((view) => [view, VIEW_LABEL[view]])} />
      <Select
        name="format"
        label="Format"
        value={query.format ?? ""}
        options={[["", "Any"], ...STATS_FORMATS.map((f) => [f, FORMAT_LABEL[f]] as const)]}
      />
      <Select
        name="gender"
        label="Gender"
        value={query.gender}
        options={[
          ["men", "Men"],
          ["women", "Women"],
        ]}
      />
      <NumberField name="from" label="From year" value={query.from} />
      <NumberField name="to" label="To year" value={query.to} />
      {teams ? (
        <>
          <Select name="team" label="Team" value={String(query.team ?? "")} options={teamOptions(teams, query.team)} />
          <Select
            name="opposition"
            label="Opposition"
            value={String(query.opposition ?? "")}
            options={teamOptions(teams, query.opposition)}
          />
        </>
      ) : (
        <>
          <NumberField name="team" label="Team id" value={query.team} />
          <NumberField name="opposition" label="Opposition id" value={query.opposition} />
        </>
      )}
      <Select
        name="host"
        label="Host country"
        value={query.host ?? ""}
        options={[
          ["", "Any"],
          ...(countries ?? []).map((country): [string, string] => [country, country]),
          ...(query.host !== undefined && !(countries ?? []).includes(query.host) ? [[query.host, query.host] as [string, string]] : []),
        ]}
      />
      <Select
        name="homeaway"
        label="Home or away"
        value={query.homeaway ?? ""}
        options={[["", "Any"], ...STATS_HOME_AWAY.map((where) => [where, HOME_AWAY_LABEL[where]] as const)]}
      />
      {grounds ? (
        <Select name="venue" label="Ground" value={String(query.venue ?? "")} options={groundOptions(grounds, query.venue, names.venue)} />
      ) : query.venue !== undefined ? (
        <p className="stats-query__kept">
          <input type="hidden" name="venue" value={query.venue} />
          Ground: <strong>{names.venue ?? `ground ${query.venue}`}</strong>{" "}
          <a href={statsQueryHref({ ...query, venue: undefined, page: 1 })}>(any ground)</a>
        </p>
      ) : (
        <p className="stats-query__field stats-query__hint">Choose a format or a host country to pick a ground.</p>
      )}
      <Select
        name="result"
        label="Result"
        value={query.result ?? ""}
        options={[["", "Any"], ...STATS_RESULTS.map((r) => [r, RESULT_LABEL[r]] as const)]}
      />
      <Select
        name="innings"
        label="Innings"
        value={String(query.innings ?? "")}
        options={[
          ["", "Any"],
          ["1", "1st"],
          ["2", "2nd"],
          ["3", "3rd"],
          ["4", "4th"],
        ]}
      />
      {query.view === "batting" ? (
        <Select
          name="position"
          label="Batting position"
          value={String(query.position ?? "")}
          options={[["", "Any"], ...Array.from({ length: 11 }, (_, i) => [String(i + 1), String(i + 1)] as const)]}
        />
      ) : null}
      {query.view === "partnerships" ? (
        <Select
          name="wicket"
          label="Wicket"
          value={String(query.wicket ?? "")}
          options={[["", "Any"], ...Array.from({ length: 10 }, (_, i) => [String(i + 1), ordinal(i + 1)] as const)]}
        />
      ) : null}
      <Select
        name="group"
        label="Group by"
        value={query.group}
        options={STATS_GROUPS.map((group) => [
          group,
          group === "innings" && query.view === "partnerships" ? "List of stands" : GROUP_LABEL[group],
        ])}
      />
      <NumberField
        name="min"
        label={query.view === "partnerships" ? "Min stands" : query.view === "results" ? "Min matches" : "Min innings"}
        value={query.min}
      />
      <input type="hidden" name="sort" value={query.sort} />
      <button type="submit">Show</button>
    </form>
  );
}

/** The grounds of the chosen format or host country as choices; a chosen ground the list lacks is kept. */
function groundOptions(grounds: NonNullable<StatsResult["grounds"]>, chosen: number | undefined, name: string | null | undefined) {
  const options: [string, string][] = [["", "Any"], ...grounds.map((ground): [string, string] => [String(ground.id), ground.name])];
  if (chosen !== undefined && !grounds.some((ground) => ground.id === chosen)) options.push([String(chosen), name ?? `Ground ${chosen}`]);
  return options;
}

/** The sides of the chosen format as choices; a chosen side the list lacks is kept by its id. */
function teamOptions(teams: NonNullable<StatsResult["teams"]>, chosen: number | undefined): [string, string][] {
  const options: [string, string][] = [["", "Any"], ...teams.map((team): [string, string] => [String(team.id), team.name])];
  if (chosen !== undefined && !teams.some((team) => team.id === chosen)) options.push([String(chosen), `Team ${chosen}`]);
  return options;
}

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <label className="stats-query__field">
      <span>{label}</span>
      <select name={name} defaultValue={value}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

function NumberField({ name, label, value }: { name: string; label: string; value: number | undefined }) {
  return (
    <label className="stats-query__field">
      <span>{label}</span>
      <input type="number" name={name} defaultValue={value} inputMode="numeric" min={0} />
    </label>
  );
}
