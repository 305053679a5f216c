import { slugify } from "../../cricket/slug.ts";
import type { SearchData } from "../contract.ts";
import { KIND_ORDER, matchTier, normaliseText, PER_KIND, type RankedHit } from "../search.ts";
import type { UpstreamClient } from "./client.server.ts";
import { seriesListFromJson } from "./series.server.ts";
import { teamGroupsFromJson } from "./teams.server.ts";

/**
 * The search area of the upstream source. The provider has no search endpoint, so the site
 * searches what it lists: international teams (`teams/v1/international`) and series
 * (`series/v1/international`), ranked as the embedded index ranks names (app/data/search.ts).
 * A list that cannot be read leaves its kind out rather than failing the search.
 */
export function upstreamSearch(client: UpstreamClient): SearchData {
  return {
    async search(query) {
      const [teams, series] = await Promise.all([
        client.get("/teams/v1/international").then(teamGroupsFromJson).catch(failed("teams")),
        client.get("/series/v1/international").then(seriesListFromJson).catch(failed("series")),
      ]);
      const hits: RankedHit[] = [];
      const add = (hit: Omit<RankedHit, "tier" | "score">, names: string[]) => {
        const tier = matchTier(query, names.map(normaliseText).filter(Boolean));
        if (tier !== null) hits.push({ ...hit, tier, score: 0 });
      };
      for (const team of (teams ?? []).flatMap((group) => group.teams)) {
        add(
          {
            kind: "team",
            id: String(team.id),
            title: team.name,
            subtitle: team.shortName !== team.name ? `Team · ${team.shortName}` : "Team",
            href: `/cricket_team/${slugify(team.name)}/${team.id}`,
          },
          [team.name, team.shortName],
        );
      }
      const seen = new Set<number>();
      for (const one of (series ?? []).flatMap((month) => month.series)) {
        if (seen.has(one.id)) continue;
        seen.add(one.id);
        add(
          {
            kind: "series",
            id: String(one.id),
            title: one.name,
            subtitle: "Series",
            href: `/cricket-series/${one.id}/${slugify(one.name)}`,
          },
          [one.name],
        );
      }
      hits.sort(
        (a, b) =>
          a.tier - b.tier ||
          KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) ||
          a.title.length - b.title.length ||
          a.title.localeCompare(b.title),
      );
      const perKind = new Map<string, number>();
      return hits.filter((hit) => {
        const count = (perKind.get(hit.kind) ?? 0) + 1;
        perKind.set(hit.kind, count);
        return count <= PER_KIND;
      });
    },
  };
}

function failed(what: string) {
  return (error: unknown) => {
    console.warn(`upstream search: the ${what} list failed`, (error as Error).message);
    return null;
  };
}
