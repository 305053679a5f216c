import type { MetaDescriptor } from "react-router";
import type { MatchSummary } from "../data/schemas.ts";
import type { PageImage } from "./share-image.ts";

/**
 * A public page's head, one way everywhere: title, description, absolute canonical URL, Open Graph
 * and Twitter card, and schema.org JSON-LD where the page has a type (a SportsEvent for a match or
 * series). `url` is absolute: crawlers ignore a relative canonical. `image` (absolute) makes
 * the share a large card on X/Twitter and Facebook.
 */
export function pageMeta({
  title,
  description,
  url,
  jsonLd,
  type = "website",
  image,
}: {
  title: string;
  description: string;
  url: string;
  jsonLd?: Record<string, unknown>;
  type?: string;
  image?: PageImage;
}): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: "Cricket Edge" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { property: "og:image", content: image.url },
          ...(image.type ? [{ property: "og:image:type", content: image.type }] : []),
          ...(image.width && image.height
            ? [
                { property: "og:image:width", content: String(image.width) },
                { property: "og:image:height", content: String(image.height) },
              ]
            : []),
          { property: "og:image:alt", content: image.alt },
          { name: "twitter:image", content: image.url },
        ]
      : []),
    ...(jsonLd ? [{ "script:ld+json": { "@context": "https://schema.org", ...jsonLd } }] : []),
  ];
}

/** A match as a schema.org SportsEvent. */
export function matchEvent(match: MatchSummary, origin: string, withLocation = true) {
  return {
    "@type": "SportsEvent",
    name: `${match.teams[0].name} vs ${match.teams[1].name}, ${match.description}`,
    sport: "Cricket",
    startDate: new Date(match.startTime).toISOString(),
    url: `${origin}/live-cricket-scores/${match.id}/${match.slug}`,
    ...(withLocation && match.venue
      ? { location: { "@type": "Place", name: match.venue.name, ...(match.venue.city ? { address: match.venue.city } : {}) } }
      : {}),
  };
}
