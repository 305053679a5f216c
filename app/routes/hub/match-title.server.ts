import type { CachedCricketData } from "../../data/index.server.ts";
import type { ArchiveGroup, MatchSummary } from "../../data/schemas.ts";
import { slugify } from "../../cricket/slug.ts";

/** A match title as the match pages' addresses write it: lower-case words joined by hyphens. */
export const MATCH_TITLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The matches whose page title (the slug of /live-cricket-scores/{id}/{slug}: teams, description,
 * series and season) is `title`. A title ends with its series' name and season, so the series are
 * looked up in the archive of the season's first year (and the next: a "2023/24" season may begin
 * in 2024), and only the series whose slug ends the title are read. A source without an archive
 * (the provider's) finds none.
 */
export async function matchesTitled(cricket: CachedCricketData, title: string): Promise<MatchSummary[]> {
  const season = /-((?:19|20)\d{2})(?:-\d{2,4})?$/.exec(title);
  if (!season) return [];
  const year = Number(season[1]);
  const archives = await Promise.all([year, year + 1].map((y) => cricket.archive(y).catch((): ArchiveGroup[] => [])));
  const series = archives
    .flat()
    .flatMap((group) => group.series)
    .filter((s) => title.endsWith(`-${slugify(s.name)}`));
  const details = await Promise.all([...new Map(series.map((s) => [s.id, s])).keys()].map((id) => cricket.series(id)));
  return details.flatMap((detail) => detail?.matches.filter((m) => m.slug === title) ?? []);
}
