import { z } from "zod";

/**
 * The domain model every page reads (decision 005). Adapters produce these shapes and
 * parse their own output against them in tests; loaders and views depend on nothing else.
 * Times are UTC epoch milliseconds; over counts are Cricbuzz-style text ("19.4", "20").
 */

export const MATCH_STATES = [
  "Preview",
  "Toss",
  "Delay",
  "In Progress",
  "Innings Break",
  "Lunch",
  "Stumps",
  "Complete",
  "Scheduled",
] as const;
export const matchStateSchema = z.enum(MATCH_STATES);
export type MatchState = z.infer<typeof matchStateSchema>;

/** A person: Cricsheet registry id in the embedded source, the provider's id upstream. */
export const playerRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
});
export type PlayerRef = z.infer<typeof playerRefSchema>;

export const teamRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortName: z.string(),
});
export type TeamRef = z.infer<typeof teamRefSchema>;

export const venueRefSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  timeZone: z.string(),
});
export type VenueRef = z.infer<typeof venueRefSchema>;

export const seriesRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type SeriesRef = z.infer<typeof seriesRefSchema>;

export const inningsScoreSchema = z.object({
  inningsNo: z.number().int().positive(),
  teamId: z.number().int(),
  runs: z.number().int().nonnegative(),
  wickets: z.number().int().nonnegative(),
  overs: z.string(),
  declared: z.boolean(),
  superOver: z.boolean(),
});
export type InningsScore = z.infer<typeof inningsScoreSchema>;

export const matchSummarySchema = z.object({
  id: z.number().int().positive(),
  /** "Final", "12th Match, Group A" */
  description: z.string(),
  /** "T20", "ODI", "Test", … */
  format: z.string(),
  /** the spec's typeMatches groups: "International", "League", "Domestic", "Women" */
  matchType: z.string(),
  series: seriesRefSchema,
  /** a tournament has a points table */
  isTournament: z.boolean(),
  teams: z.tuple([teamRefSchema, teamRefSchema]),
  venue: venueRefSchema.nullable(),
  /** first and last playing day, YYYY-MM-DD (venue calendar) */
  startDate: z.string(),
  endDate: z.string(),
  /** scheduled start and (when over) end, UTC ms */
  startTime: z.number().int(),
  endTime: z.number().int().nullable(),
  state: matchStateSchema,
  /** "India won by 7 runs", "Mumbai Indians opt to bowl", "Day 2: Stumps - India lead by 107 runs" */
  status: z.string(),
  innings: z.array(inningsScoreSchema),
  slug: z.string(),
  /** a real match replayed by the demo clock (labelled wherever it is shown) */
  isReplay: z.boolean(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const seriesMatchesSchema = z.object({
  series: seriesRefSchema,
  matches: z.array(matchSummarySchema),
});

/** Matches grouped by match type, then by series (the spec's typeMatches → seriesMatches). */
export const matchListSchema = z.object({
  groups: z.array(z.object({ matchType: z.string(), series: z.array(seriesMatchesSchema) })),
  /** recent list: the `before` of the next, older page; absent or null when there is none */
  older: z.string().nullable().optional(),
  /** the hybrid mode's live list when the provider failed: only the matches scored on our site */
  providerUnavailable: z.literal(true).optional(),
});
export type MatchList = z.infer<typeof matchListSchema>;

export const matchListKindSchema = z.enum(["live", "recent", "upcoming"]);
export type MatchListKind = z.infer<typeof matchListKindSchema>;

/** One playing day of an international fixture, for the header's Series menu and the home SCHEDULE. */
export const scheduleEntrySchema = z.object({
  matchId: z.number().int(),
  series: seriesRefSchema,
  title: z.string(),
  /** "Day 2" for multi-day matches, null otherwise */
  day: z.string().nullable(),
  date: z.string(),
  startTime: z.number().int(),
  slug: z.string(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

// ── One match ──────────────────────────────────────────────────────────────────────────────────

export const squadPlayerSchema = playerRefSchema.extend({
  role: z.string().nullable(),
  captain: z.boolean(),
  keeper: z.boolean(),
  /** overseas player in a league; null when the source does not say */
  overseas: z.boolean().nullable(),
  /** came on as a substitute (impact player, concussion replacement) */
  substitute: z.boolean(),
  /** "IN" / "OUT": changes to the playing XI against the previous match */
  playingXIChange: z.enum(["IN", "OUT"]).nullable(),
  /** "MIN" / "MOUT": replaced in the match (in / out) */
  inMatchChange: z.enum(["MIN", "MOUT"]).nullable(),
});
export type SquadPlayer = z.infer<typeof squadPlayerSchema>;

export const teamSquadSchema = z.object({
  team: teamRefSchema,
  playingXI: z.array(squadPlayerSchema),
  substitutes: z.array(squadPlayerSchema),
  bench: z.array(squadPlayerSchema),
  supportStaff: z.array(squadPlayerSchema),
  /** the touring/season squad when the source has one */
  squad: z.array(squadPlayerSchema),
});
export type TeamSquad = z.infer<typeof teamSquadSchema>;

export const matchInfoSchema = matchSummarySchema.extend({
  complete: z.boolean(),
  toss: z.object({ winner: teamRefSchema, decision: z.enum(["bat", "field"]) }).nullable(),
  umpires: z.array(z.string()),
  tvUmpire: z.string().nullable(),
  referee: z.string().nullable(),
  playersOfMatch: z.array(playerRefSchema),
  playersOfSeries: z.array(playerRefSchema),
  /**
   * Set when the source names no Player of the Series and the site chose one by its rule
   * (app/cricket/player-of-series.ts, decision 052): the figures it was chosen by. Absent or null:
   * `playersOfSeries` is the source's own award (or there is none).
   */
  playersOfSeriesComputed: z.object({ value: z.number(), runs: z.number().int(), wickets: z.number().int() }).nullable().optional(),
  /** the innings being played (live) */
  battingTeamId: z.number().int().nullable(),
  /** a match without ball-by-ball data: the public page its result was taken from */
  sourceUrl: z.url().nullable().optional(),
  /**
   * Only a small answer of the source was had (the provider's mini score or commentary header, not
   * its match centre): teams, state, status and score, no venue, officials or toss. The page says
   * more detail is not available right now, and each tab shows what answers.
   */
  partial: z.boolean().optional(),
});
export type MatchInfo = z.infer<typeof matchInfoSchema>;

export const batterLineSchema = z.object({
  player: playerRefSchema,
  runs: z.number().int(),
  balls: z.number().int(),
  fours: z.number().int(),
  sixes: z.number().int(),
  strikeRate: z.string(),
});
export type BatterLine = z.infer<typeof batterLineSchema>;

export const bowlerLineSchema = z.object({
  player: playerRefSchema,
  overs: z.string(),
  maidens: z.number().int(),
  runs: z.number().int(),
  wickets: z.number().int(),
  economy: z.string(),
});
export type BowlerLine = z.infer<typeof bowlerLineSchema>;

/** The live box: who is in, who bowls, how the chase stands. */
export const miniscoreSchema = z.object({
  inningsNo: z.number().int(),
  battingTeam: teamRefSchema,
  runs: z.number().int(),
  wickets: z.number().int(),
  overs: z.string(),
  striker: batterLineSchema.nullable(),
  nonStriker: batterLineSchema.nullable(),
  bowler: bowlerLineSchema.nullable(),
  otherBowler: bowlerLineSchema.nullable(),
  partnership: z.object({ runs: z.number().int(), balls: z.number().int() }),
  /** "Rohit c Klaasen b Maharaj 9(5) - 23/1 in 1.6 ov" */
  lastWicket: z.string().nullable(),
  /** limited overs: overs still to bowl in the innings */
  oversRemaining: z.string().nullable(),
  /** "... 1 0 4 | 1 1 W 0 2 6" */
  recentOvers: z.string(),
  currentRunRate: z.string(),
  requiredRunRate: z.string().nullable(),
  target: z.number().int().nullable(),
  runsNeeded: z.number().int().nullable(),
  ballsRemaining: z.number().int().nullable(),
  /** last 5 and 10 overs: "Last 5 overs: 42 runs, 1 wkt" */
  latestPerformance: z.array(z.object({ label: z.string(), runs: z.number().int(), wickets: z.number().int() })),
});
export type Miniscore = z.infer<typeof miniscoreSchema>;

/**
 * A match's win probability after every ball of its two main innings (decision 049): the chance of
 * its first team (`teams[0]`); a men's Test (decision 060, game "Test male"): after every over of its
 * four innings, the first team's chance of winning and the chance of a draw (the second team's:
 * 1 − chance − draw). `game` null: a format the model does not cover (women's Tests, other
 * multi-day matches), or a source without ball-by-ball data; `points` then empty.
 */
export const matchForecastSchema = z.object({
  matchId: z.number().int(),
  game: z.string().nullable(),
  teams: z.array(z.string()),
  points: z.array(
    z.object({
      inningsNo: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
      balls: z.number().int(),
      label: z.string(),
      chance: z.number().min(0).max(1),
      draw: z.number().min(0).max(1).optional(),
    }),
  ),
});
export type MatchForecast = z.infer<typeof matchForecastSchema>;

export { HIGHLIGHT_TYPES } from "./highlight-types.ts";
export const highlightTypeSchema = z.literal([0, 1, 2, 4, 8, 16, 32, 128, 512]);
export type HighlightType = z.infer<typeof highlightTypeSchema>;

export const overSummarySchema = z.object({
  overNumber: z.number().int(),
  runs: z.number().int(),
  /** ["1", "0", "4", "W", "1wd", "2"] */
  balls: z.array(z.string()),
  battingTeam: z.string(),
  score: z.string(),
  batters: z.array(z.object({ name: z.string(), runs: z.number().int(), balls: z.number().int() })),
  bowler: z.object({ name: z.string(), figures: z.string() }).nullable(),
});
export type OverSummary = z.infer<typeof overSummarySchema>;

export const commentaryItemSchema = z.object({
  /** unique within the match: "{inningsNo}-{seq}-{kind}" */
  key: z.string(),
  kind: z.enum(["ball", "over", "milestone", "note"]),
  inningsNo: z.number().int(),
  /** when it happened (UTC ms); the paging cursor */
  timestamp: z.number().int(),
  /** "19.4" on balls */
  overLabel: z.string().nullable(),
  /** "FOUR", "SIX", "WICKET", "NONE", … */
  event: z.string(),
  /** plain text; `bold` lists substrings to emphasise */
  text: z.string(),
  bold: z.array(z.string()),
  /** bit mask of HIGHLIGHT_TYPES */
  highlights: z.number().int(),
  batterId: z.string().nullable(),
  bowlerId: z.string().nullable(),
  over: overSummarySchema.nullable(),
  /**
   * A ball that moved the win probability by 10 points or more (decision 049): `team`'s chance
   * before and after it (0–1). Absent on other items and where there is no forecast.
   */
  swing: z.object({ team: z.string(), from: z.number().min(0).max(1), to: z.number().min(0).max(1) }).optional(),
});
export type CommentaryItem = z.infer<typeof commentaryItemSchema>;

/** Older commentary is fetched with the timestamp and innings of the last item shown. */
export const commentaryCursorSchema = z.object({
  timestamp: z.coerce.number().int(),
  inningsNo: z.coerce.number().int().positive(),
});
export type CommentaryCursor = z.infer<typeof commentaryCursorSchema>;

export const commentaryPageSchema = z.object({
  /** newest first */
  items: z.array(commentaryItemSchema),
  /** null when nothing older exists */
  next: commentaryCursorSchema.nullable(),
});
export type CommentaryPage = z.infer<typeof commentaryPageSchema>;

export const battingRowSchema = batterLineSchema.extend({
  dismissal: z.string(),
  isOut: z.boolean(),
  captain: z.boolean(),
  keeper: z.boolean(),
});
export const bowlingRowSchema = bowlerLineSchema.extend({
  noBalls: z.number().int(),
  wides: z.number().int(),
  captain: z.boolean(),
});

export const scorecardInningsSchema = z.object({
  inningsNo: z.number().int(),
  superOver: z.boolean(),
  battingTeam: teamRefSchema,
  bowlingTeam: teamRefSchema,
  runs: z.number().int(),
  wickets: z.number().int(),
  overs: z.string(),
  declared: z.boolean(),
  /** "176-7" */
  score: z.string(),
  batting: z.array(battingRowSchema),
  bowling: z.array(bowlingRowSchema),
  extras: z.object({
    byes: z.number().int(),
    legByes: z.number().int(),
    wides: z.number().int(),
    noBalls: z.number().int(),
    penalty: z.number().int(),
    total: z.number().int(),
  }),
  fallOfWickets: z.array(z.object({ wicket: z.number().int(), runs: z.number().int(), over: z.string(), player: playerRefSchema })),
  /** batters still to come in (Yet to Bat / Did not Bat) */
  yetToBat: z.array(playerRefSchema),
  powerplays: z.array(z.object({ type: z.string(), from: z.string(), to: z.string(), runs: z.number().int(), wickets: z.number().int() })),
  target: z.number().int().nullable(),
});
export type ScorecardInnings = z.infer<typeof scorecardInningsSchema>;

export const scorecardSchema = z.object({
  status: z.string(),
  innings: z.array(scorecardInningsSchema),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

export const venueGuideSchema = z.object({
  stadium: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  capacity: z.string().nullable(),
  ends: z.string().nullable(),
  alsoHosts: z.string().nullable(),
  established: z.number().int().nullable(),
  timeZone: z.string(),
  /** other matches at this ground in the data */
  otherMatches: z.number().int(),
  /** the public page the capacity, ends and home sides were taken from (data/venues.csv); absent when the source states them itself */
  factsSource: z.string().nullable().optional(),
});

export const matchFactsSchema = z.object({
  venue: venueGuideSchema.nullable(),
  broadcast: z.array(z.object({ country: z.string(), broadcasters: z.array(z.object({ type: z.string(), name: z.string() })) })),
});
export type MatchFacts = z.infer<typeof matchFactsSchema>;

export const storySchema = z.object({
  id: z.string(),
  headline: z.string(),
  intro: z.string(),
  body: z.array(z.string()),
  /** "NewsBig", "RSNewsBig", "NewsSmall" */
  cardType: z.string(),
  context: z.string(),
  publishedTime: z.number().int(),
  imageId: z.string().nullable(),
  matchId: z.number().int().nullable(),
  seriesId: z.number().int().nullable(),
  /** the article address's last part when the source fixes one (a match report's: its match's); else the headline's */
  slug: z.string().optional(),
});
export type Story = z.infer<typeof storySchema>;

export const storyListSchema = z.object({
  stories: z.array(storySchema),
  /** pass as `before` for the next page; null at the end */
  next: z.string().nullable(),
});
export type StoryList = z.infer<typeof storyListSchema>;

/** A series as its page shows it: name, dates and every match (docs/product/content-areas.md#series-page). */
export const seriesDetailSchema = z.object({
  id: z.number().int(),
  /** "Indian Premier League 2025" */
  name: z.string(),
  /** first and last day, YYYY-MM-DD */
  startDate: z.string(),
  endDate: z.string(),
  /** every match, in playing order */
  matches: z.array(matchSummarySchema),
  /**
   * Matches voided and replayed from the start (decision 014: IPL 2025's PBKS v DC of 8 May): listed
   * among the matches, not counted as matches of the series, as the public record does.
   */
  voidedMatchIds: z.array(z.number().int()),
});
export type SeriesDetail = z.infer<typeof seriesDetailSchema>;

export const pointsTableRowSchema = z.object({
  team: teamRefSchema,
  played: z.number().int(),
  won: z.number().int(),
  lost: z.number().int(),
  tied: z.number().int(),
  noResult: z.number().int(),
  points: z.number().int(),
  netRunRate: z.number(),
  /** the team's matches in this table, in playing order (the row's expansion) */
  matches: z.array(
    z.object({
      matchId: z.number().int(),
      opponent: teamRefSchema,
      description: z.string(),
      /** YYYY-MM-DD */
      date: z.string(),
      result: z.string(),
    }),
  ),
});
export type PointsTableRow = z.infer<typeof pointsTableRowSchema>;

/** League tables of a series: one per group of a league stage (knockouts are not tabled). */
export const pointsTableSchema = z.object({
  groups: z.array(z.object({ name: z.string(), rows: z.array(pointsTableRowSchema) })),
  /** what the tables are built from, said under them */
  basis: z.string(),
});
export type PointsTable = z.infer<typeof pointsTableSchema>;

/** A series' leader tables (docs/product/content-areas.md#stats-tab), each with its headers and qualifying minimum. */
export const seriesStatsSchema = z.object({
  tables: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      qualification: z.string().optional(),
      headers: z.array(z.string()),
      rows: z.array(z.object({ person: z.string(), name: z.string(), team: z.string(), values: z.array(z.string()) })),
      /** the same question in the stats query, to change a filter and go on (our own data only) */
      query: z.string().optional(),
    }),
  ),
});
export type SeriesStats = z.infer<typeof seriesStatsSchema>;

/** One group of a year's archive (docs/product/content-areas.md#archives): International, T20 League, Domestic or Women. */
export const archiveGroupSchema = z.object({
  name: z.enum(["International", "T20 League", "Domestic", "Women"]),
  series: z.array(z.object({ id: z.number().int(), name: z.string(), startDate: z.string(), endDate: z.string() })),
});
export type ArchiveGroup = z.infer<typeof archiveGroupSchema>;

/** A series being played or still to come (docs/product/content-areas.md#schedule-pages: Current & Future Series). */
export const currentSeriesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** the typeMatches group: "International", "League", "Domestic", "Women" */
  category: z.string(),
  startDate: z.string(),
  endDate: z.string(),
});
export type CurrentSeries = z.infer<typeof currentSeriesSchema>;

/** A squad of a series (docs/product/content-areas.md#squads-tab): one per side, under a header row (`group`: "T20", "Test"). */
export const seriesSquadSchema = z.object({
  squadId: z.number().int(),
  /** the squad's label: the team name in a league, "India Test Squad"-style on tours */
  name: z.string(),
  team: teamRefSchema.nullable(),
  imageId: z.string().nullable(),
  /** the header row above it ("T20", "Test") */
  group: z.string().nullable(),
});
export type SeriesSquad = z.infer<typeof seriesSquadSchema>;

/** One player of a series squad. */
export const squadMemberSchema = z.object({
  /** the Cricsheet register id (embedded) or the provider's */
  id: z.string(),
  name: z.string(),
  /** the source names him captain (Cricsheet never does) */
  captain: z.boolean(),
  /**
   * the data says he kept wicket: the provider's keeper flag or wicket-keeper role; on Cricsheet's
   * data a stumping in these matches (only the keeper stumps: decision 051)
   */
  keeper: z.boolean(),
  /** "Batter", "WK-Batter", "Allrounder", "Bowler", or the provider's wording */
  role: z.string().nullable(),
  imageId: z.string().nullable(),
  battingStyle: z.string().nullable(),
  bowlingStyle: z.string().nullable(),
  /** what the player did in the series, which the role was read from ("9 matches · 312 runs"); null when the source does not say */
  record: z.string().nullable(),
});
export type SquadMember = z.infer<typeof squadMemberSchema>;

/** A squad's players under header rows (Batters, All Rounders, Wicket Keepers, Bowlers). */
export const squadGroupSchema = z.object({ group: z.string(), players: z.array(squadMemberSchema) });
export type SquadGroup = z.infer<typeof squadGroupSchema>;

/** A ground of a series (docs/product/content-areas.md#venues-tab). */
export const seriesVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  imageId: z.string().nullable(),
});
export type SeriesVenue = z.infer<typeof seriesVenueSchema>;

export const venueStatsBlockSchema = z.object({
  /** "STATS - TEST" */
  title: z.string(),
  rows: z.array(z.object({ label: z.string(), value: z.string(), highlight: z.boolean() })),
  /** batting at the ground in the stats query, per stats format (our own data only) */
  queries: z.array(z.object({ label: z.string(), href: z.string() })).optional(),
});
export type VenueStatsBlockData = z.infer<typeof venueStatsBlockSchema>;

/**
 * A ground (docs/product/content-areas.md#venue-page): what the source knows of it, each fact null when unknown, and its
 * records. The provider has the descriptive facts; the embedded source has what the matches
 * show (matches hosted, the first match in the data) and records computed from the balls.
 */
export const venueDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  imageId: z.string().nullable(),
  /** an IANA zone ("Asia/Kolkata") or a UTC offset ("+05:30"); null when unknown */
  timeZone: z.string().nullable(),
  established: z.string().nullable(),
  capacity: z.string().nullable(),
  knownAs: z.string().nullable(),
  /** metres, as the provider writes them */
  length: z.string().nullable(),
  width: z.string().nullable(),
  ends: z.string().nullable(),
  homeTeam: z.string().nullable(),
  otherSports: z.string().nullable(),
  floodlights: z.boolean().nullable(),
  curator: z.string().nullable(),
  /** paragraphs separated by blank lines */
  profile: z.string().nullable(),
  /** matches at the ground in the data */
  matchesHosted: z.number().int().nullable(),
  /** the public page capacity, ends and home sides were taken from (data/venues.csv); absent when the source states them itself */
  factsSource: z.string().nullable().optional(),
  firstMatch: z.object({ id: z.number().int(), title: z.string(), /** YYYY-MM-DD */ date: z.string() }).nullable(),
  stats: z.array(venueStatsBlockSchema),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

/** A career table as the page shows it (docs/product/content-areas.md#player-profile): its headers, one row per format, values as text. */
export const careerTableSchema = z.object({
  headers: z.array(z.string()),
  rows: z.array(
    z.object({
      format: z.string(),
      values: z.array(z.string()),
      /** the stats query that gives this row year by year (our own data only) */
      query: z.string().optional(),
    }),
  ),
});
export type CareerTableData = z.infer<typeof careerTableSchema>;

/** A match of a career: debut, last match, a line of recent form. */
export const careerMatchSchema = z.object({
  /** the match page's id; null when the source names the match without one */
  matchId: z.number().int().nullable(),
  /** YYYY-MM-DD, or null when unknown */
  date: z.string().nullable(),
  /** "vs Australia, Melbourne Cricket Ground" */
  title: z.string(),
});
export type CareerMatch = z.infer<typeof careerMatchSchema>;

/** A player's place in one ranking list: "9", "Best: 15" (the ICC's), or a position with its Cricket Edge rating. */
const rankingCellSchema = z.object({ position: z.string(), rating: z.number().int().nullable() });

/**
 * A player's profile (docs/product/content-areas.md#player-profile): personal info (null where the source has nothing:
 * the page shows '--'), the teams played for, career tables per format, debut and last match per
 * format, recent form and related stories. The embedded source computes the tables from the
 * stored innings lines (what it has: `coverage`); the provider gives its own.
 */
export const playerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** the international side, when known */
  country: z.string().nullable(),
  born: z.string().nullable(),
  birthPlace: z.string().nullable(),
  /** "Batter", "Bowler", "All-rounder", "Wicket-keeper batter" or the provider's wording */
  role: z.string().nullable(),
  /** what the role was read from ("read from 161 Tests in our data"); null when the source states it */
  roleBasis: z.string().nullable(),
  battingStyle: z.string().nullable(),
  bowlingStyle: z.string().nullable(),
  bio: z.string().nullable(),
  faceImageId: z.string().nullable(),
  /** where a generated bio comes from ("Generated from Cricsheet's match records"); null for a source's own, written bio */
  bioBasis: z.string().nullable(),
  /**
   * The ranking block (docs/product/content-areas.md#player-profile): batting and bowling, each Test, ODI and T20. The
   * provider's are the ICC's (the current rank, else the best as "Best: 4"; no rating); the embedded
   * source's are Cricket Edge ratings (never labelled ICC: a position and a rating from the stored
   * lists, as of each format's list day). A cell is null where the player has none; the whole
   * field null for a source without rankings.
   */
  rankings: z
    .object({
      source: z.enum(["icc", "cricket-edge"]),
      /** per format, the day its list stands on (YYYY-MM-DD); null where unknown */
      asOf: z.object({ test: z.string().nullable(), odi: z.string().nullable(), t20: z.string().nullable() }),
      rows: z.array(
        z.object({
          discipline: z.enum(["Batting", "Bowling"]),
          test: rankingCellSchema.nullable(),
          odi: rankingCellSchema.nullable(),
          t20: rankingCellSchema.nullable(),
        }),
      ),
    })
    .nullable(),
  /** sides played for, most matches first */
  teams: z.array(
    z.object({
      name: z.string(),
      matches: z.number().int().nullable(),
      /** the source's team id (its team page) */ id: z.number().int().nullable().optional(),
    }),
  ),
  batting: careerTableSchema,
  bowling: careerTableSchema,
  /** per format, in the tables' order */
  spans: z.array(
    z.object({
      format: z.string(),
      matches: z.number().int().nullable(),
      debut: careerMatchSchema.nullable(),
      last: careerMatchSchema.nullable(),
    }),
  ),
  /** last innings, newest first */
  recentForm: z.array(
    z.object({
      match: careerMatchSchema,
      /** the first innings of the match he batted or bowled in (1–4): the line holds them all ("45 & 12*") */
      innings: z.number().int(),
      format: z.string(),
      batting: z.string().nullable(),
      bowling: z.string().nullable(),
    }),
  ),
  /**
   * what the embedded tables are computed from, and the data's known gaps that concern them
   * (app/cricket/coverage.ts: one sentence each, only those that apply); null for a provider's own figures
   */
  coverage: z.object({ matches: z.number().int(), since: z.string().nullable(), notes: z.array(z.string()) }).nullable(),
  stories: z.array(storySchema),
});
export type PlayerProfile = z.infer<typeof playerProfileSchema>;
