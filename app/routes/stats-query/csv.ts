import { statsCsv } from "../../data/stats-query.ts";
import type { Route } from "./+types/csv";
import { loadStatsQuery } from "./stats-query.server.ts";

/** The stats query's rows as CSV: the page's own rows, one page at a time. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { query, result } = await loadStatsQuery(context, request, true);
  return new Response(statsCsv(query, result), {
    headers: { "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": 'attachment; filename="cricket-stats-query.csv"' },
  });
}
