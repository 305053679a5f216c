import { Link } from "react-router";
import { SearchBar, TOO_SHORT_MESSAGE } from "../../shell/SearchBar.tsx";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { searchSite } from "../../backend/news/search.server.ts";
import { KIND_ORDER, NEAR_MISS, type SearchHit, type SearchKind, type SearchResults } from "../../data/search.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import type { Route } from "./+types/search";
import "./search.css";
import { plural } from "../../cricket/plural.ts";

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ url: string; results: SearchResults | null }> {
  const url = new URL(request.url);
  const q = url.searchParams.get("q");
  const page = `${url.origin}/search`;
  if (q === null) return { url: page, results: null };
  const { env, ctx } = context.get(workerContext);
  const data = cricketDataFor(env, ctx);
  const results = await searchSite({ db: env.DB, data }, q);
  // One address per query as the search reads it ("Kohli " and "kohli" are one page).
  return { url: results.tooShort ? page : `${page}?q=${encodeURIComponent(results.query)}`, results };
}

/**
 * Indexable (decision 023): a results page for a player's or team's name is a page people look
 * for, and its canonical is the normalised query, so spellings of one query are one page.
 */
export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData?.results && !loaderData.results.tooShort ? loaderData.results.query : null;
  return pageMeta({
    title: query ? `${query} — search | Cricket Edge` : "Search | Cricket Edge",
    description: query
      ? `Players, teams, series, venues and match reports on Cricket Edge matching “${query}”.`
      : "Search Cricket Edge for players, teams, series, venues and match reports.",
    url: loaderData?.url ?? "",
  });
}

const HEADINGS: Record<SearchKind, string> = {
  team: "Teams",
  series: "Series",
  player: "Players",
  venue: "Venues",
  story: "Stories",
};

export default function Search({ loaderData: { results } }: Route.ComponentProps) {
  return (
    <section className="search-page">
      <h1 className="search-page__title">{results && !results.tooShort ? `Results for “${results.query}”` : "Search"}</h1>
      <div className="search-page__form">
        <SearchBar id="search-page-q" />
      </div>
      {results === null ? (
        <p className="search-page__hint">Find players, teams, series, venues and match reports.</p>
      ) : results.tooShort ? (
        <p className="search-page__too-short" role="alert">
          {TOO_SHORT_MESSAGE}
        </p>
      ) : results.hits.length === 0 ? (
        <p className="empty">No results for “{results.query}”.</p>
      ) : (
        <Groups hits={results.hits} />
      )}
    </section>
  );
}

/** Groups in the order of their best hit; hits ranked within each. */
function Groups({ hits }: { hits: SearchHit[] }) {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  const order = [...groups.keys()].sort(
    (a, b) => hits.findIndex((h) => h.kind === a) - hits.findIndex((h) => h.kind === b) || KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b),
  );
  return (
    <div className="search-results">
      <p className="search-results__count">
        {plural(hits.length, "result")}
        {hits.every((h) => h.tier === NEAR_MISS) ? " (close matches)" : ""}
      </p>
      {order.map((kind) => (
        <section key={kind} className="search-results__group" aria-labelledby={`results-${kind}`}>
          <h2 id={`results-${kind}`}>{HEADINGS[kind]}</h2>
          <ol>
            {groups.get(kind)!.map((hit) => (
              <li key={`${hit.kind}-${hit.id}`} className="search-hit" data-kind={hit.kind} data-tier={hit.tier}>
                <Link to={hit.href} className="search-hit__title">
                  {hit.title}
                </Link>
                <span className="search-hit__subtitle">{hit.subtitle}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
