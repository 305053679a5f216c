import { data, useLoaderData, type MetaDescriptor } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { pageMeta } from "../../shell/page-meta.ts";
import "./auction.css";
import type { Route } from "./+types/auction";
import { AUCTION_LEAGUES, auctionSeason, parseAuctionToken } from "./auction.server.ts";

export const handle: PageHandle = { enhancer: "contentPage" };

/**
 * The auction page, /{token} (docs/product/site-and-accounts.md#routes; decision 053): a league's
 * player auction of a season, /ipl-auction-2025. We hold no auction records (Cricsheet has none), so
 * a season we hold says so and links what we do hold of it; a token that names no auction (or a
 * season we do not hold) is 404, one that names an auction wrongly 400.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const token = params.token ?? "";
  const parsed = parseAuctionToken(token);
  if (parsed === "bad")
    throw data(`An auction page's address is /ipl-auction-{year} or /wpl-auction-{year}, not "/${token.slice(0, 60)}"`, { status: 400 });
  if (!parsed) throw data("Not Found", { status: 404 });
  const { env, ctx } = context.get(workerContext);
  const season = await auctionSeason(cricketDataFor(env, ctx), parsed.league, parsed.year);
  if (!season) throw data("Not Found", { status: 404 });
  const url = new URL(request.url);
  return {
    league: AUCTION_LEAGUES[parsed.league],
    year: parsed.year,
    season: { ...season, path: `/cricket-series/${season.id}/${slugify(season.name)}` },
    url: `${url.origin}/${token}`,
  };
}

export function meta({ loaderData }: Route.MetaArgs): MetaDescriptor[] {
  if (!loaderData) return [{ title: "Not Found" }];
  const { league, year, season, url } = loaderData;
  const title = `${league.short} Auction ${year}`;
  return pageMeta({
    title: `${title} | Cricket Edge`,
    description: `${title}: we hold no auction records (bids, prices, unsold players); the squads each side fielded in ${season.name} are a click away.`,
    url,
    jsonLd: { "@type": "WebPage", name: title, url, about: { "@type": "SportsEvent", name: season.name, sport: "Cricket" } },
  });
}

export default function AuctionPage() {
  const { league, year, season } = useLoaderData<typeof loader>();
  return (
    <section className="auction">
      <h1>
        {league.short} Auction {year}
      </h1>
      <p className="empty">
        No auction data: we hold no records of the {league.short} {year} auction — no bids, prices, retained or unsold players. Our matches
        come from Cricsheet's ball-by-ball records, which say who played, not what they cost.
      </p>
      <p>What we hold of {season.name}:</p>
      <ul>
        <li>
          <a href={`${season.path}/squads`}>Squads</a>: the players each side fielded, by role
        </li>
        <li>
          <a href={`${season.path}/matches`}>Schedule &amp; Results</a>
        </li>
        <li>
          <a href={`${season.path}/stats`}>Stats</a>: the season's leading run-scorers and wicket-takers
        </li>
      </ul>
    </section>
  );
}
