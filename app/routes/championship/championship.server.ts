import { data, redirect, type RouterContextProvider } from "react-router";
import { workerContext } from "../../context.server.ts";
import { championshipFormatSchema, type ChampionshipFormat } from "../../data/championship-schema.ts";
import { SourceError } from "../../data/contract.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import { championshipPath } from "./paths.ts";

/** The format of the URL: 'test' or 'odi'; anything else is 400 with what was wrong. */
export function formatOf(raw: string | undefined): ChampionshipFormat {
  const parsed = championshipFormatSchema.safeParse((raw ?? "").toLowerCase());
  if (!parsed.success) throw data(`format must be test or odi, not "${(raw ?? "").slice(0, 40)}"`, { status: 400 });
  return parsed.data;
}

/** A league name: lower-case words and digits joined by hyphens (world-test-championship-2023-25). */
export function leagueOf(raw: string | undefined): string {
  const league = raw ?? "";
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(league) || league.length > 80) {
    throw data(`league must be a name like world-test-championship-2023-25, not "${league.slice(0, 40)}"`, { status: 400 });
  }
  return league;
}

/**
 * The table of the URL (404 when the source does not know the league). Without a league, or with
 * the format in capitals, it answers a redirect to the format's latest league: one address each.
 */
export async function loadChampionship(
  context: Readonly<RouterContextProvider>,
  params: { format?: string; league?: string },
  request: Request,
) {
  const format = formatOf(params.format);
  const league = params.league === undefined ? undefined : leagueOf(params.league);
  const { env, ctx } = context.get(workerContext);
  const cricket = cricketDataFor(env, ctx);
  // docs/product/content-areas.md#championship-points-tables: a championship fetch failure is logged and shown as the page's message.
  const table = await cricket.championship(format, league).catch((error: unknown) => {
    if (!(error instanceof SourceError)) throw error;
    console.error(`championship ${format}/${league ?? "latest"}: ${error.message}`);
    throw data("Failed to load the points table. Please try again later.", { status: 503 });
  });
  if (!table) throw data("Content not found", { status: 404 });
  const canonical = championshipPath(format, table.league.slug);
  const url = new URL(request.url);
  // The latest league moves with the calendar: a temporary redirect.
  if (league === undefined) throw redirect(`${canonical}${url.search}`, 302);
  if (url.pathname.replace(/\.data$/, "") !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  return { table, canonical, origin: url.origin, stale: cricket.freshness(table)?.stale ?? false };
}
