import type { CachedCricketData } from "../../data/index.server.ts";
import type { ArchiveGroup } from "../../data/schemas.ts";

/** The leagues with a player auction, by the token's first word: /{league}-auction-{year}. */
export const AUCTION_LEAGUES = {
  ipl: { short: "IPL", series: "Indian Premier League" },
  wpl: { short: "WPL", series: "Women's Premier League" },
} as const;

export type AuctionLeague = keyof typeof AUCTION_LEAGUES;

/** "ipl-auction-2025" → { league: "ipl", year: 2025 }; "bad" when it names an auction wrongly; null when it names none. */
export function parseAuctionToken(token: string): { league: AuctionLeague; year: number } | "bad" | null {
  const match = /^(ipl|wpl)-auction-(\d{4})$/.exec(token);
  if (match) return { league: match[1] as AuctionLeague, year: Number(match[2]) };
  return token.toLowerCase().includes("auction") ? "bad" : null;
}

/** The league's season of that year in the source's archive (its id and name), or null. */
export async function auctionSeason(cricket: CachedCricketData, league: AuctionLeague, year: number) {
  const groups = await cricket.archive(year).catch((): ArchiveGroup[] => []);
  const name = `${AUCTION_LEAGUES[league].series} ${year}`;
  return groups.flatMap((group) => group.series).find((series) => series.name === name) ?? null;
}
