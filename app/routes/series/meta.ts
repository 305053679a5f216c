import type { MetaDescriptor } from "react-router";
import type { SeriesDetail } from "../../data/schemas.ts";

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
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Cricket Edge" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "SportsEvent",
        name: series.name,
        sport: "Cricket",
        startDate: series.startDate,
        endDate: series.endDate,
        url,
        subEvent: series.matches.slice(0, 100).map((match) => ({
          "@type": "SportsEvent",
          name: `${match.teams[0].name} vs ${match.teams[1].name}, ${match.description}`,
          startDate: new Date(match.startTime).toISOString(),
          url: `${new URL(url).origin}/live-cricket-scores/${match.id}/${match.slug}`,
          ...(match.venue
            ? { location: { "@type": "Place", name: match.venue.name, ...(match.venue.city ? { address: match.venue.city } : {}) } }
            : {}),
        })),
      },
    },
  ];
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
