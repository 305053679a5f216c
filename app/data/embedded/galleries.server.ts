import type { GalleriesData, MatchData } from "../contract.ts";
import { GALLERY_PAGE, type GalleryCard, type GalleryPage, type GalleryQuery } from "../gallery-schemas.ts";
import { loadGraphicsInput, matchGallery, matchGalleryHeadline } from "../match-graphics.ts";
import { graphicImageId } from "../gallery-schemas.ts";
import type { MatchSummary } from "../schemas.ts";
import type { Clock } from "./clock.server.ts";
import { replayPlan } from "./clock.server.ts";
import { currentSummaries, seriesSummaries, summariesOfIds } from "./match-list.server.ts";

/**
 * The embedded galleries: every finished match with a score has one, generated from its numbers
 * (match in graphics), published when a replayed match ended or, for stored ones, at their start.
 * Its id is the match's.
 */
const hasGallery = (m: MatchSummary) => m.state === "Complete" && m.innings.length > 0;
const publishedTime = (m: MatchSummary) => m.endTime ?? m.startTime;

function card(m: MatchSummary): GalleryCard {
  return {
    id: m.id,
    headline: matchGalleryHeadline(m),
    imageId: graphicImageId(m.id, "summary"),
    publishedTime: publishedTime(m),
    matchId: m.id,
  };
}

/**
 * Stored matches are read by start time, which is their galleries' publishedTime (their summaries
 * have no end time); replayed ones, published at their replayed end, are merged in. A window
 * wider than a page keeps the merge in order.
 */
const WINDOW = 40;

async function storedCandidates(db: D1Database, replayed: number[], query: GalleryQuery, size: number): Promise<number[]> {
  const where = ["state = 'Complete'", "id NOT IN (SELECT value FROM json_each(?1))", "start_time < ?2"];
  if (query.seriesId !== undefined) where.push("series_id = ?3");
  if (query.teamId !== undefined) where.push("(team1_id = ?3 OR team2_id = ?3)");
  const filter = query.seriesId ?? query.teamId ?? null;
  const sql = `SELECT id FROM matches WHERE ${where.join(" AND ")} ORDER BY start_time DESC LIMIT ${size}`;
  const bound = [JSON.stringify(replayed), query.before ?? Number.MAX_SAFE_INTEGER, ...(filter === null ? [] : [filter])];
  const { results } = await db
    .prepare(sql)
    .bind(...bound)
    .all<{ id: number }>();
  return results.map((row) => row.id);
}

export function embeddedGalleries(db: D1Database, clock: Clock, matches: MatchData): GalleriesData {
  return {
    async galleries(query = {}): Promise<GalleryPage> {
      const limit = Math.max(1, Math.min(query.limit ?? GALLERY_PAGE, GALLERY_PAGE));
      const plan = await replayPlan(db, clock);
      const replayedIds = [...plan.keys()];
      const ofQuery = (m: MatchSummary) =>
        (query.seriesId === undefined || m.series.id === query.seriesId) &&
        (query.teamId === undefined || m.teams.some((team) => team.id === query.teamId));
      const replayed =
        query.seriesId !== undefined
          ? (await seriesSummaries(db, clock, query.seriesId)).filter((m) => m.isReplay)
          : (await currentSummaries(db, clock)).filter((m) => m.isReplay);
      const stored = await summariesOfIds(db, clock, await storedCandidates(db, replayedIds, query, limit + WINDOW));
      const before = query.before ?? Number.POSITIVE_INFINITY;
      const now = clock.now();
      const all = [...replayed, ...stored]
        .filter((m) => hasGallery(m) && ofQuery(m) && publishedTime(m) < before && publishedTime(m) <= now)
        .sort((a, b) => publishedTime(b) - publishedTime(a) || b.id - a.id);
      const page = all.slice(0, limit).map(card);
      return { galleries: page, next: all.length > limit ? page.at(-1)!.publishedTime : null };
    },

    async gallery(id) {
      const [summary] = await summariesOfIds(db, clock, [id]);
      if (!summary || !hasGallery(summary)) return null;
      const loaded = await loadGraphicsInput(matches, id);
      // Published as the list says (a stored match's summary has no end time: its start).
      return loaded ? { ...matchGallery(loaded.info, loaded.input), publishedTime: publishedTime(summary) } : null;
    },

    async matchGalleries(matchId) {
      const [summary] = await summariesOfIds(db, clock, [matchId]);
      if (!summary) return null;
      return hasGallery(summary) ? [card(summary)] : [];
    },
  };
}
