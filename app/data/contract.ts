import type {
  ArchiveGroup,
  CommentaryCursor,
  CurrentSeries,
  CommentaryItem,
  CommentaryPage,
  HighlightType,
  MatchFacts,
  MatchForecast,
  MatchInfo,
  MatchList,
  MatchListKind,
  MatchSummary,
  Miniscore,
  PlayerProfile,
  PointsTable,
  SeriesDetail,
  SeriesSquad,
  SeriesStats,
  SeriesVenue,
  SquadGroup,
  ScheduleEntry,
  Scorecard,
  Story,
  StoryList,
  TeamSquad,
  VenueDetail,
} from "./schemas.ts";
import type { Championship, ChampionshipFormat } from "./championship-schema.ts";
import type { LiveSnapshot } from "./live-snapshot.ts";
import type {
  TeamCategory,
  TeamDirectoryGroup,
  TeamInfo,
  TeamMatchGroup,
  TeamPlayers,
  TeamStats,
  TeamStatsFilter,
} from "./team-schemas.ts";
import type { RankedHit } from "./search.ts";
import type { RankingQuery, RankingTable } from "./rankings.ts";
import type { StatsQuery, StatsResult } from "./stats-query.ts";
import type { GalleryCard, GalleryDetail, GalleryPage, GalleryQuery } from "./gallery-schemas.ts";

/**
 * The one interface between data and everything that reads it: pages, the API, the live rooms and
 * the ticker. It is grouped by area; each area has one file in each adapter (`embedded/<area>.server.ts`
 * over D1, `upstream/<area>.server.ts` over a Cricbuzz-style HTTP API), and `index.server.ts` picks
 * the adapter from configuration and puts the edge cache around it. Per-match calls answer null for
 * an unknown match id (pages turn that into a 404); a failing source throws SourceError.
 */
export interface CricketData
  extends MatchesData,
    LiveData,
    NewsData,
    SitemapData,
    SeriesData,
    TeamsData,
    PlayersData,
    ChampionshipsData,
    RankingsData,
    StatsQueryData,
    GalleriesData,
    SearchData {}

/** Match lists and the schedule. */
export interface MatchListsData {
  /**
   * Live, recent or upcoming matches, grouped by match type then series. The recent list is
   * paged by days: `before` (YYYY-MM-DD) asks for the results before that day, and `older` in
   * the answer is the next page's `before`.
   */
  matchList(kind: MatchListKind, page?: { before?: string }): Promise<MatchList>;
  /** Matches whose start date is today (UTC calendar day of `now`). */
  todaysMatches(): Promise<MatchSummary[]>;
  /** The home page slider: live first, then the latest results and next fixtures. */
  sliderMatches(): Promise<MatchSummary[]>;
  /** International fixtures from today on, multi-day matches split into "Day N" entries. */
  internationalSchedule(): Promise<ScheduleEntry[]>;
}

/** One match: its header, score, commentary, scorecard, squads and facts. */
export interface MatchData {
  match(id: number): Promise<MatchInfo | null>;
  /** null also when the match has no innings yet. */
  miniscore(id: number): Promise<Miniscore | null>;
  /** Newest first; `before` pages back from the last item shown (docs/product/match-pages.md#commentary). */
  commentary(id: number, options?: { before?: CommentaryCursor; limit?: number }): Promise<CommentaryPage | null>;
  /** One innings oldest first, optionally one player's balls as batter or bowler. */
  fullCommentary(
    id: number,
    options: { inningsNo: number; playerId?: string; role?: "batting" | "bowling" },
  ): Promise<CommentaryItem[] | null>;
  /** One innings' highlights of one type (spec codes; 0 = all), oldest first. */
  highlights(id: number, options: { inningsNo: number; type: HighlightType }): Promise<CommentaryItem[] | null>;
  scorecard(id: number): Promise<Scorecard | null>;
  squads(id: number): Promise<[TeamSquad, TeamSquad] | null>;
  facts(id: number): Promise<MatchFacts | null>;
  /** Win probability after every ball (decision 049); null for an unknown match. */
  forecast(id: number): Promise<MatchForecast | null>;
}

/** The matches area: lists and single matches. */
export interface MatchesData extends MatchListsData, MatchData {}

/** What match rooms and the ticker poll and push (docs/decisions/006-live-fan-out.md). */
export interface LiveData {
  /** A match as its live page needs it now, at `seq` 0 (the room numbers its own messages); null for an unknown match. */
  liveSnapshot(id: number): Promise<LiveSnapshot | null>;
  /**
   * The match's live score from the source's smallest answer that carries it (the provider's mini
   * score), as a mark that changes whenever the score, state or status does: a room polls it every
   * 3 s and the snapshot's heavier calls every 10 s or when the mark changes (decision 061). Null
   * when the source has nothing lighter than its snapshot (our D1) or the answer is missing.
   */
  liveScoreMark(id: number): Promise<string | null>;
  /** Every live match, flat (the ticker's list). */
  liveMatches(): Promise<MatchSummary[]>;
}

export interface NewsData {
  matchNews(id: number, options?: { before?: string }): Promise<StoryList | null>;
  /**
   * One of the source's stories by its id (embedded: a match report, `report-{matchId}`, once it
   * is out; upstream: the provider's story); null when unknown or not published yet.
   */
  story(id: string): Promise<Story | null>;
  /**
   * The source's stories, newest first (embedded: every match report, history included; upstream:
   * the provider's latest news). `before`: the last story id shown, the provider's cursor;
   * `olderThan` (UTC ms): only stories published before it — the embedded source pages by it, so a
   * page that mixes in editors' stories can go on from any story's time.
   */
  latestNews(options?: { before?: string; olderThan?: number }): Promise<StoryList>;
}

/** What the sitemaps list (spec: feeds and SEO): each kind's public addresses, a page at a time. */
export interface SitemapData {
  /** How many addresses of each kind the source has. */
  sitemapCounts(): Promise<Record<SitemapKind, number>>;
  /** One page (from 0) of a kind's entries in a stable order; the pages make the addresses. */
  sitemapPage(kind: SitemapKind, page: number, size: number): Promise<SitemapEntry[]>;
}

export const SITEMAP_KINDS = ["matches", "series", "teams", "players", "reports", "galleries"] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
export interface SitemapEntry {
  /** a match, series or team number, a player's id; a report's match; a gallery's id */
  id: string;
  /** what the address names: the match's or report's slug, the series', team's or player's name, the gallery's headline */
  name: string;
  /** UTC ms of the last change, when known */
  lastModified: number | null;
}

/** A series: its matches, league tables and stories (docs/product/content-areas.md#series-page). */
export interface SeriesData {
  /** The series and every match of it; null for an unknown id. */
  series(id: number): Promise<SeriesDetail | null>;
  /** Its league tables; null when it has none (Tests, two-team series, a source without tables) or is unknown. */
  pointsTable(id: number): Promise<PointsTable | null>;
  /** Its leaders (most runs, wickets, …) from the finished matches; null when unknown or the source has none. */
  seriesStats(id: number): Promise<SeriesStats | null>;
  /** Series being played or still to come, by start date. */
  currentSeries(): Promise<CurrentSeries[]>;
  /** Years that have series (the scorecard archive's picker), newest first. */
  archiveYears(): Promise<number[]>;
  /** The series that began in a year, grouped International, T20 League, Domestic, Women (empty groups left out). */
  archive(year: number): Promise<ArchiveGroup[]>;
  /** Its stories, newest first; `before` (a story id) pages back. null for an unknown id. */
  seriesNews(id: number, options?: { before?: string }): Promise<StoryList | null>;
  /** Its squads (Squads tab), header rows as each squad's `group`; null for an unknown id. */
  seriesSquads(id: number): Promise<SeriesSquad[] | null>;
  /** One squad's players under role header rows; null for an unknown series or squad. */
  squadPlayers(seriesId: number, squadId: number): Promise<SquadGroup[] | null>;
  /** The grounds of its matches (Venues tab); null for an unknown id. */
  seriesVenues(id: number): Promise<SeriesVenue[] | null>;
  /** A ground: its facts and records (Venue page); null for an unknown id. */
  venue(id: number): Promise<VenueDetail | null>;
}

/** Teams (docs/product/content-areas.md#team-directory, docs/product/content-areas.md#team-page; the header's Teams menu reads `teams("international")`). */
export interface TeamsData {
  /** A directory tab's teams under header rows (international: "Test Teams", "Associate Teams"). */
  teams(category: TeamCategory): Promise<TeamDirectoryGroup[]>;
  /** A team's header; null for an unknown id. */
  team(id: number): Promise<TeamInfo | null>;
  /** Its fixtures (schedule, soonest first) or latest results (newest first), by series; null for an unknown id. */
  teamMatches(id: number, kind: "schedule" | "results"): Promise<TeamMatchGroup[] | null>;
  /** Its stories, newest first; `before` (a story id) pages back; `limit` asks for fewer (Home's top stories). null for an unknown id. */
  teamNews(id: number, options?: { before?: string; limit?: number }): Promise<StoryList | null>;
  /** Its records for one format, opponent and year; null for an unknown id or a source without them. */
  teamStats(id: number, filter: TeamStatsFilter): Promise<TeamStats | null>;
  /** The players who played for it in a format (the most played when null), most recent first; null for an unknown id. */
  teamPlayers(id: number, format: string | null): Promise<TeamPlayers | null>;
}

/** People (docs/product/content-areas.md#player-profile). */
export interface PlayersData {
  /**
   * A player's profile and career; null for an unknown id. The id is the source's: a Cricsheet
   * register id (8 hex digits) in the embedded source, the provider's number upstream.
   */
  player(id: string): Promise<PlayerProfile | null>;
}

/** Championship points tables (docs/product/content-areas.md#championship-points-tables): the World Test Championship cycles, the ODI Super League. */
export interface ChampionshipsData {
  /**
   * A league's table by format and the URL's league name (without one: the format's latest league);
   * null for a league the source does not know. No rows (with `emptyReason`) when it has no data.
   */
  championship(format: ChampionshipFormat, league?: string): Promise<Championship | null>;
}

/** Rankings (docs/product/content-areas.md#rankings): the provider's ICC lists upstream, Cricket Edge ratings embedded. */
export interface RankingsData {
  /** One list, best first (empty rows when the source has none). */
  rankings(query: RankingQuery): Promise<RankingTable>;
}

/** The stats query (issue 35, decision 054): any filter of the stored per-match lines, grouped and sorted. */
export interface StatsQueryData {
  /** One page of rows (PAGE_SIZE) and whether another follows; no rows with `emptyReason` when the source cannot answer. */
  statsQuery(query: StatsQuery): Promise<StatsResult>;
}

/**
 * Photo galleries (docs/product/content-areas.md#photo-galleries). Embedded: every finished match's generated gallery of
 * graphics ("match in graphics", id = the match's id). Upstream: the provider's galleries.
 */
export interface GalleriesData {
  /** Newest first; `before` (a publishedTime) pages back; optionally one series' or team's. */
  galleries(query?: GalleryQuery): Promise<GalleryPage>;
  /** One gallery with its photos and tags; null for an unknown id. */
  gallery(id: number): Promise<GalleryDetail | null>;
  /** A match's galleries (none until it is finished); null for an unknown match. */
  matchGalleries(matchId: number): Promise<GalleryCard[] | null>;
}

export interface SearchData {
  /**
   * Players, teams, series, venues and match reports for a normalised query of at least
   * MIN_QUERY_LENGTH characters (app/data/search.ts), best first, at most PER_KIND of a kind.
   */
  search(query: string): Promise<RankedHit[]>;
}

/** A source that could not answer (network, HTTP status, or a response that failed validation). */
export class SourceError extends Error {
  readonly kind: "network" | "status" | "invalid";
  readonly status: number | null;
  constructor(kind: "network" | "status" | "invalid", message: string, status: number | null = null) {
    super(message);
    this.name = "SourceError";
    this.kind = kind;
    this.status = status;
  }
}
