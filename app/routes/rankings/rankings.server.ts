import { data, type RouterContextProvider } from "react-router";
import { NOT_AVAILABLE } from "../../shell/unavailable.ts";
import { adsForPage } from "../../backend/ads/ads.server.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import {
  FORMATS_OF,
  RANKING_GENDERS,
  RANKING_LISTS,
  type RankingFormat,
  type RankingGender,
  type RankingList,
  type RankingTable,
} from "../../data/rankings.ts";
import { rankingsPath } from "./paths.ts";

const oneOf = <T extends string>(values: readonly T[], raw: string | undefined): raw is T => values.includes(raw as T);
const shown = (raw: string) => raw.slice(0, 40);

/** The list of the URL: an unknown category or subcategory is 404, a format the category has not 400, each with what was wrong. */
export function rankingQueryOf(params: { gender?: string; list?: string }, url: URL) {
  if (!oneOf(RANKING_GENDERS, params.gender)) {
    throw data(`No rankings for "${shown(params.gender ?? "")}": the categories are men and women`, { status: 404 });
  }
  if (!oneOf(RANKING_LISTS, params.list)) {
    throw data(`No rankings for "${shown(params.list ?? "")}": the lists are ${RANKING_LISTS.join(", ")}`, { status: 404 });
  }
  const gender: RankingGender = params.gender;
  const list: RankingList = params.list;
  const formats = FORMATS_OF[gender];
  const raw = url.searchParams.get("format");
  if (raw !== null && !oneOf(formats, raw.toLowerCase())) {
    throw data(`format must be one of ${formats.join(", ")} for ${gender}'s rankings, not "${shown(raw)}"`, { status: 400 });
  }
  // The first format is selected by default (docs/product/content-areas.md#rankings).
  const format: RankingFormat = (raw?.toLowerCase() as RankingFormat | undefined) ?? formats[0]!;
  return { gender, list, format };
}

/**
 * One rankings list as the page shows it. A source failure is logged and shown as a neutral message
 * (docs/product/content-areas.md#display-rules), never a 500; the right column's 303x250 ads are those of /cricket-stats.
 */
export async function loadRankings(context: Readonly<RouterContextProvider>, params: { gender?: string; list?: string }, request: Request) {
  const url = new URL(request.url);
  const query = rankingQueryOf(params, url);
  const { env, ctx } = context.get(workerContext);
  const cricket = cricketDataFor(env, ctx);
  const [result, ads] = await Promise.all([
    cricket.rankings(query).then(
      (table): { table: RankingTable; error: null } => ({ table, error: null }),
      (error: Error) => {
        console.error(`rankings ${query.gender}/${query.list}/${query.format}: ${error.message}`);
        return { table: null, error: NOT_AVAILABLE };
      },
    ),
    adsForPage(env.DB, "/cricket-stats").catch(() => null),
  ]);
  return {
    ...query,
    ...result,
    ads: ads?.["303x250"] ?? [],
    url: `${url.origin}${rankingsPath(query)}`,
    origin: url.origin,
  };
}
