/**
 * The embedded source: CricketData served from D1 (Cricsheet imports and the scoring API), seen
 * through the demo clock, one file per area of the contract. This file is the adapter's public
 * face: besides the adapter, it gives the writers of D1 (the importer in workers/ingest and the
 * scoring module in app/scoring) what they share with the readers.
 */
import type { CricketData } from "../contract.ts";
import { embeddedChampionships } from "./championships.server.ts";
import { embeddedGalleries } from "./galleries.server.ts";
import type { Clock } from "./clock.server.ts";
import { embeddedLive } from "./live.server.ts";
import { embeddedMatches } from "./matches.server.ts";
import { loadMatchView, matchViewsOncePerRequest } from "./match-view.server.ts";
import { embeddedNews, publishedReports } from "./news.server.ts";
import { embeddedPlayers } from "./profiles.server.ts";
import { embeddedRankings } from "./rankings.server.ts";
import { embeddedSearch } from "./search.server.ts";
import { embeddedSeries } from "./series.server.ts";
import { embeddedSitemap } from "./sitemap.server.ts";
import { embeddedStatsQuery } from "./stats-query.server.ts";
import { embeddedTeams } from "./teams.server.ts";

export type { Clock } from "./clock.server.ts";
export { clearSeasonCache, demoEpochInPlay } from "./clock.server.ts";
export { loadMatchInput, type StoredMatch } from "./match-input.server.ts";
export { describeMeta, loadMatchMeta, type MatchMeta } from "./match-record.server.ts";
export { loadScoredMatch, scoredView, type ScoredMatch } from "./scored.server.ts";
export { ScoredLiveBuilder, scoredLive } from "./live.server.ts";
export { playerLineStatements, teamLineStatements } from "./store/aggregate-statements.server.ts";
export { careerLinesAndMatches, careerRows, playedMatches, seriesStandings, teamResults, venueRecords } from "./store/aggregates.server.ts";
export {
  closeInnings,
  deleteBall,
  inningsTotalsOf,
  insertBalls,
  insertInnings,
  insertPowerplays,
  updateInningsTotals,
  type BallToStore,
  type InningsClose,
  type InningsRow,
  type InningsTotals,
} from "./store/innings-statements.server.ts";
export { decideImport, matchStatements, storedImport, type ImportDecision } from "./store/match-statements.server.ts";
export { fixtureKey, fixtureStatements } from "./store/fixture-statements.server.ts";
export {
  ratingsDue,
  writePreparedMatch,
  type PreparedBatch,
  type PreparedStatement,
  type PreparedWrite,
} from "./store/write-prepared-match.server.ts";
export { importReportStatements, readImportStatus, type ImportReportRow, type ImportStatus } from "./store/import-progress.server.ts";
export { bundledTeamNames } from "./store/franchises.ts";
export { RATED, ratingInputs, storeRatings } from "./store/ratings.server.ts";
export { readStatsQuery, sumDueSeriesTotals } from "./store/stats-query.server.ts";
export { refreshHomeGrounds } from "./store/home-grounds.server.ts";

/**
 * `oneReadPerMatch`: for the data of one request only (cricketDataFor), each match is read from D1
 * once however many of its calls the page makes (decision 041). Never for a source kept across
 * requests (a Durable Object's, the tools Worker's).
 */
export function createEmbeddedData(db: D1Database, clock: Clock, options: { oneReadPerMatch?: boolean } = {}): CricketData {
  const views = options.oneReadPerMatch ? matchViewsOncePerRequest(db, clock) : (id: number) => loadMatchView(db, clock, id);
  const matches = embeddedMatches(db, clock, views);
  return {
    ...matches,
    ...embeddedLive(db, clock, views),
    ...embeddedNews(db, clock, views),
    ...embeddedSitemap(db, clock),
    ...embeddedSeries(db, clock),
    ...embeddedTeams(db, clock),
    ...embeddedPlayers(db, clock),
    ...embeddedChampionships(db, clock),
    ...embeddedRankings(db, clock),
    ...embeddedStatsQuery(db, clock),
    ...embeddedGalleries(db, clock, matches),
    ...embeddedSearch(db, (ids) => publishedReports(db, clock, ids)),
  };
}
