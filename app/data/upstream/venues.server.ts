import { z } from "zod";
import { venueStatsBlock } from "../../cricket/venue-records.ts";
import { seriesVenueSchema, venueDetailSchema, venueStatsBlockSchema, type SeriesVenue, type VenueDetail } from "../schemas.ts";
import { int, mapChecked, optBool, optInt, optStr, parseWire } from "./wire.server.ts";

/**
 * Venues. No sample of these responses exists: the shapes are those of docs/product/content-areas.md#source-calls, kept
 * tolerant of unknown and missing fields, keys in either casing.
 * - `series/v1/{id}/venues`: `seriesVenue[]` of `{id, ground, city, country, imageId}`.
 * - `venues/v1/{id}`: `{ground, city, country, imageId, established, capacity, knownAs,
 *   groundLength, groundWidth, ends, timezone ("+05:30"), homeTeam, otherSports, floodlights
 *   (boolean), curator, profile}`.
 * - `venues/v1/{id}/stats`: `venueStats[]` of `{key, value}`, shown by the spec's rules
 *   (app/cricket/venue-records.ts `venueStatsBlock`).
 * The provider's `venues/v1/{id}/matches` is not read: the venue page lists the series' matches at
 * the ground, which the series call already has.
 */

const text = (value: string | undefined) => value?.trim() || null;

const seriesVenuesWire = z.object({
  seriesvenue: z
    .array(z.object({ id: int, ground: optStr, name: optStr, city: optStr, country: optStr, imageid: optStr }))
    .optional()
    .default([]),
});

export function seriesVenuesFromJson(json: unknown): SeriesVenue[] {
  const wire = parseWire(seriesVenuesWire, json, "series venues");
  return mapChecked(z.array(seriesVenueSchema), "series venues", () => {
    const once = wire.seriesvenue.filter((venue, index, all) => all.findIndex((other) => other.id === venue.id) === index);
    return once.map((venue) => ({
      id: venue.id,
      name: text(venue.ground) ?? text(venue.name) ?? "",
      city: text(venue.city),
      country: text(venue.country),
      imageId: text(venue.imageid),
    }));
  });
}

const venueWire = z.object({
  id: optInt,
  ground: optStr,
  name: optStr,
  city: optStr,
  country: optStr,
  imageid: optStr,
  established: optStr,
  capacity: optStr,
  knownas: optStr,
  groundlength: optStr,
  groundwidth: optStr,
  ends: optStr,
  timezone: optStr,
  hometeam: optStr,
  othersports: optStr,
  floodlights: optBool,
  curator: optStr,
  profile: optStr,
});

/** `venues/v1/{id}` → the ground's facts (records come from the stats call). */
export function venueFromJson(id: number, json: unknown): VenueDetail {
  const wire = parseWire(venueWire, json, "venue");
  return mapChecked(venueDetailSchema, "venue", () => {
    const name = text(wire.ground) ?? text(wire.name);
    if (!name) throw new Error("a venue without a ground name");
    return {
      id: wire.id ?? id,
      name,
      city: text(wire.city),
      country: text(wire.country),
      imageId: text(wire.imageid),
      timeZone: text(wire.timezone),
      established: text(wire.established),
      capacity: text(wire.capacity),
      knownAs: text(wire.knownas),
      length: text(wire.groundlength),
      width: text(wire.groundwidth),
      ends: text(wire.ends),
      homeTeam: text(wire.hometeam),
      otherSports: text(wire.othersports),
      floodlights: wire.floodlights ?? null,
      curator: text(wire.curator),
      profile: wire.profile?.trim() || null,
      matchesHosted: null,
      firstMatch: null,
      stats: [],
    } satisfies VenueDetail;
  });
}

const venueStatsWire = z.object({
  venuestats: z
    .array(z.object({ key: optStr, value: optStr }))
    .optional()
    .default([]),
});

/** `venues/v1/{id}/stats` → one 'STATS - TEST' block (none when the provider lists nothing). */
export function venueStatsFromJson(json: unknown) {
  const wire = parseWire(venueStatsWire, json, "venue stats");
  return mapChecked(z.array(venueStatsBlockSchema), "venue stats", () =>
    wire.venuestats.length ? [venueStatsBlock(wire.venuestats)] : [],
  );
}
