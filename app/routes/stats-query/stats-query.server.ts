import { data, redirect, type RouterContextProvider } from "react-router";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { parseStatsQuery, STATS_QUERY_PATH } from "../../data/stats-query.ts";

/**
 * The stats query of a request: a bad parameter is a 400 naming it, a non-canonical URL a 301 to the
 * canonical one (one address per question, for the edge cache and for sharing), else the rows.
 */
export async function loadStatsQuery(context: Readonly<RouterContextProvider>, request: Request, csvPath: boolean) {
  const url = new URL(request.url);
  const parsed = parseStatsQuery(url.searchParams);
  if (!parsed.ok) throw data(`Bad stats query parameter ${parsed.message}`, { status: 400 });
  const path = csvPath || parsed.csv ? `${STATS_QUERY_PATH}.csv` : STATS_QUERY_PATH;
  if (url.pathname !== path || url.search !== parsed.canonical) throw redirect(`${path}${parsed.canonical}`, 301);
  const { env, ctx } = context.get(workerContext);
  const result = await cricketDataFor(env, ctx).statsQuery(parsed.query);
  return { query: parsed.query, result, origin: url.origin, canonical: `${url.origin}${STATS_QUERY_PATH}${parsed.canonical}` };
}
