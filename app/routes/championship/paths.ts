import type { ChampionshipFormat } from "../../data/championship-schema.ts";

/** A league's table: /cricket-stats/points-table/{test|odi}/{league}. */
export const championshipPath = (format: ChampionshipFormat, league: string) => `/cricket-stats/points-table/${format}/${league}`;
