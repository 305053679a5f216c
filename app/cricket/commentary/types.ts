/**
 * Output types of ball-by-ball commentary (docs/product/match-pages.md#commentary, docs/product/match-pages.md#highlights, docs/product/match-pages.md#source-calls).
 *
 * Items come oldest first; a page that shows newest first reverses them. Every item carries:
 * - `id`: unique within the match ("1:57:ball", "1:57:over", "0:104:m:batter:50:ba607b88"), for
 *   React keys and for "load more" paging (the spec pages by the last item's timestamp and innings:
 *   Cricsheet has no timestamps, so page by id/position instead);
 * - `inningsIndex` (position in MatchInput.innings) and `seq` (index of the delivery in the
 *   innings that the item belongs to: the ball itself, the ball a milestone was reached on, the
 *   last ball of an over, the ball an off-ball event was recorded with; -1 for an innings with no
 *   ball);
 * - `overLabel`: Cricbuzz over.ball ("19.4", 0-based over, ball = legal ball number; a wide or
 *   no-ball carries the number of the legal ball still to come, so a wide before ball 3 is "4.3");
 * - `text` with `formats`: the same text cut into spans, some bold (their concatenation is `text`);
 * - `event`: Cricbuzz-style event name; `highlights`: bit mask of HIGHLIGHT codes (0 = none).
 */
import type { BowlingEntry } from "../bowling.ts";
import type { ChaseTarget } from "../chase.ts";
import type { PlayerRef } from "../names.ts";
import type { InningsTotal } from "../score.ts";
import type { PersonId, WicketKind } from "../types.ts";

/**
 * highLightType bits (docs/product/match-pages.md#highlight-codes). A ball (or other item) can carry several (a six that brings up a
 * fifty is SIXES | FIFTIES).
 *
 * - FOURS / SIXES: boundary 4s and 6s off the bat, exactly the ones the batting card counts
 *   (all-run fours and sixes are not boundaries).
 * - WICKETS: every dismissal (the team wickets: retired hurt / retired not out are not), on the ball
 *   item, or on the event item for dismissals without a ball (retired out, timed out); also the
 *   five-wicket-haul milestone item.
 * - FIFTIES: the ball on which a batter reaches 50, and its milestone item (once per batter).
 * - HUNDREDS: the ball on which a batter reaches 100, 200, 300 (once per hundred), and the item.
 * - DROPPED_CATCHES: Cricsheet has no dropped-catch data, so nothing carries this bit: the filter
 *   is always empty ("There are no highlights of this category in this innings").
 * - UDRS: every ball with a DRS review (successful or not).
 * - OTHERS: notable events that are none of the above: retirements (hurt, not out, out),
 *   substitutions (impact player, concussion substitute, other match replacements, a bowler
 *   finishing another's over), and penalty runs (on a ball, or before/after the innings).
 *   Team and partnership milestones and 150s carry no bit (they are shown in full commentary).
 */
export const HIGHLIGHT = {
  ALL: 0,
  OTHERS: 1,
  FOURS: 2,
  SIXES: 4,
  WICKETS: 8,
  FIFTIES: 16,
  HUNDREDS: 32,
  DROPPED_CATCHES: 128,
  UDRS: 512,
} as const;

export type HighlightCode = (typeof HIGHLIGHT)[keyof typeof HIGHLIGHT];

export interface HighlightOption {
  label: string;
  code: HighlightCode;
}

/** The HIGHLIGHTS filter list in its order, with its codes (docs/product/match-pages.md#highlight-codes). */
export const HIGHLIGHT_CODES: readonly HighlightOption[] = [
  { label: "All", code: HIGHLIGHT.ALL },
  { label: "Fours", code: HIGHLIGHT.FOURS },
  { label: "Sixes", code: HIGHLIGHT.SIXES },
  { label: "Wickets", code: HIGHLIGHT.WICKETS },
  { label: "Fifties", code: HIGHLIGHT.FIFTIES },
  { label: "Hundreds", code: HIGHLIGHT.HUNDREDS },
  { label: "Dropped Catches", code: HIGHLIGHT.DROPPED_CATCHES },
  { label: "UDRS", code: HIGHLIGHT.UDRS },
  { label: "Others", code: HIGHLIGHT.OTHERS },
];

/** A piece of commentary text; bold pieces are the ones Cricbuzz puts in commentaryFormats.bold. */
export interface TextSpan {
  text: string;
  bold?: true;
}

/** Events of ball items, as Cricbuzz names them. */
export type BallEvent = "FOUR" | "SIX" | "WICKET" | "NONE";

export type CommentaryEvent =
  | BallEvent
  /** Over separator (Cricbuzz's name). */
  | "over-break"
  | "FIFTY"
  | "HUNDRED"
  /** A batter's 150, 250, ... */
  | "MILESTONE"
  | "PARTNERSHIP"
  | "TEAM_SCORE"
  | "FIVE_WICKETS"
  | "SUBSTITUTE"
  | "RETIRED"
  | "PENALTY"
  | "INNINGS_END";

interface ItemBase {
  id: string;
  inningsIndex: number;
  seq: number;
  overLabel: string;
  text: string;
  formats: TextSpan[];
  event: CommentaryEvent;
  highlights: number;
}

export interface TeamScore {
  /** Running total including pre-innings penalty runs. */
  runs: number;
  wickets: number;
}

/** One delivery (wides and no-balls included). */
export interface BallItem extends ItemBase {
  kind: "ball";
  event: BallEvent;
  /** 0-based over (Cricsheet's). */
  over: number;
  /** Legal ball number within the over that this delivery belongs to (see overLabel). */
  ballNumber: number;
  /** Not a wide or no-ball. */
  legal: boolean;
  batter: PlayerRef;
  nonStriker: PlayerRef;
  bowler: PlayerRef;
  /** runs.total of the delivery (penalty runs included). */
  runs: number;
  /** This ball's entry in the over's ball sequence: "0", "4", "W", "1wd", "5nb", "1lb", "2b", "1W", "1+5p". */
  token: string;
  /** Bowled as a free hit (limited-overs matches: the delivery after a no-ball, carried over by wides and no-balls). */
  freeHit: boolean;
  /** Players dismissed on this ball (on-ball dismissals; retirements and timed out are event items). */
  playersOut: PersonId[];
  /** Team score once this ball is done. */
  score: TeamScore;
}

export interface BatterAtCrease {
  player: PlayerRef;
  runs: number;
  balls: number;
}

export interface BowlerFigures {
  player: PlayerRef;
  /** "3.4", "4". */
  overs: string;
  maidens: number;
  runs: number;
  wickets: number;
  /** "O-M-R-W": "4-0-49-1". */
  figures: string;
}

/** Over separator (overSeparator, docs/product/match-pages.md#source-calls). */
export interface OverItem extends ItemBase {
  kind: "over";
  event: "over-break";
  /** 1-based number of the over (over index + 1): "end of over 20". */
  overNumber: number;
  /**
   * The over had its full count of legal balls. The last over of a finished innings (all out,
   * target reached, match over) also gets an item, with complete false when it was cut short, so
   * that over items account for every ball.
   */
  complete: boolean;
  legalBalls: number;
  /** Runs in the over (runs.total, so penalty runs on a delivery count; pre/post innings penalty runs do not). */
  runs: number;
  /** Dismissals in the over (retired out and timed out included). */
  wickets: number;
  /** Players dismissed in the over, in order. */
  playersOut: PersonId[];
  /** One token per delivery, in order: ["1","0","4","W","1wd","2"] (see BallItem.token). */
  ballSequence: string[];
  battingTeam: string;
  /** Team total after the over. */
  totalRuns: number;
  totalWickets: number;
  /** formatScore: "163-5", "169" when all ten are down. */
  score: string;
  /** Innings overs after this over ("19", "19.4"). */
  inningsOvers: string;
  /** The two batters at the crease for the next ball (new batter 0(0)); after the last over, those not out. */
  batters: BatterAtCrease[];
  /** The bowler of the over's last ball, with his figures after the over (from bowlingCard). */
  bowler: BowlerFigures;
}

export type MilestoneItem = BatterMilestone | PartnershipMilestone | TeamMilestone | BowlerMilestone;

interface MilestoneBase extends ItemBase {
  kind: "milestone";
  /** The number reached: 50, 100, 150... runs; 5 wickets. */
  value: number;
}

export interface BatterMilestone extends MilestoneBase {
  type: "batter";
  event: "FIFTY" | "HUNDRED" | "MILESTONE";
  player: PlayerRef;
  runs: number;
  balls: number;
  fours: number;
  sixes: number;
}

export interface PartnershipMilestone extends MilestoneBase {
  type: "partnership";
  event: "PARTNERSHIP";
  /** The wicket the stand is for (1 = opening stand). */
  wicket: number;
  /** The batter who came in first listed first. */
  players: [PlayerRef, PlayerRef];
  runs: number;
  balls: number;
}

export interface TeamMilestone extends MilestoneBase {
  type: "team";
  event: "TEAM_SCORE";
  team: string;
  runs: number;
  wickets: number;
  /** Overs when it was reached ("12.4"). */
  overs: string;
}

export interface BowlerMilestone extends MilestoneBase {
  type: "bowler";
  event: "FIVE_WICKETS";
  player: PlayerRef;
  bowling: Pick<BowlingEntry, "overs" | "maidens" | "runs" | "wickets">;
  figures: string;
}

/** Something that happened off the ball: substitutions, retirements, timed out, innings penalty runs. */
export interface EventItem extends ItemBase {
  kind: "event";
  event: "SUBSTITUTE" | "RETIRED" | "WICKET" | "PENALTY";
  type: "substitution" | "retirement" | "dismissal" | "penalty";
  /** Reason as Cricsheet gives it ("impact_player", "concussion_substitute", "injury"), or the wicket kind. */
  reason?: string;
  /** Team the event concerns. */
  team: string;
  /** The player coming in (substitution). */
  playerIn?: PlayerRef;
  /** The player going off, retiring or dismissed. */
  playerOut?: PlayerRef;
  wicketKind?: WicketKind;
  /** Dismissals this item accounts for (retired out, timed out). */
  playersOut: PersonId[];
  /** Penalty runs. */
  runs?: number;
}

/** End of an innings: the total, what the next side needs, and after the last innings the result. */
export interface InningsEndItem extends ItemBase {
  kind: "innings-end";
  event: "INNINGS_END";
  team: string;
  total: InningsTotal;
  /** formatScore with overs: "176-7 (20)". */
  score: string;
  /** The chase the next innings faces, when it has one. */
  nextInnings?: { team: string; target: ChaseTarget };
  /** formatResult(deriveMatchResult(match)), on the last innings of the match only. */
  result?: string;
}

export type CommentaryItem = BallItem | OverItem | MilestoneItem | EventItem | InningsEndItem;
