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

/**
 * The league's season of that year in the source's archive (its id and name), or null. The archive
 * files a replayed season under the year the replay shows it in (issue 31), always a later one: the
 * newest years are looked at after the season's own.
 */
export async function auctionSeason(cricket: CachedCricketData, league: AuctionLeague, year: number) {
  const name = `${AUCTION_LEAGUES[league].series} ${year}`;
  const inYear = async (shown: number) =>
    (await cricket.archive(shown).catch((): ArchiveGroup[] => [])).flatMap((group) => group.series).find((series) => series.name === name);
  const own = await inYear(year);
  if (own) return own;
  const later = (await cricket.archiveYears().catch((): number[] => [])).filter((shown) => shown > year).slice(0, REPLAY_YEARS_LOOKED_AT);
  for (const shown of later) {
    const found = await inYear(shown);
    if (found) return found;
  }
  return null;
}

/** How many of the newest archive years may hold a replayed season (the replay is of the present). */
const REPLAY_YEARS_LOOKED_AT = 2;
