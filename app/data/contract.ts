import type {
  CommentaryCursor,
  CommentaryItem,
  CommentaryPage,
  HighlightType,
  MatchFacts,
  MatchInfo,
  MatchList,
  MatchListKind,
  MatchSummary,
  Miniscore,
  ScheduleEntry,
  Scorecard,
  StoryList,
  TeamSquad,
} from "./schemas.ts";

/**
 * The one interface between data and pages. The embedded adapter (D1) and the upstream adapter
 * (Cricbuzz-style HTTP API) implement it; the edge cache wraps either. Per-match calls answer
 * null for an unknown match id (pages turn that into a 404); a failing source throws SourceError.
 */
export interface CricketData {
  /** Live, recent or upcoming matches, grouped by match type then series. */
  matchList(kind: MatchListKind): Promise<MatchList>;
  /** Matches whose start date is today (UTC calendar day of `now`). */
  todaysMatches(): Promise<MatchSummary[]>;
  /** The home page slider: live first, then the latest results and next fixtures. */
  sliderMatches(): Promise<MatchSummary[]>;
  /** International fixtures from today on, multi-day matches split into "Day N" entries. */
  internationalSchedule(): Promise<ScheduleEntry[]>;

  match(id: number): Promise<MatchInfo | null>;
  /** null also when the match has no innings yet. */
  miniscore(id: number): Promise<Miniscore | null>;
  /** Newest first; `before` pages back from the last item shown (spec 2 §2.4). */
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
  matchNews(id: number, options?: { before?: string }): Promise<StoryList | null>;
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
