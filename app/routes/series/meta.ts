import type { MetaDescriptor } from "react-router";
import type { MatchSummary, SeriesDetail, SeriesVenue } from "../../data/schemas.ts";
import { matchEvent, pageMeta } from "../../shell/page-meta.ts";

/**
 * A series page's head: title, description, absolute canonical URL, Open Graph and Twitter cards,
 * and schema.org JSON-LD (a SportsEvent: the series, with its matches as sub-events).
 */
export function seriesMeta({
  title,
  description,
  url,
  series,
}: {
  title: string;
  description: string;
  url: string;
  series: SeriesDetail;
}): MetaDescriptor[] {
  return pageMeta({
    title,
    description,
    url,
    jsonLd: {
      "@type": "SportsEvent",
      name: series.name,
      sport: "Cricket",
      startDate: series.startDate,
      endDate: series.endDate,
      url,
      subEvent: series.matches.slice(0, 100).map((match) => matchEvent(match, new URL(url).origin)),
    },
  });
}

/**
 * A venue page's head: the ground as a schema.org StadiumOrArena (a Place) with its address, and
 * the series' matches there as its events.
 */
export function venueMeta({
  title,
  description,
  url,
  venue,
  matches,
}: {
  title: string;
  description: string;
  url: string;
  venue: SeriesVenue;
  matches: MatchSummary[];
}): MetaDescriptor[] {
  const address = {
    "@type": "PostalAddress",
    ...(venue.city ? { addressLocality: venue.city } : {}),
    ...(venue.country ? { addressCountry: venue.country } : {}),
  };
  return pageMeta({
    title,
    description,
    url,
    jsonLd: {
      "@type": "StadiumOrArena",
      name: venue.name,
      url,
      ...(venue.city || venue.country ? { address } : {}),
      event: matches.slice(0, 100).map((match) => matchEvent(match, new URL(url).origin, false)),
    },
  });
}

interface LayoutData {
  series: SeriesDetail;
  canonical: string;
  origin: string;
  formats: string;
}

/** A tab's head: the layout's series, the tab's own title and canonical URL (`path` after the series'). */
export function tabMeta(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
  path: string,
  label: string,
): MetaDescriptor[] {
  const layout = matches.find((match) => match?.id === "series")?.loaderData as LayoutData | undefined;
  if (!layout) return [{ title: "Content not found" }];
  const { series, canonical, origin, formats } = layout;
  const title = label ? `${series.name} ${label} | Cricket Edge` : `${series.name} - Schedule, Results, Points Table | Cricket Edge`;
  return seriesMeta({
    title,
    description: `${series.name} ${label || "news, schedule and results"}: ${formats}.`,
    url: `${origin}${canonical}${path}`,
    series,
  });
}
