import { slugify } from "../cricket/slug.ts";

/** Addresses several page areas link to (the articles, the sitemaps); the areas' own pages agree. */
export const seriesHref = (series: { id: number | string; name: string }) => `/cricket-series/${series.id}/${slugify(series.name)}`;
export const profileHref = (player: { id: string; name: string }) => `/profiles/${player.id}/${slugify(player.name) || "player"}`;
