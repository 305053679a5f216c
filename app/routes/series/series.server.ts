import { data, redirect, type RouterContextProvider } from "react-router";
import { slugify } from "../../cricket/slug.ts";
import { workerContext } from "../../context.server.ts";
import { adsForSlot } from "../../backend/ads/ads.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { SeriesDetail, SeriesVenue } from "../../data/schemas.ts";

/** The series id of the URL: a positive integer, else 400 with what was wrong. */
export function seriesIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id <= 0)
    throw data(`series id must be a positive number, not "${(raw ?? "").slice(0, 40)}"`, { status: 400 });
  return id;
}

export const seriesPath = (series: Pick<SeriesDetail, "id" | "name">) => `/cricket-series/${series.id}/${slugify(series.name)}`;

/** A ground's page within a series. */
export const venuePath = (seriesCanonical: string, venue: Pick<SeriesVenue, "id" | "name">) =>
  `${seriesCanonical}/venues/${venue.id}/${slugify(venue.name)}`;

/** The venue id of the URL: a positive integer, else 400 with what was wrong. */
export function venueIdOf(raw: string | undefined): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw ?? "") || !Number.isSafeInteger(id) || id <= 0)
    throw data(`venue id must be a positive number, not "${(raw ?? "").slice(0, 40)}"`, { status: 400 });
  return id;
}

type SeriesParams = { id?: string; slug?: string; vid?: string; vname?: string };
type CricketSource = ReturnType<typeof cricketDataFor>;

/** The ground of a venue page, when the URL names one of the series' grounds (else null). */
async function venueOf(cricket: CricketSource, seriesId: number, raw: string | undefined): Promise<SeriesVenue | null> {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const venues = await cricket.seriesVenues(seriesId);
  return venues?.find((venue) => venue.id === Number(raw)) ?? null;
}

/**
 * The series of the URL (404 when unknown), with its source. A wrong name slug answers 301 to the
 * canonical URL of the same tab, so each series page has one address; on a venue page the
 * ground's name is put right in the same move (one redirect, not two).
 */
export async function loadSeries(context: Readonly<RouterContextProvider>, params: SeriesParams, request: Request) {
  const id = seriesIdOf(params.id);
  const { env, ctx } = context.get(workerContext);
  const cricket = cricketDataFor(env, ctx);
  const series = await cricket.series(id);
  if (!series) throw data("Content not found", { status: 404 });
  const canonical = seriesPath(series);
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, "");
  const base = `/cricket-series/${id}/`;
  if (params.slug !== slugify(series.name)) {
    const venue = params.vid === undefined ? null : await venueOf(cricket, id, params.vid);
    const rest = venue ? venuePath("", venue).slice(1).split("/") : pathname.slice(base.length).split("/").slice(1);
    throw redirect(`${canonical}${rest.length ? `/${rest.join("/")}` : ""}${url.search}`, 301);
  }
  return { id, series, cricket, canonical, origin: url.origin };
}

/**
 * A venue page's series and ground: 400 for a malformed venue id, 404 for a ground that staged no
 * match of the series (or is unknown), 301 to the canonical address for a wrong or missing name.
 */
export async function loadSeriesVenue(context: Readonly<RouterContextProvider>, params: SeriesParams, request: Request) {
  const loaded = await loadSeries(context, params, request);
  const vid = venueIdOf(params.vid);
  const venue = await venueOf(loaded.cricket, loaded.id, params.vid);
  if (!venue) throw data("Content not found", { status: 404 });
  const path = venuePath(loaded.canonical, venue);
  if (params.vname !== slugify(venue.name)) throw redirect(`${path}${new URL(request.url).search}`, 301);
  return { ...loaded, vid, venue, path };
}

/** The series pages' ad page (docs/product/content-areas.md#points-table-tab): "the series ad slot is 303x600 for path /cricket-series". */
const SERIES_AD_PATH = "/cricket-series";

/** The series' 303x600 ads; a failed read shows the slot's placeholder rather than failing the page. */
export function seriesAds(context: Readonly<RouterContextProvider>) {
  return adsForSlot(context.get(workerContext).env.DB, SERIES_AD_PATH, "303x600").catch(() => []);
}
