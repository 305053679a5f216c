import { leagueSlug, SUPER_LEAGUE } from "../../cricket/championship.ts";
import { championshipSchema, type Championship, type ChampionshipFormat, type ChampionshipLeague } from "../championship-schema.ts";
import type { ChampionshipsData } from "../contract.ts";
import type { UpstreamClient } from "./client.server.ts";
import { standingsFromJson, type Standings } from "./stats.server.ts";
import { mapChecked } from "./wire.server.ts";

/**
 * The championships area over the provider (docs/product/content-areas.md#source-calls, championships: championship/wtc for test,
 * championship/superLeague for odi), at the provider's paths `stats/v1/iccstanding/team/matchtype/1`
 * (the World Test Championship; sample stats-v1-iccstanding-team-matchtype) and `/2` (the Super
 * League: no sample, read the same way). The answer is the current season's table, its header row,
 * the seasons it knows (seasonStandings) and its rules (subText). It has no call for an older
 * season's table: those show the spec's empty text.
 */
const MATCH_TYPE: Record<ChampionshipFormat, number> = { test: 1, odi: 2 };

/** A format's league when the answer names no season. */
const FALLBACK: Record<ChampionshipFormat, ChampionshipLeague> = {
  test: { slug: "world-test-championship", name: "World Test Championship" },
  odi: { ...SUPER_LEAGUE },
};

const OLDER_SEASON = "The provider answers only the current season's table.";

/** The provider's table as the page's: the Flag header dropped, its cell kept as the row's flag image. */
export function championshipFromStandings(format: ChampionshipFormat, standings: Standings, league?: string): Championship | null {
  const leagues = standings.seasons.map((season) => ({ slug: leagueSlug(season.name), name: season.name }));
  const current = leagues[0] ?? FALLBACK[format];
  const wanted = league === undefined ? current : (leagues.find((l) => l.slug === league) ?? (league === current.slug ? current : null));
  if (!wanted) return null;
  const headers = standings.headers.map((h) => h.trim());
  const at = (name: string) => headers.findIndex((h) => h.toLowerCase() === name);
  const [rank, flag, team] = [at("rank"), at("flag"), at("team")];
  const others = headers.map((_, i) => i).filter((i) => i !== rank && i !== flag && i !== team);
  const isCurrent = wanted.slug === current.slug;
  return mapChecked(championshipSchema, "championship", () => ({
    format,
    league: wanted,
    leagues: leagues.length ? leagues : [current],
    headers: ["Rank", "Team", ...others.map((i) => headers[i]!)],
    rows: isCurrent
      ? standings.rows.map((cells, index) => ({
          position: Number.parseInt(cells[rank] ?? "", 10) || index + 1,
          team: { id: null, name: (cells[team] ?? "").trim(), imageId: flag >= 0 ? (cells[flag]?.trim() ?? null) || null : null },
          values: others.map((i) => cells[i] ?? ""),
        }))
      : [],
    subText: isCurrent ? standings.note : null,
    basis: null,
    emptyReason: isCurrent ? null : OLDER_SEASON,
  }));
}

export function upstreamChampionships(client: UpstreamClient): ChampionshipsData {
  return {
    async championship(format, league) {
      const standings = standingsFromJson(await client.get(`/stats/v1/iccstanding/team/matchtype/${MATCH_TYPE[format]}`));
      return championshipFromStandings(format, standings, league);
    },
  };
}
