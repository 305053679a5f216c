import { z } from "zod";
import type { SeriesData } from "../contract.ts";
import { matchSummarySchema, seriesRefSchema, type MatchSummary } from "../schemas.ts";
import type { UpstreamClient } from "./client.server.ts";
import { listMatchWire, summaryFromListMatch } from "./match-lists.server.ts";
import { storyListFromJson } from "./news.server.ts";
import { seriesSquadsFromJson, squadGroupsFromJson } from "./squads.server.ts";
import { seriesVenuesFromJson, venueFromJson, venueStatsFromJson } from "./venues.server.ts";
import { int, mapChecked, optEpoch, optInt, optStr, parseWire, withoutAds } from "./wire.server.ts";

/**
 * Series.
 * - `series/v1/{id}`: `matchDetails[]` of `{matchDetailsMap: {key: "Fri, 22 Mar 2024", match:
 *   [{matchInfo, matchScore}], seriesId}}` mixed with `{adDetail}` entries (skipped) → the series'
 *   matches as domain summaries, in start order. The response does not say which typeMatches group
 *   (International, League …) the series is in: matchType is "".
 * - `teams/v1/{id}/results` uses the same `matchDetailsMap` shape under `teamMatchesData`.
 * - `series/v1/{type}` (international, league, domestic, women): `seriesMapProto[]` of
 *   `{date: "APRIL 2024", series: [{id, name, startDt, endDt}]}`.
 * - `series/v1/{id}/squads`, `series/v1/{id}/squads/{squadId}`: squads.server.ts;
 *   `series/v1/{id}/venues`, `venues/v1/{id}[/stats]`: venues.server.ts.
 */

const matchDetailsMapWire = z.object({
  key: optStr,
  seriesid: optInt,
  match: z.array(listMatchWire).optional().default([]),
});

export const seriesMatchesSchema = z.object({
  series: seriesRefSchema.nullable(),
  matches: z.array(matchSummarySchema),
});
export type SeriesMatches = z.infer<typeof seriesMatchesSchema>;

function summaries(groups: z.infer<typeof matchDetailsMapWire>[]): MatchSummary[] {
  const seen = new Set<number>();
  return groups
    .flatMap((group) => group.match.map((m) => summaryFromListMatch(m, { matchType: "", seriesId: group.seriesid })))
    .filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)))
    .sort((a, b) => a.startTime - b.startTime || a.id - b.id);
}

const seriesWire = z.object({
  matchdetails: withoutAds("matchdetailsmap", matchDetailsMapWire).optional().default([]),
});

export function seriesMatchesFromJson(json: unknown): SeriesMatches {
  const wire = parseWire(seriesWire, json, "series");
  return mapChecked(seriesMatchesSchema, "series", () => {
    const matches = summaries(wire.matchdetails);
    const first = matches[0];
    return { series: first ? first.series : null, matches };
  });
}

export const teamResultsSchema = z.array(z.object({ series: seriesRefSchema, matches: z.array(matchSummarySchema) }));
export type TeamResults = z.infer<typeof teamResultsSchema>;

const teamResultsWire = z.object({
  teammatchesdata: withoutAds("matchdetailsmap", matchDetailsMapWire).optional().default([]),
});

/** `teams/v1/{id}/results` → results grouped by series, as the provider orders them. */
export function teamResultsFromJson(json: unknown): TeamResults {
  const wire = parseWire(teamResultsWire, json, "team results");
  return mapChecked(teamResultsSchema, "team results", () =>
    wire.teammatchesdata
      .map((group) => {
        const matches = group.match.map((m) => summaryFromListMatch(m, { matchType: "", seriesId: group.seriesid, seriesName: group.key }));
        const first = matches[0];
        return first ? { series: { id: group.seriesid ?? first.series.id, name: first.series.name || (group.key ?? "") }, matches } : null;
      })
      .filter((group) => group !== null),
  );
}

export const seriesListSchema = z.array(
  z.object({
    /** "APRIL 2024" */
    month: z.string(),
    series: z.array(seriesRefSchema.extend({ startTime: z.number().int().nullable(), endTime: z.number().int().nullable() })),
  }),
);
export type SeriesList = z.infer<typeof seriesListSchema>;

const seriesListWire = z.object({
  seriesmapproto: z
    .array(
      z.object({
        date: optStr,
        series: z
          .array(z.object({ id: int, name: z.string(), startdt: optEpoch, enddt: optEpoch }))
          .optional()
          .default([]),
      }),
    )
    .optional()
    .default([]),
});

export function seriesListFromJson(json: unknown): SeriesList {
  const wire = parseWire(seriesListWire, json, "series list");
  return mapChecked(seriesListSchema, "series list", () =>
    wire.seriesmapproto.map((month) => ({
      month: (month.date ?? "").trim(),
      series: month.series.map((s) => ({ id: s.id, name: s.name.trim(), startTime: s.startdt ?? null, endTime: s.enddt ?? null })),
    })),
  );
}

/** The provider's series list types and the groups they are. */
const CATEGORIES = [
  ["international", "International"],
  ["league", "League"],
  ["domestic", "Domestic"],
  ["women", "Women"],
] as const;

/**
 * The series area over the provider: `series/v1/{id}` (its matches: the header's name and dates
 * come from them) and `series/v1/{id}/news[?lastId]`. The provider's points tables have no sample
 * to map them by, so this source has none (the page shows no Points Table tab).
 */
export function upstreamSeries(client: UpstreamClient): SeriesData {
  const byId = async <T>(path: string, map: (json: unknown) => T, query?: Record<string, string | number | undefined>) => {
    const json = await client.getMatch(path, query);
    return json === null ? null : map(json);
  };
  return {
    series: async (id) => {
      const found = await byId(`/series/v1/${id}`, seriesMatchesFromJson);
      if (!found?.matches.length) return null;
      const matches = [...found.matches].sort((a, b) => a.startTime - b.startTime || a.id - b.id);
      const days = matches.flatMap((m) => [m.startDate, m.endDate]).sort();
      // The provider lists a voided match's replay as a new fixture; it says nothing of which it voided.
      return {
        id,
        name: found.series?.name ?? matches[0]!.series.name,
        startDate: days[0]!,
        endDate: days.at(-1)!,
        matches,
        voidedMatchIds: [],
      };
    },
    // series/v1/{international|league|domestic|women}: the four lists merged; a list that fails is
    // left out, all four failing is the source failing.
    currentSeries: async () => {
      const lists = await Promise.allSettled(
        CATEGORIES.map(async ([type, category]) => ({ category, months: seriesListFromJson(await client.get(`/series/v1/${type}`)) })),
      );
      const answered = lists.flatMap((list) => (list.status === "fulfilled" ? [list.value] : []));
      if (!answered.length) throw (lists[0] as PromiseRejectedResult).reason;
      const day = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString().slice(0, 10));
      const all = answered.flatMap(({ category, months }) =>
        months.flatMap((month) =>
          month.series.map((s) => ({
            id: s.id,
            name: s.name,
            category,
            startDate: day(s.startTime),
            endDate: day(s.endTime ?? s.startTime),
          })),
        ),
      );
      return [...new Map(all.filter((s) => s.startDate).map((s) => [s.id, s])).values()].sort(
        (a, b) => a.startDate.localeCompare(b.startDate) || a.name.localeCompare(b.name),
      );
    },
    pointsTable: async () => null,
    // No sample of the provider's series stats to map: the Stats tab is not shown for this source.
    seriesStats: async () => null,
    // The provider's archive calls (archives/{international|league|domestic|women}?year) have no
    // sample to map: the archive page says it has no data for this source.
    archiveYears: async () => [],
    archive: async () => [],
    seriesNews: (id, options = {}) =>
      byId(`/series/v1/${id}/news`, (json) => storyListFromJson(json, { seriesId: id }), { lastId: options.before }),
    seriesSquads: (id) => byId(`/series/v1/${id}/squads`, seriesSquadsFromJson),
    squadPlayers: (seriesId, squadId) => byId(`/series/v1/${seriesId}/squads/${squadId}`, squadGroupsFromJson),
    seriesVenues: (id) => byId(`/series/v1/${id}/venues`, seriesVenuesFromJson),
    // venues/v1/{id} for the facts, venues/v1/{id}/stats for the records; the stats call fails
    // silently (docs/product/content-areas.md#venue-page), the facts call's failure is the source's.
    venue: async (id) => {
      const [facts, stats] = await Promise.all([
        byId(`/venues/v1/${id}`, (json) => venueFromJson(id, json)),
        byId(`/venues/v1/${id}/stats`, venueStatsFromJson).catch(() => null),
      ]);
      return facts && { ...facts, stats: stats ?? [] };
    },
  };
}
